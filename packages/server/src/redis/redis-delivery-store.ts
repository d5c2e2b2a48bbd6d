import { issue } from '../client/arguments.js';
import {
  type ClaimResult,
  DEFAULT_CLAIM_TTL_MS,
  DEFAULT_DELIVERY_TTL_MS,
  type DeliveryStore,
  positiveOption,
} from '../callbacks/delivery-store.js';
import { CheckoutValidationError } from '../errors.js';

/**
 * What the store needs of a Redis client: node-redis's `sendCommand` (`createClient()` of the
 * `redis` package, v4 and later), connected. The store sends `EVAL`, `SET` and nothing else.
 */
export interface RedisCommandClient {
  sendCommand(args: string[]): Promise<unknown>;
}

/** Options of {@link RedisDeliveryStore}. */
export interface RedisDeliveryStoreOptions {
  /** A connected node-redis client; several instances of the merchant's app share its Redis. */
  client: RedisCommandClient;
  /** Put before each delivery key. Default `checkout-kit:delivery:`. */
  keyPrefix?: string;
  /** How long a handled delivery is remembered. Default 48 hours, past the gateway's last retry. */
  ttlMs?: number;
  /**
   * How long a claim holds while `onEvent` runs: an instance that stops mid-delivery (a crash, a
   * deploy) lets go of it after this, and the gateway's next retry runs the event. Default 10
   * minutes.
   */
  claimTtlMs?: number;
}

/**
 * Claims the key unless Redis already holds it, in one step: `claimed`, or the state another
 * instance left (`in_progress` while its `onEvent` runs, `done` once handled).
 */
const CLAIM = `local state = redis.call('GET', KEYS[1])
if state then return state end
redis.call('SET', KEYS[1], 'in_progress', 'PX', ARGV[1])
return 'claimed'`;

/** Lets go of a claim, and only of a claim: a key already handled stays handled. */
const RELEASE = `if redis.call('GET', KEYS[1]) == 'in_progress' then
  return redis.call('DEL', KEYS[1])
end
return 0`;

/**
 * A {@link DeliveryStore} in Redis, shared by every instance of the merchant's app behind a
 * load balancer: a delivery sent to two instances at once runs `onEvent` once, and a claim held
 * by an instance that stopped lapses after `claimTtlMs`, so the gateway's retry runs it.
 *
 * @example
 * import { createClient } from 'redis';
 * import { RedisDeliveryStore } from '@checkout-kit/server/redis';
 *
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const handler = createCallbackHandler({
 *   publicKey, onEvent, deliveryStore: new RedisDeliveryStore({ client: redis }),
 * });
 */
export class RedisDeliveryStore implements DeliveryStore {
  readonly #client: RedisCommandClient;
  readonly #keyPrefix: string;
  readonly #ttlMs: number;
  readonly #claimTtlMs: number;

  constructor(options: RedisDeliveryStoreOptions) {
    const what = 'The options of RedisDeliveryStore';
    if (typeof options?.client?.sendCommand !== 'function') {
      throw new CheckoutValidationError(what, [
        issue(
          ['client'],
          'invalid',
          "client must be a connected node-redis client (createClient() of 'redis'), with sendCommand.",
        ),
      ]);
    }
    const { keyPrefix = 'checkout-kit:delivery:' } = options;
    if (typeof keyPrefix !== 'string') {
      throw new CheckoutValidationError(what, [
        issue(['keyPrefix'], 'invalid', 'keyPrefix must be a string.'),
      ]);
    }
    this.#client = options.client;
    this.#keyPrefix = keyPrefix;
    this.#ttlMs = Math.round(positiveOption(what, 'ttlMs', options.ttlMs, DEFAULT_DELIVERY_TTL_MS));
    this.#claimTtlMs = Math.round(
      positiveOption(what, 'claimTtlMs', options.claimTtlMs, DEFAULT_CLAIM_TTL_MS),
    );
  }

  async claim(key: string): Promise<ClaimResult> {
    const state = await this.#client.sendCommand([
      'EVAL',
      CLAIM,
      '1',
      this.#keyPrefix + key,
      String(this.#claimTtlMs),
    ]);
    if (state === 'claimed' || state === 'in_progress' || state === 'done') return state;
    throw new Error(`Redis answered the claim of a delivery with ${JSON.stringify(state)}.`);
  }

  async complete(key: string): Promise<void> {
    await this.#client.sendCommand([
      'SET',
      this.#keyPrefix + key,
      'done',
      'PX',
      String(this.#ttlMs),
    ]);
  }

  async release(key: string): Promise<void> {
    await this.#client.sendCommand(['EVAL', RELEASE, '1', this.#keyPrefix + key]);
  }
}
