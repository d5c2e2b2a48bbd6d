import { createHash, randomUUID } from 'node:crypto';
import { EVENT_TYPE_HEADER, SIGNATURE_HEADER } from '@checkout-kit/protocol';
import { CheckoutError } from '../errors.js';
import type { WebHandler } from '../web-handler.js';
import {
  type CallbackEvent,
  type CallbackPayment,
  type CallbackPurchase,
  isPaymentPayload,
  isPayoutEventName,
  isPurchasePayload,
} from './callback-event.js';
import { CallbackKeyring } from './callback-keys.js';
import { type ClaimResult, DeliveryStoreFullError, MemoryDeliveryStore } from './delivery-store.js';
import { PurchaseMismatchError } from './compare-purchase.js';
import {
  type CallbackErrorContext,
  type CallbackHandlerOptions,
  type DeliveryKeyInput,
  checkCallbackHandlerOptions,
} from './handler-options.js';
import { readBodyBytes } from '../internal/read-body.js';

export type { CallbackErrorContext, CallbackHandlerOptions, DeliveryKeyInput };

/**
 * A web-standard handler for the gateway's success callbacks and webhook deliveries (serve it
 * from `node:http` or Express with `toNodeListener`). For each POST it:
 *
 * 1. reads the raw body bytes, whatever the answer will be, so the connection stays usable (more
 *    than `maxBodyBytes` → 413, not all there within `readTimeoutMs` → 408, both closing the
 *    connection), and requires `X-Signature` (→ 400);
 * 2. verifies the signature over those exact bytes, before reading anything in them, with the
 *    company key (a success callback, SHA-256) or a webhook's key (SHA-256, or SHA-512 for payout
 *    events); none verifies → 401. If none verifies and a key resolver is given, the keys are
 *    fetched once more (key rotation): at most once per delivery and once per
 *    `keyRefreshIntervalMs`. A key that cannot be fetched → 503, so the gateway retries. A
 *    delivery the gateway signed is never refused for its shape: one without `event_type`, of
 *    an unknown type, or whose body is no JSON object reaches `onEvent` as it is (`type: null`,
 *    `payload` and `raw` kept), since a refusal would be retried for 36 hours and hold back that
 *    purchase's later events;
 * 3. claims the delivery in the store: one already handled → 200 without running `onEvent`
 *    again; one being handled right now by a concurrent request → 409 (so the gateway retries
 *    instead of taking a 2xx for an event whose handling may still fail); a store that fails or
 *    gives up (Redis out of reach past its `commandTimeoutMs`) → 503, so the gateway retries;
 *    a {@link MemoryDeliveryStore} at its `maxEntries` → 503 `delivery_store_full`, reported to
 *    `onError`, rather than forgetting a handled delivery;
 * 4. runs `onEvent`: success → 200; a throw → the claim is released (the retry runs it again),
 *    the error goes to `onError`, and the answer is 500. A {@link PurchaseMismatchError} (from
 *    `assertPurchaseMatchesOrder`) is final instead: it goes to `onError` as
 *    `purchase_mismatch`, the delivery counts as handled, and the answer is 200 with
 *    `{"ok":false,"error":"purchase_mismatch"}`, since the gateway would otherwise retry for 36
 *    hours and hold back the purchase's later events.
 *
 * Other methods → 405. Answers are small JSON bodies such as `{"ok":true}` or
 * `{"error":"invalid_signature"}`, with no error messages, keys or stack traces.
 *
 * A valid signature proves the gateway sent the delivery, not which order it pays: compare the
 * purchase with your own record (`comparePurchaseWithOrder`) before fulfilling.
 *
 * @example
 * const client = new CheckoutClient({ apiKey, brandId, baseUrl });
 * const handler = createCallbackHandler({
 *   getPublicKey: (options) => client.getPublicKey(options),
 *   webhookPublicKeys: [process.env.CHECKOUT_WEBHOOK_PUBLIC_KEY!],
 *   async onEvent(event) {
 *     if (event.type === 'purchase.paid' && event.purchase) await markPaid(event.purchase);
 *   },
 *   onError: (error, { stage }) => logger.error({ err: error, stage }, 'callback failed'),
 * });
 * http.createServer(toNodeListener(handler)).listen(3000);
 */
export function createCallbackHandler(options: CallbackHandlerOptions): WebHandler {
  const settings = checkCallbackHandlerOptions(options);
  const { onEvent, onError } = options;
  const store = options.deliveryStore ?? new MemoryDeliveryStore();
  const report = (error: unknown, context: CallbackErrorContext): void => {
    try {
      onError?.(error, context);
    } catch {
      // A failing reporter must not change the answer.
    }
  };
  const keyring = new CallbackKeyring({
    publicKey: options.publicKey,
    getPublicKey: options.getPublicKey,
    webhookPublicKeys: options.webhookPublicKeys,
    getWebhookPublicKeys: options.getWebhookPublicKeys,
    keyRefreshIntervalMs: settings.keyRefreshIntervalMs,
    previousKeyGraceMs: settings.previousKeyGraceMs,
    now: settings.now,
    report: (error, stage) => report(error, { stage }),
  });

  const handle = async (request: Request): Promise<Response> => {
    // The body is read before any answer, refusals included: an answer sent while the body is
    // still coming leaves it in the connection, which the sender can then neither reuse nor
    // always read the answer from.
    const read = await readBodyBytes(request, settings.maxBodyBytes, settings.readTimeoutMs);
    if (!read.ok) {
      // The rest of the body stays unread: the connection cannot carry another request.
      return read.reason === 'too_large'
        ? answer(413, { error: 'payload_too_large' }, { Connection: 'close' })
        : answer(408, { error: 'body_timeout' }, { Connection: 'close' });
    }
    if (request.method !== 'POST') {
      return answer(405, { error: 'method_not_allowed' }, { Allow: 'POST' });
    }
    const signature = request.headers.get(SIGNATURE_HEADER)?.trim() ?? '';
    if (signature === '') return answer(400, { error: 'missing_signature' });
    const raw = read.bytes;

    // Nothing in the body is read before its signature is verified.
    const headerType = request.headers.get(EVENT_TYPE_HEADER)?.trim() || null;
    const preferred = isPayoutEventName(headerType)
      ? (['sha512', 'sha256'] as const)
      : (['sha256', 'sha512'] as const);
    const verified = await keyring.verify(raw, signature, preferred);
    if (!verified.ok) {
      return verified.reason === 'unavailable'
        ? answer(503, { error: 'verification_unavailable' })
        : answer(401, { error: 'invalid_signature' });
    }
    const payload = parseJson(raw);
    const type = eventTypeOf(payload) ?? headerType;

    const { source } = verified;
    const deliveryKey = options.deliveryKey
      ? options.deliveryKey({ source, type, payload, raw })
      : `${source}:${createHash('sha256').update(raw).digest('hex')}`;
    if (typeof deliveryKey !== 'string' || deliveryKey === '') {
      throw new CheckoutError('deliveryKey must give a non-empty string.');
    }

    // This attempt's token: only it completes or releases the claim it gets.
    const owner = randomUUID();
    let claim: ClaimResult;
    try {
      claim = await store.claim(deliveryKey, owner);
    } catch (error) {
      // The store is out of reach (Redis down or too slow) or full of deliveries it must not
      // forget: the gateway should come back later.
      report(error, { stage: 'delivery_store', type, deliveryKey });
      const full = error instanceof DeliveryStoreFullError;
      return answer(503, { error: full ? 'delivery_store_full' : 'delivery_store_unavailable' });
    }
    if (claim !== 'claimed' && claim !== 'in_progress' && claim !== 'done') {
      const error = new CheckoutError(
        `DeliveryStore#claim must answer 'claimed', 'in_progress' or 'done', not ${String(claim)}.`,
      );
      report(error, { stage: 'delivery_store', type, deliveryKey });
      return answer(500, { error: 'delivery_store_failed' });
    }
    if (claim === 'done') return answer(200, { ok: true, duplicate: true });
    if (claim === 'in_progress') {
      return answer(409, { error: 'delivery_in_progress' }, { 'Retry-After': '60' });
    }

    const base = {
      type,
      source,
      raw,
      signature,
      algorithm: verified.algorithm,
      deliveryKey,
      webhookId: verified.webhookId,
    };
    const event: CallbackEvent = isPurchasePayload(payload, type)
      ? {
          ...base,
          purchase: payload as CallbackPurchase,
          payment: null,
          payload: payload as CallbackPurchase,
        }
      : isPaymentPayload(payload)
        ? {
            ...base,
            purchase: null,
            payment: payload as CallbackPayment,
            payload: payload as CallbackPayment,
          }
        : { ...base, purchase: null, payment: null, payload };
    const complete = async (): Promise<void> => {
      try {
        await store.complete(deliveryKey, owner);
      } catch (error) {
        // The event was handled: say so, or the gateway would deliver it again.
        report(error, { stage: 'delivery_store', type, deliveryKey });
      }
    };
    try {
      await onEvent(event);
    } catch (error) {
      if (error instanceof PurchaseMismatchError) {
        // Final: this purchase will never match the order, and nothing was fulfilled.
        report(error, { stage: 'purchase_mismatch', type, deliveryKey });
        await complete();
        return answer(200, { ok: false, error: 'purchase_mismatch' });
      }
      report(error, { stage: 'on_event', type, deliveryKey });
      try {
        await store.release(deliveryKey, owner);
      } catch (releaseError) {
        report(releaseError, { stage: 'delivery_store', type, deliveryKey });
      }
      return answer(500, { error: 'event_handler_failed' });
    }
    await complete();
    return answer(200, { ok: true });
  };

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      report(error, { stage: 'internal' });
      return answer(500, { error: 'internal_error' });
    }
  };
}

/** The body as JSON (any value); `null` for invalid UTF-8 or invalid JSON. */
function parseJson(raw: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as unknown;
  } catch {
    return null;
  }
}

/** The body's `event_type` when it is a non-empty string. */
function eventTypeOf(payload: unknown): string | null {
  const type = (payload as { event_type?: unknown } | null)?.event_type;
  return typeof type === 'string' && type !== '' ? type : null;
}

function answer(
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}
