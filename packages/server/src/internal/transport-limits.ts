import { type FieldIssue, describeValue } from '@checkout-kit/protocol';

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

/** The limits, with defaults, and what is wrong with them. */
export function checkTransportLimits(options: TransportLimitOptions): {
  limits: Required<TransportLimitOptions>;
  issues: FieldIssue[];
} {
  const {
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
    maxRetryWaitMs = DEFAULT_MAX_RETRY_WAIT_MS,
  } = options;
  const issues: FieldIssue[] = [];
  if (!Number.isSafeInteger(maxResponseBytes) || maxResponseBytes < 1) {
    issues.push({
      path: ['maxResponseBytes'],
      code: 'invalid',
      message: `maxResponseBytes must be a whole number of bytes above 0, not ${describeValue(maxResponseBytes)}.`,
    });
  }
  if (
    typeof maxRetryWaitMs !== 'number' ||
    !Number.isFinite(maxRetryWaitMs) ||
    maxRetryWaitMs < 0 ||
    maxRetryWaitMs > 2_147_483_647
  ) {
    issues.push({
      path: ['maxRetryWaitMs'],
      code: 'invalid',
      message: `maxRetryWaitMs must be a number of milliseconds from 0 to 2147483647, not ${describeValue(maxRetryWaitMs)}.`,
    });
  }
  return { limits: { maxResponseBytes, maxRetryWaitMs }, issues };
}
