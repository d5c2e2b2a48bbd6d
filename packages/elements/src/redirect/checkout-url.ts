/**
 * The checkout-URL redirect helpers: send the payer to the gateway's hosted payment page
 * (`checkout_url`), straight into one method (`?preferred=`) or with one preselected
 * (`?active=`). Pure functions; `redirectToCheckout` only touches the `location` it is given.
 * @module
 */
import {
  CHECKOUT_ACTIVE_PARAMETER,
  CHECKOUT_PREFERRED_PARAMETER,
  isMethodName,
} from '@checkout-kit/protocol';
import { httpUrlOrNull } from '../internal/safe-url.js';

/** The two query parameters that choose a method on the payment page. */
const METHOD_PARAMETERS = [CHECKOUT_PREFERRED_PARAMETER, CHECKOUT_ACTIVE_PARAMETER] as const;

/** What {@link buildCheckoutUrl} adds to a checkout URL. Give `preferred` or `active`, not both. */
export interface CheckoutUrlOptions {
  /**
   * Send the payer straight to this method, skipping the gateway's own payment page when the
   * method needs no data entry there (`?preferred=fpx`).
   */
  preferred?: string;
  /** Preselect this method on the gateway's payment page, keeping the others (`?active=fpx`). */
  active?: string;
  /**
   * More query parameters for the method, such as `{ fpx_bank_code: 'MB2U0227' }`. Each
   * replaces a parameter of the same name; `null` and `undefined` values are left out.
   */
  params?: Readonly<Record<string, string | number | boolean | null | undefined>>;
}

/** Something that can navigate: `window.location`, or a stand-in in tests. */
export type CheckoutLocation = Pick<Location, 'assign'>;

/**
 * The checkout URL with a method chosen: `?preferred=` (skip the gateway's payment page) or
 * `?active=` (preselect on it), and any extra parameters the method takes.
 *
 * Rules:
 * - `checkoutUrl` must be an absolute `http:` or `https:` URL (a purchase's `checkout_url`);
 *   relative, unparsable, `javascript:` and `data:` URLs are refused.
 * - At most one of `preferred` and `active`, and it must look like a method name
 *   (`[a-z0-9_]+`).
 * - A `preferred` or `active` already in the URL is replaced by the one given (both are removed
 *   first, so the URL never holds the two); every other parameter is kept, and so is the
 *   fragment.
 * - `params` are added percent-encoded, each replacing a parameter of the same name;
 *   `preferred` and `active` cannot be given there.
 *
 * @throws TypeError that says which rule was broken.
 *
 * @example
 * buildCheckoutUrl('https://gate.example/p/42/', { preferred: 'fpx', params: { fpx_bank_code: 'MB2U0227' } })
 * // 'https://gate.example/p/42/?preferred=fpx&fpx_bank_code=MB2U0227'
 * buildCheckoutUrl('https://gate.example/p/42/?active=fpx', { active: 'duitnow_qr' })
 * // 'https://gate.example/p/42/?active=duitnow_qr'
 */
export function buildCheckoutUrl(
  checkoutUrl: string | URL,
  options: CheckoutUrlOptions = {},
): string {
  const { preferred, active, params = {} } = options;
  const fail = (message: string): never => {
    throw new TypeError(`buildCheckoutUrl: ${message}`);
  };
  const href =
    httpUrlOrNull(String(checkoutUrl)) ??
    fail(`the checkout URL must be absolute http(s), not ${JSON.stringify(String(checkoutUrl))}.`);
  const url = new URL(href);
  if (preferred !== undefined && active !== undefined) {
    fail('preferred or active, not both.');
  }
  const mode =
    preferred !== undefined
      ? CHECKOUT_PREFERRED_PARAMETER
      : active !== undefined
        ? CHECKOUT_ACTIVE_PARAMETER
        : null;
  const method = preferred ?? active;
  if (mode && !isMethodName(method)) {
    fail(`${mode} must be a method name ([a-z0-9_]+), not ${JSON.stringify(method)}.`);
  }
  const query = url.searchParams;
  if (mode) {
    for (const name of METHOD_PARAMETERS) query.delete(name);
    query.set(mode, method as string);
  }
  for (const [name, value] of Object.entries(params)) {
    if ((METHOD_PARAMETERS as readonly string[]).includes(name)) {
      fail(`${name} is an option of its own, not a param.`);
    }
    if (value != null) query.set(name, String(value));
  }
  return url.href;
}

/**
 * Sends the payer to the checkout URL built by {@link buildCheckoutUrl} with
 * `location.assign`, so the back button returns to this page.
 *
 * @param location Where to navigate; `window.location` by default.
 * @returns The URL navigated to.
 * @throws TypeError as {@link buildCheckoutUrl} does, before navigating anywhere.
 *
 * @example
 * redirectToCheckout(purchase.checkout_url, { preferred: 'duitnow_qr' });
 */
export function redirectToCheckout(
  checkoutUrl: string | URL,
  options?: CheckoutUrlOptions,
  location: CheckoutLocation = globalThis.location,
): string {
  const url = buildCheckoutUrl(checkoutUrl, options);
  location.assign(url);
  return url;
}
