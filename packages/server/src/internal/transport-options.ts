import * as z from 'zod';
import { describeValue } from '@checkout-kit/protocol';
import {
  booleanOption,
  durationOption,
  functionOption,
  requiredOption,
  wholeOption,
} from './option-schema.js';

/*
 * The option schemas both clients share (CheckoutClient and SendClient): the service's address
 * and how the transport behaves. Values are described, never repeated when they could be a
 * secret.
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
 * A service address, in the option `name`: an absolute http(s) URL without credentials, query or
 * fragment. Parsed to the address without its trailing slashes.
 */
export function serviceUrlSchema(name: string, words: Omit<BaseUrlWords, 'required'>) {
  const absolute = `${name} must be an absolute http:// or https:// URL, such as ${words.example}`;
  const url = (text: string): URL | null => URL.parse(text);
  return (
    z
      .string({ error: `${absolute}.` })
      .refine((text) => ['http:', 'https:'].includes(url(text)?.protocol ?? ''), {
        error: (issue) => {
          const parsed = url(issue.input as string);
          return parsed ? `${absolute}, not a ${parsed.protocol} URL.` : `${absolute}.`;
        },
      })
      .refine((text) => !url(text)?.username && !url(text)?.password, {
        error: `${name} may not hold a user name or password: ${words.credentials}.`,
      })
      // The raw `?` and `#` too: an empty query or fragment leaves `search` and `hash` empty.
      .refine((text) => !text.includes('?') && !text.includes('#'), {
        error: `${name} may not have a query or a fragment.`,
      })
      .transform((text) => (url(text) as URL).href.replace(/\/+$/, ''))
  );
}

/** A client's `baseUrl`: a service address ({@link serviceUrlSchema}), required. */
export function baseUrlOption(words: BaseUrlWords) {
  return requiredOption(
    serviceUrlSchema('baseUrl', words),
    `baseUrl is required: ${words.required}.`,
  );
}

/** The platform's fetch, looked up at each call (so that tests may replace it) and unbound. */
const platformFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);

/** The options of how a client sends: `fetch`, `timeoutMs`, `retries` and `validate`. */
export const behaviourShape = {
  fetch: z.preprocess(
    (value) => value ?? (typeof globalThis.fetch === 'function' ? platformFetch : undefined),
    functionOption<typeof globalThis.fetch>((value) =>
      value === undefined
        ? 'fetch must be a function; this runtime has no global fetch, so pass one.'
        : `fetch must be a function, not ${describeValue(value)}.`,
    ),
  ),
  timeoutMs: durationOption(
    { min: 0, above: true, max: MAX_TIMEOUT_MS },
    (value) =>
      `timeoutMs must be a number of milliseconds above 0 and at most ${MAX_TIMEOUT_MS}, not ${describeValue(value)}.`,
  ).default(DEFAULT_TIMEOUT_MS),
  retries: wholeOption(
    0,
    (value) =>
      `retries must be a whole number from 0 to ${MAX_RETRIES}, not ${describeValue(value)}.`,
    MAX_RETRIES,
  ).default(DEFAULT_RETRIES),
  validate: booleanOption().default(true),
};

/** The optional clock: a function that returns Unix milliseconds; default `Date.now`. */
export const nowOption = functionOption<() => number>(
  'now must be a function returning Unix milliseconds.',
  // A function default is called for the value: this one gives `Date.now` itself.
).default(() => Date.now);
