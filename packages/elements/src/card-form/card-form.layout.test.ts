import { expect, html } from '@open-wc/testing';
import { setViewport } from '../internal/test/engine.js';
import { FONT_CASES } from '../internal/test/font-sets.js';
import { KIT_LANGUAGES } from '@checkout-kit/protocol';
import { KIT_WORDS } from '../internal/test/languages.js';
import { FORM_RECEIVER } from '../internal/test/form-receiver.js';
import { type Field, cardForm, errorOf } from './test/helpers.js';

/** The phones' widths, from the narrowest to the largest. */
const PHONE_WIDTHS = [320, 360, 390, 430];

/**
 * What of `inner` sticks out of `outer` sideways, in px, as `name: left/right`; none if it fits
 * or is not drawn (the page's message while there is none).
 */
function sticksOut(name: string, inner: DOMRect, outer: DOMRect): string[] {
  if (inner.width === 0 && inner.height === 0) return [];
  const left = outer.left - inner.left;
  const right = inner.right - outer.right;
  return left > 0.5 || right > 0.5 ? [`${name}: ${left.toFixed(1)}/${right.toFixed(1)}`] : [];
}

/** The nearest box around a text: its element, or the block an inline element sits in. */
function boxOf(text: Text): Element | null {
  let element = text.parentElement;
  while (element && getComputedStyle(element).display === 'inline') element = element.parentElement;
  return element;
}

/** Every text of the form that is drawn (not the live regions only screen readers read). */
function drawnTexts(form: Element): Text[] {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(form, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.data.trim() && !text.parentElement?.closest('.ck-visually-hidden')) texts.push(text);
  }
  return texts;
}

describe('<checkout-card-form> on a phone', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  // WebKit gave the half-width inputs their 20 characters as a minimum width: the CVC ran
  // 19 to 55 px out of its field and the page scrolled sideways, in every language.
  it('fits every control and text in its box at 320, 360, 390 and 430 px, in each language, test mode or not', async () => {
    const overflows: string[] = [];
    for (const width of PHONE_WIDTHS) {
      await setViewport({ width, height: 900 });
      for (const lang of KIT_LANGUAGES) {
        for (const testMode of [false, true]) {
          const form = await cardForm(
            html`<checkout-card-form
              action=${FORM_RECEIVER}
              amount="4990"
              lang=${lang}
              ?test-mode=${testMode}
              remember-card
            ></checkout-card-form>`,
          );
          const where = `${width} px, ${lang}${testMode ? ', test mode' : ''}`;
          const page = document.documentElement;
          if (page.scrollWidth > page.clientWidth) {
            overflows.push(
              `${where}: the page scrolls sideways by ${page.scrollWidth - page.clientWidth} px`,
            );
          }
          const formBox = form.getBoundingClientRect();
          for (const element of form.querySelectorAll('form *:not(.ck-visually-hidden, svg *)')) {
            const name = `${where}, ${element.tagName.toLowerCase()}.${element.className}`;
            overflows.push(
              ...sticksOut(`${name} in the form`, element.getBoundingClientRect(), formBox),
            );
          }
          for (const field of form.querySelectorAll('[part~="field"]')) {
            const fieldBox = field.getBoundingClientRect();
            for (const part of field.querySelectorAll(
              '[part~="label"], [part~="input"], [part~="error"]',
            )) {
              const name = `${where}, ${part.getAttribute('part')} of ${field.className}`;
              overflows.push(
                ...sticksOut(`${name} in its field`, part.getBoundingClientRect(), fieldBox),
              );
            }
          }
          for (const text of drawnTexts(form)) {
            const box = boxOf(text);
            if (!box) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            const name = `${where}, "${text.data.trim().slice(0, 24)}"`;
            overflows.push(
              ...sticksOut(
                `${name} in its box`,
                range.getBoundingClientRect(),
                box.getBoundingClientRect(),
              ),
            );
          }
        }
      }
    }
    expect(overflows).to.deep.equal([]);
  });

  // Noto Sans Tamil drew a Tamil message 340 px wide, where Lohit Tamil drew it in 292.
  it('has every message on one line at 320 px, in each language and either font set', async () => {
    await setViewport({ width: 320, height: 900 });
    const tooLong: string[] = [];
    for (const [fonts, family] of FONT_CASES) {
      for (const lang of KIT_LANGUAGES) {
        // The phone's width less the page's 8 px margins, whatever scrollbar the engine draws.
        const form = await cardForm(
          html`<checkout-card-form
            action=${FORM_RECEIVER}
            lang=${lang}
            style="width: 304px; --checkout-font-family: ${family || 'initial'}"
          ></checkout-card-form>`,
        );
        const strings = KIT_WORDS[lang].cardForm;
        // The longest facts a message can carry.
        const longest = { brand: 'American Express', cvcLength: `3${strings.or}4` };
        for (const [field, messages] of Object.entries(strings.errors)) {
          const error = errorOf(form, field as Field);
          const line = Number.parseFloat(getComputedStyle(error).lineHeight);
          for (const template of Object.values(messages)) {
            error.textContent = template.replace(
              /\{(\w+)\}/g,
              (_, fact: keyof typeof longest) => longest[fact],
            );
            if (error.getBoundingClientRect().height > line * 1.5) {
              tooLong.push(`${fonts}, ${lang}: ${error.textContent}`);
            }
          }
        }
      }
    }
    expect(tooLong).to.deep.equal([]);
  });

  it('is accessible at 320 px in test mode', async () => {
    await setViewport({ width: 320, height: 900 });
    const form = await cardForm(
      html`<checkout-card-form
        action=${FORM_RECEIVER}
        amount="4990"
        test-mode
        remember-card
      ></checkout-card-form>`,
    );
    await expect(form).to.be.accessible();
  });
});
