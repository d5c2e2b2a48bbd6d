import { PURCHASE_STATUSES, type PurchaseStatus } from '@checkout-kit/protocol';
import type { OrderEvent } from '../../shared/api.js';
import type { Logger } from '../logger.js';
import type { OrderBook } from '../orders/order-book.js';
import { appendEvent, deliveryEvent } from '../orders/order-events.js';
import type { Arrival } from './arrival.js';

/**
 * Records the arrivals the callback handler answered without handing them to `onEvent`:
 * duplicates in the order's log, refused ones (bad or missing signature) in the server's log
 * only. Handled deliveries are recorded by `onEvent` itself.
 */
export class DeliveryJournal {
  readonly #book: OrderBook;
  readonly #logger: Logger;
  readonly #now: () => Date;

  constructor(book: OrderBook, logger: Logger, now: () => Date = () => new Date()) {
    this.#book = book;
    this.#logger = logger;
    this.#now = now;
  }

  /** Records an arrival answered `status` without being handled. */
  async unhandled(arrival: Arrival, raw: Uint8Array, status: number): Promise<void> {
    const outcome = outcomeOf(status);
    const route = `/callbacks/${arrival.route}`;
    if (!outcome) {
      // 5xx: the reason went to the handler's onError; the gateway retries.
      this.#logger.warn(
        `A delivery to ${route} (attempt ${arrival.attempt}) was answered ${status}.`,
      );
      return;
    }
    if (outcome.signature === 'rejected') {
      // Anyone can post here: a refusal goes to the server's log, never into the shop's data,
      // which forged requests could otherwise grow or fill with entries of their choosing.
      this.#logger.warn(
        `A delivery to ${route} (attempt ${arrival.attempt}) was refused with ${status}: ${outcome.message}.`,
      );
      return;
    }
    const payload = parseObject(raw);
    // A duplicate was verified: its reference is the gateway's.
    const orderId = typeof payload?.reference === 'string' ? payload.reference : null;
    const record = orderId === null ? undefined : this.#book.get(orderId);
    if (!record) {
      this.#logger.warn(
        `A delivery to ${route} (attempt ${arrival.attempt}) was answered ${status} (${outcome.signature}) and names no order of this shop.`,
      );
      return;
    }
    const event: Pick<
      OrderEvent,
      'source' | 'type' | 'signature' | 'attempt' | 'status' | 'message'
    > = {
      source: arrival.route === 'success' ? 'callback' : 'webhook',
      type: eventType(payload?.event_type),
      signature: outcome.signature,
      attempt: arrival.attempt,
      status: knownStatus(payload?.status),
      message: outcome.message,
    };
    appendEvent(record, deliveryEvent(event, this.#now()));
    await this.#book.save(record);
  }
}

/** How an unhandled answer is logged; `null` for answers that are no verdict on the delivery. */
function outcomeOf(
  status: number,
): { signature: 'rejected' | 'duplicate'; message: string } | null {
  if (status === 200) {
    return {
      signature: 'duplicate',
      message: 'Arrived again: already handled, acknowledged without handling it again',
    };
  }
  if (status === 409) {
    return {
      signature: 'duplicate',
      message: 'Arrived while the same delivery was being handled: asked to retry later',
    };
  }
  if (status === 401) {
    return {
      signature: 'rejected',
      message: 'Signature does not verify: refused, nothing changed',
    };
  }
  if (status >= 400 && status < 500) {
    return {
      signature: 'rejected',
      message: `Not a signed delivery (answered ${status}): refused, nothing changed`,
    };
  }
  return null;
}

/** The body as a JSON object, or `null`: a refused body may be anything. */
function parseObject(raw: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(raw));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    // Not JSON: the entry says so by having no event type.
    return null;
  }
}

/** An event name fit for the log: a short name of letters, digits, dots and underscores. */
function eventType(value: unknown): string {
  return typeof value === 'string' && /^[\w.]{1,64}$/.test(value) ? value : 'unknown';
}

function knownStatus(value: unknown): PurchaseStatus | null {
  return (PURCHASE_STATUSES as readonly unknown[]).includes(value)
    ? (value as PurchaseStatus)
    : null;
}
