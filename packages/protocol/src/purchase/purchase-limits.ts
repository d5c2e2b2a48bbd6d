/**
 * Limits of the Purchase creation body, from the gateway's Limits table. Lengths count
 * characters (Unicode code points), as the gateway does. `productNameMaxLength` is the kit's
 * own: the gateway does not publish the product fields' limits.
 */
export const PURCHASE_LIMITS = {
  /** `success_redirect`, `failure_redirect`, `cancel_redirect`, `success_callback`. */
  urlMaxLength: 500,
  creatorAgentMaxLength: 32,
  languageMaxLength: 2,
  notesMaxLength: 10000,
  emailMessageMaxLength: 512,
  fullNameMaxLength: 1000,
  legalNameMaxLength: 1000,
  personalCodeMaxLength: 32,
  registrationNumberMaxLength: 32,
  taxNumberMaxLength: 32,
  brandNameMaxLength: 128,
  productNameMaxLength: 256,
  productsMinItems: 1,
  paymentMethodWhitelistMinItems: 1,
  taxPercentMax: 100,
} as const;
