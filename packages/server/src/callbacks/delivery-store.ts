import type * as z from 'zod';
import { describeValue } from '@checkout-kit/protocol';
import { CheckoutError } from '../errors.js';
import {
  optionalFunction,
  optionsObject,
  parseOptions,
  positiveMsOption,
  wholeOption,
} from '../internal/option-schema.js';

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
 * createCallbackHandler({ publicKey, onEvent, deliveryStore: new MemoryDeliveryStore({ maxEntries: 2_000_000 }) });
 */
export interface DeliveryStore {
  /**
   * Claims a delivery before its `onEvent` runs, for `owner`: a token the handler makes afresh
   * for each attempt at a delivery and passes again to `complete` or `release`.
   */
  claim(key: string, owner: string): Promise<ClaimResult>;
  /**
   * `onEvent` succeeded: remember the key as handled for the dedupe window, but leave alone a
   * claim another owner took since `owner`'s lapsed.
   */
  complete(key: string, owner: string): Promise<void>;
  /**
   * `onEvent` failed: forget `owner`'s own claim, never a newer owner's, so the gateway's retry
   * runs it again.
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
  /**
   * The most keys held at once (handled, and claimed while `onEvent` runs): a bound on memory,
   * not a retention rule. Keys are kept for their whole time; at the cap, a new claim is
   * refused with {@link DeliveryStoreFullError} (the handler answers 503, so the gateway retries
   * later) instead of forgetting a handled key. Default 1,000,000 (its memory is measured in the
   * README): plan it above the deliveries of 48 hours.
   */
  maxEntries?: number;
  /** The clock, for tests. Default `Date.now`. */
  now?: () => number;
}

/** How long a handled delivery is remembered by default: 48 h, past the gateway's last retry. */
export const DEFAULT_DELIVERY_TTL_MS = 48 * 60 * 60 * 1000;
/** How long a claim holds by default while `onEvent` runs: 10 minutes. */
export const DEFAULT_CLAIM_TTL_MS = 10 * 60 * 1000;
/** How many keys a {@link MemoryDeliveryStore} holds at most by default. */
export const DEFAULT_MAX_DELIVERIES = 1_000_000;

/**
 * A {@link MemoryDeliveryStore} holds `maxEntries` keys, none expired: it refuses to claim
 * another rather than forget a delivery it handled, whose retry would then run `onEvent` again.
 * The callback handler answers the delivery 503, so the gateway retries it later, and reports
 * this error to `onError` (stage `delivery_store`).
 */
export class DeliveryStoreFullError extends CheckoutError {
  /** The cap that was reached. */
  readonly maxEntries: number;

  constructor(maxEntries: number) {
    super(
      `The delivery store holds maxEntries (${maxEntries}) deliveries of the last 48 hours and refuses new ones until the oldest expire; the gateway will retry them. Raise maxEntries, or share a RedisDeliveryStore.`,
    );
    this.maxEntries = maxEntries;
  }
}

const memoryDeliveryStoreOptions = optionsObject(
  {
    ttlMs: positiveMsOption(DEFAULT_DELIVERY_TTL_MS),
    claimTtlMs: positiveMsOption(DEFAULT_CLAIM_TTL_MS),
    maxEntries: wholeOption(
      1,
      (value, name) => `${name} must be a whole number above 0, not ${describeValue(value)}.`,
    ).default(DEFAULT_MAX_DELIVERIES),
    now: optionalFunction<() => number>(),
  },
  'Give the options as an object, or none: { ttlMs, claimTtlMs, maxEntries }.',
);

/**
 * The in-memory {@link DeliveryStore}, for one process. A handled key is remembered for `ttlMs`
 * (48 h), a claim for `claimTtlMs` (10 min), and none is dropped before its time: at
 * `maxEntries` keys, a new claim is refused with {@link DeliveryStoreFullError}. Claims and
 * handled keys are kept apart, each map in expiry order (one TTL each), so expired keys are
 * swept from their fronts in time proportional to what is swept. Each claim keeps its owner, as
 * `RedisDeliveryStore` does: an attempt whose claim lapsed and was taken over can neither free
 * nor complete the claim of the attempt running now.
 */
export class MemoryDeliveryStore implements DeliveryStore {
  /** Handled keys, and when each is forgotten. */
  readonly #handled = new Map<string, number>();
  /** Claimed keys whose `onEvent` is running: whose attempt holds each, and when it lapses. */
  readonly #claims = new Map<string, { owner: string; expiresAt: number }>();
  /** The options, checked, with their defaults. */
  readonly #options: z.output<typeof memoryDeliveryStoreOptions>;

  /** @throws CheckoutValidationError naming every option that is not valid. */
  constructor(options: MemoryDeliveryStoreOptions = {}) {
    this.#options = parseOptions(
      'The options of MemoryDeliveryStore',
      memoryDeliveryStoreOptions,
      options,
    );
  }

  /** The most keys held at once. */
  get maxEntries(): number {
    return this.#options.maxEntries;
  }

  /** How many keys are held now (claimed or handled). */
  get size(): number {
    return this.#handled.size + this.#claims.size;
  }

  /**
   * @throws {DeliveryStoreFullError} when the key is new and `maxEntries` unexpired keys are
   *   held.
   */
  async claim(key: string, owner: string): Promise<ClaimResult> {
    const now = this.#now();
    sweep(this.#handled, now, (expiresAt) => expiresAt);
    sweep(this.#claims, now, (claim) => claim.expiresAt);
    if (this.#handled.has(key)) return 'done';
    if (this.#claims.has(key)) return 'in_progress';
    if (this.size >= this.maxEntries) throw new DeliveryStoreFullError(this.maxEntries);
    this.#claims.set(key, { owner, expiresAt: now + this.#options.claimTtlMs });
    return 'claimed';
  }

  /**
   * Remembers the key as handled, even at the cap (a handled delivery is never forgotten
   * early), unless another owner holds a live claim on it: that owner's `onEvent` is running
   * since `owner`'s claim lapsed, and it completes or releases its claim itself.
   */
  async complete(key: string, owner: string): Promise<void> {
    if (this.#heldByAnother(key, owner)) return;
    this.#claims.delete(key);
    // Re-inserting keeps the map in expiry order.
    this.#handled.delete(key);
    this.#handled.set(key, this.#now() + this.#options.ttlMs);
  }

  /** Forgets `owner`'s own claim, never a newer owner's; a handled key stays handled. */
  async release(key: string, owner: string): Promise<void> {
    if (this.#claims.get(key)?.owner === owner) this.#claims.delete(key);
  }

  #heldByAnother(key: string, owner: string): boolean {
    const claim = this.#claims.get(key);
    return claim !== undefined && claim.owner !== owner && claim.expiresAt > this.#now();
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }
}

/** Drops expired keys from the front of a map kept in expiry order. */
function sweep<T>(entries: Map<string, T>, now: number, expiryOf: (entry: T) => number): void {
  for (const [key, entry] of entries) {
    if (expiryOf(entry) > now) break;
    entries.delete(key);
  }
}
