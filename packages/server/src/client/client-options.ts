import * as z from 'zod';
import { describeValue } from '@checkout-kit/protocol';
import { optionsObject, parseOptions, requiredOption } from '../internal/option-schema.js';
import { type TransportLimitOptions, transportLimitsShape } from '../internal/transport-limits.js';
import {
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  baseUrlOption,
  behaviourShape,
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

/** The API key: described in every message, never shown. */
const apiKey = requiredOption(
  z
    .string({ error: (issue) => `apiKey must be a string, not ${describeValue(issue.input)}.` })
    .refine((key) => !/^bearer\s/i.test(key), {
      error: 'apiKey must be the key alone, without "Bearer " (the client adds it).',
    })
    .regex(/^[\x21-\x7E]+$/, {
      error:
        'apiKey must be one printable ASCII token, without spaces or line breaks (it is not shown here).',
    }),
  'apiKey is required: the secret API key from the merchant portal (CHECKOUT_API_KEY).',
);

const brandIdIssue = (issue: { input?: unknown }): string =>
  `brandId must be a UUID (8-4-4-4-12 hexadecimal digits), not ${describeValue(issue.input)}.`;

const checkoutClientOptions = optionsObject(
  {
    apiKey,
    brandId: requiredOption(
      z.string({ error: brandIdIssue }).regex(UUID, { error: brandIdIssue }),
      "brandId is required: your brand's UUID from the merchant portal (CHECKOUT_BRAND_ID).",
    ),
    baseUrl: baseUrlOption({
      required: 'the collection API address, ending in /api/v1 (CHECKOUT_BASE_URL)',
      example: 'https://gateway.example/api/v1',
      credentials: 'the API key is the only credential',
    }),
    ...behaviourShape,
    ...transportLimitsShape,
  },
  'Give the options as an object: { apiKey, brandId, baseUrl }.',
);

/** The options of `CheckoutClient`, checked, with defaults; every problem in one error. */
export function checkCheckoutClientOptions(
  options: CheckoutClientOptions,
): z.output<typeof checkoutClientOptions> & Required<TransportLimitOptions> {
  return parseOptions('The configuration of CheckoutClient', checkoutClientOptions, options);
}
