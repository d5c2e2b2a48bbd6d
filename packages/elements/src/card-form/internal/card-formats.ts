import {
  type CardField,
  type CardNumberVerifier,
  DIRECT_POST_LIMITS,
  TEST_CARD_CVC,
  checkCardNumber,
  formatCardNumber,
  formatExpiryInput,
  normaliseCardholderName,
} from '@checkout-kit/protocol';
import type { InputFormat } from '../../internal/formatted-input.js';
import type { CardEntry } from './card-entry.js';

const digitsOf = (raw: string, max: number): string => raw.replace(/\D/g, '').slice(0, max);

/**
 * The card number as its brand prints it (`4111 1111 1111 1111`), from whatever the field holds.
 * The brand is the one the number's check finds, with the form's `verify` when given: the check
 * that follows each keystroke then finds its verdict kept, and an empty field asks nothing.
 */
export const formatCardNumberInput = (raw: string, verify?: CardNumberVerifier): string => {
  const digits = digitsOf(raw, DIRECT_POST_LIMITS.cardNumberMaxDigits);
  return formatCardNumber(digits, checkCardNumber(digits, undefined, verify).brand);
};

/**
 * How each formatted field shows what the payer typed; the name is shown as typed. `verify` is
 * the form's card-number verifier, when it has one.
 */
export const fieldFormats = (
  verify?: CardNumberVerifier,
): Readonly<Partial<Record<CardField, InputFormat>>> => ({
  card_number: (raw) => formatCardNumberInput(raw, verify),
  expires: formatExpiryInput,
  cvc: (raw) => digitsOf(raw, DIRECT_POST_LIMITS.cvcMaxDigits),
});

/** The formats of a server's markup of the form, which the kit formats once as it takes it over. */
export const FIELD_FORMATS = fieldFormats();

/**
 * A test card's entry: its number, an expiry a year after `today`, the test cards' security
 * code, and the name the payer typed (tidied as the card prints it) or `Test Payer`.
 */
export function testCardEntry(number: string, typedName: string, today: Date): CardEntry {
  const nextYear = new Date(today);
  nextYear.setFullYear(nextYear.getFullYear() + 1);
  const month = String(nextYear.getMonth() + 1).padStart(2, '0');
  const year = String(nextYear.getFullYear()).slice(-2);
  return {
    cardholder_name: normaliseCardholderName(typedName) || 'Test Payer',
    card_number: formatCardNumberInput(number),
    expires: `${month}/${year}`,
    cvc: TEST_CARD_CVC,
  };
}
