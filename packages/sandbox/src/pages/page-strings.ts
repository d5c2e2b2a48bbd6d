import { type KitLanguage, type Purchase, readKitLanguage } from '@checkout-kit/protocol';
import type { PageStrings } from './strings/shape.js';
import { en } from './strings/en.js';
import { ms } from './strings/ms.js';
import { ta } from './strings/ta.js';
import { zh } from './strings/zh.js';

/**
 * Every sentence of the pages a payer sees, in each of the kit's languages (the protocol's
 * `KIT_LANGUAGES`: English, Malay, Simplified Chinese and Tamil), one file each in `strings/`,
 * with the words of the repository's glossary. A page speaks the purchase's `language` (read as
 * the protocol reads a language tag: `zh-MY` is Chinese), else English. Pages about no purchase
 * (an unknown link) and answers meant for the merchant's developer (a Direct Post form sent
 * wrongly) stay in English.
 */

export type { PageStrings, StatusText } from './strings/shape.js';

/** A language the pages speak: each of the kit's. */
export type PageLanguage = KitLanguage;

/** Every language's words: the type makes each language give every string. */
export const PAGE_STRINGS: Readonly<Record<PageLanguage, PageStrings>> = { en, ms, zh, ta };

/** The language of a purchase's pages: its `language` when the pages speak it, else English. */
export function pageLanguage(purchase: Purchase | undefined): PageLanguage {
  return readKitLanguage(purchase?.purchase.language) ?? 'en';
}

/** The words of a purchase's pages. */
export function pageStrings(purchase: Purchase | undefined): PageStrings {
  return PAGE_STRINGS[pageLanguage(purchase)];
}
