import type { CheckoutTranslation } from '../../translation.js';
import { en as cardFormEnglish } from '../../card-form/internal/strings.js';
import { en as methodPickerEnglish } from '../../method-picker/internal/strings.js';
import ms from '../../translations/ms.js';
import ta from '../../translations/ta.js';
import zh from '../../translations/zh.js';

/** Every language the kit ships, English first. */
export const KIT_LANGUAGES = ['en', 'ms', 'zh', 'ta'] as const;

/** The words of each language the kit ships, English as each element carries it. */
export const KIT_WORDS: Record<(typeof KIT_LANGUAGES)[number], CheckoutTranslation> = {
  en: { language: 'en', cardForm: cardFormEnglish, methodPicker: methodPickerEnglish },
  ms,
  zh,
  ta,
};
