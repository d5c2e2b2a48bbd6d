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
import { readFileSync } from 'node:fs';
import { TRANSLATED_LANGUAGES } from '@checkout-kit/protocol';
import { test } from 'node:test';
import { SCRIPT_TAG_BUILDS } from '../scripts/budget.mjs';

const ENTRY = new URL('../dist/index.js', import.meta.url).href;
const CARD_FORM = new URL('../dist/card-form/card-form.js', import.meta.url).href;
const METHOD_PICKER = new URL('../dist/method-picker/method-picker.js', import.meta.url).href;
const REDIRECT = new URL('../dist/redirect/checkout-url.js', import.meta.url).href;
/** The package's exports map. */
const EXPORTS = /** @type {Record<string, string | Record<string, string>>} */ (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).exports
);

test('the package name resolves, through its exports map, to the npm build', () => {
  // A package may import itself by name: this checks `exports` as a Node user sees it.
  assert.equal(import.meta.resolve('@checkout-kit/elements'), ENTRY);
  assert.equal(import.meta.resolve('@checkout-kit/elements/card-form.js'), CARD_FORM);
  assert.equal(import.meta.resolve('@checkout-kit/elements/method-picker.js'), METHOD_PICKER);
  assert.equal(import.meta.resolve('@checkout-kit/elements/redirect.js'), REDIRECT);
  // The script-tag builds: on a server, the npm build, which imports there; in a browser (and
  // for a browser bundler), the single file.
  for (const { path } of SCRIPT_TAG_BUILDS) {
    const name = path.replace(/^dist\//, '');
    const entry = /** @type {Record<string, string> | undefined} */ (EXPORTS[`./${name}`]);
    assert.equal(import.meta.resolve(`@checkout-kit/elements/${name}`), ENTRY, name);
    assert.equal(entry?.default, `./${path}`, name);
  }
});

test('every entry of the package imports on a server (Next.js, Nuxt, SvelteKit) without throwing', async () => {
  const modules = Object.keys(EXPORTS).filter((entry) => entry.endsWith('.js') || entry === '.');
  assert.ok(modules.length >= 8, `only ${modules.length} entries`);
  for (const entry of modules) {
    // A pattern (`./translations/*.js`) is imported as each language it stands for.
    const entries = entry.includes('*')
      ? TRANSLATED_LANGUAGES.map((language) => entry.replace('*', language))
      : [entry];
    for (const each of entries) {
      const specifier =
        each === '.' ? '@checkout-kit/elements' : `@checkout-kit/elements/${each.slice(2)}`;
      await assert.doesNotReject(import(specifier), specifier);
    }
  }
});

test("each language's words import on a server, by the name the kit gives them", async () => {
  for (const language of TRANSLATED_LANGUAGES) {
    const { default: words } = await import(`@checkout-kit/elements/translations/${language}.js`);
    assert.equal(words.language, language);
    assert.equal(typeof words.cardForm.payAmount('RM 1.00'), 'string');
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
