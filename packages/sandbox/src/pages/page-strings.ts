import { type KitLanguage, type Purchase, readKitLanguage } from '@checkout-kit/protocol';
import { PAGE_STRINGS } from './strings/all-languages.js';
import type { PageStrings } from './strings/shape.js';

/**
 * Every sentence of the pages a payer sees, in each of the kit's languages (the protocol's
 * `KIT_LANGUAGES`: English, Malay, Simplified Chinese and Tamil), one file each in `strings/`,
 * with the words of the repository's glossary. A page speaks the purchase's `language` (read as
 * the protocol reads a language tag: `zh-MY` is Chinese), else English. Pages about no purchase
 * (an unknown link) and answers meant for the merchant's developer (a Direct Post form sent
 * wrongly) stay in English.
 */

export type { PageStrings, StatusText } from './strings/shape.js';
export { PAGE_STRINGS };

/** A language the pages speak: each of the kit's. */
export type PageLanguage = KitLanguage;

/** The language of a purchase's pages: its `language` when the pages speak it, else English. */
export function pageLanguage(purchase: Purchase | undefined): PageLanguage {
  return readKitLanguage(purchase?.purchase.language) ?? 'en';
}

/** The words of a purchase's pages. */
export function pageStrings(purchase: Purchase | undefined): PageStrings {
  return PAGE_STRINGS[pageLanguage(purchase)];
}
