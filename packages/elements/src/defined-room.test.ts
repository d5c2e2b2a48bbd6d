import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import './index.js';

/**
 * `checkout-kit.css` reserves, before the kit defines its elements, the room they then take: the
 * undefined elements are measured in a frame without the kit, the defined ones here, at the
 * same width.
 */
async function undefinedHeights(width: number): Promise<number[]> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: 900px; border: 0`;
  frame.srcdoc = `<!doctype html><html lang="en"><head>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="${location.origin}/packages/elements/checkout-kit.css">
    </head><body style="margin: 0"><div style="max-width: 32rem">
    <checkout-card-form action="https://gateway.example/p/1/"></checkout-card-form>
    <checkout-method-picker src="/payment-methods"></checkout-method-picker>
    </div></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
  document.body.append(frame);
  await loaded;
  const heights = [...(frame.contentDocument?.querySelectorAll('div > *') ?? [])].map(
    (element) => element.getBoundingClientRect().height,
  );
  frame.remove();
  return heights;
}

describe('checkout-kit.css', () => {
  for (const width of [390, 1280]) {
    it(`reserves at ${width} px the room the elements take once defined`, async () => {
      await setViewport({ width, height: 900 });
      const page = await fixture<HTMLElement>(
        html`<div style="max-width: 32rem">
          <checkout-card-form
            action="https://gateway.example/p/1/"
            amount="4990"
          ></checkout-card-form>
          <checkout-method-picker src="/__methods/en?delay=5000"></checkout-method-picker>
        </div>`,
      );
      const defined = [...page.children].map((element) => element.getBoundingClientRect().height);
      const reserved = await undefinedHeights(document.body.clientWidth);
      expect(reserved.map(Math.round)).to.deep.equal(defined.map(Math.round));
      expect(Math.abs((reserved[0] ?? 0) - (defined[0] ?? 0))).to.be.lessThan(0.05);
      expect(Math.abs((reserved[1] ?? 0) - (defined[1] ?? 0))).to.be.lessThan(0.05);
      await expect(page.querySelector('checkout-card-form')).to.be.accessible();
    });
  }
});
