import type { Plugin } from 'vite';

/** The elements' translation loader, as any of their modules imports it. */
const NPM_LOADER = /(^|\/)translation-loader\.js$/;

/**
 * Gives the single-file builds the loader that fetches a language's words from
 * `translations/<language>.js` beside the script (`translation-loader.script-tag.ts`) in place
 * of the npm build's, whose static imports would put every language inside the one file.
 */
export function translationsBesideScript(): Plugin {
  return {
    name: 'checkout-kit:translations-beside-script',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!NPM_LOADER.test(source) || !importer) return null;
      const scriptTagLoader = source.replace(/\.js$/, '.script-tag.js');
      return this.resolve(scriptTagLoader, importer, { ...options, skipSelf: true });
    },
  };
}
