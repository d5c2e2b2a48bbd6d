import type { CheckoutTranslation } from './checkout-translation.js';
import { isShippedLanguage } from './shipped-languages.js';
import { TRANSLATION_IMPORTS } from './translation-imports.js';

/**
 * Loads the kit's words for `language`, or gives `null` when the kit ships none for it: with a
 * bundler, from the file it split the language's import into. The single-file builds for a
 * `<script>` tag load the same files from beside the script instead: see
 * `translation-loader.script-tag.ts`, which they take in place of this module.
 */
export function loadTranslation(language: string): Promise<CheckoutTranslation> | null {
  return isShippedLanguage(language)
    ? TRANSLATION_IMPORTS[language]().then((module) => module.default)
    : null;
}
