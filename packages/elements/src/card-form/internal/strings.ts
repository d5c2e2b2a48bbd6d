import type {
  CardField,
  CardNumberError,
  CardholderNameError,
  CvcError,
  ExpiryError,
} from '@checkout-kit/protocol';

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
  /**
   * The "save this card" box's label and consent text. Optional: the box carries its own in
   * English and loads with them only for a form with `remember-card`; each shipped language's
   * file gives its own.
   */
  rememberCard?: string;
  /** See {@link CardFormStrings.rememberCard}. */
  rememberCardConsent?: string;
  unavailable: string;
  unavailableLink: string;
  /**
   * The test-mode panel's words. Optional: the panel carries its own in English and each
   * shipped language, and loads with them only in test mode; a translation may give its own.
   */
  testMode?: string;
  /** See {@link CardFormStrings.testMode}. */
  testModeHint?: (cvc: string) => string;
  /** See {@link CardFormStrings.testMode}. */
  useTestCard?: (number: string, threeDSecure: boolean) => string;
  genericCard: string;
  /** Joins alternatives: "3 or 4". */
  or: string;
}

/** English, the words every build carries. */
export const en: CardFormStrings = {
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
      invalid_characters: "Name on card: use only A–Z, spaces, ' . -",
      too_long: 'Name as on the card: 30 characters max.',
    },
    card_number: {
      required: 'Card number is required.',
      invalid_characters: 'Card number: digits only.',
      too_long: 'Card number: at most 19 digits.',
      incomplete: 'Card number is incomplete.',
      invalid: 'Card number is not valid: check the digits.',
      brand_not_accepted: '{brand} is not accepted here.',
    },
    expires: {
      required: 'Expiry date is required.',
      format: 'Expiry date must be written MM/YY.',
      month: 'Expiry month must be 01 to 12.',
      expired: 'Expiry date is in the past.',
      too_far: 'Expiry date is too far in the future.',
    },
    cvc: {
      required: 'Security code is required.',
      invalid_characters: 'Security code: digits only.',
      length: 'Security code must be {cvcLength} digits.',
    },
  },
  errorSummary: (count) =>
    count === 1 ? '1 card detail needs attention.' : `${count} card details need attention.`,
  pay: 'Pay',
  payAmount: (amount) => `Pay ${amount}`,
  processing: 'Processing payment…',
  unavailable: 'Card payment is not available here.',
  unavailableLink: 'Pay on the secure payment page instead',
  genericCard: 'Card',
  or: ' or ',
};
