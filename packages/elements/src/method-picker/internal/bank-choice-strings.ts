/*
 * The bank choice's words (`bank-choice.ts`), which load with it, only for a picker that offers
 * the payer's bank on the page (`banks-src`).
 */
import type { KitLanguage } from '@checkout-kit/protocol';
import type { MethodPickerStrings } from './strings.js';

/** The bank choice's words in one language. */
export type BankChoiceStrings = Required<
  Pick<MethodPickerStrings, 'bank' | 'bankOnNextPage' | 'bankOffline'>
>;

/**
 * The bank choice's words in each of the kit's languages, by primary subtag: here rather than in
 * each language's file, so that a page without the bank choice never downloads them.
 */
export const BANK_CHOICE_WORDS: Readonly<Record<string, BankChoiceStrings>> = {
  en: {
    bank: 'Your bank',
    bankOnNextPage: 'Choose it on the next page',
    bankOffline: (name) => `${name} (offline now)`,
  },
  ms: {
    bank: 'Bank anda',
    bankOnNextPage: 'Pilih di halaman seterusnya',
    bankOffline: (name) => `${name} (luar talian sekarang)`,
  },
  zh: {
    bank: '您的银行',
    bankOnNextPage: '在下一页选择',
    bankOffline: (name) => `${name}（暂时离线）`,
  },
  ta: {
    bank: 'உங்கள் வங்கி',
    bankOnNextPage: 'அடுத்த பக்கத்தில் தேர்ந்தெடுக்கவும்',
    bankOffline: (name) => `${name} (இப்போது இணைப்பில் இல்லை)`,
  },
} satisfies Record<KitLanguage, BankChoiceStrings>;
