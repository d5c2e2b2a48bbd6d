import { randomBytes, randomUUID } from 'node:crypto';
import { isRecord } from '@checkout-kit/protocol';
import { DataFileLock } from './data-file-lock.js';
import { writeFileDurably } from './durable-write.js';
import { generateKeyPair } from './keys.js';
import { storedPurchaseAsLoaded } from './purchases/reloaded.js';
import { type EntryReviver, StateFileError, readStateFile, stateFileText } from './state-file.js';
import { MemoryPurchaseBook, type PurchaseBook } from './purchases/purchase-book.js';
import type { SandboxState } from './state.js';

/** A fresh sandbox: new ids, keys and credentials, nothing else. */
export function freshState(): SandboxState {
  return {
    version: 1,
    companyId: randomUUID(),
    brandId: randomUUID(),
    apiKey: `test_${randomBytes(24).toString('base64url')}`,
    companyKeys: generateKeyPair(),
    purchases: {},
    clients: {},
    recurringTokens: {},
    webhooks: {},
    deliveries: {},
    eventSequence: 0,
    purchaseSequence: 0,
    payout: {
      apiKey: `send_test_${randomBytes(18).toString('base64url')}`,
      apiSecret: randomBytes(32).toString('hex'),
      lastId: 0,
      accounts: [],
      bankAccounts: {},
      sendInstructions: {},
      sendLimits: {},
      webhooks: {},
    },
  };
}

/** Where the store reports faults it survives; default standard error. */
export type StoreReporter = (message: string) => void;

const reportToStderr: StoreReporter = (message) => process.stderr.write(`${message}\n`);

/** The first wait before writing again after a failed write, and the longest. */
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 5_000;

/**
 * After a write whose text took `t` of this thread's time to make, the next waits `t` times
 * this: writing the whole state takes at most a fifth of the thread, however large the state,
 * and the rest serves requests. (The disk's own time is not counted: it runs beside.)
 */
const PAUSE_PER_WRITE_TIME = 4;

/**
 * Holds the sandbox state in memory and, with a data file, keeps it on disk.
 *
 * Changes are written in batches off the request path: the first change after a write is
 * written on the next tick, or once the pause after the last write is over (see
 * {@link PAUSE_PER_WRITE_TIME}), together with every change made meanwhile. No request waits
 * for the disk, and a state of any size costs requests a bounded share of the time, never a
 * rewrite each. {@link SandboxStore.close} (and `flush`) writes what is left: nothing
 * acknowledged is lost on a clean stop. Each write is durable and atomic (see
 * {@link writeFileDurably}) and streamed in the data file's layout (see {@link stateFileText}),
 * so the process serves requests during it; a write that overlaps changes is followed by
 * another. A write that fails (disk full, permissions, the
 * path taken by a folder) never stops the sandbox: the fault is reported once, the state stays
 * in memory, and the store writes again with a growing pause until the fault clears, then saves
 * everything and reports that it did. While it runs, the store holds the data file's lock, so a
 * second sandbox on the same file refuses to start.
 */
export class SandboxStore {
  /** The next write, waiting for its tick or for the pause after the last write. */
  private scheduled: { cancel(): void } | undefined;
  /** When (`performance.now()`) the pause after the last write is over. */
  private pauseEnds = 0;
  /** A write is under way: changes meanwhile go into the batch after it. */
  private inWrite = false;
  /** Changes not yet on disk. */
  private dirty = false;
  /** The write under way, chained so that writes never overlap; it never rejects. */
  private writing: Promise<void> = Promise.resolve();
  /** The fault of the last write, until a write succeeds again. */
  private fault: Error | undefined;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  /** The purchases, by id. */
  readonly purchases: PurchaseBook;

  private constructor(
    readonly state: SandboxState,
    private readonly file: string | undefined,
    private readonly lock: DataFileLock | undefined,
    private readonly report: StoreReporter,
  ) {
    this.purchases = new MemoryPurchaseBook(state.purchases);
  }

  /**
   * Opens the data file, or starts fresh when there is none (or no file is given), and writes it
   * at once, so that a path it cannot write is known before the sandbox serves anything.
   *
   * @throws {DataFileInUseError} when another running sandbox holds the file's lock.
   */
  static async open(file?: string, report = reportToStderr): Promise<SandboxStore> {
    if (!file) return new SandboxStore(freshState(), undefined, undefined, report);
    const lock = await DataFileLock.acquire(file);
    try {
      let read: unknown;
      try {
        read = await readStateFile(file, purchasesAsLoaded);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const state = read === undefined ? freshState() : checkState(read, file);
      const store = new SandboxStore(state, file, lock, report);
      store.changed();
      try {
        await store.flush();
      } catch (error) {
        store.stopRetrying();
        throw error;
      }
      return store;
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  /** Marks the state as changed: it is written with the next batch. */
  changed(): void {
    if (!this.file) return;
    this.dirty = true;
    // A write under way schedules the next when it ends; while a fault lasts, the retry timer
    // writes everything at once.
    if (this.scheduled || this.retryTimer || this.inWrite) return;
    this.schedule();
  }

  /** Schedules the next batch: on the next tick, or once the pause after the last write ends. */
  private schedule(): void {
    const wait = this.pauseEnds - performance.now();
    const write = () => {
      this.scheduled = undefined;
      void this.save();
    };
    if (wait <= 0) {
      const immediate = setImmediate(write);
      this.scheduled = { cancel: () => clearImmediate(immediate) };
    } else {
      // A pending batch never keeps the process alive: close() or flush() writes it.
      const timer = setTimeout(write, wait).unref();
      this.scheduled = { cancel: () => clearTimeout(timer) };
    }
  }

  /**
   * Writes every change so far now, and waits until it is on disk.
   *
   * @throws the write's error when the data file cannot be written; the state stays in memory
   *   and the store keeps trying.
   */
  async flush(): Promise<void> {
    this.cancelScheduled();
    await this.save();
    if (this.fault) {
      throw new Error(
        `The sandbox could not save its state to ${this.file}: ${this.fault.message}`,
        { cause: this.fault },
      );
    }
  }

  /** Saves what is left, stops retrying and gives the data file's lock up. */
  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      this.cancelScheduled();
      this.stopRetrying();
      await this.lock?.release();
    }
  }

  private cancelScheduled(): void {
    this.scheduled?.cancel();
    this.scheduled = undefined;
  }

  private stopRetrying(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private save(): Promise<void> {
    this.writing = this.writing.then(() => this.writeIfDirty());
    return this.writing;
  }

  private async writeIfDirty(): Promise<void> {
    if (!this.file || !this.dirty) return;
    this.dirty = false;
    this.inWrite = true;
    const spent = { ms: 0 };
    try {
      await writeFileDurably(this.file, timed(stateFileText(this.state), spent));
    } catch (error) {
      this.dirty = true;
      this.failed(error as Error);
      return;
    } finally {
      this.inWrite = false;
    }
    this.pauseEnds = performance.now() + spent.ms * PAUSE_PER_WRITE_TIME;
    if (this.fault) {
      this.report(`checkout-sandbox: saved the state to ${this.file} again; nothing was lost.`);
      this.fault = undefined;
      this.retryMs = FIRST_RETRY_MS;
    }
    // Changes made while it was written go with the next batch.
    if (this.dirty && !this.scheduled) this.schedule();
  }

  private failed(error: Error): void {
    if (!this.fault) {
      this.report(
        `checkout-sandbox: cannot save the state to ${this.file} (${error.message}); ` +
          'it is kept in memory and saved as soon as the file can be written again.',
      );
    }
    this.fault = error;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.save();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
  }
}

/** The pieces as they come, adding the time each took to make to `spent.ms`. */
function* timed(pieces: Iterator<string>, spent: { ms: number }): Generator<string> {
  for (;;) {
    const started = performance.now();
    const next = pieces.next();
    spent.ms += performance.now() - started;
    if (next.done) return;
    yield next.value;
  }
}

function checkState(state: unknown, file: string): SandboxState {
  if ((state as Partial<SandboxState> | null)?.version !== 1) {
    throw new StateFileError(file, 'is not a version 1 sandbox state.');
  }
  const loaded = state as SandboxState;
  for (const name of ENTRY_COLLECTIONS) {
    (loaded as unknown as Record<string, unknown>)[name] = checkedEntries(loaded[name], name, file);
  }
  // Ids, not entries: a million purchases read back must not be copied into pairs.
  for (const id of Object.keys(loaded.purchases)) {
    if (!isRecord(loaded.purchases[id]?.purchase)) {
      throw new StateFileError(
        file,
        `holds purchases[${JSON.stringify(id)}], which is not a stored purchase: it must be an object with a "purchase" object.`,
      );
    }
  }
  // Files written before the counter existed number on from their purchases.
  loaded.purchaseSequence ??= Object.keys(loaded.purchases).length;
  loaded.eventSequence ??= eventSequenceAfter(loaded);
  // Payout objects written before the live shapes (string ids, cents) cannot be read as them:
  // the payout side starts afresh, keeping its credentials.
  if (typeof (loaded.payout as Partial<SandboxState['payout']>).lastId !== 'number') {
    const { apiKey, apiSecret } = loaded.payout;
    loaded.payout = { ...freshState().payout, apiKey, apiSecret };
  }
  const { payout } = loaded as unknown as { payout: Record<string, unknown> };
  for (const name of PAYOUT_ENTRY_COLLECTIONS) {
    payout[name] = checkedEntries(payout[name], `payout.${name}`, file);
  }
  return loaded;
}

/**
 * For files written with a count of events per object: a sequence after every event counted,
 * so that the deliveries still pending keep their order.
 */
function eventSequenceAfter(loaded: SandboxState): number {
  const legacy = loaded as SandboxState & { eventCounters?: Record<string, unknown> };
  const counts = Object.values(legacy.eventCounters ?? {}).filter(Number.isInteger) as number[];
  delete legacy.eventCounters;
  const sequences = Object.values(loaded.deliveries)
    .map((d) => d.eventSequence + 1)
    .filter(Number.isInteger);
  return Math.max(0, ...counts, ...sequences);
}

/** The state's collections of objects by id: each must be one, and each entry an object. */
const ENTRY_COLLECTIONS = [
  'purchases',
  'clients',
  'recurringTokens',
  'webhooks',
  'deliveries',
] as const;

/** The same, on the payout side. */
const PAYOUT_ENTRY_COLLECTIONS = [
  'bankAccounts',
  'sendInstructions',
  'sendLimits',
  'webhooks',
] as const;

/**
 * A collection of the data file, refused when the sandbox could not serve from it (a file
 * edited by hand), naming the file and the entry, before anything starts. One the file does
 * not hold at all is empty.
 */
function checkedEntries(collection: unknown, name: string, file: string): object {
  if (collection === undefined) return {};
  if (!isRecord(collection)) {
    throw new StateFileError(file, `holds ${name} that is not an object of entries by id.`);
  }
  for (const id of Object.keys(collection)) {
    if (!isRecord(collection[id])) {
      throw new StateFileError(
        file,
        `holds ${name}[${JSON.stringify(id)}], which is not an object.`,
      );
    }
  }
  return collection;
}

/**
 * Each purchase takes a new purchase's compact form as its line is read: rebuilt only once the
 * whole file was parsed, a file of 200,000 purchases peaked at three times the heap it ends up
 * holding.
 */
const purchasesAsLoaded: EntryReviver = (path, key, value, root) =>
  path === 'purchases' ? storedPurchaseAsLoaded(value, key, root) : value;
