import { primaryLanguageSubtag } from './language-tag.js';

/**
 * The languages the kit has words in besides English: Malay, Simplified Chinese and Tamil, with
 * English Malaysia's four. Each has word files of its own in the packages, and this line is where
 * a language is registered: `pnpm languages` writes the modules that import the word files from
 * it, CONTRIBUTING's "Adding a language" lists the word files that follow, and the compiler names
 * each one that lacks the new language.
 */
export const TRANSLATED_LANGUAGES = ['ms', 'zh', 'ta'] as const;

/** One of {@link TRANSLATED_LANGUAGES}. */
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/**
 * Every language the kit speaks, English first: the kit's own words, which every build carries
 * and every other language falls back to.
 */
export const KIT_LANGUAGES = ['en', ...TRANSLATED_LANGUAGES] as const;

/** One of {@link KIT_LANGUAGES}. */
export type KitLanguage = (typeof KIT_LANGUAGES)[number];

/** Whether `code` is one of {@link KIT_LANGUAGES}, exactly as written there. */
export const isKitLanguage = (code: unknown): code is KitLanguage =>
  (KIT_LANGUAGES as readonly unknown[]).includes(code);

/**
 * The kit's language that a language tag names (a page's `lang`, a purchase's `language`), read
 * by its primary subtag (see {@link primaryLanguageSubtag}), or `undefined` when the kit has no
 * words in it. The fallback is the caller's: the sandbox's pages and the demo speak English,
 * and the elements first look for words a page registered in that language.
 *
 * @example
 * readKitLanguage('zh-MY') // 'zh'
 * readKitLanguage('ms_MY') // 'ms'
 * readKitLanguage('en-GB') // 'en'
 * readKitLanguage('fr') // undefined
 */
export function readKitLanguage(tag: string | null | undefined): KitLanguage | undefined {
  const language = primaryLanguageSubtag(tag);
  return isKitLanguage(language) ? language : undefined;
}
