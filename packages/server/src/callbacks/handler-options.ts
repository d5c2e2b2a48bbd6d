import * as z from 'zod';
import { type FieldIssue, describeValue } from '@checkout-kit/protocol';
import {
  acrossOptions,
  durationOption,
  functionOption,
  numberOption,
  optionalFunction,
  optionsObject,
  parseOptions,
  say,
  wholeOption,
} from '../internal/option-schema.js';
import { MAX_TIMEOUT_MS, nowOption } from '../internal/transport-options.js';
import { isRsaPublicKeyPem } from '../signature/verify-signature.js';
import type { CallbackEvent, CallbackSource } from './callback-event.js';
import {
  type CallbackKeySources,
  DEFAULT_PREVIOUS_KEY_GRACE_MS,
  type KeyStage,
  type WebhookPublicKeyInput,
} from './callback-keys.js';
import type { DeliveryStore } from './delivery-store.js';

/** Where an error reported to `onError` happened. */
export interface CallbackErrorContext {
  /**
   * `on_event`: the merchant's `onEvent` threw (the delivery was answered 500 and will be
   * retried); `purchase_mismatch`: it threw a {@link PurchaseMismatchError} (answered 200: a
   * retry would not match either, and would hold back the purchase's later events); `public_key`
   * / `webhook_keys`: a key could not be fetched or is not a usable key; `delivery_store`: the
   * store failed; `internal`: anything else.
   */
  stage: 'on_event' | 'purchase_mismatch' | KeyStage | 'delivery_store' | 'internal';
  /** The event's name, once known (`null`: the delivery names none). */
  type?: string | null;
  /** The delivery's key, once known. */
  deliveryKey?: string;
}

/** What a custom `deliveryKey` function gets. */
export interface DeliveryKeyInput {
  source: CallbackSource;
  /** The event's name; `null` when the delivery names none. */
  type: string | null;
  /** The parsed body (any JSON value), or `null` when it is not JSON. */
  payload: unknown;
  raw: Uint8Array;
}

/** Options of {@link createCallbackHandler}. */
export interface CallbackHandlerOptions extends CallbackKeySources {
  /**
   * Runs once per verified delivery. Throwing (or rejecting) answers 500, so the gateway retries
   * the delivery later; the error goes to `onError`, never into the response.
   */
  onEvent: (event: CallbackEvent) => void | Promise<void>;
  /** Receives errors: `onEvent`'s, key fetches', the store's. Default: none are reported. */
  onError?: (error: unknown, context: CallbackErrorContext) => void;
  /** Remembers handled deliveries. Default: a {@link MemoryDeliveryStore} of this handler. */
  deliveryStore?: DeliveryStore;
  /** The duplicate key of a delivery. Default: the source and the SHA-256 of the raw body. */
  deliveryKey?: (delivery: DeliveryKeyInput) => string;
  /** Longer bodies are answered 413, read no further, and the connection closed. Default 1 MiB. */
  maxBodyBytes?: number;
  /**
   * How long a delivery's body may take to arrive, in ms; a body still coming then is answered
   * 408 and the connection closed, so a sender that stalls holds nothing for long. Default 10 000.
   */
  readTimeoutMs?: number;
  /** At most one refetch of the keys per this many milliseconds. Default 60,000. */
  keyRefreshIntervalMs?: number;
  /**
   * How long a key that a fetch replaced (`getPublicKey`, `getWebhookPublicKeys`) still verifies
   * deliveries, in ms: the gateway retries a delivery with the signature it first had, for 36
   * hours. Default 36 hours; 0 drops a replaced key at once.
   */
  previousKeyGraceMs?: number;
  /** The clock, for tests. Default `Date.now`. */
  now?: () => number;
}

/** Default of {@link CallbackHandlerOptions.maxBodyBytes}: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const callbackHandlerOptions = optionsObject(
  {
    onEvent: functionOption<CallbackHandlerOptions['onEvent']>(
      'onEvent must be a function that handles a verified event.',
    ),
    onError: optionalFunction<NonNullable<CallbackHandlerOptions['onError']>>(),
    publicKey: z
      .custom<string>(isRsaPublicKeyPem, {
        error:
          'publicKey is not an RSA public key in PEM. Pass the PEM text from GET /public_key/ (its JSON string, decoded).',
      })
      .optional(),
    getPublicKey: optionalFunction<NonNullable<CallbackHandlerOptions['getPublicKey']>>(),
    webhookPublicKeys: z
      .array(
        z.custom<WebhookPublicKeyInput>(
          (key) =>
            isRsaPublicKeyPem(
              typeof key === 'string' ? key : (key as { publicKey?: unknown })?.publicKey,
            ),
          {
            error: say(
              (_, name) => `${name} is not an RSA public key in PEM (Webhook.public_key).`,
            ),
          },
        ),
        {
          error: (issue) =>
            `webhookPublicKeys must be a list of keys, not ${describeValue(issue.input)}.`,
        },
      )
      .optional(),
    getWebhookPublicKeys:
      optionalFunction<NonNullable<CallbackHandlerOptions['getWebhookPublicKeys']>>(),
    deliveryKey: optionalFunction<NonNullable<CallbackHandlerOptions['deliveryKey']>>(),
    maxBodyBytes: wholeOption(
      1,
      (value) => `maxBodyBytes must be a positive integer, not ${describeValue(value)}.`,
    ).default(DEFAULT_MAX_BODY_BYTES),
    readTimeoutMs: durationOption(
      { min: 0, above: true, max: MAX_TIMEOUT_MS },
      (value) =>
        `readTimeoutMs must be a number of milliseconds above 0, not ${describeValue(value)}.`,
    ).default(10_000),
    // Infinity is taken: the keys are then fetched once.
    keyRefreshIntervalMs: numberOption(
      (value) => value >= 0,
      (value) => `keyRefreshIntervalMs must be 0 or more, not ${describeValue(value)}.`,
    ).default(60_000),
    previousKeyGraceMs: durationOption(
      { min: 0 },
      (value) =>
        `previousKeyGraceMs must be a number of milliseconds, 0 or more, not ${describeValue(value)}.`,
    ).default(DEFAULT_PREVIOUS_KEY_GRACE_MS),
    now: nowOption,
  },
  'Give the options as an object: { onEvent, publicKey }.',
).check(acrossOptions(keyIssues));

/**
 * Which keys are given: rules across options, whose messages name the other option (a
 * publicKey that is wrong by itself is reported for that: one issue per option).
 */
function keyIssues(
  options: Pick<
    CallbackHandlerOptions,
    'publicKey' | 'getPublicKey' | 'webhookPublicKeys' | 'getWebhookPublicKeys'
  >,
): FieldIssue[] {
  const { publicKey, getPublicKey, webhookPublicKeys, getWebhookPublicKeys } = options;
  if (publicKey !== undefined && getPublicKey !== undefined) {
    return [
      {
        path: ['publicKey'],
        code: 'invalid',
        message: 'give publicKey or getPublicKey, not both.',
      },
    ];
  }
  const hasKeys =
    publicKey !== undefined ||
    getPublicKey !== undefined ||
    (webhookPublicKeys?.length ?? 0) > 0 ||
    getWebhookPublicKeys !== undefined;
  if (hasKeys) return [];
  return [
    {
      path: ['publicKey'],
      code: 'required',
      message:
        'give the company key (publicKey or getPublicKey) for success callbacks, and/or webhook keys (webhookPublicKeys or getWebhookPublicKeys).',
    },
  ];
}

/** The options, checked, with defaults; every problem in one `CheckoutValidationError`. */
export function checkCallbackHandlerOptions(options: CallbackHandlerOptions): {
  maxBodyBytes: number;
  readTimeoutMs: number;
  previousKeyGraceMs: number;
  keyRefreshIntervalMs: number;
  now: () => number;
} {
  return parseOptions('The options of createCallbackHandler', callbackHandlerOptions, options);
}
