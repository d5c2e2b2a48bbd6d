import { CARD_NUMBER_ERRORS, type CardNumberError } from './card-number.js';
import { CARDHOLDER_NAME_ERRORS, type CardholderNameError } from './cardholder-name.js';
import { CVC_ERRORS, type CvcError } from './cvc.js';
import { EXPIRY_ERRORS, type ExpiryError } from './expiry.js';

/**
 * The card fields of a Direct Post form, as the gateway names them, in the order a payer fills
 * them in and problems are reported.
 */
export const DIRECT_POST_CARD_FIELDS = [
  'cardholder_name',
  'card_number',
  'expires',
  'cvc',
] as const;

/** One card field of a Direct Post form. */
export type CardField = (typeof DIRECT_POST_CARD_FIELDS)[number];

/** An error code of any card field: the rule of that field the value breaks. */
export type CardFieldError = CardholderNameError | CardNumberError | ExpiryError | CvcError;

/**
 * Every rule of every card field, by field: what a text per rule (a page's message in each
 * language) must cover.
 *
 * @example
 * CARD_FIELD_ERRORS.cvc // ['required', 'invalid_characters', 'length']
 */
export const CARD_FIELD_ERRORS = {
  cardholder_name: CARDHOLDER_NAME_ERRORS,
  card_number: CARD_NUMBER_ERRORS,
  expires: EXPIRY_ERRORS,
  cvc: CVC_ERRORS,
} as const satisfies Record<CardField, readonly CardFieldError[]>;

/**
 * The Direct Post checkbox that asks the gateway to save the card for later payments; it counts
 * only with the value {@link REMEMBER_CARD_VALUE}.
 */
export const REMEMBER_CARD_FIELD = 'remember_card';

/** The value of {@link REMEMBER_CARD_FIELD} that asks for the card to be saved. */
export const REMEMBER_CARD_VALUE = 'on';
