import type { MiddlewareHandler } from 'hono';
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
