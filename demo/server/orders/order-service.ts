import {
  type CheckoutClient,
  CheckoutError,
  type MerchantOrder,
  comparePurchaseWithOrder,
} from '@checkout-kit/server';
import { type Purchase, purchaseTotal } from '@checkout-kit/protocol';
import type { CartLine, CreateOrderRequest, Order, OrderLine } from '../../shared/api.js';
import { findProduct } from '../catalogue.js';
import type { OrderRecord } from '../demo-data.js';
import { ApiHttpError } from '../http/api-error.js';
import type { Logger } from '../logger.js';
import { formatRinggit } from '../money.js';
import { fulfilOnce, fulfilmentMessage } from './fulfilment.js';
import { gatewayFailure } from './gateway-failure.js';
import type { OrderBook } from './order-book.js';
import { appendEvent, merchantEvent } from './order-events.js';
import { newOrderId } from './order-id.js';
import { newOrderKey } from './order-keys.js';
import { purchaseRequest } from './purchase-request.js';
import { applyPurchase, shownPurchase } from './purchase-snapshot.js';

/** What the order service works with. */
export interface OrderServiceOptions {
  book: OrderBook;
  client: CheckoutClient;
  /** The brand every purchase of the shop belongs to. */
  brandId: string;
  /** The site's origin, read when an order is made: the site may start after this server. */
  siteUrl: () => string;
  /** Where the gateway reaches this server's callbacks; `null` when it cannot. */
  callbackBaseUrl: string | null;
  logger: Logger;
  /** Takes the API key out of a text, should a gateway message ever carry it. */
  redact: (text: string) => string;
  now?: () => Date;
}

/** A new order, and its key: the payer's proof, given this once (only its digest is kept). */
export interface CreatedOrderRecord {
  record: OrderRecord;
  key: string;
}

/**
 * The merchant's orders: made from a cart with prices from the catalogue, each paid by one
 * purchase of the gateway, and read again from it.
 */
export class OrderService {
  /** Orders whose purchase is being created, so a delivery about one can wait for it. */
  readonly #creating = new Map<string, Promise<unknown>>();
  readonly #options: OrderServiceOptions;
  readonly #now: () => Date;

  constructor(options: OrderServiceOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  /** Whether deliveries can reach this server; without them, reads of the purchase fulfil. */
  get callbacksReachable(): boolean {
    return this.#options.callbackBaseUrl !== null;
  }

  /**
   * Makes an order and its purchase. The order is stored only once the purchase exists; when
   * the gateway refuses or cannot be reached, nothing is stored. The order gets a new random
   * key, which the purchase's redirects carry back to the payer.
   *
   * @throws {ApiHttpError} 502 `gateway_error` with the gateway's message.
   */
  async create(request: CreateOrderRequest): Promise<CreatedOrderRecord> {
    const { book } = this.#options;
    const id = newOrderId((candidate) => book.has(candidate) || this.#creating.has(candidate));
    const creation = this.#createWithPurchase(id, request);
    // Waiting deliveries only need to know that it ended; the caller gets its error.
    this.#creating.set(
      id,
      creation.catch(() => undefined),
    );
    try {
      return await creation;
    } finally {
      this.#creating.delete(id);
    }
  }

  /** Resolves once the order's purchase creation (if one is under way) has ended. */
  async whenCreated(id: string): Promise<void> {
    await this.#creating.get(id);
  }

  async #createWithPurchase(id: string, request: CreateOrderRequest): Promise<CreatedOrderRecord> {
    const { client, book, redact } = this.#options;
    const kind = request.kind ?? 'payment';
    const lines = priceLines(request.lines);
    const { key, digest } = newOrderKey();
    const body = purchaseRequest(
      {
        orderId: id,
        orderKey: key,
        kind,
        lines,
        email: request.email,
        language: request.language ?? 'en',
      },
      { siteUrl: this.#options.siteUrl(), callbackBaseUrl: this.#options.callbackBaseUrl },
    );
    const total = purchaseTotal(body.purchase);
    let purchase: Purchase;
    try {
      purchase = await client.createPurchase(body);
    } catch (error) {
      throw gatewayFailure(error, 'Creating the purchase', redact);
    }
    if (purchase.purchase.total !== total) {
      // Every delivery would then disagree with the order: better no order than one never fulfilled.
      const cancelled = await this.#cancelUnstored(purchase.id, id);
      throw new ApiHttpError(
        502,
        'gateway_error',
        `The gateway priced the purchase at ${formatRinggit(purchase.purchase.total)}, the catalogue at ${formatRinggit(total)}: the purchase ${cancelled ? 'was cancelled' : 'could not be cancelled (see the log)'}.`,
      );
    }
    const now = this.#now();
    const order: Order = {
      id,
      createdAt: now.toISOString(),
      kind,
      lines,
      total,
      currency: 'MYR',
      email: request.email,
      language: request.language ?? 'en',
      purchase: shownPurchase(purchase),
      fulfilledAt: null,
      fulfilmentCount: 0,
      events: [],
    };
    const record: OrderRecord = {
      order,
      isTest: purchase.is_test === true,
      seen: { historyLength: 0, updatedOn: 0 },
      savedCard: null,
      keyDigest: digest,
    };
    applyPurchase(record, purchase, now);
    const inPlaceOf = request.replaces ? `, in place of order ${request.replaces}` : '';
    appendEvent(
      record,
      merchantEvent(
        'create',
        purchase.status,
        `Purchase created for ${formatRinggit(total)}${inPlaceOf}`,
        now,
      ),
    );
    await book.add(record);
    return { record, key };
  }

  /** Cancels the purchase of an order that is not stored; `false` (and a log entry) if it cannot. */
  async #cancelUnstored(purchaseId: string, orderId: string): Promise<boolean> {
    try {
      await this.#options.client.cancelPurchase(purchaseId);
      return true;
    } catch (error) {
      this.#options.logger.error(
        `Purchase ${purchaseId} (for order ${orderId}, not stored) could not be cancelled.`,
        error,
      );
      return false;
    }
  }

  /**
   * The order with its purchase read again from the gateway (status, method, amounts, saved
   * card). When the gateway cannot be read, the stored order. Without callbacks, a read that
   * finds the purchase paid fulfils the order.
   */
  async refresh(id: string): Promise<Order> {
    const { book, client, logger } = this.#options;
    const record = book.require(id);
    let purchase: Purchase;
    try {
      purchase = await client.getPurchase(record.order.purchase.id);
    } catch (error) {
      if (!(error instanceof CheckoutError)) throw error;
      logger.warn(
        `Order ${id}: reading its purchase failed, answering what is stored. ${error.message}`,
      );
      return record.order;
    }
    const before = JSON.stringify(record);
    const statusBefore = record.order.purchase.status;
    const now = this.#now();
    applyPurchase(record, purchase, now);
    const fulfilled =
      !this.callbacksReachable && this.matches(record, purchase) && fulfilOnce(record, now);
    if (fulfilled || record.order.purchase.status !== statusBefore) {
      const message = `Read from the gateway: ${purchase.status}${fulfilled ? `. ${fulfilmentMessage(record)}` : ''}`;
      appendEvent(record, merchantEvent('read', purchase.status, message, now));
    }
    if (JSON.stringify(record) !== before) await book.save(record);
    return record.order;
  }

  /** Whether a purchase read or delivered agrees with the order (id, reference, total, brand, test mode). */
  matches(record: OrderRecord, purchase: Purchase): boolean {
    return comparePurchaseWithOrder(purchase, this.merchantOrder(record)).length === 0;
  }

  /** The order as `comparePurchaseWithOrder` checks purchases against it. */
  merchantOrder(record: OrderRecord): MerchantOrder {
    return {
      id: record.order.purchase.id,
      reference: record.reference ?? record.order.id,
      total: record.order.total,
      currency: record.order.currency,
      brandId: this.#options.brandId,
      isTest: record.isTest,
    };
  }
}

/** The order's lines, priced from the catalogue (the request has been validated against it). */
function priceLines(lines: readonly CartLine[]): OrderLine[] {
  return lines.map(({ sku, quantity }) => {
    const product = findProduct(sku);
    if (!product)
      throw new Error(`The validated cart holds ${sku}, which is not in the catalogue.`);
    return { sku, name: product.name, quantity, price: product.price };
  });
}
