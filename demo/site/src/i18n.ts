/**
 * The payer's language. Pages for payers (shop, checkout, result) come in each of the kit's
 * languages (English, Malay, Chinese and Tamil), switched in their header; the language of the
 * shop when the order is made is also the language of the gateway's pages for it.
 */
import { isKitLanguage } from '@checkout-kit/protocol';
import type { DemoLanguage } from '../../shared/api.js';

const KEY = 'kedai-kopi.language';

/** Each language's name in itself. */
export const LANGUAGES: Record<DemoLanguage, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  zh: '中文',
  ta: 'தமிழ்',
};

/** Each language as the header's switch shows it, short enough for a phone. */
export const LANGUAGE_SHORT_NAMES: Record<DemoLanguage, string> = {
  en: 'EN',
  ms: 'BM',
  zh: '中文',
  ta: 'தமிழ்',
};

/** The language chosen last in this browser, English by default. */
export function storedLanguage(): DemoLanguage {
  return chosenLanguage() ?? 'en';
}

/** The language the payer chose last in this browser, or `null` when they never chose one. */
export function chosenLanguage(): DemoLanguage | null {
  try {
    const stored = localStorage.getItem(KEY);
    return isKitLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers the language and puts it on the document. */
export function chooseLanguage(language: DemoLanguage): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Not remembered: the page still switches.
  }
  document.documentElement.lang = language;
}
