import { type Purchase, cardBrandsAllowedBy } from '@checkout-kit/protocol';

/** The card form's properties that a purchase decides. */
export interface PurchaseSettings {
  action: string;
  checkoutUrl: string;
  amount: number | undefined;
  /** `undefined` when the purchase names none: the form keeps its own. */
  currency: string | undefined;
  testMode: boolean;
  /** Space-separated accepted card brands. */
  brands: string;
}

/**
 * What a purchase sets on the card form. Each purchase decides anew: one without a whitelist, or
 * with a wallet that pays by card, takes every card brand the gateway has, not what an earlier
 * purchase allowed.
 */
export function purchaseSettings(purchase: Purchase): PurchaseSettings {
  const whitelist = purchase.payment_method_whitelist;
  const brands = cardBrandsAllowedBy(Array.isArray(whitelist) ? whitelist : null);
  return {
    action: purchase.direct_post_url ?? '',
    checkoutUrl: purchase.checkout_url ?? '',
    amount: purchase.purchase?.total,
    currency: purchase.purchase?.currency || undefined,
    testMode: purchase.is_test,
    brands: brands.join(' '),
  };
}
