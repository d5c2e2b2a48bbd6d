import { translationOf } from '../../internal/translation-registry.js';
import { type CardFormStrings, en } from './strings.js';

/**
 * The card form's words in the language `language` (a `kitLanguage`): registered ones, else its
 * own English.
 */
export const cardFormStrings = (language: string): CardFormStrings =>
  translationOf(language)?.cardForm ?? en;
