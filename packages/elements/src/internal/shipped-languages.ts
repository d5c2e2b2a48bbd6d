import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@checkout-kit/protocol';

/**
 * Whether the kit ships a file of words for `language`: each of the protocol's
 * `TRANSLATED_LANGUAGES` has one (`translations/<language>.js`), loaded only by a page that
 * speaks it.
 */
export const isShippedLanguage = (language: string): language is TranslatedLanguage =>
  (TRANSLATED_LANGUAGES as readonly string[]).includes(language);
