// @ts-check
/**
 * The hard budget of the script-tag builds is Size Limit's (`.size-limit.json`, run by the test
 * command after these tests): this file keeps the line where the owners set it, 22 kB gzipped for
 * every script-tag build, and checks what the sizes must say of the builds beside it. A limit on
 * bytes, not a timing: `pnpm size` prints the figures and how they split.
 *
 * Runs against `dist/`: build first (`pnpm --filter @checkout-kit/elements build`).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BUDGET_GZIP, PACKAGE_DIR, SCRIPT_TAG_BUILDS, gzipSizeOf } from '../scripts/budget.mjs';

test('Size Limit checks every script-tag build, gzipped, against 22 kB', () => {
  const checks = JSON.parse(readFileSync(new URL('.size-limit.json', PACKAGE_DIR), 'utf8'));
  assert.equal(BUDGET_GZIP, 22_000);
  assert.deepEqual(
    checks.map((/** @type {{ path: string, limit: string, gzip: boolean }} */ check) => [
      check.path,
      check.limit,
      check.gzip,
    ]),
    [
      'dist/checkout-kit.js',
      'dist/checkout-kit.iife.js',
      'dist/checkout-card-form.js',
      'dist/checkout-method-picker.js',
    ].map((path) => [path, '22 kB', true]),
  );
  assert.equal(SCRIPT_TAG_BUILDS.length, 4);
});

test('a page with one element loads less than the whole kit', () => {
  const whole = gzipSizeOf('dist/checkout-kit.js');
  assert.ok(gzipSizeOf('dist/checkout-card-form.js') < whole);
  assert.ok(gzipSizeOf('dist/checkout-method-picker.js') < whole);
});
