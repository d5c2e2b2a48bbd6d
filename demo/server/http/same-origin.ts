import type { Context, MiddlewareHandler } from 'hono';
import { ApiHttpError } from './api-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses requests that change something when a browser says they come from another site: the
 * `Origin` differs from the host the request was sent to, or `Sec-Fetch-Site` is `cross-site`.
 * The site calls this server through its own `/api` proxy, so its requests are same-origin;
 * requests without these headers (not from a browser) pass.
 */
export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const host = c.req.header('host');
      const fetchSite = c.req.header('sec-fetch-site');
      if (fetchSite === 'cross-site' || (origin !== undefined && !sameHost(origin, host))) {
        throw new ApiHttpError(
          403,
          'forbidden_origin',
          'This request came from a page of another site: only the shop itself may change orders.',
        );
      }
    }
    await next();
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Requires proof that a request comes from the site's own pages: an `Origin` of the host it was
 * sent to, or, when a browser sends no `Origin`, `Sec-Fetch-Site: same-origin`. Unlike
 * {@link sameOriginOnly}, a request with neither is refused too: the back office is used from
 * a browser only, and every browser sends one of them.
 *
 * @throws {ApiHttpError} 403 `forbidden_origin`.
 */
export function requireSameOrigin(c: Context): void {
  const origin = c.req.header('origin');
  const fromOwnPage =
    origin !== undefined
      ? sameHost(origin, c.req.header('host'))
      : c.req.header('sec-fetch-site') === 'same-origin';
  if (!fromOwnPage) {
    throw new ApiHttpError(
      403,
      'forbidden_origin',
      'The back office only takes changes from its own pages: this request names no origin, or another one.',
    );
  }
}
