import type { FieldIssue } from '@checkout-kit/protocol';
import { refuseIfAny } from '../internal/arguments.js';
import {
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  behaviourIssues,
  checkBaseUrl,
  nowIssues,
} from '../internal/transport-options.js';
import { type TransportLimitOptions, checkTransportLimits } from '../internal/transport-limits.js';
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
  const given: Partial<SendClientOptions> =
    typeof options === 'object' && options !== null ? options : {};
  const {
    apiKey,
    apiSecret,
    baseUrl,
    fetch,
    now,
    validate = true,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    retries = DEFAULT_RETRIES,
  } = given;
  const checkedUrl = checkBaseUrl(baseUrl, {
    required: 'the payout service address (the sandbox: sendBaseUrl)',
    example: 'https://gateway.example/api',
    credentials: 'the key and secret are the credentials',
  });
  const { limits, issues: limitIssues } = checkTransportLimits(given);
  const issues: FieldIssue[] = [
    ...credentialIssues(apiKey, apiSecret),
    ...checkedUrl.issues,
    ...behaviourIssues({ fetch: fetch ?? globalThis.fetch, timeoutMs, retries, validate }),
    ...nowIssues(now),
    ...limitIssues,
  ];
  refuseIfAny('The SendClient options', issues);
  return {
    apiKey: apiKey as string,
    apiSecret: apiSecret as string,
    baseUrl: checkedUrl.baseUrl,
    // The platform's fetch is looked up at each call and called unbound, as it requires.
    fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
    now: now ?? Date.now,
    validate: validate as boolean,
    timeoutMs: timeoutMs as number,
    retries: retries as number,
    limits,
  };
}
