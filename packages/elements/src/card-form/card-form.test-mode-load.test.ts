import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { Purchase } from '@checkout-kit/protocol';
import './card-form.js';
import type { CheckoutCardForm } from './card-form.js';

/*
 * The test-mode panel loads on demand. Each test file is a page of its own, and nothing before
 * this one has loaded the panel: the first card form in test mode is the one that waits for it.
 */
describe('<checkout-card-form> test mode, on a page that has not loaded the panel', () => {
  it('draws the panel in its first render when a test purchase comes by property', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    const form = document.createElement('checkout-card-form') as CheckoutCardForm;
    // As a framework's wrapper does: the property before the element is connected.
    form.purchase = {
      direct_post_url: 'https://gate.example/p/1/direct_post/',
      checkout_url: 'https://gate.example/p/1/',
      purchase: { total: 2500, currency: 'MYR', products: [] },
      is_test: true,
    } as unknown as Purchase;
    const ready = oneEvent(form, 'checkout-ready');
    wrapper.append(form);
    await ready;
    // At its first render, not at a later one.
    expect(form.querySelector('[part~="test-mode"]')).to.not.equal(null);
    await expect(form).to.be.accessible();
  });
});
