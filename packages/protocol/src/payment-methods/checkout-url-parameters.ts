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
