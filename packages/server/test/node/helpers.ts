import { createHash, randomBytes } from 'node:crypto';
import {
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
  createServer,
  request,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves `listener` on a free loopback port; `close` stops it (and its idle connections). */
export async function listen(
  listener: RequestListener,
): Promise<{ server: Server; url: string; port: number; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `listener`, and a promise that resolves once the server side of a request has closed and what
 * the close set off (aborts, cancels, errored bodies: all synchronous or microtasks) has run.
 * A test asserts there what happened, instead of waiting for something that might never come.
 */
export function watchClose(listener: RequestListener): {
  listener: RequestListener;
  closed: Promise<void>;
} {
  let settle: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (settle = resolve));
  return {
    listener: (req, res) => {
      listener(req, res);
      res.once('close', () => setImmediate(settle));
    },
    closed,
  };
}

/** The JSON an answer's body (read as bytes) holds. */
export function parseJson<T>(body: Buffer): T {
  return JSON.parse(body.toString('utf8')) as T;
}

/** An answer read with `node:http`: headers exactly as they came, body as bytes. */
export interface RawAnswer {
  status: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/**
 * A request with `node:http`, which (unlike `fetch`) may set `Host` and any header, and sends
 * a body in the chunks given.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string | string[]>;
    body?: Uint8Array | Uint8Array[];
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            statusMessage: res.statusMessage ?? '',
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const body = options.body;
    if (Array.isArray(body)) for (const chunk of body) req.write(chunk);
    else if (body) req.write(body);
    req.end();
  });
}

/** Every byte value, then random bytes: `size` bytes no text decoding survives. */
export function binaryBody(size: number): Buffer {
  const every = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
  return Buffer.concat([every, randomBytes(Math.max(0, size - 256))]).subarray(0, size);
}

export const sha256 = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * A web handler that describes the request it got: method, URL, headers (repeated ones joined
 * by the `Headers` rules), and the body's length and SHA-256; `?echo` sends the body back.
 */
export async function describeRequest(request: Request): Promise<Response> {
  const body = new Uint8Array(await request.arrayBuffer());
  const url = new URL(request.url);
  if (url.searchParams.has('echo')) {
    return new Response(body, { headers: { 'Content-Type': 'application/octet-stream' } });
  }
  return Response.json({
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    length: body.byteLength,
    sha256: sha256(body),
  });
}

/** What {@link describeRequest} answers. */
export interface RequestDescription {
  method: string;
  url: string;
  headers: Record<string, string>;
  length: number;
  sha256: string;
}
