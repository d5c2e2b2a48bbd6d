/**
 * The languages the kit ships words for besides English, each in a file of its own
 * (`translations/<language>.js`), loaded only by a page that speaks it.
 */
export const SHIPPED_LANGUAGES = ['ms', 'zh', 'ta'] as const;

/** One of {@link SHIPPED_LANGUAGES}. */
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/** Whether the kit has a file of words for `language`. */
export const isShippedLanguage = (language: string): language is ShippedLanguage =>
  (SHIPPED_LANGUAGES as readonly string[]).includes(language);
