import type {
  CardNumberError,
  CardholderNameError,
  CvcError,
  ExpiryError,
} from '@checkout-kit/protocol';
import type { KitLanguage } from '../internal/locale.js';

/** The names the card form posts, in the order it shows them. */
export type CardField = 'cardholder_name' | 'card_number' | 'expires' | 'cvc';

/** An error code of any card field. */
export type CardFieldError = CardholderNameError | CardNumberError | ExpiryError | CvcError;

/**
 * Facts an error message may mention, written into it where it says `{brand}` or `{cvcLength}`.
 */
export interface MessageContext {
  /** Readable brand name, such as "American Express". */
  brand: string;
  /** Security code lengths allowed, such as "3" or "3 or 4". */
  cvcLength: string;
}

/** Every sentence the card form shows, in one language. */
export interface CardFormStrings {
  labels: Record<CardField, string>;
  expiryHint: string;
  /** The message of each rule of each field, with `{…}` where a {@link MessageContext} fact goes. */
  errors: {
    cardholder_name: Record<CardholderNameError, string>;
    card_number: Record<CardNumberError, string>;
    expires: Record<ExpiryError, string>;
    cvc: Record<CvcError, string>;
  };
  errorSummary: (count: number) => string;
  pay: string;
  payAmount: (amount: string) => string;
  processing: string;
  rememberCard: string;
  rememberCardConsent: string;
  unavailable: string;
  unavailableLink: string;
  testMode: string;
  testModeHint: (cvc: string) => string;
  useTestCard: (number: string, threeDSecure: boolean) => string;
  genericCard: string;
  /** Joins alternatives: "3 or 4". */
  or: string;
}

const en: CardFormStrings = {
  labels: {
    cardholder_name: 'Name on card',
    card_number: 'Card number',
    expires: 'Expiry date',
    cvc: 'Security code (CVC)',
  },
  expiryHint: 'MM/YY',
  errors: {
    cardholder_name: {
      required: 'Name on card is required.',
      invalid_characters:
        'Name on card may use only Latin letters, spaces, apostrophes, dots and dashes.',
      too_long: 'Name on card must be at most 30 characters, as printed on the card.',
    },
    card_number: {
      required: 'Card number is required.',
      invalid_characters: 'Card number may contain only digits.',
      too_long: 'Card number must be at most 19 digits.',
      incomplete: 'Card number is incomplete.',
      invalid: 'Card number is not valid: check the digits.',
      brand_not_accepted: 'Card number: {brand} cards are not accepted here.',
    },
    expires: {
      required: 'Expiry date is required.',
      format: 'Expiry date must be written MM/YY.',
      month: 'Expiry date: the month must be 01 to 12.',
      expired: 'Expiry date is in the past.',
      too_far: 'Expiry date is too far in the future.',
    },
    cvc: {
      required: 'Security code is required.',
      invalid_characters: 'Security code may contain only digits.',
      length: 'Security code must be {cvcLength} digits.',
    },
  },
  errorSummary: (count) =>
    count === 1 ? '1 card detail needs attention.' : `${count} card details need attention.`,
  pay: 'Pay',
  payAmount: (amount) => `Pay ${amount}`,
  processing: 'Processing payment…',
  rememberCard: 'Save this card for future payments',
  rememberCardConsent:
    'The payment gateway keeps the card, not this shop. The shop may charge it for payments you agree to, and removes it when you ask.',
  unavailable: 'Card payment is not available here.',
  unavailableLink: 'Pay on the secure payment page instead',
  testMode: 'Test mode',
  testModeHint: (cvc) => `Use a test card: any name, any future expiry date, security code ${cvc}.`,
  useTestCard: (number, threeDSecure) =>
    `Use ${number} (${threeDSecure ? 'with' : 'without'} 3-D Secure)`,
  genericCard: 'Card',
  or: ' or ',
};

const ms: CardFormStrings = {
  labels: {
    cardholder_name: 'Nama pada kad',
    card_number: 'Nombor kad',
    expires: 'Tarikh luput',
    cvc: 'Kod keselamatan (CVC)',
  },
  expiryHint: 'BB/TT',
  errors: {
    cardholder_name: {
      required: 'Nama pada kad diperlukan.',
      invalid_characters:
        'Nama pada kad hanya boleh mengandungi huruf Latin, ruang, apostrofi, titik dan sempang.',
      too_long: 'Nama pada kad mestilah tidak melebihi 30 aksara, seperti tercetak pada kad.',
    },
    card_number: {
      required: 'Nombor kad diperlukan.',
      invalid_characters: 'Nombor kad hanya boleh mengandungi digit.',
      too_long: 'Nombor kad mestilah tidak melebihi 19 digit.',
      incomplete: 'Nombor kad tidak lengkap.',
      invalid: 'Nombor kad tidak sah: semak digitnya.',
      brand_not_accepted: 'Nombor kad: kad {brand} tidak diterima di sini.',
    },
    expires: {
      required: 'Tarikh luput diperlukan.',
      format: 'Tarikh luput mestilah ditulis BB/TT.',
      month: 'Tarikh luput: bulan mestilah 01 hingga 12.',
      expired: 'Tarikh luput telah berlalu.',
      too_far: 'Tarikh luput terlalu jauh pada masa hadapan.',
    },
    cvc: {
      required: 'Kod keselamatan diperlukan.',
      invalid_characters: 'Kod keselamatan hanya boleh mengandungi digit.',
      length: 'Kod keselamatan mestilah {cvcLength} digit.',
    },
  },
  errorSummary: (count) => `${count} butiran kad perlu disemak.`,
  pay: 'Bayar',
  payAmount: (amount) => `Bayar ${amount}`,
  processing: 'Pembayaran sedang diproses…',
  rememberCard: 'Simpan kad ini untuk pembayaran akan datang',
  rememberCardConsent:
    'Kad disimpan oleh gerbang pembayaran, bukan oleh kedai ini. Kedai boleh mengenakan caj untuk pembayaran yang anda setujui, dan memadamnya apabila anda minta.',
  unavailable: 'Pembayaran kad tidak tersedia di sini.',
  unavailableLink: 'Bayar di halaman pembayaran selamat',
  testMode: 'Mod ujian',
  testModeHint: (cvc) =>
    `Gunakan kad ujian: sebarang nama, sebarang tarikh luput akan datang, kod keselamatan ${cvc}.`,
  useTestCard: (number, threeDSecure) =>
    `Guna ${number} (${threeDSecure ? 'dengan' : 'tanpa'} 3-D Secure)`,
  genericCard: 'Kad',
  or: ' atau ',
};

/** The card form's sentences in each language the kit speaks. */
export const CARD_FORM_STRINGS: Record<KitLanguage, CardFormStrings> = { en, ms };
