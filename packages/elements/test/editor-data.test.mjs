// @ts-check
/**
 * What editors read about the elements (`vscode.html-custom-data.json`, `web-types.json`,
 * written from the manifest by `scripts/editor-data.mjs`) lists every element with every
 * attribute, property and event, and no `::part()` target the card form cannot have.
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

describe('editor data', () => {
  it('is published: in the files, the exports and the web-types field', () => {
    for (const file of ['vscode.html-custom-data.json', 'web-types.json']) {
      assert.ok(packageJson.files.includes(file), file);
      assert.equal(packageJson.exports[`./${file}`], `./${file}`);
    }
    assert.equal(packageJson['web-types'], './web-types.json');
  });

  it("lists every element's attributes for VS Code, booleans without a value", () => {
    for (const element of manifestElements) {
      const tag = vscode.tags.find((/** @type {any} */ t) => t.name === element.tagName);
      assert.ok(tag, element.tagName);
      assert.ok(tag.description.value.includes(element.summary));
      assert.deepEqual(
        tag.attributes.map((/** @type {any} */ a) => a.name),
        element.attributes.map((/** @type {any} */ a) => a.name),
      );
    }
    const picker = vscode.tags.find((/** @type {any} */ t) => t.name === 'checkout-method-picker');
    const attribute = (/** @type {string} */ name) =>
      picker.attributes.find((/** @type {any} */ a) => a.name === name);
    assert.equal(attribute('recurring').valueSet, 'v');
    assert.deepEqual(attribute('navigate').values, [{ name: 'preferred' }, { name: 'active' }]);
  });

  it("lists every element's properties and events for JetBrains, and the card form's no ::part", () => {
    const elements = webTypes.contributions.html.elements;
    assert.equal(webTypes.version, packageJson.version);
    for (const element of manifestElements) {
      const entry = elements.find((/** @type {any} */ e) => e.name === element.tagName);
      assert.deepEqual(
        entry.events.map((/** @type {any} */ e) => e.name),
        element.events.map((/** @type {any} */ e) => e.name),
      );
      assert.ok(entry.js.properties.length >= element.attributes.length, element.tagName);
    }
    const cardForm = elements.find((/** @type {any} */ e) => e.name === 'checkout-card-form');
    assert.deepEqual(cardForm.css.parts, []);
    assert.match(cardForm.description, /\[part~='input'\]/);
    const picker = elements.find((/** @type {any} */ e) => e.name === 'checkout-method-picker');
    assert.ok(picker.css.parts.some((/** @type {any} */ p) => p.name === 'option'));
  });
});
