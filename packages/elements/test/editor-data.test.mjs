// @ts-check
/**
 * What editors read about the elements (`vscode.html-custom-data.json`, `web-types.json`,
 * written from the manifest by the CEM analyzer's VS Code and JetBrains plugins, configured in
 * `custom-elements-manifest.config.mjs`) lists every element with every attribute, property and
 * event, and offers `::part()` targets only where an element has them: the picker's, never the
 * card form, which renders in light DOM.
 *
 * Runs against the build: `pnpm --filter @checkout-kit/elements build` first.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const read = (/** @type {string} */ file) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

const packageJson = read('package.json');
const vscode = read('vscode.html-custom-data.json');
const webTypes = read('web-types.json');
/** @type {any[]} */
const manifestElements = read('custom-elements.json').modules.flatMap((/** @type {any} */ module) =>
  (module.declarations ?? []).filter((/** @type {any} */ d) => d.customElement),
);
const names = (/** @type {any[] | undefined} */ list) =>
  (list ?? []).map((/** @type {any} */ item) => item.name);

describe('editor data', () => {
  it('is published: in the files, the exports and the web-types field', () => {
    for (const file of ['vscode.html-custom-data.json', 'web-types.json']) {
      assert.ok(packageJson.files.includes(file), file);
      assert.equal(packageJson.exports[`./${file}`], `./${file}`);
    }
    assert.equal(packageJson['web-types'], './web-types.json');
  });

  it("lists every element's attributes for VS Code, with its description", () => {
    const tags = manifestElements.map((/** @type {any} */ e) => e.tagName);
    assert.deepEqual(names(vscode.tags).sort(), tags.sort());
    for (const element of manifestElements) {
      const tag = vscode.tags.find((/** @type {any} */ t) => t.name === element.tagName);
      assert.ok(tag.description.includes(element.description.split('\n')[0]), element.tagName);
      assert.deepEqual(names(tag.attributes), names(element.attributes));
    }
    const picker = vscode.tags.find((/** @type {any} */ t) => t.name === 'checkout-method-picker');
    const navigate = picker.attributes.find((/** @type {any} */ a) => a.name === 'navigate');
    assert.deepEqual(names(navigate.values).slice(0, 2), ['preferred', 'active']);
  });

  it("lists every element's properties and events for JetBrains, and parts only the picker has", () => {
    const elements = webTypes.contributions.html.elements;
    assert.equal(webTypes.version, packageJson.version);
    for (const element of manifestElements) {
      const entry = elements.find((/** @type {any} */ e) => e.name === element.tagName);
      assert.deepEqual(names(entry.events), names(element.events));
      assert.ok(entry.js.properties.length >= element.attributes.length, element.tagName);
    }
    const manifestOf = (/** @type {string} */ tag) =>
      manifestElements.find((/** @type {any} */ e) => e.tagName === tag);
    assert.deepEqual(manifestOf('checkout-card-form').cssParts ?? [], []);
    const cardForm = elements.find((/** @type {any} */ e) => e.name === 'checkout-card-form');
    assert.match(cardForm.description, /\[part~='input'\]/);
    assert.deepEqual(
      names(webTypes.contributions.css['pseudo-elements']),
      names(manifestOf('checkout-method-picker').cssParts).map((name) => `part(${name})`),
    );
    assert.ok(names(webTypes.contributions.css['pseudo-elements']).includes('part(option)'));
  });
});
