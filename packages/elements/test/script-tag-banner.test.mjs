// @ts-check
/**
 * Each script-tag build says what it is on its first line, so a file copied to a merchant's
 * server or seen on a CDN can be traced: the package, its version and licence, and the notices
 * of the code inside it, once. Its second line asks the browser to compile every function below it as
 * the file downloads (`vite.config.ts`).
 *
 * Runs against `dist/`: build first (`pnpm --filter @checkout-kit/elements build`).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { SCRIPT_TAG_BUILDS } from '../scripts/budget.mjs';

const { name, version, license } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);

for (const { path } of SCRIPT_TAG_BUILDS) {
  test(`${path} opens with ${name} ${version}, its licence and the notices inside`, () => {
    const text = readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
    const [firstLine, secondLine] = text.split('\n');
    assert.ok(firstLine?.startsWith(`/*! ${name} ${version}, ${license}.`), firstLine);
    assert.match(firstLine ?? '', /Lit: Copyright .* card-validator, credit-card-type: Copyright/);
    assert.equal(secondLine, '//# allFunctionsCalledOnLoad');
    // The notices are the banner's, once: no module's own licence header is left below it.
    assert.doesNotMatch(text, /@license/);
  });
}
