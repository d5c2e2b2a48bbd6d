import {
  type CallbackEvent,
  type PurchaseMismatch,
  comparePurchaseWithOrder,
} from '@checkout-kit/server';
import type { Purchase } from '@checkout-kit/protocol';
import type { OrderEvent } from '../../shared/api.js';
import type { OrderRecord } from '../demo-data.js';
import type { Logger } from '../logger.js';
import { formatRinggit } from '../money.js';
import { fulfilOnce, fulfilmentMessage } from '../orders/fulfilment.js';
import type { OrderBook } from '../orders/order-book.js';
import { appendEvent, deliveryEvent } from '../orders/order-events.js';
import type { OrderService } from '../orders/order-service.js';
import { applyPurchase } from '../orders/purchase-snapshot.js';
import { currentArrival } from './arrival.js';

/** What handling a verified delivery needs. */
export interface PurchaseEventsOptions {
  book: OrderBook;
  orders: OrderService;
  logger: Logger;
  now?: () => Date;
}

/**
 * The `onEvent` of the callback handlers: for a verified delivery about a purchase, finds the
 * order (the success callback's `?order=`, a webhook's `reference`), checks the purchase against
 * it, keeps its status, fulfils the order once it is paid, and logs the delivery in the order.
 * A purchase that does not match its order is logged and never fulfils anything.
 */
export function handlePurchaseEvents(
  options: PurchaseEventsOptions,
): (event: CallbackEvent) => Promise<void> {
  const { book, orders, logger } = options;
  const now = options.now ?? (() => new Date());
  return async (event) => {
    const arrival = currentArrival();
    arrival.handled = true;
    const where = `/callbacks/${arrival.route}`;
    if (!event.purchase) {
      logger.info(
        `A verified ${event.type} delivery to ${where} is not about a purchase: nothing to do.`,
      );
      return;
    }
    const { purchase } = event;
    const orderId = arrival.route === 'success' ? arrival.orderParam : (purchase.reference ?? null);
    // A delivery may overtake the answer to the purchase's creation: wait until it is stored.
    if (orderId) await orders.whenCreated(orderId);
    const record = orderId === null ? undefined : book.get(orderId);
    if (!record) {
      // Not an order of this shop (another application of the same account, say): nothing a
      // retry would change, so it is acknowledged.
      logger.warn(
        `A verified ${event.type} delivery to ${where} about purchase ${purchase.id} names no order of this shop.`,
      );
      return;
    }
    const entry: Omit<OrderEvent, 'at' | 'message'> = {
      source: arrival.route === 'success' ? 'callback' : 'webhook',
      type: event.type,
      signature: 'verified',
      attempt: arrival.attempt,
      status: purchase.status,
    };
    const mismatches = comparePurchaseWithOrder(purchase, orders.merchantOrder(record));
    const at = now();
    if (mismatches.length > 0) {
      const message = `Does not match this order (${describeMismatches(mismatches)}): not fulfilled`;
      appendEvent(record, deliveryEvent({ ...entry, message }, at));
      await book.save();
      logger.warn(`Order ${record.order.id}: a ${event.type} delivery ${message.toLowerCase()}.`);
      return;
    }
    applyPurchase(record, purchase, at);
    const fulfilled = fulfilOnce(record, at);
    const said = describePurchase(record, purchase);
    const message = fulfilled ? `${said}. ${fulfilmentMessage(record)}` : said;
    appendEvent(record, deliveryEvent({ ...entry, message }, at));
    await book.save();
  };
}

function describeMismatches(mismatches: readonly PurchaseMismatch[]): string {
  return mismatches
    .map(
      ({ field, expected, actual }) =>
        `${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual) ?? 'nothing'}`,
    )
    .join('; ');
}

/** One line about the purchase a delivery carried. */
function describePurchase(record: OrderRecord, purchase: Purchase): string {
  const shown = record.order.purchase;
  const method = shown.paymentMethod ? ` with ${shown.paymentMethod}` : '';
  switch (purchase.status) {
    case 'created':
      return 'Purchase created';
    case 'paid':
      return `Paid ${formatRinggit(shown.capturedAmount)}${method}`;
    case 'hold':
      return `${formatRinggit(record.order.total)} held on the card${method}`;
    case 'preauthorized':
      return `Card verified${record.savedCard ? ` and saved (${record.savedCard.label})` : ''}`;
    case 'released':
      return 'Hold released';
    case 'cancelled':
      return 'Cancelled';
    case 'refunded':
      return `Refunded ${formatRinggit(shown.refundedAmount)} in all`;
    case 'error':
      return 'Payment failed';
    case 'blocked':
      return 'Payment blocked by fraud scoring';
    default:
      return `Purchase ${purchase.status}`;
  }
}
