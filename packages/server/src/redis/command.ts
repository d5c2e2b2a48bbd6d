import { CheckoutError } from '../errors.js';

/** How long one Redis call may take by default, in ms: far above a healthy Redis's answer. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 500;

/**
 * What the kit needs of a Redis client: node-redis's `sendCommand` (`createClient()` of the
 * `redis` package, v4 and later), connected. The kit sends `EVAL` and `SET`, nothing else.
 */
export interface RedisCommandClient {
  sendCommand(args: string[]): Promise<unknown>;
}

/**
 * Redis gave no answer to one call within its `commandTimeoutMs`: it is down, stuck, or out of
 * reach. The call is given up (an answer that comes later is dropped).
 */
export class RedisTimeoutError extends CheckoutError {}

/**
 * Sends one command and waits for its answer at most `timeoutMs`, then rejects with a
 * {@link RedisTimeoutError}. The client's own queue is left as it is: a late answer is dropped.
 */
export function sendWithin(
  client: RedisCommandClient,
  args: string[],
  timeoutMs: number,
): Promise<unknown> {
  const sent = client.sendCommand(args);
  // Once given up, the call's own failure (or answer) concerns no one.
  sent.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(new RedisTimeoutError(`Redis did not answer ${args[0]} within ${timeoutMs} ms.`)),
      timeoutMs,
    );
  });
  return Promise.race([sent, late]).finally(() => clearTimeout(timer));
}
