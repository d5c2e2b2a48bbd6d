// @ts-check
/**
 * The single-file kit's one hard limit: 22 kB gzipped (level 9), for every script-tag build.
 * The limit and the builds are written once, in `.size-limit.json`: the test command runs Size
 * Limit (`size-limit`), which fails a build over it; `pnpm size` reports against the same figure.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** 1 kB = 1000 bytes throughout. */
export const KB = 1000;

/** The package folder. */
export const PACKAGE_DIR = new URL('..', import.meta.url);

/** Size Limit's checks: one per script-tag build, `name` being `<path>: <how a page loads it>`. */
const SIZE_LIMIT_CHECKS = /** @type {{ name: string, path: string, limit: string }[]} */ (
  JSON.parse(readFileSync(new URL('.size-limit.json', PACKAGE_DIR), 'utf8'))
);

/** The budget of a script-tag build, gzipped: Size Limit's limit (`"22 kB"`, 1 kB = 1000 B). */
export const BUDGET_GZIP = Number.parseFloat(SIZE_LIMIT_CHECKS[0]?.limit ?? '') * KB;

/** The script-tag builds, relative to the package folder: each carries Lit inside it. */
export const SCRIPT_TAG_BUILDS = SIZE_LIMIT_CHECKS.map(({ name, path }) => ({
  path,
  note: name.slice(name.indexOf(': ') + 2),
}));

/**
 * The card form's test-mode panel, beside the script-tag builds: loaded only by a page whose
 * purchase is in test mode, so outside every build's budget.
 */
export const TEST_MODE_BUILD = {
  path: 'dist/checkout-test-mode.js',
  note: 'beside the script, test mode only',
};

/**
 * The card form's "save this card" box, beside the script-tag builds: loaded only by a form
 * with `remember-card`, so outside every build's budget.
 */
export const REMEMBER_CARD_BUILD = {
  path: 'dist/checkout-remember-card.js',
  note: 'beside the script, forms with remember-card only',
};

/**
 * The picker's bank choice, beside the script-tag builds: loaded only by a picker with
 * `banks-src`, so outside every build's budget.
 */
export const BANK_CHOICE_BUILD = {
  path: 'dist/checkout-bank-choice.js',
  note: 'beside the script, pickers with banks-src only',
};

/**
 * The gzipped size of a file of the package, as the budget counts it.
 * @param {string} path relative to the package folder
 */
export function gzipSizeOf(path) {
  return gzipSync(readFileSync(new URL(path, PACKAGE_DIR)), { level: 9 }).byteLength;
}
