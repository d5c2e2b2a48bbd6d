import { type FieldIssue, describeValue } from '@checkout-kit/protocol';
import { issue } from './arguments.js';

/*
 * The option checks both clients share (CheckoutClient and SendClient): the service's address
 * and how the transport behaves. Each returns issues for one `CheckoutValidationError` naming
 * every problem at once; values are described, never repeated when they could be a secret.
 */

/** Default of a client's `timeoutMs`. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Default of a client's `retries`: three attempts in all. */
export const DEFAULT_RETRIES = 2;

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
