import type * as z from 'zod';
import { issue } from '../internal/arguments.js';
import {
  type ClaimResult,
  DEFAULT_CLAIM_TTL_MS,
  DEFAULT_DELIVERY_TTL_MS,
  type DeliveryStore,
} from '../callbacks/delivery-store.js';
import { CheckoutValidationError } from '../errors.js';
import { optionsObject, parseOptions, positiveMsOption } from '../internal/option-schema.js';
import { type RedisCommandClient, RedisTimeoutError, sendWithin } from './command.js';
import { commandTimeoutOption, keyPrefixOption, redisClientOption } from './redis-options.js';

export type { RedisCommandClient };

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
  /**
   * How long one Redis call may take, in ms; then it is given up with `RedisTimeoutError`. A
   * claim given up is a 503 to the gateway, which retries later. Default 500.
   */
  commandTimeoutMs?: number;
}

const redisDeliveryStoreOptions = optionsObject(
  {
    client: redisClientOption,
    keyPrefix: keyPrefixOption('checkout-kit:delivery:'),
    ttlMs: positiveMsOption(DEFAULT_DELIVERY_TTL_MS),
    claimTtlMs: positiveMsOption(DEFAULT_CLAIM_TTL_MS),
    commandTimeoutMs: commandTimeoutOption,
  },
  'Give the options as an object: { client }, a connected node-redis client.',
);

/**
 * Claims the key for an owner unless Redis already holds it, in one step: `claimed`, or the
 * state another instance left (`in_progress` while its `onEvent` runs, `done` once handled). A
 * claim is held as `in_progress:<owner>`.
 */
const CLAIM = `local state = redis.call('GET', KEYS[1])
if state == 'done' then return 'done' end
if state then return 'in_progress' end
redis.call('SET', KEYS[1], 'in_progress:' .. ARGV[2], 'PX', ARGV[1])
return 'claimed'`;

/**
 * Marks the key handled, unless another owner claimed it since this owner's claim lapsed: that
 * owner's event is running, and it completes or releases its claim itself.
 */
const COMPLETE = `local state = redis.call('GET', KEYS[1])
if state and state ~= 'done' and state ~= 'in_progress:' .. ARGV[2] then return 0 end
redis.call('SET', KEYS[1], 'done', 'PX', ARGV[1])
return 1`;

/** Lets go of the owner's own claim, and only of it: a newer owner's or a handled key stays. */
const RELEASE = `if redis.call('GET', KEYS[1]) == 'in_progress:' .. ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`;

/** The owner token of a call, checked: it goes into the claim Redis holds. */
function ownerOf(owner: unknown): string {
  if (typeof owner !== 'string' || owner === '') {
    throw new CheckoutValidationError('A call of RedisDeliveryStore', [
      issue(['owner'], 'invalid', 'owner must be a non-empty string: the token of this attempt.'),
    ]);
  }
  return owner;
}

/**
 * A {@link DeliveryStore} in Redis, shared by every instance of the merchant's app behind a
 * load balancer: a delivery sent to two instances at once runs `onEvent` once, and a claim held
 * by an instance that stopped lapses after `claimTtlMs`, so the gateway's retry runs it. Each
 * claim carries its owner's token, and only that owner completes or releases it, each in one
 * atomic script: an instance that comes back after its claim lapsed and another took it cannot
 * free or overwrite the newer claim.
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
  /** The options, checked, with their defaults. */
  readonly #options: z.output<typeof redisDeliveryStoreOptions>;

  /** @throws CheckoutValidationError naming every option that is not valid. */
  constructor(options: RedisDeliveryStoreOptions) {
    this.#options = parseOptions(
      'The options of RedisDeliveryStore',
      redisDeliveryStoreOptions,
      options,
    );
  }

  /** One command, given up after `commandTimeoutMs`. */
  #send(args: string[]): Promise<unknown> {
    return sendWithin(this.#options.client, args, this.#options.commandTimeoutMs);
  }

  async claim(key: string, owner: string): Promise<ClaimResult> {
    const redisKey = this.#options.keyPrefix + key;
    const token = ownerOf(owner);
    let state: unknown;
    try {
      state = await this.#send([
        'EVAL',
        CLAIM,
        '1',
        redisKey,
        String(this.#options.claimTtlMs),
        token,
      ]);
    } catch (error) {
      if (error instanceof RedisTimeoutError) {
        // Given up, the claim may still reach Redis once it answers again, and would hold the
        // delivery for `claimTtlMs` with no one running it: its release follows it on the same
        // connection, in order, whenever that is.
        this.#options.client
          .sendCommand(['EVAL', RELEASE, '1', redisKey, token])
          .catch(() => undefined);
      }
      throw error;
    }
    if (state === 'claimed' || state === 'in_progress' || state === 'done') return state;
    throw new Error(`Redis answered the claim of a delivery with ${JSON.stringify(state)}.`);
  }

  async complete(key: string, owner: string): Promise<void> {
    await this.#send([
      'EVAL',
      COMPLETE,
      '1',
      this.#options.keyPrefix + key,
      String(this.#options.ttlMs),
      ownerOf(owner),
    ]);
  }

  async release(key: string, owner: string): Promise<void> {
    await this.#send(['EVAL', RELEASE, '1', this.#options.keyPrefix + key, ownerOf(owner)]);
  }
}
