import type { Database } from 'lmdb';
import type { SandboxState, StoredPurchase } from '../core/state.js';
import type { PurchaseBook } from './purchase-book.js';
import { storedPurchaseAsLoaded } from '../purchases/reloaded.js';
import { hasScheduledWork } from '../purchases/scheduled-work.js';

/**
 * How many purchases used last stay in memory beyond those changed and not yet saved: a
 * purchase a checkout is working on is served without reading the file. 2,000 cost about
 * 3 MiB of heap.
 */
export const RECENT_PURCHASES_KEPT = 2_000;

/** The longest id looked up in the file: longer ones are no purchase's (and no key LMDB takes). */
const LONGEST_ID = 200;

/**
 * Purchases in the data file, with only the purchases in use in memory: the heap stays the same
 * however many purchases the file holds.
 *
 * - A purchase read from the file is rebuilt in the compact form of a new one.
 * - One object per purchase: a purchase still held anywhere (a request awaiting its body) is
 *   the one every later lookup gets, so no change is made to a copy.
 * - A purchase handed out is presumed changed (callers change purchases in place), and so is
 *   one marked with {@link changed}: each is put into the file with the next batch
 *   ({@link putChanges}), and kept in memory until that batch is on disk.
 * - Of the rest, the {@link RECENT_PURCHASES_KEPT} used last stay in memory.
 */
export class DataFilePurchaseBook implements PurchaseBook {
  /** The purchases used last, the oldest first. */
  readonly #recent = new Map<string, StoredPurchase>();
  /** Every purchase still in memory, kept or not, so that there is one object per id. */
  readonly #living = new Map<string, WeakRef<StoredPurchase>>();
  readonly #gone = new FinalizationRegistry<string>((id) => {
    if (this.#living.get(id)?.deref() === undefined) this.#living.delete(id);
  });
  /** Purchases changed since the last batch. */
  #changes = new Map<string, StoredPurchase>();
  #count: number;
  readonly #file: Database<StoredPurchase, string>;
  /** The ids of the purchases with scheduled work: a start reads those, not every purchase. */
  readonly #scheduled: Database<true, string>;
  readonly #shared: Pick<SandboxState, 'brandId' | 'companyId'>;
  readonly #onChange: () => void;
  readonly #recentKept: number;

  /**
   * @param scheduled the ids of the purchases with scheduled work.
   * @param shared the state whose ids purchases read back share (see `storedPurchaseAsLoaded`).
   * @param onChange called when a purchase is to be saved: the store arranges a batch.
   */
  constructor(
    file: Database<StoredPurchase, string>,
    scheduled: Database<true, string>,
    shared: Pick<SandboxState, 'brandId' | 'companyId'>,
    onChange: () => void,
    recentKept: number,
  ) {
    this.#file = file;
    this.#scheduled = scheduled;
    this.#shared = shared;
    this.#onChange = onChange;
    this.#recentKept = recentKept;
    this.#count = file.getCount();
  }

  get(id: unknown): StoredPurchase | undefined {
    if (typeof id !== 'string' || id === '' || id.length > LONGEST_ID) return undefined;
    const stored = this.#recent.get(id) ?? this.#living.get(id)?.deref() ?? this.#read(id);
    if (stored) this.#use(id, stored);
    return stored;
  }

  add(stored: StoredPurchase): void {
    const { id } = stored.purchase;
    this.#count++;
    this.#remember(id, stored);
    this.#use(id, stored);
  }

  changed(stored: StoredPurchase): void {
    this.#changes.set(stored.purchase.id, stored);
    this.#onChange();
  }

  get size(): number {
    return this.#count;
  }

  *all(): Iterable<StoredPurchase> {
    const unsaved = new Map(this.#changes);
    for (const stored of unsaved.values()) yield stored;
    // The others as read, neither rebuilt nor remembered: they are only read, and there may be
    // millions.
    for (const { key, value } of this.#file.getRange()) {
      if (!unsaved.has(key)) yield this.#living.get(key)?.deref() ?? value;
    }
  }

  *withScheduledWork(): Iterable<StoredPurchase> {
    const unsaved = new Map(this.#changes);
    for (const stored of unsaved.values()) if (hasScheduledWork(stored)) yield stored;
    for (const id of this.#scheduled.getKeys()) {
      if (unsaved.has(id)) continue;
      const stored = this.#living.get(id)?.deref() ?? this.#file.get(id);
      if (stored) yield stored;
    }
  }

  /** Whether changes wait for the next batch. */
  get hasChanges(): boolean {
    return this.#changes.size > 0;
  }

  /**
   * Puts every purchase changed since the last batch into the file (call it inside the store's
   * transaction: each value is encoded now, and changes made after go with the next batch).
   * Hand what it returns to {@link committed} or {@link notCommitted}.
   */
  putChanges(): Map<string, StoredPurchase> {
    const batch = this.#changes;
    this.#changes = new Map();
    for (const [id, stored] of batch) {
      this.#file.putSync(id, stored);
      if (hasScheduledWork(stored)) this.#scheduled.putSync(id, true);
      else this.#scheduled.removeSync(id);
    }
    return batch;
  }

  /** The batch is on disk: the purchases used longest ago may leave memory. */
  committed(): void {
    this.#forgetOldest();
  }

  /** The batch failed: its purchases stay changed, for the next try. */
  notCommitted(batch: Map<string, StoredPurchase>): void {
    for (const [id, stored] of batch) if (!this.#changes.has(id)) this.#changes.set(id, stored);
  }

  /** Marks a purchase as used last, and as possibly changed in place. */
  #use(id: string, stored: StoredPurchase): void {
    this.#recent.delete(id);
    this.#recent.set(id, stored);
    this.#changes.set(id, stored);
    this.#onChange();
  }

  #read(id: string): StoredPurchase | undefined {
    const value = this.#file.get(id);
    return value === undefined ? undefined : this.#loaded(id, value);
  }

  #loaded(id: string, value: unknown): StoredPurchase {
    const stored = storedPurchaseAsLoaded(value, id, this.#shared) as StoredPurchase;
    this.#remember(id, stored);
    return stored;
  }

  #remember(id: string, stored: StoredPurchase): void {
    this.#living.set(id, new WeakRef(stored));
    this.#gone.register(stored, id);
  }

  /** Lets the purchases used longest ago go, but never one whose changes are not saved. */
  #forgetOldest(): void {
    for (const id of this.#recent.keys()) {
      if (this.#recent.size <= this.#recentKept) return;
      if (!this.#changes.has(id)) this.#recent.delete(id);
    }
  }
}
