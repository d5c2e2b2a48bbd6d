// @ts-check
/**
 * The test-mode panel (its cards, its words in every language, its markup and styles) is in a
 * file of its own beside the script-tag builds, loaded only by a page whose purchase is in test
 * mode: no payer of a live purchase downloads it.
 *
 * Runs against `dist/`: build first (`pnpm --filter @checkout-kit/elements build`).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PACKAGE_DIR, SCRIPT_TAG_BUILDS, TEST_MODE_BUILD } from '../scripts/budget.mjs';

/** What only the panel says or shows: its English words, a test card, its class. */
const PANEL_ONLY = [/Use a test card/, /4444 3333 2222 1111/, /ck-test-card/];

const read = (/** @type {string} */ path) => readFileSync(new URL(path, PACKAGE_DIR), 'utf8');

for (const { path } of SCRIPT_TAG_BUILDS) {
  test(`${path} leaves the test-mode panel to its own file`, () => {
    const code = read(path);
    for (const pattern of PANEL_ONLY) assert.doesNotMatch(code, pattern);
  });
}

test(`${TEST_MODE_BUILD.path} holds the panel, with its words in every shipped language`, () => {
  const code = read(TEST_MODE_BUILD.path);
  for (const pattern of PANEL_ONLY) assert.match(code, pattern);
  for (const words of ['Mod ujian', '测试模式', 'சோதனை முறை']) assert.ok(code.includes(words));
  // Nothing of Lit inside: the panel takes Lit's `html` from the form.
  assert.doesNotMatch(code, /litHtmlVersions|lit-html/);
});
