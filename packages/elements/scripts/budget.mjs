// @ts-check
/**
 * The single-file kit's one hard limit: 20 kB gzipped (level 9), for every script-tag build.
 * `pnpm size` reports against it, and the test command fails a build over it
 * (`test/size-budget.test.mjs`).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** 1 kB = 1000 bytes throughout. */
export const KB = 1000;

/** The budget of a script-tag build, gzipped. */
export const BUDGET_GZIP = 20 * KB;

/** The script-tag builds, relative to the package folder: each carries Lit inside it. */
export const SCRIPT_TAG_BUILDS = [
  { path: 'dist/checkout-kit.js', note: '<script type="module">, every element' },
  { path: 'dist/checkout-kit.iife.js', note: '<script src>, every element' },
  { path: 'dist/checkout-card-form.js', note: '<script type="module">, the card form' },
  { path: 'dist/checkout-method-picker.js', note: '<script type="module">, the picker' },
];

/**
 * The card form's test-mode panel, beside the script-tag builds: loaded only by a page whose
 * purchase is in test mode, so outside every build's budget.
 */
export const TEST_MODE_BUILD = {
  path: 'dist/checkout-test-mode.js',
  note: 'beside the script, test mode only',
};

/** The package folder. */
export const PACKAGE_DIR = new URL('..', import.meta.url);

/**
 * The gzipped size of a file of the package, as the budget counts it.
 * @param {string} path relative to the package folder
 */
export function gzipSizeOf(path) {
  return gzipSync(readFileSync(new URL(path, PACKAGE_DIR)), { level: 9 }).byteLength;
}
