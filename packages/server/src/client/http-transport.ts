import { CheckoutApiError, CheckoutNetworkError, CheckoutValidationError } from '../errors.js';

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
  apiKey: string;
  /** Without a trailing slash. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  /** Further attempts of a GET after a network error or a 5xx. */
  retries: number;
  userAgent: string;
}

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
 * Only `GET` is retried (network errors, timeouts and 5xx, with bounded backoff): a retried
 * `POST` could create, capture, charge or refund twice. Every failure becomes an error of this
 * package that carries neither the key nor the request's headers: not in its message, not in
 * its `cause`.
 */
export class HttpTransport {
  readonly #apiKey: string;
  readonly #options: Omit<TransportOptions, 'apiKey'>;
  readonly #origin: string;

  constructor(options: TransportOptions) {
    const { apiKey, ...rest } = options;
    this.#apiKey = apiKey;
    this.#options = rest;
    this.#origin = new URL(rest.baseUrl).origin;
  }

  /** Sends a request, retrying a `GET` when that is safe, and resolves with the parsed answer. */
  async request<T>(request: TransportRequest): Promise<T> {
    const attempts = request.method === 'GET' ? this.#options.retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.#send(request)) as T;
      } catch (error) {
        if (attempt >= attempts || !isRetryable(error)) throw error;
        await sleep(retryDelay(attempt));
      }
    }
  }

  async #send(request: TransportRequest): Promise<unknown> {
    const { method, path } = request;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${this.#apiKey}`,
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
            path: ['__all__'],
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
      text = await untilAborted(response.text(), signal);
    } catch (error) {
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
    const parsed = parseJson(text);
    if (status < 200 || status >= 300) {
      // A body that is not JSON (an HTML error page of a proxy) is left out entirely.
      const said = parsed === NOT_JSON ? null : this.#redact(parsed);
      throw CheckoutApiError.fromResponse(status, said, { method, path });
    }
    if (request.noContent || (request.bodyOptional && text.trim() === '')) return undefined;
    if (parsed === NOT_JSON) {
      throw new CheckoutApiError(
        `${method} ${path} answered HTTP ${status} with a body that is not JSON${text.trim() ? '' : ' (it is empty)'}; ` +
          'check that baseUrl points at the collection API (it ends in /api/v1).',
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
    return text.split(this.#apiKey).join('[redacted]');
  }

  /** The gateway's answer with the key taken out of every string, should it ever echo it. */
  #redact(value: unknown): unknown {
    if (typeof value === 'string') return this.#redactText(value);
    if (Array.isArray(value)) return value.map((item) => this.#redact(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [this.#redactText(key), this.#redact(item)]),
      );
    }
    return value;
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
