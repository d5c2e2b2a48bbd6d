/*
 * The words of the gateway's payment pages and of the payment-methods lookup that name a
 * method, or a group of methods, outside the method names themselves.
 */

/**
 * The `checkout_url` parameter that sends the payer straight to one method's page
 * (`?preferred=fpx`), when the purchase offers it.
 */
export const CHECKOUT_PREFERRED_PARAMETER = 'preferred';

/** The `checkout_url` parameter that opens the payment page with one method chosen. */
export const CHECKOUT_ACTIVE_PARAMETER = 'active';

/**
 * The group of every card method: a value of `?preferred=` and `?active=` (the card page), and
 * the key of the card methods in the lookup's `by_country`.
 */
export const CARD_METHODS_GROUP = 'card';

/** The key of the lookup's `by_country` (and `country_names`) for methods of every country. */
export const ANY_COUNTRY_GROUP = 'any';

/**
 * The `checkout_url` parameter that names the payer's FPX bank beside `?preferred=fpx` or
 * `?preferred=fpx_b2b1` (`?preferred=fpx&fpx_bank_code=MB2U0227`), so that the gateway's FPX
 * page opens with that bank chosen. A code of `FPX_BANKS`.
 */
export const CHECKOUT_FPX_BANK_PARAMETER = 'fpx_bank_code';

/**
 * The `checkout_url` parameter that names the payer's e-wallet beside `?preferred=` one of the
 * e-wallet methods (`?preferred=razer_tng&razer_bank_code=TNG-EWALLET`). A code of
 * `RAZER_EWALLETS`.
 */
export const CHECKOUT_RAZER_BANK_PARAMETER = 'razer_bank_code';
