import { type FieldIssue, describeValue, isRecord } from '@checkout-kit/protocol';
import { CheckoutValidationError } from '../errors.js';
import { issue, refuseIfAny } from './arguments.js';
import { type TransportLimitOptions, checkTransportLimits } from './transport-limits.js';

/*
 * The option checks both clients share (CheckoutClient and SendClient): the service's address
 * and how the transport behaves. Each returns issues for one `CheckoutValidationError` naming
 * every problem at once; values are described, never repeated when they could be a secret.
 */

/** Default of {@link CheckoutClientOptions.timeoutMs}. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Default of {@link CheckoutClientOptions.retries}: three attempts in all. */
export const DEFAULT_RETRIES = 2;

/** How to reach the gateway. */
export interface CheckoutClientOptions extends TransportLimitOptions {
  /**
   * The secret API key from the merchant portal (a test key makes test objects). Sent only in
   * `Authorization: Bearer`, never shown in an error or a log.
   */
  apiKey: string;
  /** The brand's UUID: the default `brand_id` of purchases, and the payment-methods lookup's. */
  brandId: string;
  /** The collection API's base URL, ending in `/api/v1` (the sandbox's `baseUrl`). */
  baseUrl: string;
  /** The `fetch` to use; default the platform's. */
  fetch?: typeof globalThis.fetch;
  /** How long one attempt may take, answer body included, in ms. Default 30 000. */
  timeoutMs?: number;
  /**
   * How many times a `GET` is tried again after a network error, a timeout or a 5xx, with
   * backoff (200 ms doubling up to 1 s, jittered), and a `GET`, `PUT` or `DELETE` after a 429 or
   * 503, waiting the gateway's `Retry-After` (see `maxRetryWaitMs`). Default 2; 0 disables.
   * `POST`s are never retried: a retried create, capture, charge or refund could move money
   * twice.
   */
  retries?: number;
  /**
   * Whether bodies are checked locally before they are sent (default true). With `false`, every
   * body goes to the gateway as given and only the gateway judges it; each call can say
   * otherwise with its own `{ validate }`.
   */
  validate?: boolean;
}

/** Options of one call that sends a body. */
export interface CallOptions {
  /** Check the body locally first; default the client's `validate` (true). */
  validate?: boolean;
}

/** The longest timeout a client takes: what `setTimeout` can wait. */
export const MAX_TIMEOUT_MS = 2_147_483_647;
/** The most retries a client takes. */
export const MAX_RETRIES = 10;

/** What a client says of its `baseUrl` when it is missing or holds credentials. */
export interface BaseUrlWords {
  /** The service the address is of, and where to find it: the message of a missing one. */
  required: string;
  /** An address to give as an example. */
  example: string;
  /** What the credentials are, for an address that holds a user name or password. */
  credentials: string;
}

/**
 * Checks a service address: an absolute http(s) URL without credentials, query or fragment.
 * Gives the address without its trailing slashes, or the issues.
 */
export function checkBaseUrl(
  baseUrl: unknown,
  words: BaseUrlWords,
): { baseUrl: string; issues: FieldIssue[] } {
  const refuse = (code: 'required' | 'invalid', message: string) => ({
    baseUrl: '',
    issues: [issue(['baseUrl'], code, message)],
  });
  if (baseUrl === undefined || baseUrl === null || baseUrl === '') {
    return refuse('required', `baseUrl is required: ${words.required}.`);
  }
  const url = typeof baseUrl === 'string' ? URL.parse(baseUrl) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    const scheme = url ? `, not a ${url.protocol} URL` : '';
    return refuse(
      'invalid',
      `baseUrl must be an absolute http:// or https:// URL, such as ${words.example}${scheme}.`,
    );
  }
  if (url.username || url.password) {
    return refuse('invalid', `baseUrl may not hold a user name or password: ${words.credentials}.`);
  }
  const text = baseUrl as string;
  if (url.search || url.hash || text.includes('?') || text.includes('#')) {
    return refuse('invalid', 'baseUrl may not have a query or a fragment.');
  }
  return { baseUrl: url.href.replace(/\/+$/, ''), issues: [] };
}

/** Checks the optional clock: a function that returns Unix milliseconds. */
export function nowIssues(now: unknown): FieldIssue[] {
  return now === undefined || typeof now === 'function'
    ? []
    : [issue(['now'], 'invalid', 'now must be a function returning Unix milliseconds.')];
}

/** The options of how a client sends, as given. */
export interface BehaviourOptions {
  fetch?: unknown;
  timeoutMs: unknown;
  retries: unknown;
  validate: unknown;
}

/** Checks `fetch`, `timeoutMs`, `retries` and `validate`. */
export function behaviourIssues(options: BehaviourOptions): FieldIssue[] {
  const { fetch, timeoutMs, retries, validate } = options;
  const issues: FieldIssue[] = [];
  if (typeof fetch !== 'function') {
    issues.push(
      issue(
        ['fetch'],
        'invalid',
        fetch === undefined
          ? 'fetch must be a function; this runtime has no global fetch, so pass one.'
          : `fetch must be a function, not ${describeValue(fetch)}.`,
      ),
    );
  }
  if (
    typeof timeoutMs !== 'number' ||
    !Number.isFinite(timeoutMs) ||
    timeoutMs <= 0 ||
    timeoutMs > MAX_TIMEOUT_MS
  ) {
    issues.push(
      issue(
        ['timeoutMs'],
        'invalid',
        `timeoutMs must be a number of milliseconds above 0 and at most ${MAX_TIMEOUT_MS}, not ${describeValue(timeoutMs)}.`,
      ),
    );
  }
  if (
    typeof retries !== 'number' ||
    !Number.isInteger(retries) ||
    retries < 0 ||
    retries > MAX_RETRIES
  ) {
    issues.push(
      issue(
        ['retries'],
        'invalid',
        `retries must be a whole number from 0 to ${MAX_RETRIES}, not ${describeValue(retries)}.`,
      ),
    );
  }
  if (typeof validate !== 'boolean') {
    issues.push(
      issue(
        ['validate'],
        'invalid',
        `validate must be true or false, not ${describeValue(validate)}.`,
      ),
    );
  }
  return issues;
}

/** A brand id: a UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The options of `CheckoutClient`, checked, with defaults; every problem in one error. */
export function checkCheckoutClientOptions(options: CheckoutClientOptions): {
  apiKey: string;
  brandId: string;
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  retries: number;
  validate: boolean;
} & Required<TransportLimitOptions> {
  const what = 'The configuration of CheckoutClient';
  if (!isRecord(options)) {
    throw new CheckoutValidationError(what, [
      issue(['__all__'], 'invalid', 'Give the options as an object: { apiKey, brandId, baseUrl }.'),
    ]);
  }
  const issues: FieldIssue[] = [];
  const {
    apiKey,
    brandId,
    baseUrl,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    retries = DEFAULT_RETRIES,
    validate = true,
  } = options as Partial<CheckoutClientOptions>;
  const fetchOption: unknown = options.fetch ?? globalThis.fetch;

  // The key is described, never shown.
  if (apiKey === undefined || apiKey === null || apiKey === '') {
    issues.push(
      issue(
        ['apiKey'],
        'required',
        'apiKey is required: the secret API key from the merchant portal (CHECKOUT_API_KEY).',
      ),
    );
  } else if (typeof apiKey !== 'string') {
    issues.push(
      issue(['apiKey'], 'invalid', `apiKey must be a string, not ${describeValue(apiKey)}.`),
    );
  } else if (/^bearer\s/i.test(apiKey)) {
    issues.push(
      issue(
        ['apiKey'],
        'invalid',
        'apiKey must be the key alone, without "Bearer " (the client adds it).',
      ),
    );
  } else if (!/^[\x21-\x7E]+$/.test(apiKey)) {
    issues.push(
      issue(
        ['apiKey'],
        'invalid',
        'apiKey must be one printable ASCII token, without spaces or line breaks (it is not shown here).',
      ),
    );
  }

  if (brandId === undefined || brandId === null || brandId === '') {
    issues.push(
      issue(
        ['brandId'],
        'required',
        "brandId is required: your brand's UUID from the merchant portal (CHECKOUT_BRAND_ID).",
      ),
    );
  } else if (typeof brandId !== 'string' || !UUID.test(brandId)) {
    issues.push(
      issue(
        ['brandId'],
        'invalid',
        `brandId must be a UUID (8-4-4-4-12 hexadecimal digits), not ${describeValue(brandId)}.`,
      ),
    );
  }

  const checkedUrl = checkBaseUrl(baseUrl, {
    required: 'the collection API address, ending in /api/v1 (CHECKOUT_BASE_URL)',
    example: 'https://gateway.example/api/v1',
    credentials: 'the API key is the only credential',
  });
  issues.push(
    ...checkedUrl.issues,
    ...behaviourIssues({ fetch: fetchOption, timeoutMs, retries, validate }),
  );
  const { limits, issues: limitIssues } = checkTransportLimits(options);
  issues.push(...limitIssues);
  refuseIfAny(what, issues);

  return {
    ...limits,
    validate,
    apiKey: apiKey as string,
    brandId: brandId as string,
    baseUrl: checkedUrl.baseUrl,
    // The platform's fetch is looked up at each call (so that it can be replaced later, in tests
    // too) and called unbound, as it requires.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: timeoutMs as number,
    retries: retries as number,
  };
}
