import { translationOf } from '../../internal/translation-registry.js';
import { type MethodPickerStrings, en } from './strings.js';

/**
 * The picker's words in the language `language` (a `kitLanguage`): registered ones, else its own
 * English.
 */
export const methodPickerStrings = (language: string): MethodPickerStrings =>
  translationOf(language)?.methodPicker ?? en;
