/**
 * The payer's language. Pages for payers (shop, checkout, result) come in English and Malay; the
 * choice made in the shop is also the language of the gateway's pages for the order.
 */
import type { DemoLanguage } from '../../shared/api.js';

const KEY = 'kedai-kopi.language';

export const LANGUAGES: Record<DemoLanguage, string> = { en: 'English', ms: 'Bahasa Melayu' };

export const isLanguage = (value: unknown): value is DemoLanguage =>
  value === 'en' || value === 'ms';

/** The language chosen last in this browser, English by default. */
export function storedLanguage(): DemoLanguage {
  try {
    const stored = localStorage.getItem(KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
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
