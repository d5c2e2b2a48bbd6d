import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebHandler } from '../web-handler.js';
import { type FastPathHandler, NODE_FAST_PATH } from './fast-path.js';
import { NodeRequestError, nodeRequestUrl, toWebRequest } from './node-request.js';
import { writeWebResponse } from './node-response.js';

/** A `node:http` request listener; Express takes it as a route handler or middleware. */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/** How {@link toNodeListener} builds requests and reports failures. */
export interface NodeListenerOptions {
  /**
   * Take the scheme and host of the request's URL from `X-Forwarded-Proto` and
   * `X-Forwarded-Host`. Default false: the socket's TLS state and `Host`. Turn it on only behind
   * a reverse proxy that sets these headers itself, or any client can choose them.
   */
  trustProxy?: boolean;
  /**
   * Called with what went wrong when the handler throws (answered 500 without details), when
   * the request cannot be given to it (a body already parsed by a body parser), or when its
   * answer fails while being sent. Not called when the client simply goes away. Default:
   * `console.error`, so that a misconfiguration (a callback route mounted after a body parser)
   * is never silent.
   */
  onError?: (error: unknown) => void;
}

const GENERIC_500 = JSON.stringify({
  error: 'internal_error',
  message: 'The server could not answer this request.',
});
const GENERIC_400 = JSON.stringify({
  error: 'bad_request',
  message: 'The request could not be read.',
});

/** The default `onError`: the error on stderr, as Node prints an uncaught one. */
function logError(error: unknown): void {
  // eslint-disable-next-line no-console -- the one place the package writes: a merchant gave it nowhere else
  console.error('toNodeListener:', error);
}

function isResponse(value: unknown): value is Response {
  if (value instanceof Response) return true;
  const candidate = value as Partial<Response> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.status === 'number' &&
    typeof candidate.headers?.getSetCookie === 'function' &&
    'body' in candidate
  );
}

/** Answers with a fixed JSON error, unless headers are out already: then the connection is cut. */
function sendError(res: ServerResponse, status: number, body: string): void {
  if (res.destroyed) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(body);
}

/**
 * Serves a web-standard handler (`(Request) => Promise<Response>`, such as
 * `createPaymentMethodsHandler(…)` or `createCallbackHandler(…)`) from `node:http` or Express.
 *
 * - The `Request` is the platform's own (the global `Request` and `Response` are left as they
 *   are) and has the full URL (`https` when the connection is TLS, the `Host` header, the
 *   path and query as received; `X-Forwarded-*` only with `trustProxy`), the method, every
 *   header, and for methods other than GET and HEAD the body, streamed unchanged, byte for byte.
 *   Its `signal` aborts when the client goes away before the answer is complete.
 * - The `Response` goes back with its status and headers (several `Set-Cookie` stay several)
 *   and its body streamed with backpressure.
 * - A handler that throws (or returns something that is not a `Response`) gets a 500 with no
 *   details; the error goes to `onError`. An invalid `Host` gets a 400.
 *
 * Under Express a body parser that runs before the route consumes the body. A route whose
 * handler needs the raw bytes (the callback handler verifies signatures over them) must be
 * mounted before `express.json()` / `express.urlencoded()` / `express.text()`, or use
 * `express.raw({ type: 'application/json' })`: a `Buffer` in `req.body` is used as the body. A body already
 * parsed into anything else cannot be turned back into the exact bytes: that request is
 * answered 500 and `onError` says how to mount the route.
 *
 * @example
 * // node:http
 * createServer(toNodeListener(createPaymentMethodsHandler({ client }))).listen(3000);
 *
 * @example
 * // Express 5: raw-body routes first, then the body parsers for the rest of the app.
 * app.post('/checkout/callback', toNodeListener(callbackHandler));
 * app.get('/payment-methods', toNodeListener(paymentMethodsHandler));
 * app.use(express.json());
 */
export function toNodeListener(
  handler: WebHandler,
  options: NodeListenerOptions = {},
): NodeListener {
  const { trustProxy = false, onError = logError } = options;
  const report = (error: unknown): void => {
    try {
      onError(error);
    } catch {
      // A failing reporter must not change the answer.
    }
  };

  const fastPath = (handler as FastPathHandler)[NODE_FAST_PATH];

  /** The handler's own answer without `Request` and `Response`, when it has one for `req`. */
  const answeredFast = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!fastPath) return false;
    try {
      return fastPath(req, res, nodeRequestUrl(req, trustProxy));
    } catch {
      // A bad Host, say: the full path answers it, as it answers every other request.
      return false;
    }
  };

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (answeredFast(req, res)) return;
    const abort = new AbortController();
    const onClose = (): void => {
      if (!res.writableFinished) abort.abort(new Error('The client closed the connection.'));
    };
    res.once('close', onClose);

    let request: Request;
    try {
      request = toWebRequest(req, abort.signal, trustProxy);
    } catch (error) {
      const status = error instanceof NodeRequestError ? error.status : 500;
      if (status === 500) report(error);
      // Let Node discard an unread body so the connection can be reused.
      req.resume();
      sendError(res, status, status === 400 ? GENERIC_400 : GENERIC_500);
      return;
    }

    let response: unknown;
    try {
      response = await handler(request);
      if (!isResponse(response)) {
        throw new TypeError('toNodeListener: the handler did not resolve to a Response.');
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      report(error);
      sendError(res, 500, GENERIC_500);
      return;
    }

    try {
      await writeWebResponse(response, res, req.method === 'HEAD');
    } catch (error) {
      if (abort.signal.aborted) return;
      report(error);
      sendError(res, 500, GENERIC_500);
    } finally {
      res.off('close', onClose);
    }
  };

  return (req, res) => {
    void serve(req, res);
  };
}
