import { describeValue } from '@checkout-kit/protocol';
import { issue } from '../client/arguments.js';
import { CheckoutValidationError } from '../errors.js';

/**
 * What {@link DeliveryStore.claim} found:
 * - `claimed`: the key was new (or its earlier claim lapsed); the caller now holds it and must
 *   end with `complete` or `release`.
 * - `in_progress`: another request holds the claim and is still running the merchant's code.
 * - `done`: the delivery was handled before.
 */
export type ClaimResult = 'claimed' | 'in_progress' | 'done';

/**
 * Where the callback handler remembers which deliveries it has handled, so a re-delivery of the
 * same event (the gateway delivers at least once, even after a 2xx) does not run `onEvent`
 * twice. The default, {@link MemoryDeliveryStore}, lives in one process; several processes
 * behind a load balancer share `RedisDeliveryStore` of `@checkout-kit/server/redis`, or a store
 * of their own. `claim` must be atomic: two concurrent claims of one key must not both get
 * `claimed`.
 *
 * @example
 * createCallbackHandler({ publicKey, onEvent, deliveryStore: new MemoryDeliveryStore({ maxEntries: 50_000 }) });
 */
export interface DeliveryStore {
  /**
   * Claims a delivery before its `onEvent` runs, for `owner`: a token the handler makes afresh
   * for each attempt at a delivery and passes again to `complete` or `release`.
   */
  claim(key: string, owner: string): Promise<ClaimResult>;
  /**
   * `onEvent` succeeded: remember the key as handled for the dedupe window. A store that keeps
   * owners (`RedisDeliveryStore`) leaves alone a claim another owner took since `owner`'s
   * lapsed.
   */
  complete(key: string, owner: string): Promise<void>;
  /**
   * `onEvent` failed: forget the key, so the gateway's retry runs it again. A store that keeps
   * owners forgets only `owner`'s own claim, never a newer owner's.
   */
  release(key: string, owner: string): Promise<void>;
}

/** Options of {@link MemoryDeliveryStore}. */
export interface MemoryDeliveryStoreOptions {
  /**
   * How long a handled delivery is remembered. Default 48 hours: the gateway makes no attempt
   * more than 36 hours after an event.
   */
  ttlMs?: number;
  /**
   * How long a claim holds while `onEvent` runs; a claim older than this (a hung handler) lapses
   * and the next delivery may run it. Default 10 minutes.
   */
  claimTtlMs?: number;
  /** At most this many keys are kept; the oldest go first. Default 10,000. */
  maxEntries?: number;
  /** The clock, for tests. Default `Date.now`. */
  now?: () => number;
}

interface Entry {
  state: 'in_progress' | 'done';
  expiresAt: number;
}

/**
 * The in-memory {@link DeliveryStore}: bounded in size and time, for one process. Keys are
 * remembered for `ttlMs` (48 h) once handled, and the oldest are dropped beyond `maxEntries`.
 */
/** How long a handled delivery is remembered by default: 48 h, past the gateway's last retry. */
export const DEFAULT_DELIVERY_TTL_MS = 48 * 60 * 60 * 1000;
/** How long a claim holds by default while `onEvent` runs: 10 minutes. */
export const DEFAULT_CLAIM_TTL_MS = 10 * 60 * 1000;

export class MemoryDeliveryStore implements DeliveryStore {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly claimTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: MemoryDeliveryStoreOptions = {}) {
    const what = 'The options of MemoryDeliveryStore';
    this.ttlMs = positiveOption(what, 'ttlMs', options.ttlMs, DEFAULT_DELIVERY_TTL_MS);
    this.claimTtlMs = positiveOption(what, 'claimTtlMs', options.claimTtlMs, DEFAULT_CLAIM_TTL_MS);
    this.maxEntries = positiveOption(what, 'maxEntries', options.maxEntries, 10_000);
    this.now = options.now ?? Date.now;
  }

  /** How many keys are held now (claimed or handled). */
  get size(): number {
    return this.entries.size;
  }

  async claim(key: string): Promise<ClaimResult> {
    const now = this.now();
    this.sweep(now);
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.state;
    this.set(key, { state: 'in_progress', expiresAt: now + this.claimTtlMs });
    return 'claimed';
  }

  async complete(key: string): Promise<void> {
    this.set(key, { state: 'done', expiresAt: this.now() + this.ttlMs });
  }

  async release(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private set(key: string, entry: Entry): void {
    // Re-inserting moves the key to the end: the map stays roughly in expiry order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Drops expired keys from the oldest end. */
  private sweep(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(key);
    }
  }
}

/**
 * An optional positive number: `fallback` when it is missing, else the value, or a
 * `CheckoutValidationError` of `what` naming the option.
 */
export function positiveOption(
  what: string,
  name: string,
  value: number | undefined,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  if (!(value > 0)) {
    throw new CheckoutValidationError(what, [
      issue([name], 'invalid', `${name} must be positive, not ${describeValue(value)}.`),
    ]);
  }
  return value;
}
