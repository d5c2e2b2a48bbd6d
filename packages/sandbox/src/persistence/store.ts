import { DataFileLock } from './data-file-lock.js';
import {
  type DataFileDatabase,
  STATE_KEY,
  isDatabaseFile,
  openDatabase,
} from './data-file-database.js';
import { convertJsonDataFile } from './json-data-file.js';
import { DataFilePurchaseBook, RECENT_PURCHASES_KEPT } from './data-file-purchase-book.js';
import { MemoryPurchaseBook, type PurchaseBook } from './purchase-book.js';
import { checkState, freshState } from './state-check.js';
import type { SandboxState, StoredPurchase } from '../core/state.js';

/**
 * When a change is on disk: `batched` (the default) saves changes in batches off the request
 * path, at most {@link SHORTEST_GAP_MS} apart under load; `commit` has every answer wait until
 * every change made before it is committed and flushed to disk (see
 * {@link SandboxStore.whenSaved}).
 */
export type Durability = 'batched' | 'commit';

/** Where the store reports faults it survives; default standard error. */
export type StoreReporter = (message: string) => void;

const reportToStderr: StoreReporter = (message) => process.stderr.write(`${message}\n`);

/** The first wait before writing again after a failed write, and the longest. */
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

/**
 * After a batch whose state (all but the purchases) took `t` of this thread's time to save, the
 * next waits `t` times this: saving a state of any size (a long delivery log, many clients)
 * takes at most a fifth of the thread, and the rest serves requests.
 */
const PAUSE_PER_WRITE_TIME = 4;

/**
 * The shortest time between two batches under load (at rest, a change goes with the next tick).
 * Each commit copies the pages it touches and flushes them to disk, and purchases' ids fall all
 * over the file, so a batch of a few purchases writes far more than they hold: batches further
 * apart write less to disk per purchase and take more purchases a second (the figures: the
 * README's "Benchmark", `bench --soak`). The price is what a crash (not a stop: `close` saves
 * everything) may lose: a quarter of a second of changes under load. With durability `commit`
 * there is no gap: every answer waits for its batch, so batches follow each other as fast as the
 * disk flushes them.
 */
const SHORTEST_GAP_MS = 250;

/**
 * Holds the sandbox state in memory and, with a data file, keeps it on disk.
 *
 * With a data file (see `data-file-database.ts`), the purchases live in the file and only those
 * in use in memory ({@link DataFilePurchaseBook}); the rest of the state is in memory and saved
 * as one entry. Changes are saved in batches off the request path: the first change after a
 * batch goes on the next tick, or once the pause after the last batch is over (see
 * {@link SHORTEST_GAP_MS} and {@link PAUSE_PER_WRITE_TIME}), together with every change made
 * meanwhile; a batch holds the state and the purchases changed, never the others. No request
 * waits for the disk, unless the sandbox answers through {@link SandboxStore.whenSaved}
 * (durability `commit`). {@link SandboxStore.close} (and `flush`) saves what is left: nothing
 * acknowledged is lost on a clean stop. Each batch is one transaction, committed atomically,
 * then flushed to disk. A batch that fails (disk full) never stops the sandbox: the fault is reported once,
 * the changes stay in memory, and the store tries again with a growing pause until the fault
 * clears, then saves everything and reports that it did. While it runs, the store holds the
 * data file's lock, so a second sandbox on the same file refuses to start.
 */
export class SandboxStore {
  /** The next write, waiting for its tick or for the pause after the last write. */
  #scheduled: { cancel(): void } | undefined;
  /** When (`performance.now()`) the pause after the last batch is over. */
  #pauseEnds = 0;
  /** The state (all but the purchases) changed since the last batch. */
  #dirty = false;
  /** The write under way, chained so that writes never overlap; it never rejects. */
  #writing: Promise<void> = Promise.resolve();
  /** The fault of the last write, until a write succeeds again. */
  #fault: Error | undefined;
  #retryMs = FIRST_RETRY_MS;
  #retryTimer: NodeJS.Timeout | undefined;
  /** Resolved once a batch begun after they came is committed and flushed (`whenSaved`). */
  #waiting: (() => void)[] = [];
  /** The purchases, by id. */
  readonly purchases: PurchaseBook;
  /** The same, when they are kept in the data file. */
  readonly #filed: DataFilePurchaseBook | undefined;
  readonly #file: string | undefined;
  readonly #database: DataFileDatabase | undefined;
  readonly #lock: DataFileLock | undefined;
  readonly #report: StoreReporter;

  private constructor(
    readonly state: SandboxState,
    file: string | undefined,
    database: DataFileDatabase | undefined,
    lock: DataFileLock | undefined,
    report: StoreReporter,
    recentPurchasesKept: number,
    readonly durability: Durability,
  ) {
    this.#file = file;
    this.#database = database;
    this.#lock = lock;
    this.#report = report;
    if (database) {
      this.#filed = new DataFilePurchaseBook(
        database.purchases,
        database.scheduled,
        state,
        () => this.#schedulePurchases(),
        recentPurchasesKept,
      );
      this.purchases = this.#filed;
    } else {
      this.purchases = new MemoryPurchaseBook();
    }
  }

  /**
   * Opens the data file (converting one an earlier version wrote as JSON, see
   * `convertJsonDataFile`), or starts fresh when there is none (or no file is given), and saves
   * the state at once, so that a path it cannot write is known before the sandbox serves
   * anything.
   *
   * @param recentPurchasesKept how many purchases used last stay in memory beside those in use
   *   (see {@link DataFilePurchaseBook}).
   * @param durability when a change is on disk (see {@link Durability}).
   * @throws {DataFileInUseError} when another running sandbox holds the file's lock.
   * @throws {StateFileError} when the file holds nothing the sandbox can serve from.
   */
  static async open(
    file?: string,
    report = reportToStderr,
    recentPurchasesKept = RECENT_PURCHASES_KEPT,
    durability: Durability = 'batched',
  ): Promise<SandboxStore> {
    if (!file) {
      return new SandboxStore(freshState(), undefined, undefined, undefined, report, 0, durability);
    }
    const lock = await DataFileLock.acquire(file);
    let database: DataFileDatabase | undefined;
    try {
      if ((await isDatabaseFile(file)) === false) await convertJsonDataFile(file);
      database = await openDatabase(file);
      const saved = database.root.get(STATE_KEY);
      const state =
        saved === undefined ? freshState() : checkState(saved, file, database.purchases.getCount());
      const store = new SandboxStore(
        state,
        file,
        database,
        lock,
        report,
        recentPurchasesKept,
        durability,
      );
      store.changed();
      try {
        await store.flush();
      } catch (error) {
        store.#stopRetrying();
        throw error;
      }
      return store;
    } catch (error) {
      await database?.root.close();
      await lock.release();
      throw error;
    }
  }

  /** Marks the state as changed: it is saved with the next batch. */
  changed(): void {
    if (!this.#database) return;
    this.#dirty = true;
    this.#schedulePurchases();
  }

  /** Whether changes wait for a batch (always false without a data file). */
  get unsaved(): boolean {
    return this.#dirty || (this.#filed?.hasChanges ?? false);
  }

  /**
   * Resolves once every change made so far is committed and flushed to disk: at once when none
   * waits. While the data file cannot be written, it waits until the store has saved them.
   */
  whenSaved(): Promise<void> {
    if (!this.unsaved) return Promise.resolve();
    this.#schedulePurchases();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Arranges a batch for purchases changed (or handed out) without a change of the state. */
  #schedulePurchases(): void {
    // While a fault lasts, the retry timer saves everything at once.
    if (this.#scheduled || this.#retryTimer) return;
    this.#schedule();
  }

  /** Schedules the next batch: on the next tick, or once the pause after the last write ends. */
  #schedule(): void {
    const wait = this.#pauseEnds - performance.now();
    const write = () => {
      this.#scheduled = undefined;
      void this.#save();
    };
    if (wait <= 0) {
      const immediate = setImmediate(write);
      this.#scheduled = { cancel: () => clearImmediate(immediate) };
    } else {
      // A pending batch never keeps the process alive: close() or flush() writes it.
      const timer = setTimeout(write, wait).unref();
      this.#scheduled = { cancel: () => clearTimeout(timer) };
    }
  }

  /**
   * Writes every change so far now, and waits until it is on disk.
   *
   * @throws the write's error when the data file cannot be written; the state stays in memory
   *   and the store keeps trying.
   */
  async flush(): Promise<void> {
    this.#cancelScheduled();
    await this.#save();
    if (this.#fault) {
      throw new Error(
        `The sandbox could not save its state to ${this.#file}: ${this.#fault.message}`,
        { cause: this.#fault },
      );
    }
  }

  /** Saves what is left, stops retrying, closes the data file and gives its lock up. */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      this.#cancelScheduled();
      this.#stopRetrying();
      await this.#database?.root.close();
      await this.#lock?.release();
    }
  }

  #cancelScheduled(): void {
    this.#scheduled?.cancel();
    this.#scheduled = undefined;
  }

  #stopRetrying(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
  }

  #save(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#writeIfDirty());
    return this.#writing;
  }

  async #writeIfDirty(): Promise<void> {
    const database = this.#database;
    const filed = this.#filed;
    if (!database || !filed) return;
    const waiting = this.#waiting.splice(0);
    if (this.unsaved && !this.#commitBatch(database, filed)) {
      this.#waiting.unshift(...waiting);
      return;
    }
    if (waiting.length === 0) return;
    // LMDB commits first and flushes to disk after (`overlappingSync`): what was committed
    // survives the process (`kill -9`); what was flushed survives the machine (power loss).
    try {
      await database.root.flushed;
    } catch (error) {
      this.#waiting.unshift(...waiting);
      this.#failed(error as Error);
      return;
    }
    for (const resolve of waiting) resolve();
  }

  /** Commits the changes as one batch; false (and the fault reported) when it fails. */
  #commitBatch(database: DataFileDatabase, filed: DataFilePurchaseBook): boolean {
    const stateChanged = this.#dirty;
    this.#dirty = false;
    let batch: Map<string, StoredPurchase> | undefined;
    let stateMs = 0;
    try {
      // One transaction, committed before it returns (the flush to disk follows): the
      // purchases changed and the state. (LMDB's asynchronous commits left a second failed
      // commit unsettled; a synchronous one throws each time.)
      database.root.transactionSync(() => {
        batch = filed.putChanges();
        if (stateChanged) {
          const started = performance.now();
          database.root.putSync(STATE_KEY, this.state);
          stateMs = performance.now() - started;
        }
      });
      filed.committed();
    } catch (error) {
      this.#dirty ||= stateChanged;
      if (batch) filed.notCommitted(batch);
      this.#failed(error as Error);
      return false;
    } finally {
      // Only the state's part is paced by its cost: the purchases' part follows the requests
      // that changed them, and a longer wait would only pile them up in memory.
      const gap = this.durability === 'commit' ? 0 : SHORTEST_GAP_MS;
      this.#pauseEnds = performance.now() + Math.max(stateMs * PAUSE_PER_WRITE_TIME, gap);
    }
    if (this.#fault) {
      this.#report(`checkout-sandbox: saved the state to ${this.#file} again; nothing was lost.`);
      this.#fault = undefined;
      this.#retryMs = FIRST_RETRY_MS;
    }
    return true;
  }

  #failed(error: Error): void {
    if (!this.#fault) {
      this.#report(
        `checkout-sandbox: cannot save the state to ${this.#file} (${error.message}); ` +
          'it is kept in memory and saved as soon as the file can be written again.',
      );
    }
    this.#fault = error;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#save();
    }, this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, LONGEST_RETRY_MS);
  }
}
