import type { CardNumberError } from './card-number.js';
import type { CardholderNameError } from './cardholder-name.js';
import type { CvcError } from './cvc.js';
import type { ExpiryError } from './expiry.js';

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
 * The Direct Post checkbox that asks the gateway to save the card for later payments; it counts
 * only with the value {@link REMEMBER_CARD_VALUE}.
 */
export const REMEMBER_CARD_FIELD = 'remember_card';

/** The value of {@link REMEMBER_CARD_FIELD} that asks for the card to be saved. */
export const REMEMBER_CARD_VALUE = 'on';
