import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '../internal/test/engine.js';
import type { CheckoutMethodPicker } from './method-picker.js';
import { recorded, shadow } from './test/helpers.js';

/** Phones' widths, from WCAG's reflow width (320 CSS px, 400 % zoom) to a large phone's. */
const WIDTHS = [320, 360, 390, 430];

const LANGUAGES = ['en', 'ms', 'zh', 'ta'] as const;

/**
 * The fonts a payer's phone may draw the picker in: a Linux desktop's defaults, and Noto as
 * Android has it. Their metrics differ, and so do the names' widths and lines.
 */
const FONTS = {
  'Linux default fonts': "'DejaVu Sans', 'Lohit Tamil', 'WenQuanYi Micro Hei', sans-serif",
  Noto: "'Noto Sans', 'Noto Sans Tamil', 'Noto Sans CJK SC', sans-serif",
};

/** Whether box `inner` lies inside box `outer`, give or take half a pixel of rounding. */
const inside = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** The boxes of a node's text, one or more per line it takes. */
function textBoxes(node: Node): DOMRect[] {
  const range = document.createRange();
  range.selectNodeContents(node);
  return [...range.getClientRects()].filter((box) => box.width > 0);
}

/**
 * The words of `text` (as `Intl.Segmenter` finds them in the picker's language: Chinese's too)
 * that a line break cuts in two: a word's boxes all on one line, or it was cut.
 */
function brokenWords(text: Text, lang: string): string[] {
  const broken: string[] = [];
  const words = new Intl.Segmenter(lang, { granularity: 'word' }).segment(text.data);
  for (const { segment, index, isWordLike } of words) {
    if (!isWordLike) continue;
    const range = document.createRange();
    range.setStart(text, index);
    range.setEnd(text, index + segment.length);
    const [first, ...rest] = [...range.getClientRects()].filter((box) => box.width > 0);
    if (first && rest.some((box) => box.top >= first.bottom - 1)) broken.push(segment);
  }
  return broken;
}

/**
 * What does not fit in a picker: each option, legend and Continue outside the picker, each
 * radio, name, logo and line of text outside its option (and a name's text outside the name),
 * and each word cut by a line break.
 */
function misfits(element: CheckoutMethodPicker): string[] {
  const root = shadow(element);
  const found: string[] = [];
  const picker = element.getBoundingClientRect();
  const describe = (node: Element) =>
    `${node.getAttribute('part') ?? node.localName} "${node.textContent?.trim().slice(0, 30) ?? ''}"`;
  for (const control of root.querySelectorAll('[part="option"], legend, [part="button"]')) {
    if (!inside(control.getBoundingClientRect(), picker)) {
      found.push(`${describe(control)} outside the picker`);
    }
  }
  for (const option of root.querySelectorAll('[part="option"]')) {
    const box = option.getBoundingClientRect();
    for (const part of option.querySelectorAll('input, [part="name"], [part="logos"], img')) {
      if (!inside(part.getBoundingClientRect(), box)) {
        found.push(`${describe(part)} outside its option`);
      }
    }
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent?.checkVisibility() || parent.closest('.visually-hidden')) continue;
    // A line's box spans its font's ascent and descent, which may pass a tight line height (a
    // legend's at the picker's top edge): across, a line stays in its element and the picker;
    // in an option or a button, which are padded, it stays inside them.
    const own = parent.getBoundingClientRect();
    const padded = parent.closest('[part="option"], [part="button"]')?.getBoundingClientRect();
    const across = (line: DOMRect, box: DOMRect) =>
      line.left >= box.left - 0.5 && line.right <= box.right + 0.5;
    const fits = (line: DOMRect) =>
      across(line, own) && across(line, picker) && (!padded || inside(line, padded));
    if (!textBoxes(node).every(fits)) {
      found.push(`the text "${node.textContent?.trim()}" outside its box`);
    }
    found.push(...brokenWords(node as Text, element.lang).map((word) => `"${word}" cut in two`));
  }
  return found;
}

describe('<checkout-method-picker> on a phone', () => {
  after(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('gives every control a thumb taps at least 44 × 44 px, at 320 and 390 px', async () => {
    const small: string[] = [];
    for (const width of [320, 390]) {
      await setViewport({ width, height: 844 });
      const chosen = await fixture<CheckoutMethodPicker>(
        html`<checkout-method-picker
          .methods=${recorded.en()}
          value="card"
          navigate="preferred"
          checkout-url="https://gate.example/p/1/"
        ></checkout-method-picker>`,
      );
      const failed = await fixture<CheckoutMethodPicker>(
        html`<checkout-method-picker src="/__methods/en?status=500"></checkout-method-picker>`,
      );
      await waitUntil(() => shadow(failed).querySelector('[part="retry"]'), 'the retry button');
      // A radio's target is its option, the label around it.
      for (const element of [chosen, failed]) {
        for (const control of shadow(element).querySelectorAll('label, a, button')) {
          const { width: across, height } = control.getBoundingClientRect();
          if (across < 44 || height < 44) {
            small.push(`${width} px ${control.textContent?.trim()}: ${across}×${height}`);
          }
        }
      }
      await expect(failed).to.be.accessible();
    }
    expect(small).to.deep.equal([]);
  });

  for (const [fonts, family] of Object.entries(FONTS)) {
    it(`fits every option, logo and word at 320 to 430 px in every language, in ${fonts}`, async () => {
      const found: string[] = [];
      for (const width of WIDTHS) {
        await setViewport({ width, height: 844 });
        for (const lang of LANGUAGES) {
          // Card chosen, so that its Continue shows too.
          const element = await fixture<CheckoutMethodPicker>(
            html`<checkout-method-picker
              lang=${lang}
              style="--checkout-font-family: ${family}"
              .methods=${recorded[lang]()}
              value="card"
              navigate="preferred"
              checkout-url="https://gate.example/p/1/"
            ></checkout-method-picker>`,
          );
          const logos = [...shadow(element).querySelectorAll('img')];
          await waitUntil(() => logos.every((logo) => logo.complete), 'the logos load');
          await document.fonts.ready;
          const sideways = document.documentElement.scrollWidth - window.innerWidth;
          if (sideways > 0)
            found.push(`${width} px ${lang}: the page scrolls ${sideways} px sideways`);
          found.push(...misfits(element).map((misfit) => `${width} px ${lang}: ${misfit}`));
        }
      }
      expect(found).to.deep.equal([]);
      await expect(document.querySelector('checkout-method-picker')).to.be.accessible();
    });

    it(`holds the list's room while loading, and checkout-kit.css's, in ${fonts}`, async () => {
      const found: string[] = [];
      // Not Tamil, nor 320 px: some names take three lines there in one of the fonts (Tamil's
      // in Noto, Malay's in DejaVu Sans in Firefox), past the two an option holds.
      for (const width of [390, 1280]) {
        await setViewport({ width, height: 844 });
        for (const lang of ['en', 'ms', 'zh'] as const) {
          // The list; its skeleton, told the list's shape; the skeleton of four rows.
          const page = await fixture<HTMLElement>(
            html`<div style="--checkout-font-family: ${family}; max-width: 40rem">
              <checkout-method-picker lang=${lang} .methods=${recorded[lang]()}>
              </checkout-method-picker>
              <checkout-method-picker lang=${lang} expected-methods="1 10 1">
              </checkout-method-picker>
              <checkout-method-picker lang=${lang}></checkout-method-picker>
            </div>`,
          );
          await document.fonts.ready;
          const [list = 0, skeleton = 0, guess = 0] = [...page.children].map(
            (child) => child.getBoundingClientRect().height,
          );
          const where = `${width} px ${lang}`;
          if (Math.abs(skeleton - list) > 0.5) found.push(`${where}: ${skeleton} for ${list}`);
          // checkout-kit.css's room for the undefined picker, 18.375rem: the four rows'.
          if (Math.abs(guess - 18.375 * 16) > 0.5) found.push(`${where}: four rows ${guess}`);
        }
      }
      expect(found).to.deep.equal([]);
    });
  }
});
