import type { Purchase } from './purchase.js';

/** Why the latest payment attempt of a purchase failed, as the gateway recorded it. */
export interface PaymentFailure {
  /**
   * The gateway's code, such as `general_transaction_error` (seen live) or the sandbox's
   * `insufficient_funds`. The set is open: read a code you do not know as a general decline.
   */
  code: string;
  /** The gateway's sentence for the merchant. Not written for payers: show them your own. */
  message: string;
  /** The attempt's method (`visa`, `fpx`, …); `''` when the gateway named none. */
  method: string;
}

/**
 * The failure of a purchase's latest payment attempt, or `null` when that attempt succeeded or
 * there is none. The gateway lists `transaction_data.attempts` newest first; an attempt of
 * another kind (a capture, a refund) that failed counts too. A code that is not a string reads
 * as `''`, so the answer is always safe to look up in a table of reasons.
 *
 * @example
 * ```ts
 * const failure = latestPaymentFailure(purchase);
 * if (failure?.code === 'insufficient_funds') showReason('Try another card or method.');
 * ```
 */
export function latestPaymentFailure(
  purchase: Pick<Purchase, 'transaction_data'>,
): PaymentFailure | null {
  const attempts = purchase.transaction_data?.attempts;
  const latest = Array.isArray(attempts) ? attempts[0] : undefined;
  if (!latest || latest.successful !== false) return null;
  const error = latest.error ?? {};
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    code: text(error.code),
    message: text(error.message),
    method: text(latest.payment_method),
  };
}
