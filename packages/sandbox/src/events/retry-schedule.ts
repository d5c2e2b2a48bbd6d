/** Attempts after the first one, as the gateway makes them. */
export const MAX_RETRIES = 8;

/** No attempt is made later than this after the event. */
export const DELIVERY_WINDOW_MS = 36 * 60 * 60 * 1000;

const FIRST_RETRY_DELAY_MS = 4 * 60 * 1000;

/**
 * When to try again after `failedAttempts` failed attempts, or `null` when the delivery gives up:
 * 4 minutes after the first failure, doubling each time (4, 8, 16 … 512 minutes: the 8th retry
 * comes about 17 hours after the event), never later than 36 hours after the event.
 *
 * @param createdAt When the event happened (Unix ms).
 * @param now When the last attempt failed (Unix ms).
 */
export function nextAttemptAt(
  createdAt: number,
  failedAttempts: number,
  now: number,
): number | null {
  if (failedAttempts > MAX_RETRIES) return null;
  const at = now + FIRST_RETRY_DELAY_MS * 2 ** (failedAttempts - 1);
  return at - createdAt > DELIVERY_WINDOW_MS ? null : at;
}
