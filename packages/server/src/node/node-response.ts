import type { ServerResponse } from 'node:http';

const PENDING = Symbol('pending');

/** Waits until `res` can take more data, or is closed. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Resolves after the current round of I/O callbacks: "not yet" for a read still pending then. */
const soon = (): Promise<typeof PENDING> =>
  new Promise((resolve) => setImmediate(resolve, PENDING));

/**
 * Sends a web `Response` through a Node `ServerResponse`: status, every header (each
 * `Set-Cookie` as its own header line), then the body streamed with backpressure. No body for
 * `HEAD` or when there is none. A body that is all there at once (as handlers that build their
 * answer in memory make them) goes out in one write with `Content-Length`; a body that trickles
 * in, or one marked `Transfer-Encoding: chunked` (Server-Sent Events), is sent chunk by chunk
 * as it comes. If `res` closes early (the client went away), the body is cancelled and nothing
 * more is written.
 */
export async function writeWebResponse(
  response: Response,
  res: ServerResponse,
  head: boolean,
): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);

  const body = response.body;
  if (body === null || head || res.destroyed) {
    await body?.cancel().catch(() => undefined);
    res.end();
    return;
  }

  const reader = body.getReader();
  const cancel = (): void => {
    reader.cancel().catch(() => undefined);
  };
  const read = () => {
    const reading = reader.read();
    // Awaited below, unless `res` closes first: then a failure of the body is of no interest.
    reading.catch(() => undefined);
    return reading;
  };
  let complete = false;
  res.once('close', cancel);
  try {
    const first = await read();
    if (first.done || res.destroyed) {
      complete = first.done;
      if (!res.destroyed) res.end();
      return;
    }
    let next = read();
    const sized = res.hasHeader('content-length');
    // A chunked answer (an event stream) says it comes in pieces: no waiting to see if it ends.
    const chunked = res.hasHeader('transfer-encoding');
    if (!sized && !chunked) {
      const settled = await Promise.race([next, soon()]);
      if (settled !== PENDING && settled.done) {
        complete = true;
        if (!res.destroyed) {
          res.setHeader('content-length', Buffer.byteLength(first.value));
          res.end(first.value);
        }
        return;
      }
    }
    // With a known length a chunk is held until the next one is read, so the last goes out
    // with the end of the response; without one, each goes out as soon as it comes.
    let held: Uint8Array | undefined = first.value;
    if (!sized) {
      if (!res.write(held)) await drained(res);
      held = undefined;
    }
    for (;;) {
      const chunk = await next;
      if (res.destroyed) return;
      if (chunk.done) {
        complete = true;
        if (held) res.end(held);
        else res.end();
        return;
      }
      if (held && !res.write(held)) await drained(res);
      if (res.destroyed) return;
      if (sized) {
        held = chunk.value;
      } else if (!res.write(chunk.value)) {
        await drained(res);
      }
      next = read();
    }
  } finally {
    res.off('close', cancel);
    if (!complete) cancel();
  }
}
