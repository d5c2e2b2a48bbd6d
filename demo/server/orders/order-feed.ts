import type { Order } from '../../shared/api.js';

/** Told of an order each time a change to it is on disk. */
export type OrderListener = (order: Order) => void;

/**
 * Who wants to hear of changed orders (the back office's open pages), and the telling. A
 * listener that throws is removed and reported to `onListenerError`: one broken page must not
 * stop the others, nor the write that changed the order.
 */
export class OrderFeed {
  readonly #listeners = new Set<OrderListener>();

  readonly #onListenerError: (error: unknown) => void;

  constructor(onListenerError: (error: unknown) => void) {
    this.#onListenerError = onListenerError;
  }

  /** Starts telling `listener`; returns what stops it. */
  subscribe(listener: OrderListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells every listener of the order as it is now. */
  publish(order: Order): void {
    for (const listener of this.#listeners) {
      try {
        listener(order);
      } catch (error) {
        this.#listeners.delete(listener);
        this.#onListenerError(error);
      }
    }
  }
}
