import { NON_FIELD_KEY } from '@checkout-kit/protocol';
import {
  CheckoutApiError,
  CheckoutError,
  CheckoutNetworkError,
  CheckoutResponseTooLargeError,
  CheckoutValidationError,
} from '../errors.js';
import { readBodyBytes } from './read-body.js';
import { parseRetryAfter } from './retry-after.js';

/** The HTTP methods the collection API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of the collection API. */
export interface TransportRequest {
  method: HttpMethod;
  /** The path under the base URL, ids already encoded: `/purchases/{id}/`. */
  path: string;
  /** Query parameters, in order. */
  query?: Readonly<Record<string, string>>;
  /** Sent as JSON when given. */
  body?: unknown;
  /** The answer has no body (`DELETE` → 204): resolve with `undefined`. Default false. */
  noContent?: boolean;
  /**
   * The answer may or may not have a body (a raw request to an endpoint the kit does not know):
   * an empty one resolves with `undefined`, JSON with the value. Default false.
   */
  bodyOptional?: boolean;
}

/** How a transport talks to the gateway. */
export interface TransportOptions {
  /** Sent as `Authorization: Bearer`; without one (a service that takes none), no such header. */
  apiKey?: string;
  /** Without a trailing slash. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  /**
   * Further attempts of a GET after a network error or a 5xx, and of a GET, PUT or DELETE the
   * gateway answered 429 or 503.
   */
  retries: number;
  /** The largest answer read, in bytes; past it the request fails. */
  maxResponseBytes: number;
  /** The longest wait for a `Retry-After` before a retry; a longer one fails at once. */
  maxRetryWaitMs: number;
  userAgent: string;
  /** What errors tell the developer to check; the collection API's hints by default. */
  hints?: TransportHints;
}

/**
 * What an error tells the developer to check, for the service a client talks to: written into
 * the message when the error is made, never patched into it afterwards.
 */
export interface TransportHints {
  /** For a refusal of the credentials (401), by the gateway's error code. */
  auth: (code: string) => string;
  /** For an answer that is not JSON: where `baseUrl` must point. */
  notJson: string;
}

/** The collection API's hints. */
export const COLLECTION_HINTS: TransportHints = {
  auth: () => 'Check the API key (it is not shown here).',
  notJson: 'check that baseUrl points at the collection API (it ends in /api/v1).',
};

/** Methods that do the same however often they are sent: retried when the gateway says "later". */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'PUT', 'DELETE']);

/** Backoff before retry `n` (from 1): 200 ms doubling, at most 1 s, then jittered down by up to half. */
export const RETRY_BASE_DELAY_MS = 200;
export const RETRY_MAX_DELAY_MS = 1000;

/** The wait before retry `attempt` (1 for the first retry), with "equal jitter". */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** (attempt - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

/** Error codes of a connection that was never made: the request was certainly not carried out. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ERR_INVALID_URL',
]);

/** Marks a body that is not JSON. */
const NOT_JSON = Symbol('not JSON');

/**
 * Sends the client's requests: JSON in and out, `Authorization: Bearer`, a `User-Agent`, a
 * per-attempt timeout, redirects not followed (the key goes to the configured host only).
 *
 * A `GET` is retried after network errors, timeouts and 5xx, with bounded backoff: a retried
 * `POST` could create, capture, charge or refund twice. A 429 or 503 is the gateway saying
 * "not now": a `GET`, `PUT` or `DELETE` then waits its `Retry-After` (seconds or a date) and
 * tries again, within `retries` and `maxRetryWaitMs`. An answer larger than
 * `maxResponseBytes` is not read past the limit. Every failure becomes an error of this package
 * that carries neither the key nor the request's headers: not in its message, not in its
 * `cause`.
 */
export class HttpTransport {
  readonly #apiKey: string | undefined;
  readonly #options: Omit<TransportOptions, 'apiKey'>;
  readonly #origin: string;
  readonly #hints: TransportHints;

  constructor(options: TransportOptions) {
    const { apiKey, hints = COLLECTION_HINTS, ...rest } = options;
    this.#apiKey = apiKey;
    this.#options = rest;
    this.#origin = new URL(rest.baseUrl).origin;
    this.#hints = hints;
  }

  /** Sends a request, retrying it when that is safe, and resolves with the parsed answer. */
  async request<T>(request: TransportRequest): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.#send(request)) as T;
      } catch (error) {
        const wait =
          attempt > this.#options.retries ? null : this.#retryWait(request, error, attempt);
        if (wait === null) throw error;
        await sleep(wait);
      }
    }
  }

  /** How long to wait before trying `request` again after `error`, or `null` not to. */
  #retryWait(request: TransportRequest, error: unknown, attempt: number): number | null {
    const { method } = request;
    if (error instanceof CheckoutApiError && (error.status === 429 || error.status === 503)) {
      if (!IDEMPOTENT_METHODS.has(method)) return null;
      const wait = error.retryAfterMs ?? retryDelay(attempt);
      return wait <= this.#options.maxRetryWaitMs ? wait : null;
    }
    return method === 'GET' && isRetryable(error) ? retryDelay(attempt) : null;
  }

  async #send(request: TransportRequest): Promise<unknown> {
    const { method, path } = request;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(this.#apiKey === undefined ? {} : { Authorization: `Bearer ${this.#apiKey}` }),
      'User-Agent': this.#options.userAgent,
    };
    let body: string | undefined;
    if (request.body !== undefined) {
      try {
        body = JSON.stringify(request.body);
      } catch (error) {
        const why =
          error instanceof Error ? error.message.split('\n')[0] : 'it cannot be serialized';
        throw new CheckoutValidationError(`The body of ${method} ${path}`, [
          {
            path: [NON_FIELD_KEY],
            code: 'invalid',
            message: `The body cannot be written as JSON: ${why}`,
          },
        ]);
      }
      headers['Content-Type'] = 'application/json';
    }
    const query = request.query ? new URLSearchParams(request.query).toString() : '';
    const url = `${this.#options.baseUrl}${path}${query ? `?${query}` : ''}`;

    const signal = AbortSignal.timeout(this.#options.timeoutMs);
    let response: Response;
    let text: string;
    try {
      // Raced with the signal too, so that a `fetch` option that ignores it still times out.
      response = await untilAborted(
        this.#options.fetch(url, { method, headers, body, signal, redirect: 'manual' }),
        signal,
      );
      const read = await untilAborted(
        readBodyBytes(response, this.#options.maxResponseBytes),
        signal,
      );
      if (!read.ok)
        throw new CheckoutResponseTooLargeError(request, this.#options.maxResponseBytes);
      text = new TextDecoder().decode(read.bytes);
    } catch (error) {
      if (error instanceof CheckoutError) throw error;
      throw this.#networkError(request, error, signal.aborted);
    }

    const { status } = response;
    if (status >= 300 && status < 400) {
      throw new CheckoutApiError(
        `${method} ${path} was redirected (HTTP ${status}). The client does not follow redirects, ` +
          'so that the API key goes to the configured host only: check baseUrl.',
        status,
        `http_${status}`,
        [],
      );
    }
    if (status < 200 || status >= 300) {
      // The key taken out before anything is read, should the gateway ever echo it. A body that
      // is not JSON (an HTML error page of a proxy) is left out entirely.
      const parsed = parseJson(this.#redactText(text));
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      throw CheckoutApiError.fromResponse(status, parsed === NOT_JSON ? null : parsed, {
        method,
        path,
        retryAfterMs,
        authHint: this.#hints.auth,
      });
    }
    const parsed = parseJson(text);
    if (request.noContent || (request.bodyOptional && text.trim() === '')) return undefined;
    if (parsed === NOT_JSON) {
      throw new CheckoutApiError(
        `${method} ${path} answered HTTP ${status} with a body that is not JSON${text.trim() ? '' : ' (it is empty)'}; ` +
          this.#hints.notJson,
        status,
        'invalid_response',
        [],
      );
    }
    return parsed;
  }

  /** The error for a request that got no answer; nothing of the request but method and path. */
  #networkError(
    request: TransportRequest,
    error: unknown,
    timedOut: boolean,
  ): CheckoutNetworkError {
    const { method, path } = request;
    const code = errorCode(error);
    const maybeDone =
      method === 'GET' || (!timedOut && code !== undefined && NOT_SENT_CODES.has(code))
        ? ''
        : ' The gateway may still have carried it out: read the object before trying again.';
    const cause = this.#safeCause(error, code);
    if (timedOut) {
      return new CheckoutNetworkError(
        `${method} ${path} got no answer from ${this.#origin} within ${this.#options.timeoutMs} ms.${maybeDone}`,
        'timeout',
        cause,
      );
    }
    return new CheckoutNetworkError(
      `${method} ${path} could not reach ${this.#origin}${code ? ` (${code})` : ''}.${maybeDone}`,
      'connection',
      cause,
    );
  }

  /**
   * A copy of what went wrong with only its name, code and message (the key taken out): the
   * original may hold the request, its headers included.
   */
  #safeCause(error: unknown, code: string | undefined): Error {
    const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = inner instanceof Error ? inner.message : String(inner);
    const cause = new Error(this.#redactText(message));
    cause.name = inner instanceof Error ? this.#redactText(inner.name) : 'Error';
    if (code) Object.assign(cause, { code });
    cause.stack = `${cause.name}: ${cause.message}`;
    return cause;
  }

  #redactText(text: string): string {
    // Without a key there is nothing to take out (and splitting on '' would break every word).
    return this.#apiKey ? text.split(this.#apiKey).join('[redacted]') : text;
  }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof CheckoutNetworkError) return true;
  return error instanceof CheckoutApiError && error.status >= 500;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** A system error code such as `ECONNREFUSED`, from the error or its cause (`fetch failed`). */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `promise`, or the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
