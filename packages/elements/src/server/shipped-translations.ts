// Written by `pnpm languages` from the protocol's TRANSLATED_LANGUAGES: do not edit.
import type { TranslatedLanguage } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from '../internal/checkout-translation.js';
import ms from '../translations/ms.js';
import zh from '../translations/zh.js';
import ta from '../translations/ta.js';

/**
 * The words of every language the kit ships, at hand at once: for a server, which renders each
 * page in its own language. A browser build never imports this module (it would carry every
 * language): the elements load one language's file when a page speaks it.
 */
export const SHIPPED_TRANSLATIONS: Readonly<Record<TranslatedLanguage, CheckoutTranslation>> = {
  ms,
  zh,
  ta,
};
