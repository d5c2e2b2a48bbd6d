/** A cached value and the time (ms, on the cache's clock) it stops being served. */
export interface CacheEntry<V> {
  value: V;
  expiresAt: number;
}

/** How a {@link CoalescingCache} keeps values. */
export interface CoalescingCacheOptions {
  /** How long a value is served, in ms; 0 keeps nothing (in-flight loads are still shared). */
  ttlMs: number;
  /** How many values are kept at most. */
  maxEntries: number;
  /** The clock, in ms. Default `Date.now`. */
  now?: () => number;
}

/**
 * A cache with a time to live, whose loads are coalesced: while the value of a key is being
 * loaded, every other caller asking for that key waits for the same load instead of starting
 * its own. A load that fails is not kept, and each of its waiters gets its error; the next call
 * tries again.
 *
 * It is a segmented LRU, so that a flood of keys asked once cannot push out the keys in use: a
 * new value goes into a probation segment, and moves to the protected segment (four fifths of
 * `maxEntries`) when it is asked for again. Room is made from probation's least recently used
 * end; protected values overflowing their segment go back to probation's newest end. A protected
 * value that expires keeps its segment when it is loaded again.
 */
export class CoalescingCache<V> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #maxProtected: number;
  readonly #now: () => number;
  /** Values asked for once; insertion order is recency order. */
  readonly #probation = new Map<string, CacheEntry<V>>();
  /** Values asked for again since they were loaded; insertion order is recency order. */
  readonly #protected = new Map<string, CacheEntry<V>>();
  readonly #loading = new Map<string, Promise<CacheEntry<V>>>();
  /**
   * The protected key used last, already at the end. Moving it again would change no order, and
   * a Map that deletes and re-adds a key on every hit keeps filling its table with holes and
   * rebuilding it, on the proxy's hottest path (a cached hit).
   */
  #newest: string | undefined;

  constructor(options: CoalescingCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#maxProtected = Math.floor((options.maxEntries * 4) / 5);
    this.#now = options.now ?? Date.now;
  }

  /** How many values are kept now (expired ones included until they are next asked for). */
  get size(): number {
    return this.#probation.size + this.#protected.size;
  }

  /** The current time on the cache's clock. */
  now(): number {
    return this.#now();
  }

  /** The kept, unexpired entry of `key`, or `undefined`. A hit on probation protects it. */
  peek(key: string): CacheEntry<V> | undefined {
    const kept = this.#protected.get(key);
    if (kept) {
      // An expired protected entry stays in place until its next load replaces it.
      if (kept.expiresAt <= this.#now()) return undefined;
      if (key !== this.#newest) this.#protect(key, kept);
      return kept;
    }
    const tried = this.#probation.get(key);
    if (!tried) return undefined;
    this.#probation.delete(key);
    if (tried.expiresAt <= this.#now()) return undefined;
    this.#protect(key, tried);
    return tried;
  }

  /** Puts `key` at the newest end of the protected segment, demoting its oldest if over. */
  #protect(key: string, entry: CacheEntry<V>): void {
    this.#protected.delete(key);
    this.#protected.set(key, entry);
    this.#newest = key;
    while (this.#protected.size > this.#maxProtected) {
      const [oldest, demoted] = this.#protected.entries().next().value as [string, CacheEntry<V>];
      this.#protected.delete(oldest);
      this.#probation.set(oldest, demoted);
    }
    this.#evict();
  }

  /** Makes room from probation's oldest end, then protected's. */
  #evict(): void {
    while (this.size > this.#maxEntries) {
      const from = this.#probation.size > 0 ? this.#probation : this.#protected;
      const oldest = from.keys().next();
      if (oldest.done) break;
      from.delete(oldest.value);
    }
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
        if (this.#protected.has(key)) {
          this.#protect(key, entry);
        } else {
          this.#probation.delete(key);
          this.#probation.set(key, entry);
          this.#evict();
        }
      }
      return entry;
    } finally {
      this.#loading.delete(key);
    }
  }

  /** Forgets every kept value (loads under way finish and are kept). */
  clear(): void {
    this.#probation.clear();
    this.#protected.clear();
    this.#newest = undefined;
  }
}
