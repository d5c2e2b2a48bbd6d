import { cardNumber as verifyCardNumber } from 'card-validator/dist/card-number.js';
import {
  type CardBrand,
  type CardBrandId,
  type CardNumberVerifier,
  GATEWAY_CARD_BRANDS,
  toCardBrand,
} from './card-brand.js';
import { type FieldCheck, fail, pass } from './field-check.js';
import { DIRECT_POST_LIMITS } from './limits.js';

/** Every rule of the card number, by the error code that names it. */
export const CARD_NUMBER_ERRORS = [
  'required',
  'invalid_characters',
  'too_long',
  'incomplete',
  'invalid',
  'brand_not_accepted',
] as const;

/** Why a card number was refused. */
export type CardNumberError = (typeof CARD_NUMBER_ERRORS)[number];

/** A card number check also tells the detected brand, for the icon and the CVC length. */
export type CardNumberCheck = FieldCheck<CardNumberError> & { readonly brand: CardBrand | null };

/** Spaces and dashes are how people write card numbers; anything else is not a card number. */
const CARD_NUMBER_SEPARATORS = /[\s-]/g;

/**
 * Removes the separators people type or paste (`4444 3333-2222 1111`); other characters stay so
 * that the check can refuse them.
 */
export function stripCardNumber(raw: string): string {
  return raw.replace(CARD_NUMBER_SEPARATORS, '');
}

/**
 * Checks a card number as the gateway's Direct Post form takes it: digits (the separators of
 * `stripCardNumber` removed first), at most 19, a length the brand issues, the Luhn checksum,
 * and a brand among `acceptedBrands`.
 *
 * @param raw The number as typed, with or without spaces and dashes.
 * @param acceptedBrands Brands the merchant takes; defaults to the gateway's card methods.
 * @param verify The card form's verifier (see `createCardNumberVerifier`); without it,
 *   card-validator is asked afresh.
 * @example
 * checkCardNumber('4444 3333 2222 1111').value // '4444333322221111'
 * checkCardNumber('378282246310005').error // 'brand_not_accepted'
 */
export function checkCardNumber(
  raw: string,
  acceptedBrands: readonly CardBrandId[] = GATEWAY_CARD_BRANDS,
  verify: CardNumberVerifier = verifyCardNumber,
): CardNumberCheck {
  const digits = stripCardNumber(raw);
  // No digits, no brand. Asked, card-validator would copy its whole brand table to say so, and
  // every card form starts empty.
  if (digits === '') return { ...fail(digits, 'required'), brand: null };
  const verdict = verify(digits);
  const brand = toCardBrand(verdict.card);
  const withBrand = (check: FieldCheck<CardNumberError>): CardNumberCheck => ({ ...check, brand });

  if (!/^\d+$/.test(digits)) return withBrand(fail(digits, 'invalid_characters'));
  if (digits.length > DIRECT_POST_LIMITS.cardNumberMaxDigits) {
    return withBrand(fail(digits, 'too_long'));
  }
  if (brand && !acceptedBrands.includes(brand.id)) {
    return withBrand(fail(digits, 'brand_not_accepted'));
  }
  if (verdict.isValid) return withBrand(pass(digits));
  // A length the brand issues that still fails is a mistyped digit, not a short number.
  const hasIssuedLength = brand?.lengths.includes(digits.length) ?? false;
  const couldGrow = verdict.isPotentiallyValid && !hasIssuedLength;
  return withBrand(fail(digits, couldGrow ? 'incomplete' : 'invalid'));
}
