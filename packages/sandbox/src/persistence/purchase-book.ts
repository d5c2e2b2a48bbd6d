import type { StoredPurchase } from '../core/state.js';
import { ownEntry } from '../core/own-entry.js';
import { hasScheduledWork } from '../purchases/scheduled-work.js';

/**
 * Where the sandbox keeps its purchases, by id: in memory, or in the data file with only the
 * purchases in use held in memory (see `DataFilePurchaseBook`).
 *
 * A purchase handed out may be changed in place: the book saves it with the next batch of
 * changes. One changed after a wait (a request that awaited its body) is saved once marked with
 * {@link PurchaseBook.changed} (`core.changed(stored)` does it). A task that runs later (a due
 * date, a slow action's completion) keeps the purchase's id and looks it up when it runs.
 */
export interface PurchaseBook {
  /**
   * The purchase with this id, or `undefined`. Ids come from URLs and bodies: `constructor` or
   * `__proto__` find nothing.
   */
  get(id: unknown): StoredPurchase | undefined;
  /** Keeps a new purchase under its `purchase.id`. */
  add(stored: StoredPurchase): void;
  /** Records that a purchase the book handed out was changed: it is saved with the next batch. */
  changed(stored: StoredPurchase): void;
  /** How many purchases the book holds. */
  readonly size: number;
  /**
   * Every purchase, each once (for looking into the state). Each is for reading only: change
   * one through {@link get}.
   */
  all(): Iterable<StoredPurchase>;
  /**
   * The purchases a start arms something for (see `hasScheduledWork`), each once: for reading
   * and scheduling only, like {@link all}.
   */
  withScheduledWork(): Iterable<StoredPurchase>;
}

/** Purchases in memory: the sandbox without a data file. */
export class MemoryPurchaseBook implements PurchaseBook {
  readonly #purchases: Record<string, StoredPurchase> = {};

  get(id: unknown): StoredPurchase | undefined {
    return ownEntry(this.#purchases, id);
  }

  add(stored: StoredPurchase): void {
    this.#purchases[stored.purchase.id] = stored;
  }

  changed(): void {
    // Nothing to do: the purchase in memory is the purchase.
  }

  get size(): number {
    return Object.keys(this.#purchases).length;
  }

  all(): Iterable<StoredPurchase> {
    return Object.values(this.#purchases);
  }

  withScheduledWork(): Iterable<StoredPurchase> {
    return Object.values(this.#purchases).filter(hasScheduledWork);
  }
}
