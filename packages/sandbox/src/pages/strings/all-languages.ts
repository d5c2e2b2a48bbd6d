// Written by `pnpm languages` from the protocol's TRANSLATED_LANGUAGES: do not edit.
import type { KitLanguage } from '@checkout-kit/protocol';
import type { PageStrings } from './shape.js';
import { en } from './en.js';
import { ms } from './ms.js';
import { zh } from './zh.js';
import { ta } from './ta.js';

/** Every language's words: the type makes each language give every string. */
export const PAGE_STRINGS: Readonly<Record<KitLanguage, PageStrings>> = {
  en,
  ms,
  zh,
  ta,
};
