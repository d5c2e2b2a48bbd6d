import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from './internal/test/engine.js';
import { FONT_CASES, missingFonts } from './internal/test/font-sets.js';
import './index.js';

/** Both elements, as a page without the kit's script has them. */
const DEFAULT_MARKUP = `
  <checkout-card-form action="https://gateway.example/p/1/"></checkout-card-form>
  <checkout-method-picker src="/payment-methods"></checkout-method-picker>`;

/**
 * `checkout-kit.css` reserves, before the kit defines its elements, the room they then take: the
 * undefined elements are measured in a frame without the kit, the defined ones here, at the
 * same width.
 */
async function undefinedHeights(width: number, markup = DEFAULT_MARKUP): Promise<number[]> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: 900px; border: 0`;
  frame.srcdoc = `<!doctype html><html lang="en"><head>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="${location.origin}/packages/elements/checkout-kit.css">
    </head><body style="margin: 0"><div style="max-width: 32rem">${markup}</div></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
  document.body.append(frame);
  await loaded;
  const heights = [...(frame.contentDocument?.querySelectorAll('div > *') ?? [])].map(
    (element) => element.getBoundingClientRect().height,
  );
  frame.remove();
  return heights;
}

/**
 * Both elements defined, as a page has them, in the font `family` (the page's default for ''),
 * their heights, and the room the stylesheet reserves for them at the same width.
 */
async function definedAndReserved(family: string) {
  const page = await fixture<HTMLElement>(
    html`<div style="max-width: 32rem; --checkout-font-family: ${family || 'initial'}">
      <checkout-card-form action="https://gateway.example/p/1/" amount="4990"></checkout-card-form>
      <checkout-method-picker src="/__methods/en?delay=5000"></checkout-method-picker>
    </div>`,
  );
  const defined = [...page.children].map((element) => element.getBoundingClientRect().height);
  // The page's width once the elements are in: Firefox's scrollbar may have come with them.
  const reserved = await undefinedHeights(document.body.clientWidth);
  return { page, defined, reserved };
}

describe('checkout-kit.css', () => {
  it('is tested in both font sets: this machine has every font of them', () => {
    expect(missingFonts()).to.deep.equal([]);
  });

  // 320 px: the fields one under another; 360 to 430: a phone, the expiry and security code side
  // by side; 1280: a column of 32rem. In each font set: one font wrapped a label that another did
  // not, and the form took 23 px more than its room.
  for (const width of [320, 360, 390, 430, 1280]) {
    it(`reserves at ${width} px the room the card form takes once defined, in any font`, async () => {
      await setViewport({ width, height: 900 });
      for (const [fonts, family] of FONT_CASES) {
        const { page, defined, reserved } = await definedAndReserved(family);
        expect(reserved[0], fonts).to.be.closeTo(defined[0] ?? 0, 0.05);
        await expect(page.querySelector('checkout-card-form')).to.be.accessible();
      }
    });
  }

  for (const width of [390, 1280]) {
    it(`reserves at ${width} px the room the picker takes once defined, in any font`, async () => {
      await setViewport({ width, height: 900 });
      for (const [fonts, family] of FONT_CASES) {
        const { page, defined, reserved } = await definedAndReserved(family);
        expect(reserved[1], fonts).to.be.closeTo(defined[1] ?? 0, 0.05);
        await expect(page.querySelector('checkout-method-picker')).to.be.accessible();
      }
    });
  }

  for (const width of [390, 1280]) {
    it(`reserves at ${width} px the picker's room alone for a card form in its slot`, async () => {
      // The root README's page: Card is not chosen yet, so the defined picker hides its slot.
      const [alone = 0] = await undefinedHeights(
        width,
        `<checkout-method-picker src="/payment-methods"></checkout-method-picker>`,
      );
      const [slotted = 0] = await undefinedHeights(
        width,
        `<checkout-method-picker src="/payment-methods">
          <checkout-card-form slot="card" action="https://gateway.example/p/1/"></checkout-card-form>
        </checkout-method-picker>`,
      );
      expect(alone).to.be.greaterThan(0);
      expect(slotted).to.equal(alone);
    });
  }

  it('reserves no room for an element the page keeps `hidden`', async () => {
    // The card form kept below the picker until Card is chosen, as the README shows it.
    const heights = await undefinedHeights(
      390,
      `<checkout-card-form hidden action="https://gateway.example/p/1/"></checkout-card-form>
      <checkout-method-picker hidden src="/payment-methods"></checkout-method-picker>`,
    );
    expect(heights).to.deep.equal([0, 0]);
  });
});
