import type * as z from 'zod';
import type { SharedLookupCache } from '../proxy/payment-methods-handler.js';
import { optionsObject, parseOptions } from '../internal/option-schema.js';
import { type RedisCommandClient, sendWithin } from './command.js';
import { commandTimeoutOption, keyPrefixOption, redisClientOption } from './redis-options.js';

/** Options of {@link RedisLookupCache}. */
export interface RedisLookupCacheOptions {
  /** A connected node-redis client. */
  client: RedisCommandClient;
  /** Put before each lookup key. Default `checkout-kit:payment-methods:`. */
  keyPrefix?: string;
  /**
   * How long one Redis call may take, in ms; then it is given up with `RedisTimeoutError`,
   * which the proxy reports to `onError` before it asks the gateway. Default 500.
   */
  commandTimeoutMs?: number;
}

/** The kept answer and the ms it has left, in one step. */
const READ = `return { redis.call('GET', KEYS[1]), redis.call('PTTL', KEYS[1]) }`;

const redisLookupCacheOptions = optionsObject(
  {
    client: redisClientOption,
    keyPrefix: keyPrefixOption('checkout-kit:payment-methods:'),
    commandTimeoutMs: commandTimeoutOption,
  },
  'Give the options as an object: { client }, a connected node-redis client.',
);

/**
 * The payment-methods proxy's answers in Redis, shared by every instance of the merchant's app
 * (`createPaymentMethodsHandler({ sharedCache })`): one instance asks the gateway, the others
 * serve its answer for the rest of the proxy's `ttlMs`. Each Redis call is given up after
 * `commandTimeoutMs` (500 ms): the proxy then reports it and asks the gateway, as for any
 * failure of the shared cache.
 *
 * @example
 * const paymentMethods = createPaymentMethodsHandler({
 *   client, ttlMs: 5 * 60_000, sharedCache: new RedisLookupCache({ client: redis }),
 * });
 */
export class RedisLookupCache implements SharedLookupCache {
  /** The options, checked, with their defaults. */
  readonly #options: z.output<typeof redisLookupCacheOptions>;

  /** @throws CheckoutValidationError naming every option that is not valid. */
  constructor(options: RedisLookupCacheOptions) {
    this.#options = parseOptions(
      'The options of RedisLookupCache',
      redisLookupCacheOptions,
      options,
    );
  }

  async get(key: string): Promise<{ value: string; ttlMs: number } | undefined> {
    const answer = await sendWithin(
      this.#options.client,
      ['EVAL', READ, '1', this.#options.keyPrefix + key],
      this.#options.commandTimeoutMs,
    );
    const [value, ttlMs] = Array.isArray(answer) ? answer : [];
    return typeof value === 'string' && typeof ttlMs === 'number' && ttlMs > 0
      ? { value, ttlMs }
      : undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await sendWithin(
      this.#options.client,
      ['SET', this.#options.keyPrefix + key, value, 'PX', String(Math.max(1, Math.round(ttlMs)))],
      this.#options.commandTimeoutMs,
    );
  }
}
