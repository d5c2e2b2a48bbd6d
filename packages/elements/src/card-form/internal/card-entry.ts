import {
  type CardBrandId,
  type CardField,
  type CardFieldError,
  type CardNumberCheck,
  type CardNumberVerifier,
  DIRECT_POST_CARD_FIELDS,
  type FieldCheck,
  checkCardNumber,
  checkCardholderName,
  checkCvc,
  checkExpiry,
} from '@checkout-kit/protocol';
import type { CheckoutChangeDetail } from '../events.js';

/** What the payer has entered, field by field, as the inputs show it. */
export type CardEntry = Readonly<Record<CardField, string>>;

/** A form nobody has typed in. */
export const EMPTY_ENTRY: CardEntry = {
  cardholder_name: '',
  card_number: '',
  expires: '',
  cvc: '',
};

/**
 * Every field checked against the gateway's Direct Post rules, and `number`: the card number's
 * check with the brand it found, which the security code's rule and the messages depend on.
 */
export type CardEntryChecks = Readonly<Record<CardField, FieldCheck<CardFieldError>>> & {
  readonly number: CardNumberCheck;
};

/**
 * Checks each field of `entry`; the card number must be of one of `acceptedBrands`. `verify` is
 * the form's card-number verifier, when it has one (see `createCardNumberVerifier`).
 */
export function checkCardEntry(
  entry: CardEntry,
  acceptedBrands: readonly CardBrandId[],
  verify?: CardNumberVerifier,
  now?: Date,
): CardEntryChecks {
  const number = checkCardNumber(entry.card_number, acceptedBrands, verify);
  return {
    number,
    cardholder_name: checkCardholderName(entry.cardholder_name),
    card_number: number,
    expires: checkExpiry(entry.expires, now),
    cvc: checkCvc(entry.cvc, number.brand),
  };
}

/**
 * What `checkout-change` tells about the entry: whether each field is valid and the brand, never
 * a value the payer typed.
 */
export function changeDetail(
  entry: CardEntry,
  checks: CardEntryChecks,
  rememberCard: boolean,
): CheckoutChangeDetail {
  // One pass over the fields: this runs on every keystroke.
  const fields = {} as CheckoutChangeDetail['fields'];
  let complete = true;
  let empty = true;
  for (const field of DIRECT_POST_CARD_FIELDS) {
    const { valid, error } = checks[field];
    fields[field] = { valid, error };
    complete &&= valid;
    empty &&= entry[field].trim() === '';
  }
  return { complete, empty, brand: checks.number.brand?.id ?? null, fields, rememberCard };
}
