import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Sends the attempts of deliveries: posts the bytes and tells the receiver's HTTP status. */
export interface DeliveryPoster {
  /**
   * Posts `body` to `url` with `headers` (and its `Content-Length`).
   *
   * @returns The status of the receiver's answer, once the answer has been read whole.
   * @throws {Error} When there is no whole answer: the connection failed (the error names its
   *   code, such as `ECONNREFUSED`), or no answer came within `timeoutMs` (`TimeoutError`).
   */
  post(
    url: string,
    headers: Record<string, string>,
    body: string,
    timeoutMs: number,
  ): Promise<number>;
  /** Closes the connections kept open for later attempts. */
  close(): void;
}

/** An attempt that got no whole answer in its time. */
export class AttemptTimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Posts deliveries with `node:http` and `node:https`, over connections kept open between
 * attempts. An attempt needs the status and nothing else, where `fetch` made a `Request`, a body
 * stream, an abort signal and a `Response` for each: with it, half of a delivery's CPU.
 * Redirects are not followed (a 3xx is an answer like any other that is not 2xx); the answer's
 * body is read and dropped, so the connection serves the next attempt.
 */
export class HttpPoster implements DeliveryPoster {
  readonly #http = new HttpAgent({ keepAlive: true });
  readonly #https = new HttpsAgent({ keepAlive: true });

  post(
    url: string,
    headers: Record<string, string>,
    body: string,
    timeoutMs: number,
  ): Promise<number> {
    return new Promise((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const bytes = Buffer.from(body);
      // The first outcome settles the attempt; the listeners stay, so a later error of the same
      // request (its socket destroyed after the timeout) is never an unhandled one. Both run
      // in later turns of the event loop, once `timer` is set.
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      const request = (secure ? httpsRequest : httpRequest)(
        target,
        {
          method: 'POST',
          agent: secure ? this.#https : this.#http,
          headers: { ...headers, 'Content-Length': String(bytes.length) },
        },
        (response) => {
          response.on('error', fail);
          response.on('end', () => {
            clearTimeout(timer);
            resolve(response.statusCode ?? 0);
          });
          response.resume();
        },
      );
      const timer = setTimeout(() => {
        fail(new AttemptTimeoutError(`no answer within ${timeoutMs / 1000} s`));
        request.destroy();
      }, timeoutMs);
      request.on('error', fail);
      request.end(bytes);
    });
  }

  close(): void {
    this.#http.destroy();
    this.#https.destroy();
  }
}
