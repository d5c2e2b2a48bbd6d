import type { ClaimResult, DeliveryStore } from '@checkout-kit/server';
import type { DataFile } from '../data-file.js';

/** Options of {@link PersistentDeliveryStore}. */
export interface PersistentDeliveryStoreOptions {
  /** How long a handled delivery is remembered. Default 48 hours: the gateway gives up after 36. */
  ttlMs?: number;
  /** How long a claim holds while its handling runs. Default 10 minutes. */
  claimTtlMs?: number;
  /** At most this many handled deliveries are kept; the oldest go first. Default 20,000. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The callback handler's {@link DeliveryStore}, kept in the demo's data file: a delivery handled
 * before a restart is still a duplicate after it. Claims of deliveries being handled stay in
 * memory only, so a claim held when the server stopped lapses with it. Each claim keeps its
 * owner, as the server package's stores do: an attempt whose claim lapsed and was taken over can
 * neither free nor complete the newer attempt's claim.
 */
export class PersistentDeliveryStore implements DeliveryStore {
  readonly #claims = new Map<string, { owner: string; until: number }>();
  readonly #ttlMs: number;
  readonly #claimTtlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #dataFile: DataFile;

  constructor(dataFile: DataFile, options: PersistentDeliveryStoreOptions = {}) {
    this.#dataFile = dataFile;
    this.#ttlMs = options.ttlMs ?? 48 * 60 * 60 * 1000;
    this.#claimTtlMs = options.claimTtlMs ?? 10 * 60 * 1000;
    this.#maxEntries = options.maxEntries ?? 20_000;
    this.#now = options.now ?? Date.now;
  }

  async claim(key: string, owner: string): Promise<ClaimResult> {
    const now = this.#now();
    const handledUntil = this.#dataFile.data.handledDeliveries.get(key);
    if (handledUntil !== undefined && handledUntil > now) return 'done';
    const claimed = this.#claims.get(key);
    if (claimed !== undefined && claimed.until > now) return 'in_progress';
    this.#claims.set(key, { owner, until: now + this.#claimTtlMs });
    return 'claimed';
  }

  /** Remembers the key as handled, unless another owner holds a live claim on it. */
  async complete(key: string, owner: string): Promise<void> {
    const claimed = this.#claims.get(key);
    if (claimed && claimed.owner !== owner && claimed.until > this.#now()) return;
    this.#claims.delete(key);
    const handled = this.#dataFile.data.handledDeliveries;
    const now = this.#now();
    // Oldest first: the expired ones are at the front.
    for (const [stored, until] of handled) {
      if (until > now) break;
      handled.delete(stored);
    }
    handled.delete(key);
    handled.set(key, now + this.#ttlMs);
    dropOldest(handled, this.#maxEntries);
    await this.#dataFile.save();
  }

  /** Forgets `owner`'s own claim, never a newer owner's. */
  async release(key: string, owner: string): Promise<void> {
    if (this.#claims.get(key)?.owner === owner) this.#claims.delete(key);
  }
}

/** Deletes the first-inserted keys of a map until at most `max` remain. */
export function dropOldest(map: Map<string, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) break;
    map.delete(key);
  }
}
