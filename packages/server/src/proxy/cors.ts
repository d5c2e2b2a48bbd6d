import { describeValue } from '@checkout-kit/protocol';
import { issue } from '../internal/arguments.js';
import { CheckoutValidationError } from '../errors.js';

/** Which browser origins may read the proxy's answers (CORS). */
export interface CorsOptions {
  /**
   * The allowed origins, exactly as browsers send them (`https://shop.example`, scheme, host
   * and port only), or `'*'` for any origin (not together with `credentials`).
   */
  origin: string | readonly string[];
  /**
   * Allow credentialed requests (cookies): adds `Access-Control-Allow-Credentials: true`.
   * Default false; the lookup needs no cookies.
   */
  credentials?: boolean;
  /** How long browsers may keep a preflight answer, in seconds. Default 600. */
  maxAgeSeconds?: number;
}

/** The CORS answer headers of one configuration. */
export interface CorsPolicy {
  /** The headers for an answer to a request from `origin` (the request's `Origin`, if any). */
  headers(origin: string | null): Record<string, string>;
  /** The headers for a preflight (`OPTIONS`) answer, for `methods`. */
  preflightHeaders(origin: string | null, methods: readonly string[]): Record<string, string>;
}

/**
 * Checks a CORS configuration and returns its policy: an allowed `Origin` is echoed back with
 * `Vary: Origin` (so shared caches keep one answer per origin); any other origin gets no
 * `Access-Control-Allow-Origin`, so its browser will not let it read the answer. `'*'` answers
 * `*` to everyone, and is refused together with `credentials`, as browsers refuse it.
 *
 * @throws {CheckoutValidationError} for an origin that is not `scheme://host[:port]`, or `'*'`
 *   with credentials.
 */
export function corsPolicy(options: CorsOptions): CorsPolicy {
  const list = typeof options.origin === 'string' ? [options.origin] : [...options.origin];
  const credentials = options.credentials === true;
  const maxAge = options.maxAgeSeconds ?? 600;
  if (!Number.isSafeInteger(maxAge) || maxAge < 0) {
    throw new CheckoutValidationError('The options of createPaymentMethodsHandler', [
      issue(
        ['cors.maxAgeSeconds'],
        'invalid',
        `cors.maxAgeSeconds must be a whole number ≥ 0, not ${describeValue(maxAge)}.`,
      ),
    ]);
  }
  const any = list.includes('*');
  if (any && credentials) {
    throw new CheckoutValidationError('The options of createPaymentMethodsHandler', [
      issue(
        ['cors.origin'],
        'invalid',
        "cors.origin '*' cannot be combined with credentials (browsers refuse it); list the origins instead.",
      ),
    ]);
  }
  if (!any && list.length === 0) {
    throw new CheckoutValidationError('The options of createPaymentMethodsHandler', [
      issue(
        ['cors.origin'],
        'invalid',
        'cors.origin must name at least one origin, or be omitted.',
      ),
    ]);
  }
  const allowed = new Set(
    list
      .filter((origin) => origin !== '*')
      .map((origin) => {
        let parsed: URL | undefined;
        try {
          parsed = new URL(origin);
        } catch {
          parsed = undefined;
        }
        if (!parsed || parsed.origin === 'null' || parsed.origin !== origin.replace(/\/$/, '')) {
          throw new CheckoutValidationError('The options of createPaymentMethodsHandler', [
            issue(
              ['cors.origin'],
              'invalid',
              `cors.origin ${JSON.stringify(origin)} is not an origin; write it as the browser sends it, e.g. https://shop.example.`,
            ),
          ]);
        }
        return parsed.origin;
      }),
  );

  const headers = (origin: string | null): Record<string, string> => {
    if (any) return { 'Access-Control-Allow-Origin': '*' };
    const result: Record<string, string> = { Vary: 'Origin' };
    if (origin !== null && allowed.has(origin)) {
      result['Access-Control-Allow-Origin'] = origin;
      if (credentials) result['Access-Control-Allow-Credentials'] = 'true';
    }
    return result;
  };

  return {
    headers,
    preflightHeaders(origin, methods) {
      const result = headers(origin);
      if (!('Access-Control-Allow-Origin' in result)) return result;
      return {
        ...result,
        'Access-Control-Allow-Methods': methods.join(', '),
        'Access-Control-Max-Age': String(maxAge),
      };
    },
  };
}
