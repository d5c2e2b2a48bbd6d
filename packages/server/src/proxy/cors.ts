import * as z from 'zod';
import { describeValue } from '@checkout-kit/protocol';
import { booleanOption, say, wholeOption } from '../internal/option-schema.js';

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

/** `origin` as the browser sends it: `scheme://host[:port]`, a trailing slash allowed. */
function isOrigin(origin: string): boolean {
  const parsed = URL.parse(origin);
  return parsed !== null && parsed.origin !== 'null' && parsed.origin === origin.replace(/\/$/, '');
}

/** One allowed origin, or `'*'`. */
const originEntry = z.string().refine((origin) => origin === '*' || isOrigin(origin), {
  error: say(
    (value, name) =>
      `${name} ${JSON.stringify(value)} is not an origin; write it as the browser sends it, e.g. https://shop.example.`,
  ),
});

/**
 * The `cors` option, parsed to its policy: an allowed `Origin` is echoed back with
 * `Vary: Origin` (so shared caches keep one answer per origin); any other origin gets no
 * `Access-Control-Allow-Origin`, so its browser will not let it read the answer. `'*'` answers
 * `*` to everyone, and is refused together with `credentials`, as browsers refuse it.
 */
export const corsOption = z
  .object(
    {
      origin: z.preprocess(
        (origin) => (typeof origin === 'string' ? [origin] : origin),
        z
          .array(originEntry, {
            error: say(
              (value, name) =>
                `${name} must be an origin or a list of origins, not ${describeValue(value)}.`,
            ),
          })
          .min(1, {
            error: say((_, name) => `${name} must name at least one origin, or be omitted.`),
          }),
      ),
      credentials: booleanOption().default(false),
      maxAgeSeconds: wholeOption(
        0,
        (value, name) => `${name} must be a whole number ≥ 0, not ${describeValue(value)}.`,
      ).default(600),
    },
    {
      error: say(
        (value, name) => `${name} must be an object: { origin }, not ${describeValue(value)}.`,
      ),
    },
  )
  // Across two options: the message names the other one.
  .refine((cors) => !(cors.credentials && cors.origin.includes('*')), {
    path: ['origin'],
    error: say(
      (_, name) =>
        `${name} '*' cannot be combined with credentials (browsers refuse it); list the origins instead.`,
    ),
  })
  .transform(({ origin, credentials, maxAgeSeconds }) =>
    corsPolicy(origin, credentials, maxAgeSeconds),
  );

/** The policy of a checked configuration. */
function corsPolicy(origins: readonly string[], credentials: boolean, maxAge: number): CorsPolicy {
  const any = origins.includes('*');
  const allowed = new Set(
    origins.filter((origin) => origin !== '*').map((origin) => new URL(origin).origin),
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
