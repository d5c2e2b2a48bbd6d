import * as z from 'zod';
import { describeValue } from '@checkout-kit/protocol';
import { positiveMsOption, say } from '../internal/option-schema.js';
import { MAX_TIMEOUT_MS } from '../internal/transport-options.js';
import { DEFAULT_COMMAND_TIMEOUT_MS, type RedisCommandClient } from './command.js';

/*
 * The option schemas the Redis stores share, parsed by `parseOptions` as every option of the
 * package is: each refusal names the option and its rule, and describes the value given
 * without repeating it.
 */

/** `client`: a connected node-redis client, which is all the kit needs of one. */
export const redisClientOption = z.custom<RedisCommandClient>(
  (value) => typeof (value as Partial<RedisCommandClient> | null)?.sendCommand === 'function',
  {
    error: say(
      (value, name) =>
        `${name} must be a connected node-redis client (createClient() of 'redis'), with sendCommand, not ${describeValue(value)}.`,
    ),
  },
);

/** `keyPrefix`: any text put before each key, `fallback` when not given. */
export function keyPrefixOption(fallback: string) {
  return z
    .string({
      error: say((value, name) => `${name} must be a string, not ${describeValue(value)}.`),
    })
    .default(fallback);
}

/** `commandTimeoutMs`: how long one Redis call may take, as long as a timer can wait at most. */
export const commandTimeoutOption = positiveMsOption(DEFAULT_COMMAND_TIMEOUT_MS, MAX_TIMEOUT_MS);
