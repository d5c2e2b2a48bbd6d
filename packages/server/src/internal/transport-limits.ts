import { describeValue } from '@checkout-kit/protocol';
import { durationOption, wholeOption } from './option-schema.js';
import { MAX_TIMEOUT_MS } from './transport-options.js';

/** Limits of the transport both clients share; each has a default. */
export interface TransportLimitOptions {
  /**
   * The largest answer the client reads, in bytes; a larger one fails with
   * `CheckoutResponseTooLargeError`, and nothing past the limit is held in memory. Default
   * 4 MiB, far above any answer of the gateway (a list page of purchases is tens of kB).
   */
  maxResponseBytes?: number;
  /**
   * The longest the client waits, in ms, for the `Retry-After` of a 429 or 503 before trying a
   * `GET`, `PUT` or `DELETE` again (within `retries`). A longer wait is not taken: the error is
   * thrown at once, with `retryAfterMs`, for the caller to decide. Default 10 000; 0 never waits.
   */
  maxRetryWaitMs?: number;
}

/** Default of {@link TransportLimitOptions.maxResponseBytes}. */
export const DEFAULT_MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
/** Default of {@link TransportLimitOptions.maxRetryWaitMs}. */
export const DEFAULT_MAX_RETRY_WAIT_MS = 10_000;

/** The schemas of the limits, with their defaults. */
export const transportLimitsShape = {
  maxResponseBytes: wholeOption(
    1,
    (value) =>
      `maxResponseBytes must be a whole number of bytes above 0, not ${describeValue(value)}.`,
  ).default(DEFAULT_MAX_RESPONSE_BYTES),
  maxRetryWaitMs: durationOption(
    { min: 0, max: MAX_TIMEOUT_MS },
    (value) =>
      `maxRetryWaitMs must be a number of milliseconds from 0 to ${MAX_TIMEOUT_MS}, not ${describeValue(value)}.`,
  ).default(DEFAULT_MAX_RETRY_WAIT_MS),
};
