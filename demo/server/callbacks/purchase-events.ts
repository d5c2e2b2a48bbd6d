import {
  type CallbackEvent,
  type PurchaseMismatch,
  comparePurchaseWithOrder,
} from '@checkout-kit/server';
import type { Payment, Purchase } from '@checkout-kit/protocol';
import type { OrderEvent } from '../../shared/api.js';
import type { OrderRecord } from '../demo-data.js';
import type { Logger } from '../logger.js';
import { formatRinggit } from '../money.js';
import { fulfilOnce, fulfilmentMessage } from '../orders/fulfilment.js';
import type { OrderBook } from '../orders/order-book.js';
import { appendEvent, deliveryEvent } from '../orders/order-events.js';
import type { OrderService } from '../orders/order-service.js';
import { applyPurchase } from '../orders/purchase-snapshot.js';
import { applyRefundPayment } from '../orders/refund-payment.js';
import { type Arrival, currentArrival } from './arrival.js';

/** What handling a verified delivery needs. */
export interface PurchaseEventsOptions {
  book: OrderBook;
  orders: OrderService;
  logger: Logger;
  now?: () => Date;
}

/**
 * The `onEvent` of the callback handlers: for a verified delivery about a purchase (a Purchase,
 * or a Payment such as a refund, whose purchase is `related_to`), finds the order (the success
 * callback's `?order=`, else the reference, else the purchase id), checks the delivery against
 * it, keeps its status, fulfils the order once it is paid, and logs the delivery in the order.
 * A delivery that does not match its order is logged and never changes anything; one about
 * something else (a payout event, an unknown object) is acknowledged and logged.
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
    const name = event.type ?? 'unnamed';
    const { purchase, payment } = event;
    const subject = purchase ?? payment;
    if (!subject) {
      logger.info(
        `A verified ${name} delivery to ${where} is not about a purchase: nothing to do.`,
      );
      return;
    }
    const purchaseId = purchase ? purchase.id : payment?.related_to?.id;
    const reference = purchase ? purchase.reference : payment?.related_to?.reference;
    const record = await findOrder(arrival, reference, purchaseId);
    if (!record) {
      // Not an order of this shop (another application of the same account, say): nothing a
      // retry would change, so it is acknowledged.
      logger.warn(
        `A verified ${name} delivery to ${where} about purchase ${purchaseId ?? '(none named)'} names no order of this shop.`,
      );
      return;
    }
    const entry: Omit<OrderEvent, 'at' | 'message'> = {
      source: arrival.route === 'success' ? 'callback' : 'webhook',
      type: name,
      signature: 'verified',
      attempt: arrival.attempt,
      status: purchase ? purchase.status : null,
    };
    const mismatches = comparePurchaseWithOrder(subject, orders.merchantOrder(record));
    const at = now();
    if (mismatches.length > 0) {
      const message = `Does not match this order (${describeMismatches(mismatches)}): not fulfilled`;
      appendEvent(record, deliveryEvent({ ...entry, message }, at));
      await book.save(record);
      logger.warn(`Order ${record.order.id}: a ${name} delivery ${message.toLowerCase()}.`);
      return;
    }
    let message: string;
    if (purchase) {
      applyPurchase(record, purchase, at);
      const fulfilled = fulfilOnce(record, at);
      const said = describePurchase(record, purchase);
      message = fulfilled ? `${said}. ${fulfilmentMessage(record)}` : said;
    } else if (payment) {
      const isNew =
        payment.payment.payment_type === 'refund' && applyRefundPayment(record, payment);
      message = describePayment(record, payment, isNew);
    } else {
      return;
    }
    appendEvent(
      record,
      deliveryEvent(
        { ...entry, status: entry.status ?? record.order.purchase.status, message },
        at,
      ),
    );
    await book.save(record);
  };

  /** The order a delivery is about: by `?order=` or reference first, then by purchase id. */
  async function findOrder(
    arrival: Arrival,
    reference: string | null | undefined,
    purchaseId: string | undefined,
  ): Promise<OrderRecord | undefined> {
    const orderId = arrival.route === 'success' ? arrival.orderParam : reference || null;
    // A delivery may overtake the answer to the purchase's creation: wait until it is stored.
    if (orderId) await orders.whenCreated(orderId);
    const byNumber = orderId === null ? undefined : book.get(orderId);
    return byNumber ?? (purchaseId ? book.byPurchaseId(purchaseId) : undefined);
  }
}

/** One line about a payment a delivery carried. */
function describePayment(record: OrderRecord, payment: Payment, isNew: boolean): string {
  if (payment.payment.payment_type !== 'refund') {
    return `Payment ${payment.id} of ${formatRinggit(payment.payment.amount)} reported`;
  }
  const refunded = `Refunded ${formatRinggit(payment.payment.amount)}`;
  const total = `${formatRinggit(record.order.purchase.refundedAmount)} in all`;
  return isNew ? `${refunded} (${total})` : `${refunded}, already recorded (${total})`;
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
