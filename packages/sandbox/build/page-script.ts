import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The hosted pages' one script: `src/pages/browser/field-check.ts` bundled with the card rules
 * it imports (the protocol's, through the sandbox's own card check), so that the payer's browser
 * runs exactly the checks the server runs. Bundled once, when the package is built; the sandbox
 * only reads the file, so the published package needs no bundler.
 */

/** The script's entry, in the package's sources. */
const ENTRY = fileURLToPath(new URL('../src/pages/browser/field-check.ts', import.meta.url));

/**
 * The script bundled from the sources as they are now: one classic script (the pages load no
 * modules) in ES2020, minified, with no comments.
 *
 * @throws {Error} when esbuild fails or makes nothing.
 */
export async function bundlePageScript(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    // The protocol's sources, as the sandbox's own tests and the demo read them.
    conditions: ['@checkout-kit/source'],
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text ?? '';
  // An empty file would serve pages that check nothing in the browser, and say nothing of it.
  if (text.trim() === '') throw new Error(`esbuild made no script of ${ENTRY}.`);
  return text;
}
