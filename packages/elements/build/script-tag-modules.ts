import type { Plugin } from 'vite';

/**
 * The elements' modules that have a `.script-tag.ts` variant for the single-file builds, as any
 * of their modules imports them:
 * - `translation-loader`: the npm build's static imports would put every language inside the
 *   one file; the variant fetches a language's words from `translations/<language>.js` beside
 *   the script.
 * - `test-mode-loader`: the npm build's dynamic import would put the test-mode panel inside the
 *   one file; the variant fetches `checkout-test-mode.js` beside the script.
 * - `server-markup`: the npm build loads Lit's hydration to take over a card form a Node server
 *   rendered; a page with a `<script>` tag has the kit draw it.
 */
const HAS_SCRIPT_TAG_VARIANT = /(^|\/)(translation-loader|test-mode-loader|server-markup)\.js$/;

/** Gives the single-file builds each module's `.script-tag.ts` variant in its place. */
export function scriptTagModules(): Plugin {
  return {
    name: 'checkout-kit:script-tag-modules',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!HAS_SCRIPT_TAG_VARIANT.test(source) || !importer) return null;
      const variant = source.replace(/\.js$/, '.script-tag.js');
      return this.resolve(variant, importer, { ...options, skipSelf: true });
    },
  };
}
