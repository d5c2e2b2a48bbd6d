import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A web handler may carry, under this key, a way to answer some requests straight from Node's
 * objects: {@link toNodeListener} tries it first and builds a `Request` only when it declines.
 * The payment-methods proxy answers its cached hits this way, byte for byte as it would through
 * `Request` and `Response`, for a fraction of the CPU.
 */
export const NODE_FAST_PATH = Symbol.for('@checkout-kit/server.nodeFastPath');

/**
 * Answers `req` on `res` and returns true, or returns false without touching either. `url` is
 * the request's absolute URL, already checked (its `Host` included).
 */
export type NodeFastPath = (req: IncomingMessage, res: ServerResponse, url: string) => boolean;

/** A web handler with a {@link NodeFastPath}. */
export interface FastPathHandler {
  [NODE_FAST_PATH]?: NodeFastPath;
}

/**
 * Writes an answer's headers in the order, and with the names, a `Response`'s `Headers` would
 * give them (lower case, sorted), so both paths send the same bytes.
 */
export function setHeadersAsFetchWould(
  res: ServerResponse,
  headers: Readonly<Record<string, string>>,
): void {
  const lowered = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]);
  lowered.sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name = '', value = ''] of lowered) res.setHeader(name, value);
}
