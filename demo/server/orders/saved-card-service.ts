import { type CheckoutClient, CheckoutError, CheckoutNetworkError } from '@checkout-kit/server';
import type { Purchase } from '@checkout-kit/protocol';
import type { ChargeSavedCardRequest, Order, SavedCard } from '../../shared/api.js';
import type { OrderRecord } from '../demo-data.js';
import { ApiHttpError } from '../http/api-error.js';
import type { Logger } from '../logger.js';
import { formatRinggit } from '../money.js';
import { gatewayFailure, gatewaySaid } from './gateway-failure.js';
import type { OrderBook } from './order-book.js';
import { appendEvent, merchantEvent } from './order-events.js';
import type { OrderService } from './order-service.js';
import { applyPurchase } from './purchase-snapshot.js';

/** What the saved-card service works with. */
export interface SavedCardServiceOptions {
  book: OrderBook;
  orders: OrderService;
  client: CheckoutClient;
  logger: Logger;
  redact: (text: string) => string;
  now?: () => Date;
}

/**
 * The cards payers saved (purchases that are recurring tokens): charging one again for a new
 * order without the payer, and removing one.
 */
export class SavedCardService {
  readonly #options: SavedCardServiceOptions;
  readonly #now: () => Date;

  constructor(options: SavedCardServiceOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  /** The saved cards, most recently saved first. */
  list(): SavedCard[] {
    return this.#options.book.savedCards();
  }

  /**
   * A new order for the token's payer, paid at once with the saved card. The order is made
   * (with its purchase) before the charge: when the charge fails, it stays, with the purchase's
   * status and what the gateway said.
   *
   * @throws {ApiHttpError} 404 for an unknown token; 402 `charge_failed` when the gateway
   * refuses the charge; 502 `gateway_error` when it cannot be reached.
   */
  async charge(token: string, request: ChargeSavedCardRequest): Promise<Order> {
    const { book, orders, client, redact } = this.#options;
    const tokenOrder = this.#requireCard(token);
    // Staff charge the card and read the order through the back office: the key is not needed.
    const { record } = await orders.create({
      lines: request.lines,
      email: tokenOrder.order.email,
      kind: 'payment',
      language: tokenOrder.order.language,
    });
    const label = tokenOrder.savedCard?.label ?? 'the saved card';
    let purchase: Purchase;
    try {
      purchase = await client.chargePurchase(record.order.purchase.id, token);
    } catch (error) {
      if (!(error instanceof CheckoutError)) throw error;
      const said = gatewaySaid(error, redact);
      const current = await this.#readPurchase(record.order);
      const now = this.#now();
      if (current) applyPurchase(record, current, now);
      const status = current?.status ?? null;
      appendEvent(
        record,
        merchantEvent('charge', status, `Charging ${label} failed: ${said}`, now),
      );
      await book.save(record);
      if (error instanceof CheckoutNetworkError) throw gatewayFailure(error, 'The charge', redact);
      throw new ApiHttpError(402, 'charge_failed', `Charging ${label} failed: ${said}`);
    }
    const now = this.#now();
    applyPurchase(record, purchase, now);
    const message = purchase.status.startsWith('pending_')
      ? `Charge of ${label} started (${purchase.status}): the gateway completes it later`
      : `Charged ${formatRinggit(record.order.total)} to ${label}`;
    appendEvent(record, merchantEvent('charge', purchase.status, message, now));
    await book.save(record);
    return record.order;
  }

  /**
   * Revokes a saved card at the gateway; it can no longer be charged.
   *
   * @throws {ApiHttpError} 404 for an unknown token; as {@link gatewayFailure} when the gateway
   * does not revoke it.
   */
  async remove(token: string): Promise<void> {
    const { book, client, redact } = this.#options;
    const record = this.#requireCard(token);
    let purchase: Purchase;
    try {
      purchase = await client.deleteRecurringToken(token);
    } catch (error) {
      throw gatewayFailure(error, 'Removing the saved card', redact);
    }
    const now = this.#now();
    applyPurchase(record, purchase, now);
    const label = record.savedCard?.label ?? 'card';
    const message = purchase.is_recurring_token
      ? `Removing the saved ${label} has started: the gateway completes it later`
      : `Saved ${label} removed: it can no longer be charged`;
    appendEvent(record, merchantEvent('delete_recurring_token', purchase.status, message, now));
    await book.save(record);
  }

  #requireCard(token: string): OrderRecord {
    const record = this.#options.book.savedCardOrder(token);
    if (!record) throw ApiHttpError.notFound(`There is no saved card with the token ${token}.`);
    return record;
  }

  /** The purchase as the gateway has it now, or `null` when it cannot be read. */
  async #readPurchase(order: Order): Promise<Purchase | null> {
    try {
      return await this.#options.client.getPurchase(order.purchase.id);
    } catch (error) {
      if (!(error instanceof CheckoutError)) throw error;
      this.#options.logger.warn(
        `Order ${order.id}: reading its purchase after a failed charge failed. ${error.message}`,
      );
      return null;
    }
  }
}
