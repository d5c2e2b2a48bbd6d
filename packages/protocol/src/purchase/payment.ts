import type { ClientDetails } from './client-details.js';
import type { RefundAvailability } from './refund-availability.js';
import type { TransactionData } from './transaction-data.js';

/*
 * A Payment: a money movement of its own, which the interface description does not show. Its
 * shape is the live gateway's, from the delivery of `payment.refunded` (sample
 * `12-event-Purchase-refunded.json`), and the `payment` field of a paid Purchase (sample
 * `01-event-Purchase-paid.json`). Fields beyond these pass through.
 */

/**
 * The money of a Payment, and of a paid Purchase (`purchase.payment`): amounts are integers in
 * the smallest currency unit, times are Unix seconds.
 */
export interface PaymentDetails {
  /** What moved: the paid amount, or the refunded amount of a refund. */
  amount: number;
  currency: string;
  /** The gateway's fee, and `amount` less it. */
  fee_amount: number;
  net_amount: number;
  /** What is not yet available to the merchant. */
  pending_amount: number;
  /** When that part becomes available; `null` when nothing is pending. */
  pending_unfreeze_on: number | null;
  paid_on: number;
  remote_paid_on: number;
  /** `purchase` for a payment in, `refund` for one out, or a newer type. */
  payment_type: 'purchase' | 'refund' | (string & {});
  /** `true` for money leaving the merchant (a refund). */
  is_outgoing: boolean;
  /** `""`, or for a refund `Refund: <purchase reference>`. */
  description: string;
  owned_bank_code: string | null;
  owned_bank_account: string | null;
  owned_bank_account_id: string | null;
  [field: string]: unknown;
}

/** What a Payment belongs to: for a refund, the purchase refunded. */
export interface RelatedObject {
  id: string;
  /** `purchase` in the samples. */
  type: 'purchase' | (string & {});
  /**
   * The related object's reference: the purchase's own `reference`, or its generated one when it
   * was created without (sample 12: `CH8512`).
   */
  reference: string;
}

/**
 * A Payment object, such as the refund a `payment.refunded` delivery carries (`type: "payment"`),
 * linked to its purchase through `related_to`.
 *
 * @example
 * if (event.payment?.payment.payment_type === 'refund') {
 *   const order = await orders.byPurchaseId(event.payment.related_to?.id);
 * }
 */
export interface Payment {
  type: 'payment';
  id: string;
  /** `success` in the samples; other values are possible. */
  status: 'success' | (string & {});
  is_test: boolean;
  payment: PaymentDetails;
  /** The purchase this payment moved money for. */
  related_to: RelatedObject | null;
  client: ClientDetails;
  /** The card or method of the purchase; a refund carries no `attempts`. */
  transaction_data: Omit<TransactionData, 'attempts'> & { attempts?: TransactionData['attempts'] };
  fee_amount: number;
  /** `""` for a refund in the samples; the purchase's is in `related_to.reference`. */
  reference: string;
  reference_generated: string;
  refund_availability: RefundAvailability;
  company_id: string;
  user_id: string | null;
  created_on: number;
  updated_on: number;
  currency_conversion: Record<string, unknown> | null;
  account_extra: Record<string, unknown>;
  account_fx_rate: number | string | null;
  account_fx_currency: string | null;
  account_fx_buy_amount: number | string | null;
  audit_log_entries: unknown[];
  [field: string]: unknown;
}
