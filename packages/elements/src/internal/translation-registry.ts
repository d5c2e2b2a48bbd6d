import { primaryLanguageSubtag } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from './checkout-translation.js';
import { isShippedLanguage } from './shipped-languages.js';
import { loadTranslation } from './translation-loader.js';

/** The words of each language registered, by its primary subtag. */
const registered = new Map<string, CheckoutTranslation>();
/** Each shipped language loading or loaded: asked for once. */
const loads = new Map<string, Promise<void>>();
/** Shipped languages whose file could not be loaded: the kit speaks English instead. */
const failed = new Set<string>();
/** Called when a language is registered: the connected elements re-render in it. */
export const onRegister = new Set<() => void>();

/** Adds or replaces the words of each translation's language. */
export function addTranslations(translations: readonly CheckoutTranslation[]): void {
  for (const translation of translations) {
    registered.set(translation.language.toLowerCase(), translation);
  }
  for (const rerender of onRegister) rerender();
}

/** The words registered for `language`, if any (English is each element's own). */
export const translationOf = (language: string): CheckoutTranslation | undefined =>
  registered.get(language);

/**
 * The language the kit speaks for a declared `lang` (`ms-MY` and `ms_MY` are Malay): its primary
 * subtag, read as the protocol reads every language tag, when its words are registered, or
 * shipped and not failed to load; else English.
 */
export function kitLanguage(declared: string | null | undefined): string {
  const language = primaryLanguageSubtag(declared);
  return registered.has(language) || (isShippedLanguage(language) && !failed.has(language))
    ? language
    : 'en';
}

/**
 * Starts loading the words of `language` (a {@link kitLanguage}) when they are shipped and not
 * here yet, and gives the promise of their arrival; `undefined` when there is nothing to wait
 * for. A file that cannot be loaded is reported once, and the kit speaks English.
 */
export function whenTranslated(language: string): Promise<void> | undefined {
  if (registered.has(language)) return undefined;
  let load = loads.get(language);
  if (!load) {
    const loading = loadTranslation(language);
    if (!loading) return undefined;
    load = loading.then(
      (translation) => addTranslations([translation]),
      (error: unknown) => {
        failed.add(language);
        // eslint-disable-next-line no-console -- the developer must see a missing file at once
        console.warn(`Checkout Kit: no ${language} translation (${error}); showing English.`);
      },
    );
    loads.set(language, load);
  }
  return load;
}
