import type { KitLanguage } from '@checkout-kit/protocol';
import type { CheckoutTranslation } from '../../translation.js';
import { en as cardFormEnglish } from '../../card-form/internal/strings.js';
import { en as methodPickerEnglish } from '../../method-picker/internal/strings.js';
import { SHIPPED_TRANSLATIONS } from '../../server/shipped-translations.js';

/**
 * The words of each of the protocol's `KIT_LANGUAGES`, English as each element carries it.
 */
export const KIT_WORDS: Readonly<Record<KitLanguage, CheckoutTranslation>> = {
  en: { language: 'en', cardForm: cardFormEnglish, methodPicker: methodPickerEnglish },
  ...SHIPPED_TRANSLATIONS,
};
