import type { Payment } from '@checkout-kit/protocol';
import type { OrderRecord } from '../demo-data.js';

/**
 * Records a refund the gateway reported as a Payment (`payment.refunded`): the order's purchase
 * is then `refunded`, and its refunded amount at least the sum of its refunds. The payment's id
 * makes it count once however often it is delivered; a later purchase snapshot that does not
 * know the refund yet cannot undo it (see `applyPurchase`).
 *
 * @returns whether the refund was new to the order.
 */
export function applyRefundPayment(record: OrderRecord, payment: Payment): boolean {
  const refunds = (record.refunds ??= {});
  if (Object.hasOwn(refunds, payment.id)) return false;
  refunds[payment.id] = payment.payment.amount;
  const shown = record.order.purchase;
  shown.refundedAmount = Math.max(shown.refundedAmount, refundedInAll(record));
  shown.status = 'refunded';
  return true;
}

/** What the order's reported refunds add up to, in sen. */
export function refundedInAll(record: OrderRecord): number {
  return Object.values(record.refunds ?? {}).reduce((sum, amount) => sum + amount, 0);
}
