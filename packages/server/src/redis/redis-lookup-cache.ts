import type { SharedLookupCache } from '../proxy/payment-methods-handler.js';
import { CheckoutValidationError } from '../errors.js';
import { issue } from '../client/arguments.js';
import type { RedisCommandClient } from './redis-delivery-store.js';

/** Options of {@link RedisLookupCache}. */
export interface RedisLookupCacheOptions {
  /** A connected node-redis client. */
  client: RedisCommandClient;
  /** Put before each lookup key. Default `checkout-kit:payment-methods:`. */
  keyPrefix?: string;
}

/** The kept answer and the ms it has left, in one step. */
const READ = `return { redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1]) }`;

/**
 * The payment-methods proxy's answers in Redis, shared by every instance of the merchant's app
 * (`createPaymentMethodsHandler({ sharedCache })`): one instance asks the gateway, the others
 * serve its answer for the rest of the proxy's `ttlMs`.
 *
 * @example
 * const paymentMethods = createPaymentMethodsHandler({
 *   client, ttlMs: 5 * 60_000, sharedCache: new RedisLookupCache({ client: redis }),
 * });
 */
export class RedisLookupCache implements SharedLookupCache {
  readonly #client: RedisCommandClient;
  readonly #keyPrefix: string;

  constructor(options: RedisLookupCacheOptions) {
    if (typeof options?.client?.sendCommand !== 'function') {
      throw new CheckoutValidationError('The options of RedisLookupCache', [
        issue(
          ['client'],
          'invalid',
          "client must be a connected node-redis client (createClient() of 'redis'), with sendCommand.",
        ),
      ]);
    }
    this.#client = options.client;
    this.#keyPrefix = options.keyPrefix ?? 'checkout-kit:payment-methods:';
  }

  async get(key: string): Promise<{ value: string; ttlMs: number } | undefined> {
    const answer = await this.#client.sendCommand(['EVAL', READ, '1', this.#keyPrefix + key]);
    const [value, ttlMs] = Array.isArray(answer) ? answer : [];
    return typeof value === 'string' && typeof ttlMs === 'number' && ttlMs > 0
      ? { value, ttlMs }
      : undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.#client.sendCommand([
      'SET',
      this.#keyPrefix + key,
      value,
      'PX',
      String(Math.max(1, Math.round(ttlMs))),
    ]);
  }
}
