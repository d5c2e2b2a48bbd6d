// @ts-check
/**
 * What only some payers see is in a file of its own beside the script-tag builds, loaded only by
 * a page that shows it: the test-mode panel (its cards, its words in every language, its markup
 * and styles) for a purchase in test mode, the "save this card" box for a form with
 * `remember-card`, the picker's bank choice for a picker with `banks-src`. Each takes Lit from
 * the element, so none carries Lit of its own.
 *
 * Runs against `dist/`: build first (`pnpm --filter @checkout-kit/elements build`).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  BANK_CHOICE_BUILD,
  PACKAGE_DIR,
  REMEMBER_CARD_BUILD,
  SCRIPT_TAG_BUILDS,
  TEST_MODE_BUILD,
} from '../scripts/budget.mjs';

const read = (/** @type {string} */ path) => readFileSync(new URL(path, PACKAGE_DIR), 'utf8');

/** Each file beside the builds, with what only it says or shows, and its words in other languages. */
const BESIDE = [
  {
    build: TEST_MODE_BUILD,
    only: [/Use a test card/, /4444 3333 2222 1111/, /ck-test-card/],
    languages: ['Mod ujian', '测试模式', 'சோதனை முறை'],
  },
  {
    build: REMEMBER_CARD_BUILD,
    only: [/Save this card for future payments/, /ck-consent/],
    // The other languages' words are in their own files, which a page in one loads anyway.
    languages: [],
  },
  {
    build: BANK_CHOICE_BUILD,
    only: [/Choose it on the next page/, /bank-select/],
    languages: ['Bank anda', '您的银行', 'உங்கள் வங்கி'],
  },
];

for (const { path } of SCRIPT_TAG_BUILDS) {
  test(`${path} leaves to their own files what only some payers see`, () => {
    const code = read(path);
    for (const { only } of BESIDE) for (const pattern of only) assert.doesNotMatch(code, pattern);
  });
}

for (const { build, only, languages } of BESIDE) {
  test(`${build.path} holds its part, with its words, and no Lit of its own`, () => {
    const code = read(build.path);
    for (const pattern of only) assert.match(code, pattern);
    for (const words of languages) assert.ok(code.includes(words), words);
    assert.doesNotMatch(code, /litHtmlVersions|lit-html|reactiveElementVersions/);
  });
}
