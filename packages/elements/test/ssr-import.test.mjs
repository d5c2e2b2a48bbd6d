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
const METHOD_PICKER = new URL('../dist/method-picker/method-picker.js', import.meta.url).href;
const REDIRECT = new URL('../dist/redirect/checkout-url.js', import.meta.url).href;

test('the package name resolves, through its exports map, to the npm build', () => {
  // A package may import itself by name: this checks `exports` as a Node user sees it.
  assert.equal(import.meta.resolve('@checkout-kit/elements'), ENTRY);
  assert.equal(import.meta.resolve('@checkout-kit/elements/card-form.js'), CARD_FORM);
  assert.equal(import.meta.resolve('@checkout-kit/elements/method-picker.js'), METHOD_PICKER);
  assert.equal(import.meta.resolve('@checkout-kit/elements/redirect.js'), REDIRECT);
  // The script-tag builds of one element each.
  for (const name of ['checkout-card-form.js', 'checkout-method-picker.js']) {
    assert.equal(
      import.meta.resolve(`@checkout-kit/elements/${name}`),
      new URL(`../dist/${name}`, import.meta.url).href,
    );
  }
});

test('importing @checkout-kit/elements in Node does not throw', async () => {
  const elements = await import('@checkout-kit/elements');
  assert.equal(typeof elements.CheckoutCardForm, 'function');
  assert.equal(typeof elements.CheckoutMethodPicker, 'function');
});

test('importing dist/card-form/card-form.js in Node does not throw', async () => {
  const cardForm = await import('../dist/card-form/card-form.js');
  assert.equal(typeof cardForm.CheckoutCardForm, 'function');
  const elements = await import('@checkout-kit/elements');
  assert.equal(cardForm.CheckoutCardForm, elements.CheckoutCardForm, 'one class, not two copies');
});

test('the elements register themselves in the registry Lit provides in Node', async () => {
  const { CheckoutCardForm, CheckoutMethodPicker } = await import('@checkout-kit/elements');
  assert.equal(globalThis.customElements?.get('checkout-card-form'), CheckoutCardForm);
  assert.equal(globalThis.customElements?.get('checkout-method-picker'), CheckoutMethodPicker);
});

test('the redirect helpers work in Node, from the package and from their own entry', async () => {
  const { buildCheckoutUrl } = await import('@checkout-kit/elements/redirect.js');
  const elements = await import('@checkout-kit/elements');
  assert.equal(elements.buildCheckoutUrl, buildCheckoutUrl);
  assert.equal(
    buildCheckoutUrl('https://gate.example/p/42/', { preferred: 'fpx' }),
    'https://gate.example/p/42/?preferred=fpx',
  );
  /** @type {string[]} */
  const visited = [];
  elements.redirectToCheckout(
    'https://gate.example/p/42/',
    { active: 'fpx' },
    {
      assign: (url) => visited.push(String(url)),
    },
  );
  assert.deepEqual(visited, ['https://gate.example/p/42/?active=fpx']);
});
