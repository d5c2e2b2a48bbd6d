import { expect } from '@open-wc/testing';
import type { PaymentMethodsLookup, Purchase } from '@checkout-kit/protocol';
import type {
  CheckoutCardForm as CardFormElement,
  CheckoutMethodPicker as MethodPickerElement,
  CheckoutMethodSelectEvent,
  CheckoutSubmitEvent,
} from '@checkout-kit/elements';
import { version } from 'react';
import { flushSync } from 'react-dom';
import { type Root, createRoot } from 'react-dom/client';
import { CheckoutCardForm, CheckoutMethodPicker } from '../index.js';
import lookup from '../../../elements/src/method-picker/test/lookup.small.json';

/**
 * Where the card form may post in a test: the other loopback name than the page's, which it
 * takes for the gateway (another origin, loopback `http:`). Nothing is posted: the tests cancel
 * the submit.
 */
const GATEWAY = (() => {
  const url = new URL('/__form-receiver', location.href);
  url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return url.href;
})();

const purchase = {
  id: 'p-1',
  is_test: true,
  direct_post_url: GATEWAY,
  checkout_url: 'https://gate.example/p/p-1/',
  payment_method_whitelist: ['visa', 'mastercard'],
  purchase: { total: 1050, currency: 'MYR', products: [] },
} as unknown as Purchase;

/** Renders `node` into a fresh container, synchronously. */
function render(node: React.ReactNode): { container: HTMLElement; root: Root } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(node));
  return { container, root };
}

/** The wrappers' behaviour, the same on every React version the package supports. */
export function describeWrappers(major: string): void {
  describe(`@checkout-kit/react on React ${major}`, () => {
    let mounted: { container: HTMLElement; root: Root } | undefined;
    afterEach(() => {
      mounted?.root.unmount();
      mounted?.container.remove();
      mounted = undefined;
    });

    it(`runs on React ${major}`, () => {
      expect(version.split('.')[0]).to.equal(major);
    });

    it('gives the card form its purchase as an object, and tells the page of a submit', async () => {
      const submits: CheckoutSubmitEvent[] = [];
      mounted = render(
        <CheckoutCardForm
          purchase={purchase}
          onCheckoutSubmit={(event) => {
            event.preventDefault();
            submits.push(event);
          }}
        />,
      );
      const form = mounted.container.querySelector<CardFormElement>('checkout-card-form');
      if (!form) throw new Error('no card form');
      await form.updateComplete;
      expect(form.purchase).to.equal(purchase);
      expect(form.hasAttribute('purchase')).to.equal(false);
      expect(form.action).to.equal(GATEWAY);
      expect(form.amount).to.equal(1050);
      // A test purchase: its test-mode panel, loaded on demand, is drawn by then.
      form.querySelector<HTMLButtonElement>('.ck-test-card')?.click();
      await form.updateComplete;
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      expect(submits).to.have.length(1);
      expect(submits[0]?.detail.brand).to.be.oneOf(['visa', 'mastercard']);
      await expect(mounted.container).to.be.accessible();
    });

    it('gives the picker its methods, and tells the page of a choice', async () => {
      const choices: CheckoutMethodSelectEvent[] = [];
      mounted = render(
        <CheckoutMethodPicker
          methods={lookup as PaymentMethodsLookup}
          amount={1000}
          onCheckoutMethodSelect={(event) => choices.push(event)}
        />,
      );
      const picker = mounted.container.querySelector<MethodPickerElement>('checkout-method-picker');
      if (!picker) throw new Error('no picker');
      await picker.updateComplete;
      expect(picker.methods).to.equal(lookup);
      const radio = picker.shadowRoot?.querySelector<HTMLInputElement>('input[type="radio"]');
      radio?.click();
      expect(choices).to.have.length(1);
      expect(choices[0]?.detail.method).to.equal(radio?.value);
      await expect(mounted.container).to.be.accessible();
    });
  });
}
