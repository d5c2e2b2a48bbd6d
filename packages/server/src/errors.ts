import {
  type FieldIssue,
  type FlatFieldError,
  type GatewayErrorCode,
  flattenErrorBody,
} from '@checkout-kit/protocol';

/** One problem the gateway reported about one field, or about the request (`path` `''`). */
export type FieldError = FlatFieldError;

/** The base of every error this package throws. */
export class CheckoutError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** An error code of the gateway: a known one, or any other string. Compare with a default branch. */
export type { GatewayErrorCode };

/**
 * The gateway answered with an error status; or, with code `invalid_response`, with a body the
 * client cannot read (not JSON, or not the expected shape); or with a redirect, which the client
 * does not follow (code `http_3xx`).
 */
export class CheckoutApiError extends CheckoutError {
  /** The HTTP status. */
  readonly status: number;
  /** The first error code the gateway gave, or `http_<status>` when it gave none. */
  readonly code: GatewayErrorCode;
  /** Every error of the body, flattened, with the path of its field. */
  readonly fieldErrors: readonly FieldError[];
  /**
   * How long the gateway asked the client to wait before trying again (its `Retry-After`, in
   * ms, with a 429 or a 503), or `null` when it said nothing.
   */
  readonly retryAfterMs: number | null;

  constructor(
    message: string,
    status: number,
    code: GatewayErrorCode,
    fieldErrors: readonly FieldError[],
    retryAfterMs: number | null = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterMs = retryAfterMs;
  }

  /**
   * The error for a gateway answer: `CheckoutAuthError` for 401 and 403, `CheckoutApiError`
   * otherwise. Reads every error-body shape the gateway uses (`__all__` arrays or objects,
   * per-field arrays, nested objects and lists, plain strings, `detail`), and never includes the
   * request's credentials: only the method, the path and what the gateway said. A 401 ends
   * with what to check, by its code: `request.authHint`, the API key by default.
   */
  static fromResponse(
    status: number,
    body: unknown,
    request: {
      method: string;
      path: string;
      retryAfterMs?: number | null;
      authHint?: (code: string) => string;
    },
  ): CheckoutApiError {
    const fieldErrors = flattenErrorBody(body);
    const first = fieldErrors[0];
    // DRF's `{"detail": "…"}` names no code: `invalid`, flattenErrorBody's default, would mislead.
    const codeless =
      typeof body === 'object' && body !== null && 'detail' in body && !('code' in body);
    const code = (codeless ? undefined : first?.code) ?? `http_${status}`;
    const said = fieldErrors
      .slice(0, 5)
      .map((error) => (error.path ? `${error.path}: ${error.message}` : error.message))
      .join('; ');
    const more = fieldErrors.length > 5 ? ` (and ${fieldErrors.length - 5} more)` : '';
    const { retryAfterMs = null, authHint = () => 'Check the API key (it is not shown here).' } =
      request;
    const wait =
      retryAfterMs === null ? '' : ` The gateway asks to retry after ${retryAfterMs} ms.`;
    const message = `${request.method} ${request.path} failed with HTTP ${status}${said ? `: ${said}${more}` : '.'}${wait}`;
    const ErrorClass = status === 401 || status === 403 ? CheckoutAuthError : CheckoutApiError;
    return new ErrorClass(
      status === 401 ? `${message} ${authHint(code)}` : message,
      status,
      code,
      fieldErrors,
      retryAfterMs,
    );
  }
}

/** The gateway refused the credentials (401) or the operation for them (403). */
export class CheckoutAuthError extends CheckoutApiError {}

/** A request body broke the gateway's rules; nothing was sent. */
export class CheckoutValidationError extends CheckoutError {
  /** Every problem found, each with the path of its field. */
  readonly issues: readonly FieldIssue[];

  constructor(what: string, issues: readonly FieldIssue[]) {
    const listed = issues.map((issue) => `- ${issue.message} (${issue.code})`).join('\n');
    super(`${what} is not valid; nothing was sent:\n${listed}`);
    this.issues = issues;
  }
}

/** The gateway could not be reached, or did not answer in time. */
export class CheckoutNetworkError extends CheckoutError {
  /** `timeout` when no answer came in time, `connection` when none could be had. */
  readonly reason: 'timeout' | 'connection';

  constructor(message: string, reason: 'timeout' | 'connection', cause?: unknown) {
    super(message, { cause });
    this.reason = reason;
  }
}

/**
 * The gateway's answer was larger than the client's `maxResponseBytes`: the client stopped
 * reading it there, so nothing past the limit was held in memory.
 */
export class CheckoutResponseTooLargeError extends CheckoutError {
  /** The limit, in bytes. */
  readonly limitBytes: number;

  constructor(request: { method: string; path: string }, limitBytes: number) {
    super(
      `${request.method} ${request.path} answered more than ${limitBytes} bytes, the client's ` +
        'maxResponseBytes; it stopped reading. Check baseUrl, or raise maxResponseBytes.',
    );
    this.limitBytes = limitBytes;
  }
}
