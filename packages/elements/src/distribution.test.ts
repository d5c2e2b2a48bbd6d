import { expect, waitUntil } from '@open-wc/testing';

/**
 * The single-file builds a merchant loads with a `<script>` tag, run in a page of their own with
 * nothing else on it. `pnpm test` builds them before the browser tests.
 */
async function pageWith(script: string): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.title = 'Script-tag page';
  frame.srcdoc = `<!doctype html><html lang="en"><body>
    ${script}
    <checkout-card-form action="/__form-receiver" amount="1000" currency="MYR"></checkout-card-form>
  </body></html>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const view = frame.contentWindow;
  if (!view) throw new Error('no frame window');
  await waitUntil(() => view.document.querySelector('checkout-card-form input'), 'form rendered', {
    timeout: 5000,
  });
  return view;
}

describe('script-tag builds', () => {
  for (const [name, script] of [
    ['module', '<script type="module" src="/packages/elements/dist/checkout-kit.js"></script>'],
    ['classic', '<script src="/packages/elements/dist/checkout-kit.iife.js"></script>'],
  ] as const) {
    it(`the ${name} build registers a working card form on its own`, async () => {
      const view = await pageWith(script);
      expect(view.customElements.get('checkout-card-form')).to.be.a('function');
      const names = [...view.document.querySelectorAll('checkout-card-form input')].map((input) =>
        input.getAttribute('name'),
      );
      expect(names).to.deep.equal(['cardholder_name', 'card_number', 'expires', 'cvc']);
      expect(
        view.document.querySelector('checkout-card-form button')?.textContent?.trim(),
      ).to.equal('Pay RM\u00a010.00');
    });
  }

  it('the classic build exposes the element class on a global', async () => {
    const view = await pageWith(
      '<script src="/packages/elements/dist/checkout-kit.iife.js"></script>',
    );
    const kit = (view as unknown as { CheckoutKit?: { CheckoutCardForm?: unknown } }).CheckoutKit;
    expect(kit?.CheckoutCardForm).to.equal(view.customElements.get('checkout-card-form'));
  });
});
