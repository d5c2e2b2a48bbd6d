// @ts-check
/**
 * The hard budget of the script-tag builds: 20 kB gzipped each (see `scripts/budget.mjs`). A
 * limit on bytes, not a timing: `pnpm size` prints the figures and how they split.
 *
 * Runs against `dist/`: build first (`pnpm --filter @checkout-kit/elements build`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUDGET_GZIP, SCRIPT_TAG_BUILDS, gzipSizeOf } from '../scripts/budget.mjs';

for (const { path } of SCRIPT_TAG_BUILDS) {
  test(`${path} is within its budget of ${BUDGET_GZIP / 1000} kB gzipped`, () => {
    const size = gzipSizeOf(path);
    assert.ok(
      size <= BUDGET_GZIP,
      `${path} is ${(size / 1000).toFixed(2)} kB gzipped, over its budget of ${BUDGET_GZIP / 1000} kB`,
    );
  });
}

test('a page with one element loads less than the whole kit', () => {
  const whole = gzipSizeOf('dist/checkout-kit.js');
  assert.ok(gzipSizeOf('dist/checkout-card-form.js') < whole);
  assert.ok(gzipSizeOf('dist/checkout-method-picker.js') < whole);
});
