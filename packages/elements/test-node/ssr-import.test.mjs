// @ts-check
/**
 * The npm build must import in Node without throwing, so that a server-side-rendered app (or a
 * test runner, or a framework that evaluates modules on the server) can import the package.
 * Lit's Node build stands in a minimal `customElements` registry and `HTMLElement`; anything else
 * the elements need from the DOM must wait until they are connected in a browser.
 *
 * Runs against `dist/`: build first (`pnpm --filter @checkout-kit/elements build`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

const ENTRY = new URL('../dist/index.js', import.meta.url).href;
const CARD_FORM = new URL('../dist/card-form/card-form.js', import.meta.url).href;

test('the package name resolves, through its exports map, to the npm build', () => {
  // A package may import itself by name: this checks `exports` as a Node user sees it.
  assert.equal(import.meta.resolve('@checkout-kit/elements'), ENTRY);
  assert.equal(import.meta.resolve('@checkout-kit/elements/card-form.js'), CARD_FORM);
});

test('importing @checkout-kit/elements in Node does not throw', async () => {
  const elements = await import('@checkout-kit/elements');
  assert.equal(typeof elements.CheckoutCardForm, 'function');
});

test('importing dist/card-form/card-form.js in Node does not throw', async () => {
  const cardForm = await import('../dist/card-form/card-form.js');
  assert.equal(typeof cardForm.CheckoutCardForm, 'function');
  const elements = await import('@checkout-kit/elements');
  assert.equal(cardForm.CheckoutCardForm, elements.CheckoutCardForm, 'one class, not two copies');
});

test('the element registers itself in the registry Lit provides in Node', async () => {
  const { CheckoutCardForm } = await import('@checkout-kit/elements');
  assert.equal(globalThis.customElements?.get('checkout-card-form'), CheckoutCardForm);
});
