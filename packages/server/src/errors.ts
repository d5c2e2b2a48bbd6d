import { type FieldIssue, formatIssuePath } from '@checkout-kit/protocol';

/** One problem the gateway reported about one field, or about the request (`path` `''`). */
export interface FieldError {
  /** Where in the request body, e.g. `purchase.products[0].price`; `''` for the whole request. */
  path: string;
  code: string;
  message: string;
}

/** The base of every error this package throws. */
export class CheckoutError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * An error code of the gateway: one the kit has seen (the description's and the sandbox's), or
 * any other string: the full list is not published, so compare with a default branch.
 */
export type GatewayErrorCode =
  | 'authentication_failed'
  | 'purchase_capture_wrong_status'
  | 'purchase_release_wrong_status'
  | 'purchase_cancel_wrong_status'
  | 'purchase_refund_wrong_status'
  | 'purchase_charge_wrong_status'
  | 'purchase_client_or_id_required'
  | 'invalid_recurring_token'
  | 'invalid_response'
  | (string & {});

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
   * request's credentials: only the method, the path and what the gateway said.
   */
  static fromResponse(
    status: number,
    body: unknown,
    request: { method: string; path: string; retryAfterMs?: number | null },
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
    const { retryAfterMs = null } = request;
    const wait =
      retryAfterMs === null ? '' : ` The gateway asks to retry after ${retryAfterMs} ms.`;
    const message = `${request.method} ${request.path} failed with HTTP ${status}${said ? `: ${said}${more}` : '.'}${wait}`;
    const ErrorClass = status === 401 || status === 403 ? CheckoutAuthError : CheckoutApiError;
    return new ErrorClass(
      status === 401 ? `${message} Check the API key (it is not shown here).` : message,
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

/** A callback or webhook whose signature does not verify. */
export class SignatureVerificationError extends CheckoutError {}

function isErrorItem(
  value: unknown,
): value is { message?: unknown; code?: unknown; detail?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('message' in value || 'code' in value || 'detail' in value)
  );
}

function toFieldError(path: (string | number)[], value: unknown): FieldError {
  const field = path.length === 0 ? '' : formatIssuePath(path);
  if (typeof value === 'string') return { path: field, code: 'invalid', message: value };
  const item = value as { message?: unknown; code?: unknown; detail?: unknown };
  const message =
    typeof item.message === 'string'
      ? item.message
      : typeof item.detail === 'string'
        ? item.detail
        : '';
  return {
    path: field,
    code: typeof item.code === 'string' ? item.code : 'invalid',
    message: message || 'invalid',
  };
}

/** The most errors read from one error body, and the deepest nesting followed. */
export const MAX_FIELD_ERRORS = 100;
export const MAX_ERROR_BODY_DEPTH = 32;

/**
 * Every error in a gateway error body, depth first, with the path of its field. `__all__` (and
 * DRF's `non_field_errors`) belong to the object they sit in; list indexes come as numbers or as
 * numeric keys.
 *
 * The walk is iterative and bounded, so that a body of any size or depth (a broken or hostile
 * proxy's) gives an error, never a stack overflow: at most {@link MAX_FIELD_ERRORS} errors, and
 * nothing nested deeper than {@link MAX_ERROR_BODY_DEPTH} levels.
 */
export function flattenErrorBody(body: unknown, path: (string | number)[] = []): FieldError[] {
  const found: FieldError[] = [];
  // Last in, first out: children are pushed in reverse so that they are read in order.
  const pending: { value: unknown; path: (string | number)[]; depth: number }[] = [
    { value: body, path, depth: 0 },
  ];
  for (let next = pending.pop(); next && found.length < MAX_FIELD_ERRORS; next = pending.pop()) {
    const children = errorsOrChildren(next.value, next.path, found);
    if (next.depth >= MAX_ERROR_BODY_DEPTH) continue;
    for (const child of children.reverse()) pending.push({ ...child, depth: next.depth + 1 });
  }
  return found.slice(0, MAX_FIELD_ERRORS);
}

/**
 * Adds the errors `value` itself holds to `found`, and returns what must be read inside it.
 * One level of {@link flattenErrorBody}.
 */
function errorsOrChildren(
  value: unknown,
  path: (string | number)[],
  found: FieldError[],
): { value: unknown; path: (string | number)[] }[] {
  if (typeof value === 'string') {
    if (value.trim()) found.push(toFieldError(path, value));
    return [];
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string' || isErrorItem(item))) {
      for (const item of value.slice(0, MAX_FIELD_ERRORS)) found.push(toFieldError(path, item));
      return [];
    }
    return value
      .slice(0, MAX_FIELD_ERRORS)
      .map((item, index) => ({ value: item, path: [...path, index] }));
  }
  if (typeof value !== 'object' || value === null) return [];
  if (isErrorItem(value) && path.length === 0 && 'detail' in value) {
    found.push(toFieldError(path, value));
    return [];
  }
  if (
    isErrorItem(value) &&
    !Object.values(value).some((v) => typeof v === 'object' && v !== null)
  ) {
    found.push(toFieldError(path, value));
    return [];
  }
  return Object.entries(value)
    .slice(0, MAX_FIELD_ERRORS)
    .map(([key, item]) => {
      const nonField = key === '__all__' || key === 'non_field_errors';
      return {
        value: item,
        path: nonField ? path : [...path, /^\d+$/.test(key) ? Number(key) : key],
      };
    });
}
