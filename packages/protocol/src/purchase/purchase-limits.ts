/**
 * Limits of the Purchase creation body, each from the description's "Limits" table (and the
 * field tables that repeat it). Lengths count characters (Unicode code points), as the gateway
 * does. Product fields have no published limits, so none is checked.
 */
export const PURCHASE_LIMITS = {
  /** `success_redirect`, `failure_redirect`, `cancel_redirect`, `success_callback`. */
  urlMaxLength: 500,
  creatorAgentMaxLength: 32,
  /**
   * Not in the table: the description makes `platform` a closed list, which the maker's plugins
   * outgrew. The kit's bound is that of `creator_agent`, the field beside it that also names the
   * software; the longest name sent in production, `woocommerce_subscriptions`, has 25.
   */
  platformMaxLength: 32,
  languageMaxLength: 2,
  notesMaxLength: 10000,
  emailMessageMaxLength: 512,
  fullNameMaxLength: 1000,
  legalNameMaxLength: 1000,
  personalCodeMaxLength: 32,
  registrationNumberMaxLength: 32,
  taxNumberMaxLength: 32,
  brandNameMaxLength: 128,
  productsMinItems: 1,
  paymentMethodWhitelistMinItems: 1,
} as const;
