import {
  CheckoutApiError,
  CheckoutAuthError,
  CheckoutError,
  CheckoutValidationError,
} from '@checkout-kit/server';
import { formatIssuePath } from '@checkout-kit/protocol';
import { ApiHttpError } from '../http/api-error.js';

/**
 * What the gateway said, in its own words: every error of its answer with the field it is about.
 * The client's errors never hold the API key; `redact` takes it out all the same.
 */
export function gatewaySaid(error: CheckoutError, redact: (text: string) => string): string {
  const said =
    error instanceof CheckoutApiError && error.fieldErrors.length > 0
      ? error.fieldErrors
          .map((item) => (item.path ? `${item.path}: ${item.message}` : item.message))
          .join('; ')
      : error.message;
  return redact(said);
}

/**
 * The answer for an operation the gateway did not carry out (`what`: `The capture`):
 *
 * - refused in this status (`purchase_capture_wrong_status`, …) → 409 `wrong_status`;
 * - refused for its `amount` → 400 `validation_failed` naming the field;
 * - refused before sending (`CheckoutValidationError`) → 400 `validation_failed`;
 * - anything else the gateway refused, or no answer → 502 `gateway_error`.
 *
 * Each carries the gateway's message, never the key. Errors that do not come from the client
 * are not the gateway's: they are thrown on unchanged.
 */
export function gatewayFailure(
  error: unknown,
  what: string,
  redact: (text: string) => string,
): ApiHttpError {
  if (!(error instanceof CheckoutError)) throw error;
  const said = gatewaySaid(error, redact);
  if (error instanceof CheckoutValidationError) {
    return new ApiHttpError(400, 'validation_failed', `${what} was not sent: ${said}`, {
      fields: error.issues.map((issue) => ({
        path: formatIssuePath(issue.path),
        message: redact(issue.message),
      })),
    });
  }
  if (error instanceof CheckoutAuthError) {
    return new ApiHttpError(
      502,
      'gateway_error',
      `${what} failed: the gateway refused the shop's API key (HTTP ${error.status}). Check CHECKOUT_API_KEY.`,
    );
  }
  if (error instanceof CheckoutApiError) {
    if (error.code.endsWith('_wrong_status')) {
      return new ApiHttpError(409, 'wrong_status', `${what} was refused: ${said}`);
    }
    const amountErrors = error.fieldErrors.filter((item) => item.path === 'amount');
    if (error.status === 400 && amountErrors.length > 0) {
      return new ApiHttpError(400, 'validation_failed', `${what} was refused: ${said}`, {
        fields: amountErrors.map((item) => ({ path: 'amount', message: redact(item.message) })),
      });
    }
    return new ApiHttpError(502, 'gateway_error', `${what} was refused by the gateway: ${said}`);
  }
  // No answer (`CheckoutNetworkError`: its message says whether it may have gone through).
  return new ApiHttpError(502, 'gateway_error', `${what} failed: ${said}`);
}
