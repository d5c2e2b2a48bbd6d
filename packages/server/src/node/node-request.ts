import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** A request that cannot become a `Request`: answered 400 (or 500 for a server mistake). */
export class NodeRequestError extends Error {
  /** The status to answer with. */
  readonly status: 400 | 500;

  constructor(message: string, status: 400 | 500) {
    super(message);
    this.name = 'NodeRequestError';
    this.status = status;
  }
}

/** What Express (or another framework) may have added to the request. */
interface FrameworkRequest extends IncomingMessage {
  /** Express: the URL before a mount path was stripped from `url`. */
  originalUrl?: unknown;
  /** A body parser's result: a `Buffer` from `express.raw()`, an object from `express.json()`. */
  body?: unknown;
}

/** A host (name, IPv4 or bracketed IPv6) with an optional port, and nothing else. */
const HOST = /^(?:[A-Za-z0-9._-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The first value of a header that may be given as a list (`a, b`) or several times. */
function firstValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const first = text?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/**
 * The full URL of a Node request: `https` when the connection is TLS, the `Host` header, and
 * the path and query as received (Express's `originalUrl` when mounted under a path). With
 * `trustProxy`, `X-Forwarded-Proto` and `X-Forwarded-Host` (first value) come first: set it only
 * behind a proxy that overwrites them, or any client can choose them.
 *
 * @throws NodeRequestError (400) for a `Host` that is not a host.
 */
export function nodeRequestUrl(req: IncomingMessage, trustProxy = false): string {
  const socket = req.socket as Partial<TLSSocket> | null;
  let protocol = socket?.encrypted === true ? 'https' : 'http';
  let host = req.headers.host;
  if (trustProxy) {
    const forwardedProto = firstValue(req.headers['x-forwarded-proto'])?.toLowerCase();
    if (forwardedProto === 'http' || forwardedProto === 'https') protocol = forwardedProto;
    host = firstValue(req.headers['x-forwarded-host']) ?? host;
  }
  if (host === undefined || host === '') {
    const address = socket?.localAddress ?? '127.0.0.1';
    host = `${address.includes(':') ? `[${address}]` : address}:${socket?.localPort ?? 80}`;
  }
  if (!HOST.test(host)) throw new NodeRequestError('The Host header is not a host name.', 400);

  const original = (req as FrameworkRequest).originalUrl;
  let target =
    typeof original === 'string' && original.startsWith('/') ? original : (req.url ?? '/');
  if (!target.startsWith('/')) {
    // Absolute form (`GET http://host/path`) keeps its path and query; `OPTIONS *` is `/`.
    try {
      const absolute = new URL(target);
      target = `${absolute.pathname}${absolute.search}`;
    } catch {
      target = '/';
    }
  }
  return `${protocol}://${host}${target}`;
}

/** The request's headers as `Headers`, repeated ones kept (HTTP/2 pseudo-headers left out). */
export function nodeRequestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] as string;
    if (name.startsWith(':')) continue;
    headers.append(name, raw[index + 1] as string);
  }
  return headers;
}

/**
 * The request body as a web stream that reads `req` as it is pulled (pausing it while the
 * stream's queue is full), errors when the client goes away mid-body, and discards the rest
 * when cancelled.
 */
export function nodeBodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer | string) => {
          if (finished) return;
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          // A plain view, as web streams give them (no copy): `String(chunk)` and friends then
          // behave as they do for any `Request` body.
          controller.enqueue(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => {
          if (finished) return;
          finished = true;
          controller.close();
        });
        const fail = (error?: Error): void => {
          if (finished) return;
          finished = true;
          controller.error(
            error ?? new Error('The client closed the connection before the end of the body.'),
          );
        };
        req.once('error', fail);
        req.once('close', () => {
          if (!req.readableEnded) fail();
        });
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        finished = true;
        req.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * The body to give the `Request`: none for GET and HEAD; the `Buffer` a body parser left in
 * `req.body` (`express.raw()`), byte for byte; otherwise the request stream itself.
 *
 * @throws NodeRequestError (500) when a body parser has already read the stream and left
 *   something other than bytes (`express.json()`, `express.text()`, `express.urlencoded()`):
 *   the exact bytes, which a signature check needs, are gone.
 */
export function nodeRequestBody(
  req: IncomingMessage,
): ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | null {
  if (BODYLESS.has(req.method ?? 'GET')) return null;
  const parsed = (req as FrameworkRequest).body;
  if (parsed instanceof Uint8Array) return new Uint8Array(parsed);
  if (req.readableEnded) {
    if (parsed === undefined) return null;
    throw new NodeRequestError(
      'toNodeListener: a body parser has already read this request and left a parsed body, not its bytes. ' +
        'Mount this route before express.json() (and express.text(), express.urlencoded()), or give it ' +
        "express.raw({ type: '*/*' }), so the handler gets the raw body.",
      500,
    );
  }
  return nodeBodyStream(req);
}

/**
 * A web `Request` for a Node request: full URL (see {@link nodeRequestUrl}), method, every
 * header, and the body (see {@link nodeRequestBody}); `signal` aborts it.
 */
export function toWebRequest(
  req: IncomingMessage,
  signal: AbortSignal,
  trustProxy = false,
): Request {
  const url = nodeRequestUrl(req, trustProxy);
  const method = req.method ?? 'GET';
  const headers = nodeRequestHeaders(req);
  const body = nodeRequestBody(req);
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body, signal };
  if (body instanceof ReadableStream) init.duplex = 'half';
  try {
    return new Request(url, init);
  } catch (error) {
    // Methods fetch forbids (TRACE, CONNECT) and URLs it cannot take.
    throw new NodeRequestError(`The request cannot be handled: ${(error as Error).message}`, 400);
  }
}
