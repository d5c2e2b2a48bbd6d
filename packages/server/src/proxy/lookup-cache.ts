/** A cached value and the time (ms, on the cache's clock) it stops being served. */
export interface CacheEntry<V> {
  value: V;
  expiresAt: number;
}

/** How a {@link CoalescingCache} keeps values. */
export interface CoalescingCacheOptions {
  /** How long a value is served, in ms; 0 keeps nothing (in-flight loads are still shared). */
  ttlMs: number;
  /** How many values are kept at most; the least recently used goes first. */
  maxEntries: number;
  /** The clock, in ms. Default `Date.now`. */
  now?: () => number;
}

/**
 * A least-recently-used cache with a time to live, whose loads are coalesced: while the value
 * of a key is being loaded, every other caller asking for that key waits for the same load
 * instead of starting its own. A load that fails is not kept, and each of its waiters gets its
 * error; the next call tries again.
 */
export class CoalescingCache<V> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Insertion order is recency order: a hit moves its key to the end. */
  readonly #entries = new Map<string, CacheEntry<V>>();
  readonly #loading = new Map<string, Promise<CacheEntry<V>>>();
  /**
   * The key used last, already at the end. Moving it again would change no order, and a Map
   * that deletes and re-adds a key on every hit keeps filling its table with holes and rebuilding
   * it: that was over half of the proxy's own work on a cached hit, the socket write aside.
   */
  #newest: string | undefined;

  constructor(options: CoalescingCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? Date.now;
  }

  /** How many values are kept now (expired ones included until they are next asked for). */
  get size(): number {
    return this.#entries.size;
  }

  /** The current time on the cache's clock. */
  now(): number {
    return this.#now();
  }

  /** The kept, unexpired entry of `key`, or `undefined`. */
  peek(key: string): CacheEntry<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    if (key !== this.#newest) this.#keepAsNewest(key, entry);
    return entry;
  }

  #keepAsNewest(key: string, entry: CacheEntry<V>): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#newest = key;
  }

  /**
   * The entry of `key`: the kept one while it is fresh, else the one being loaded, else the
   * result of a new call of `load`.
   */
  get(key: string, load: () => Promise<V>): Promise<CacheEntry<V>> {
    return this.getEntry(key, async () => ({
      value: await load(),
      expiresAt: this.#now() + this.#ttlMs,
    }));
  }

  /**
   * Like {@link get}, for a `load` that says itself until when its value holds (a value another
   * instance kept, with the time it has left).
   */
  getEntry(key: string, load: () => Promise<CacheEntry<V>>): Promise<CacheEntry<V>> {
    const kept = this.peek(key);
    if (kept) return Promise.resolve(kept);
    const loading = this.#loading.get(key);
    if (loading) return loading;
    const started = this.#load(key, load);
    this.#loading.set(key, started);
    return started;
  }

  async #load(key: string, load: () => Promise<CacheEntry<V>>): Promise<CacheEntry<V>> {
    try {
      // `load` runs a tick later, after `get` has recorded this load as under way: even if it
      // throws at once, `finally` then finds the record to remove.
      const entry = await Promise.resolve().then(load);
      if (this.#ttlMs > 0 && this.#maxEntries > 0) {
        this.#keepAsNewest(key, entry);
        while (this.#entries.size > this.#maxEntries) {
          const oldest = this.#entries.keys().next();
          if (oldest.done) break;
          this.#entries.delete(oldest.value);
        }
      }
      return entry;
    } finally {
      this.#loading.delete(key);
    }
  }

  /** Forgets every kept value (loads under way finish and are kept). */
  clear(): void {
    this.#entries.clear();
  }
}
