/**
 * The merchant's operations on an order, and which of them its payment allows now. The server
 * (and the gateway behind it) has the last word: a refused operation shows its error.
 */
import type { Order } from '../../../shared/api.js';
import { isPayable } from '../ui/status.js';

export type Operation = 'capture' | 'release' | 'refund' | 'cancel';

/** What is left to refund: captured so far, less what was refunded. */
export const refundable = (order: Order): number =>
  Math.max(0, order.purchase.capturedAmount - order.purchase.refundedAmount);

/** The operations valid for the order's status, in the order the page shows them. */
export function operationsFor(order: Order): Operation[] {
  const status = order.purchase.status;
  if (status === 'hold') return ['capture', 'release'];
  // The gateway refunds from `paid` only, once: a partly refunded purchase is `refunded`.
  if (status === 'paid' && refundable(order) > 0) return ['refund'];
  if (isPayable(status)) return ['cancel'];
  return [];
}

/**
 * What the gateway gave back of a hold: the rest of it after a partial capture, all of it after
 * a release; 0 otherwise.
 */
export function releasedAmount(order: Order): number {
  if (order.kind !== 'hold') return 0;
  if (order.purchase.status === 'released') return order.total;
  const captured = order.purchase.capturedAmount;
  return captured > 0 && captured < order.total ? order.total - captured : 0;
}
