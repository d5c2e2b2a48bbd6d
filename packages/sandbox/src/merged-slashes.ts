import type { IncomingMessage, ServerResponse } from 'node:http';

/** Two or more slashes in a row. */
const REPEATED_SLASHES = /\/{2,}/g;

/**
 * Reads every run of slashes in a request's path as one, as a front web server does by default
 * (nginx's `merge_slashes`), before anything routes it; the query is left as sent. The gateway
 * maker's Node SDK, configured as its README says (a base URL ending in `/`), requests
 * `/api/v1//purchases/`: the sandbox answers it as `/api/v1/purchases/`.
 *
 * @returns A request listener that hands each request, its path merged, to `next`.
 */
export function withMergedSlashes(
  next: (incoming: IncomingMessage, outgoing: ServerResponse) => void,
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  return (incoming, outgoing) => {
    const url = incoming.url ?? '';
    if (url.startsWith('/') && url.includes('//')) {
      const query = url.indexOf('?');
      const path = query === -1 ? url : url.slice(0, query);
      incoming.url = path.replace(REPEATED_SLASHES, '/') + (query === -1 ? '' : url.slice(query));
    }
    next(incoming, outgoing);
  };
}
