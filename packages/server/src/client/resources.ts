import type { ClientDetails, PurchaseCreateBody } from '@checkout-kit/protocol';

/**
 * The body of {@link CheckoutClient.createPurchase}: a Purchase creation body whose `brand_id`
 * may be left out (the client's `brandId` is used).
 */
export type PurchaseCreateInput = Omit<PurchaseCreateBody, 'brand_id'> & { brand_id?: string };

/**
 * A saved Client of the collection API (`/clients/`): its details and the fields the gateway
 * adds. The gateway does not publish this shape; these are the fields the sandbox returns.
 */
export interface Client extends ClientDetails {
  id: string;
  type: string;
  created_on: number;
  updated_on: number;
}

/**
 * A saved card of a Client (`/clients/{id}/recurring_tokens/`). `recurring_token` is the id of
 * the Purchase to pass to {@link CheckoutClient.chargePurchase}. The gateway does not publish
 * this shape; these are the fields the sandbox returns.
 */
export interface ClientRecurringToken {
  id: string;
  type: string;
  client_id: string;
  /** The id of the Purchase that is the token. */
  recurring_token: string;
  payment_method: string;
  description: string;
  created_on: number;
  updated_on: number;
}

/** The query of {@link CheckoutClient.getPaymentMethods}; the client adds `brand_id`. */
export interface PaymentMethodsQuery {
  /** ISO 4217 currency code, e.g. `MYR`. */
  currency: string;
  /** In the smallest unit (1000 = RM 10.00); methods with a higher minimum are left out. */
  amount?: number;
  /** ISO 3166-1 alpha-2 country code, e.g. `MY`. */
  country?: string;
  /** Only methods that can charge a saved card or account later. */
  recurring?: boolean;
  /** Only methods that can hold funds and capture later. */
  skip_capture?: boolean;
  /** Only methods that can preauthorize (a total of 0). */
  preauthorization?: boolean;
  /** ISO 639-1 language code of the readable names, e.g. `en`. */
  language?: string;
}

/** Options of capture and refund: a partial `amount`, or everything when left out. */
export interface AmountOptions {
  /** In the smallest currency unit (1050 = RM 10.50); a positive integer. */
  amount?: number;
}

/** Which page of a list (from 1). */
export interface PageOptions {
  page?: number;
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
