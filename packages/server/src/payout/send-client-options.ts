import * as z from 'zod';
import { acrossOptions, optionsObject, parseOptions } from '../internal/option-schema.js';
import { baseUrlOption, behaviourShape, nowOption } from '../internal/transport-options.js';
import { type TransportLimitOptions, transportLimitsShape } from '../internal/transport-limits.js';
import { credentialIssues } from './send-checksum.js';

/** Options of {@link SendClient}. */
export interface SendClientOptions extends TransportLimitOptions {
  /** The payout API key (`Authorization: Bearer`, and part of every checksum). */
  apiKey: string;
  /** The payout API secret: it keys the checksum and is never sent. */
  apiSecret: string;
  /**
   * The payout service's base address (`{send_base_url}`; the sandbox's `sendBaseUrl`; live it
   * ends in `/api`), without `/send`: the client adds the `/send/…` and `/webhooks` paths.
   */
  baseUrl: string;
  /**
   * Whether request bodies are checked before sending (default `true`). With `false` every body
   * goes as given and only the gateway judges it; one call can say so too (`{ validate: false }`).
   */
  validate?: boolean;
  /** The `fetch` to use; default: the platform's. */
  fetch?: typeof globalThis.fetch;
  /** How long one attempt may take, answer body included, in ms. Default 30 000. */
  timeoutMs?: number;
  /**
   * How many times a `GET` is tried again after a network error, a timeout or a 5xx, with
   * backoff, and a `GET` or `DELETE` after a 429 or 503 (waiting its `Retry-After`), each time
   * with a fresh epoch and checksum. Default 2; 0 disables. `POST`s are never retried.
   */
  retries?: number;
  /**
   * The clock, in Unix milliseconds; default `Date.now`. Each request's `epoch` is taken from it.
   * For tests (a sandbox whose clock was advanced), and for a host whose clock is known to be off.
   */
  now?: () => number;
}

/** Options of one call that sends a body. */
export interface SendCallOptions {
  /** `false` sends the body unchecked, for this call only. Default: the client's `validate`. */
  validate?: boolean;
}

const sendClientOptions = optionsObject(
  {
    // Checked below with the checksum's own rule for them.
    apiKey: z.unknown().optional(),
    apiSecret: z.unknown().optional(),
    baseUrl: baseUrlOption({
      required: 'the payout service address (the sandbox: sendBaseUrl)',
      example: 'https://gateway.example/api',
      credentials: 'the key and secret are the credentials',
    }),
    ...behaviourShape,
    now: nowOption,
    ...transportLimitsShape,
  },
  'Give the options as an object: { apiKey, apiSecret, baseUrl }.',
).check(
  acrossOptions<{ apiKey?: unknown; apiSecret?: unknown }>(({ apiKey, apiSecret }) =>
    credentialIssues(apiKey, apiSecret),
  ),
);

/** The options of `SendClient`, checked, with defaults; every problem in one error. */
export function checkSendClientOptions(options: SendClientOptions): {
  apiKey: string;
  apiSecret: string;
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  now: () => number;
  validate: boolean;
  timeoutMs: number;
  retries: number;
  limits: Required<TransportLimitOptions>;
} {
  const { apiKey, apiSecret, maxResponseBytes, maxRetryWaitMs, ...rest } = parseOptions(
    'The SendClient options',
    sendClientOptions,
    options,
  );
  return {
    ...rest,
    apiKey: apiKey as string,
    apiSecret: apiSecret as string,
    limits: { maxResponseBytes, maxRetryWaitMs },
  };
}
