/** The values of a Purchase's `platform` that the gateway's interface description lists. */
export const PURCHASE_PLATFORMS = ['web', 'api', 'ios', 'android', 'macos', 'windows'] as const;

/**
 * `platform` values the gateway maker's own shop plugins send in production (WooCommerce,
 * WooCommerce Subscriptions, Gravity Forms, Fluent Forms, WHMCS): the live gateway takes them,
 * so `platform` is open, not the description's list.
 */
export const MAKER_PLUGIN_PLATFORMS = [
  'woocommerce',
  'woocommerce_subscriptions',
  'gravityforms',
  'fluentforms',
  'whmcs',
] as const;

/** Every `platform` value the kit knows of: the description's and the maker's plugins'. */
export const KNOWN_PURCHASE_PLATFORMS = [...PURCHASE_PLATFORMS, ...MAKER_PLUGIN_PLATFORMS] as const;

/** A `platform` value the kit knows of (for completion in editors). */
export type KnownPurchasePlatform = (typeof KNOWN_PURCHASE_PLATFORMS)[number];

/**
 * A Purchase's `platform`: a known name, or any other lowercase name of letters, digits and
 * `_` of at most {@link PURCHASE_LIMITS}`.platformMaxLength` characters (see the rules).
 */
export type PurchasePlatform = KnownPurchasePlatform | (string & {});

/** The payer details a Purchase may ask for on the payment page (`request_client_details`). */
export const REQUEST_CLIENT_DETAILS = [
  'email',
  'phone',
  'full_name',
  'personal_code',
  'brand_name',
  'legal_name',
  'registration_number',
  'tax_number',
  'bank_account',
  'bank_code',
  'billing_address',
  'shipping_address',
] as const;

/** One value of `purchase.request_client_details`. */
export type RequestClientDetail = (typeof REQUEST_CLIENT_DETAILS)[number];
