import type { Order, SavedCard } from '../../shared/api.js';
import type { DataFile } from '../data-file.js';
import type { OrderRecord } from '../demo-data.js';
import { ApiHttpError } from '../http/api-error.js';
import type { OrderFeed } from './order-feed.js';

/**
 * The orders in the data file, looked up by order number or purchase. Each order written to
 * disk is published on the feed, so the back office's open pages show it as it is.
 */
export class OrderBook {
  readonly #dataFile: DataFile;
  readonly #feed: OrderFeed;

  constructor(dataFile: DataFile, feed: OrderFeed) {
    this.#dataFile = dataFile;
    this.#feed = feed;
  }

  /** The order with this number, if there is one. */
  get(id: string): OrderRecord | undefined {
    const { orders } = this.#dataFile.data;
    // An own property only: `__proto__` or `constructor` in a URL is no order.
    return Object.hasOwn(orders, id) ? orders[id] : undefined;
  }

  /**
   * The order with this number.
   *
   * @throws {ApiHttpError} 404 when there is none.
   */
  require(id: string): OrderRecord {
    const record = this.get(id);
    if (!record) throw ApiHttpError.notFound(`There is no order ${id}.`);
    return record;
  }

  /** The order paid by this purchase, if there is one. */
  byPurchaseId(purchaseId: string): OrderRecord | undefined {
    return Object.values(this.#dataFile.data.orders).find(
      (record) => record.order.purchase.id === purchaseId,
    );
  }

  /** Whether the number is taken. */
  has(id: string): boolean {
    return this.get(id) !== undefined;
  }

  /** Every order, newest first. */
  list(): Order[] {
    // Stored oldest first: reversed, orders made in the same millisecond stay newest first.
    return Object.values(this.#dataFile.data.orders)
      .map((record) => record.order)
      .reverse()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** The newest order, if any. */
  newest(): OrderRecord | undefined {
    const [order] = this.list();
    return order ? this.get(order.id) : undefined;
  }

  /** The order whose purchase saved the card with this recurring token, while it is saved. */
  savedCardOrder(token: string): OrderRecord | undefined {
    return Object.values(this.#dataFile.data.orders).find(
      (record) =>
        record.order.purchase.id === token &&
        record.order.purchase.isRecurringToken &&
        record.savedCard,
    );
  }

  /** The saved cards, most recently saved first. */
  savedCards(): SavedCard[] {
    return Object.values(this.#dataFile.data.orders)
      .flatMap(({ order, savedCard }) =>
        order.purchase.isRecurringToken && savedCard
          ? [
              {
                token: order.purchase.id,
                orderId: order.id,
                email: order.email,
                label: savedCard.label,
                savedAt: savedCard.savedAt,
              },
            ]
          : [],
      )
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  }

  /** Stores a new order; resolves once it is on disk. */
  async add(record: OrderRecord): Promise<void> {
    this.#dataFile.data.orders[record.order.id] = record;
    await this.save(record);
  }

  /** Writes the changes made to this order; resolves once they are on disk. */
  async save(record: OrderRecord): Promise<void> {
    await this.#dataFile.save();
    this.#feed.publish(record.order);
  }
}
