/**
 * Where the package's build writes the hosted pages' script, `field-check.js`, and where the
 * sandbox reads it from. This module sits two folders below the package in `src/` and in
 * `dist/` alike, so the sandbox run from its sources (the tests, the demo) and the published
 * one read the same file.
 */
export const PAGE_SCRIPT_FILE = new URL('../../dist/static/pages/field-check.js', import.meta.url);

/** The command that writes {@link PAGE_SCRIPT_FILE}, for messages about a missing one. */
export const PAGE_SCRIPT_BUILD_COMMAND = 'pnpm --filter @checkout-kit/sandbox build';
