import type { CheckoutClient } from '@checkout-kit/server';
import type { Purchase } from '@checkout-kit/protocol';
import type { Order } from '../../shared/api.js';
import { formatRinggit } from '../money.js';
import { gatewayFailure } from './gateway-failure.js';
import type { OrderBook } from './order-book.js';
import { appendEvent, merchantEvent } from './order-events.js';
import { applyPurchase } from './purchase-snapshot.js';

/** An action of the merchant on an order's purchase. */
type Action = 'capture' | 'release' | 'refund' | 'cancel';

/** What the actions work with. */
export interface OrderActionsOptions {
  book: OrderBook;
  client: CheckoutClient;
  /** Takes the API key out of a text, should a gateway message ever carry it. */
  redact: (text: string) => string;
  now?: () => Date;
}

/**
 * The operations a merchant needs on an order's purchase: capture or release a hold, refund a
 * payment (fully or partly), cancel an unpaid order. Each keeps the gateway's answer in the
 * order and adds an entry to its log; a refusal changes nothing.
 */
export class OrderActions {
  readonly #options: OrderActionsOptions;
  readonly #now: () => Date;

  constructor(options: OrderActionsOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  /** Captures a hold, all of it or `amount` (the rest is released). */
  capture(id: string, amount?: number): Promise<Order> {
    return this.#act(id, 'capture', (purchaseId) =>
      this.#options.client.capturePurchase(purchaseId, amount === undefined ? {} : { amount }),
    );
  }

  /** Releases a hold. */
  release(id: string): Promise<Order> {
    return this.#act(id, 'release', (purchaseId) =>
      this.#options.client.releasePurchase(purchaseId),
    );
  }

  /**
   * Refunds a paid order, all that is refundable or `amount`. The gateway answers the refund's
   * Payment; the purchase's new status (`refunded`, or `pending_refund`) is read after it. The
   * Payment itself is recorded when `payment.refunded` delivers it.
   */
  refund(id: string, amount?: number): Promise<Order> {
    const { client } = this.#options;
    return this.#act(id, 'refund', async (purchaseId) => {
      await client.refundPurchase(purchaseId, amount === undefined ? {} : { amount });
      return client.getPurchase(purchaseId);
    });
  }

  /**
   * Cancels an unpaid order: its purchase can no longer be paid. `why`, when the shop cancels
   * it on its own, goes in its log.
   */
  cancel(id: string, why?: string): Promise<Order> {
    return this.#act(
      id,
      'cancel',
      (purchaseId) => this.#options.client.cancelPurchase(purchaseId),
      why,
    );
  }

  /**
   * Runs an action on the order's purchase, and keeps its answer and an entry in the log
   * (saying `why`, if given).
   *
   * @throws {ApiHttpError} 404 for an unknown order; 409 `wrong_status`, 400 `validation_failed`
   * or 502 `gateway_error` when the gateway does not carry it out.
   */
  async #act(
    id: string,
    action: Action,
    call: (purchaseId: string) => Promise<Purchase>,
    why?: string,
  ): Promise<Order> {
    const { book, redact } = this.#options;
    const record = book.require(id);
    const before = { ...record.order.purchase };
    let purchase: Purchase;
    try {
      purchase = await call(record.order.purchase.id);
    } catch (error) {
      throw gatewayFailure(error, ACTION_NAMES[action], redact);
    }
    const now = this.#now();
    applyPurchase(record, purchase, now);
    const done = describeAction(action, before, record.order, purchase);
    const message = why ? `${done} (${why})` : done;
    appendEvent(record, merchantEvent(action, purchase.status, message, now));
    await book.save(record);
    return record.order;
  }
}

const ACTION_NAMES: Record<Action, string> = {
  capture: 'The capture',
  release: 'The release',
  refund: 'The refund',
  cancel: 'The cancellation',
};

/** One line for the log about an action the gateway carried out (or started, when slow). */
function describeAction(
  action: Action,
  before: Order['purchase'],
  order: Order,
  purchase: Purchase,
): string {
  const shown = order.purchase;
  if (purchase.status.startsWith('pending_')) {
    return `${ACTION_NAMES[action]} has started (${purchase.status}): the gateway completes it later`;
  }
  switch (action) {
    case 'capture': {
      const released = order.total - shown.capturedAmount;
      return `Captured ${formatRinggit(shown.capturedAmount)}${released > 0 ? `; ${formatRinggit(released)} released` : ''}`;
    }
    case 'release':
      return `Released the ${formatRinggit(order.total)} held`;
    case 'refund':
      return `Refunded ${formatRinggit(shown.refundedAmount - before.refundedAmount)}; ${formatRinggit(shown.capturedAmount - shown.refundedAmount)} still refundable`;
    case 'cancel':
      return 'Cancelled: the purchase can no longer be paid';
  }
}
