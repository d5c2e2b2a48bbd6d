import type {
  PaymentMethodsQuery as ProtocolPaymentMethodsQuery,
  PurchaseCreateBody,
} from '@checkout-kit/protocol';

/**
 * The body of {@link CheckoutClient.createPurchase}: a Purchase creation body whose `brand_id`
 * may be left out (the client's `brandId` is used).
 */
export type PurchaseCreateInput = Omit<PurchaseCreateBody, 'brand_id'> & { brand_id?: string };

export type { Client, ClientRecurringToken } from '@checkout-kit/protocol';

/** The query of {@link CheckoutClient.getPaymentMethods}; the client adds `brand_id`. */
export type PaymentMethodsQuery = Omit<ProtocolPaymentMethodsQuery, 'brand_id'>;

/** Options of capture and refund: a partial `amount`, or everything when left out. */
export interface AmountOptions {
  /** In the smallest currency unit (1050 = RM 10.50); a positive integer. */
  amount?: number;
}

/** Which page of a list (from 1). */
export interface PageOptions {
  page?: number;
}

/** Options of {@link CheckoutClient.listClients}: a page, and an e-mail to search for. */
export interface ClientListOptions extends PageOptions {
  /**
   * An e-mail address: only the clients with it (`GET /clients/?q=`), as the gateway maker's
   * own integrations find a payer's client. The live search is not described beyond that; the
   * sandbox matches the whole e-mail, ignoring case.
   */
  q?: string;
}

/** Options of {@link CheckoutClient.getPublicKey}. */
export interface PublicKeyOptions {
  /** Fetch the key again instead of using the cached one (after a key rotation). */
  refresh?: boolean;
}

/** Options of an update: a full replacement (`PUT`, the default) or a partial one (`PATCH`). */
export interface UpdateOptions {
  partial?: boolean;
}
