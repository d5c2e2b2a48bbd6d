import { type FieldIssue, describeValue, isRecord } from '@checkout-kit/protocol';
import { CheckoutValidationError } from '../errors.js';
import { issue, refuseIfAny } from '../internal/arguments.js';
import { type TransportLimitOptions, checkTransportLimits } from '../internal/transport-limits.js';
import {
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  behaviourIssues,
  checkBaseUrl,
} from '../internal/transport-options.js';

/* The options of `CheckoutClient`, and their check. */

// The defaults of `timeoutMs` and `retries`, public beside the options they are defaults of.
export { DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS };

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
