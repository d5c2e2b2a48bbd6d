import type { MiddlewareHandler } from 'hono';
import { GatewayHttpError } from './errors.js';
import { MAX_BODY_BYTES } from './http.js';

/** Past this many bytes read away, the connection is not worth keeping. */
const DRAIN_BOUND = 64 * MAX_BODY_BYTES;

/** The gateway's answer to a body over {@link MAX_BODY_BYTES}. */
const tooLarge = (): GatewayHttpError =>
  GatewayHttpError.general(
    413,
    'request_too_large',
    `The body is larger than ${MAX_BODY_BYTES} bytes.`,
  );

/** Reads and drops a request body, up to a bound past which the connection is not worth keeping. */
export async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  let read = 0;
  for await (const chunk of body) {
    read += chunk.byteLength;
    if (read > DRAIN_BOUND) break;
  }
}

/**
 * The whole body, counted as it arrives, or `null` once it passes `limit` bytes (the rest then
 * read away, as far as {@link drain} goes).
 */
async function readWithin(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > DRAIN_BOUND) break;
    if (size <= limit) chunks.push(chunk);
  }
  if (size > limit) return null;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Refuses a body over {@link MAX_BODY_BYTES} with the gateway's 413: by its declared length
 * before anything reads it, or, without one (a chunked body), counted as it arrives, before the
 * routes see the request.
 *
 * Never builds a `Request` from the request the app was given: the Node adapter hands the app a
 * lightweight object, which the platform's `Request` constructor refuses now that the sandbox
 * leaves the process's globals alone. A counted body goes on as a new platform `Request` with the
 * same URL, method, headers and signal.
 */
export function bodyLimit(): MiddlewareHandler {
  return async (c, next) => {
    const { raw } = c.req;
    if (Number(raw.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      // Read the body away first: a client still sending it would see a reset, not the 413.
      await drain(raw.body);
      throw tooLarge();
    }
    // A GET or HEAD never has a body here, and asking for one would make the adapter build the
    // whole web Request (a stream and an abort signal) for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A declared length is all Node's parser lets through.
    if (raw.headers.has('content-length') && !raw.headers.has('transfer-encoding')) return next();
    if (!raw.body) return next();
    const bytes = await readWithin(raw.body, MAX_BODY_BYTES);
    if (!bytes) throw tooLarge();
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: bytes,
      signal: raw.signal,
    });
    return next();
  };
}
