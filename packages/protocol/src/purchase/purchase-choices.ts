/** The values of a Purchase's `platform`. */
export const PURCHASE_PLATFORMS = ['web', 'api', 'ios', 'android', 'macos', 'windows'] as const;

/** A Purchase's `platform`. */
export type PurchasePlatform = (typeof PURCHASE_PLATFORMS)[number];

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
