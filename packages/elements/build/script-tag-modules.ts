import type { Plugin } from 'vite';

/**
 * The elements' modules that have a `.script-tag.ts` variant for the single-file builds, as any
 * of their modules imports them:
 * - `translation-loader`: the npm build's static imports would put every language inside the
 *   one file; the variant fetches a language's words from `translations/<language>.js` beside
 *   the script.
 * - `test-mode-loader`: the npm build's dynamic import would put the test-mode panel inside the
 *   one file; the variant fetches `checkout-test-mode.js` beside the script.
 * - `remember-card-loader`: likewise for the card form's "save this card" box, fetched from
 *   `checkout-remember-card.js` beside the script.
 * - `bank-choice-loader`: the npm build's dynamic import would put the picker's bank choice
 *   inside the one file; the variant fetches `checkout-bank-choice.js` beside the script.
 * - `server-markup`: the npm build loads Lit's hydration to take over a card form a Node server
 *   rendered; a page with a `<script>` tag has the kit draw it.
 */
const HAS_SCRIPT_TAG_VARIANT =
  /(^|\/)(translation-loader|test-mode-loader|remember-card-loader|bank-choice-loader|server-markup)\.js$/;

/**
 * The elements' module that has a `.classic.ts` variant for the classic build alone:
 * `script-url`, the build's own URL, which a classic script reads from its `<script>` element
 * (it has no `import.meta`).
 */
const HAS_CLASSIC_VARIANT = /(^|\/)script-url\.js$/;

/**
 * Gives the single-file builds each module's `.script-tag.ts` variant in its place, and the
 * classic build (`classic`) each module's `.classic.ts` variant too.
 */
export function scriptTagModules({ classic }: { classic: boolean }): Plugin {
  return {
    name: 'checkout-kit:script-tag-modules',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!importer) return null;
      let variant: string | null = null;
      if (HAS_SCRIPT_TAG_VARIANT.test(source)) variant = source.replace(/\.js$/, '.script-tag.js');
      else if (classic && HAS_CLASSIC_VARIANT.test(source)) {
        variant = source.replace(/\.js$/, '.classic.js');
      }
      return variant && this.resolve(variant, importer, { ...options, skipSelf: true });
    },
  };
}
