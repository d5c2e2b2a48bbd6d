import type {
  GUESSED_PURCHASE_EVENTS,
  KnownPayoutEvent,
  KnownPurchaseEvent,
  Purchase,
} from '@checkout-kit/protocol';
import type { SignatureAlgorithm } from '../signature/verify-signature.js';

/** Which kind of delivery brought an event, as told by the key that verified it. */
export type CallbackSource = 'success_callback' | 'webhook';

/** A purchase as a delivery carries it: a snapshot at event time, with the event's name. */
export type CallbackPurchase = Purchase & { event_type: string };

/** A payout event name: `send_instruction.completed`, `send_instruction.rejected`, `send_limit.approved`. */
export type PayoutEventName = KnownPayoutEvent;

/** A purchase event name, documented or not; other strings are possible (the list is open). */
export type PurchaseEventName =
  KnownPurchaseEvent | (typeof GUESSED_PURCHASE_EVENTS)[number] | (string & {});

/** What every verified delivery carries. */
interface CallbackEventBase {
  /** The delivery's `event_type`, e.g. `purchase.paid`. */
  type: string;
  /** `success_callback` when the company key verified it, `webhook` when a webhook's key did. */
  source: CallbackSource;
  /** The exact body bytes that were verified: keep them with `signature` to re-verify later. */
  raw: Uint8Array;
  /** The `X-Signature` header, as received. */
  signature: string;
  /** The digest the signature was made with: `sha256`, or `sha512` for payout events. */
  algorithm: SignatureAlgorithm;
  /**
   * The key under which the delivery is remembered, so a re-delivery is acknowledged without
   * running `onEvent` again: by default the source and the SHA-256 of the raw body (a
   * re-delivery carries the same bytes; every event of a purchase has a different snapshot).
   */
  deliveryKey: string;
  /** The `webhookId` given with the webhook key that verified it, if any. */
  webhookId: string | undefined;
}

/** A verified delivery about a purchase (every success callback, and purchase webhooks). */
export interface PurchaseCallbackEvent extends CallbackEventBase {
  type: PurchaseEventName;
  /** The purchase: check it against your own order before fulfilling (`comparePurchaseWithOrder`). */
  purchase: CallbackPurchase;
  /** The parsed body: the purchase. */
  payload: CallbackPurchase;
}

/** A verified delivery about something else: a payout event, or a payload of unknown shape. */
export interface OtherCallbackEvent extends CallbackEventBase {
  type: PayoutEventName | (string & {});
  purchase: null;
  /** The parsed body. */
  payload: Record<string, unknown>;
}

/**
 * A verified delivery, as `onEvent` receives it. `purchase` is set for purchase events and
 * `null` otherwise, which narrows the type:
 *
 * @example
 * onEvent(event) {
 *   if (event.purchase) console.log(event.type, event.purchase.status);
 *   else console.log(event.type, event.payload);
 * }
 */
export type CallbackEvent = PurchaseCallbackEvent | OtherCallbackEvent;

/** Whether a delivery's payload is a purchase. */
export function isPurchasePayload(payload: Record<string, unknown>, type: string): boolean {
  if (typeof payload.id !== 'string') return false;
  if (payload.type === 'purchase') return true;
  return (
    payload.type === undefined &&
    type.startsWith('purchase.') &&
    typeof payload.purchase === 'object'
  );
}

/** Whether an event name is one of the payout service's (signed with SHA-512). */
export function isPayoutEventName(type: string): boolean {
  return type.startsWith('send_instruction.') || type.startsWith('send_limit.');
}
