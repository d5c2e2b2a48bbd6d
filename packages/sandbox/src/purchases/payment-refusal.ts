import type { PurchaseStatus } from '@checkout-kit/protocol';
import { isPayablePurchaseStatus } from '@checkout-kit/protocol';
import type { StoredPurchase } from '../core/state.js';

/** Attempt types a payer makes (as opposed to captures, refunds and the like). */
const PAYER_ATTEMPTS: ReadonlySet<string> = new Set(['execute', 'authorize']);

/** Why a purchase can take no payment now, or `null` when the payer may pay. */
export type PaymentRefusal =
  { reason: 'status'; status: PurchaseStatus } | { reason: 'single_attempt_used' } | null;

/**
 * Whether the payer may attempt a payment: the status must be payable (see `isPayablePurchaseStatus`), and a
 * purchase with `purchase.single_attempt` takes no second attempt after a failed one.
 */
export function paymentRefusal(stored: StoredPurchase): PaymentRefusal {
  const { purchase } = stored;
  if (!isPayablePurchaseStatus(purchase.status))
    return { reason: 'status', status: purchase.status };
  if (
    purchase.purchase.single_attempt === true &&
    purchase.transaction_data.attempts.some((attempt) => PAYER_ATTEMPTS.has(attempt.type))
  ) {
    return { reason: 'single_attempt_used' };
  }
  return null;
}
