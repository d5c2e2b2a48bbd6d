import { type PurchaseIssue, formatIssuePath } from '@checkout-kit/protocol';

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

  constructor(
    message: string,
    status: number,
    code: GatewayErrorCode,
    fieldErrors: readonly FieldError[],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
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
    request: { method: string; path: string },
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
    const message = `${request.method} ${request.path} failed with HTTP ${status}${said ? `: ${said}${more}` : '.'}`;
    const ErrorClass = status === 401 || status === 403 ? CheckoutAuthError : CheckoutApiError;
    return new ErrorClass(
      status === 401 ? `${message} Check the API key (it is not shown here).` : message,
      status,
      code,
      fieldErrors,
    );
  }
}

/** The gateway refused the credentials (401) or the operation for them (403). */
export class CheckoutAuthError extends CheckoutApiError {}

/** A request body broke the gateway's rules; nothing was sent. */
export class CheckoutValidationError extends CheckoutError {
  /** Every problem found, each with the path of its field. */
  readonly issues: readonly PurchaseIssue[];

  constructor(what: string, issues: readonly PurchaseIssue[]) {
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

/**
 * Every error in a gateway error body, depth first, with the path of its field. `__all__` (and
 * DRF's `non_field_errors`) belong to the object they sit in; list indexes come as numbers or as
 * numeric keys.
 */
export function flattenErrorBody(body: unknown, path: (string | number)[] = []): FieldError[] {
  if (typeof body === 'string') return body.trim() ? [toFieldError(path, body)] : [];
  if (Array.isArray(body)) {
    if (body.every((item) => typeof item === 'string' || isErrorItem(item))) {
      return body.map((item) => toFieldError(path, item));
    }
    return body.flatMap((item, index) => flattenErrorBody(item, [...path, index]));
  }
  if (typeof body !== 'object' || body === null) return [];
  if (isErrorItem(body) && path.length === 0 && 'detail' in body) return [toFieldError(path, body)];
  if (isErrorItem(body) && !Object.values(body).some((v) => typeof v === 'object' && v !== null)) {
    return [toFieldError(path, body)];
  }
  return Object.entries(body).flatMap(([key, value]) => {
    const nonField = key === '__all__' || key === 'non_field_errors';
    const next = nonField ? path : [...path, /^\d+$/.test(key) ? Number(key) : key];
    return flattenErrorBody(value, next);
  });
}
