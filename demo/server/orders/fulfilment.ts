import type { PurchaseStatus } from '@checkout-kit/protocol';
import type { OrderRecord } from '../demo-data.js';

/** Statuses of a purchase whose money is taken: the goods may go. */
const FULFILLABLE: ReadonlySet<PurchaseStatus> = new Set(['paid', 'cleared', 'settled']);

/**
 * Fulfils the order if its purchase is paid, as the newest verified snapshot left it (not as the
 * delivery at hand says: a late `purchase.paid` after a refund is stale), and the order has not
 * been fulfilled yet. Synchronous, so two deliveries handled at the same time cannot both pass
 * the check; kept in the data file, so a delivery after a restart cannot either.
 *
 * @returns whether the order was fulfilled now.
 */
export function fulfilOnce(record: OrderRecord, now: Date): boolean {
  const { order } = record;
  if (order.fulfilledAt !== null || !FULFILLABLE.has(order.purchase.status)) return false;
  order.fulfilledAt = now.toISOString();
  order.fulfilmentCount = 1;
  return true;
}

/** What fulfilment released, for the log: `Fulfilled: 3 items`. */
export function fulfilmentMessage(record: OrderRecord): string {
  const items = record.order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return `Fulfilled: ${items} ${items === 1 ? 'item' : 'items'}`;
}
