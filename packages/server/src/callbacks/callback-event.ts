import type {
  EventType,
  KnownPayoutEvent,
  KnownPurchaseEvent,
  GUESSED_PURCHASE_EVENTS,
  Payment,
  Purchase,
} from '@checkout-kit/protocol';
import { PAYOUT_EVENTS, isRecord } from '@checkout-kit/protocol';
import type { SignatureAlgorithm } from '../signature/verify-signature.js';

/** Which kind of delivery brought an event, as told by the key that verified it. */
export type CallbackSource = 'success_callback' | 'webhook';

/** A purchase as a delivery carries it: a snapshot at event time, with the event's name. */
export type CallbackPurchase = Purchase & { event_type: string };

/**
 * A payment as a delivery carries it, with the event's name: `payment.refunded` brings the refund
 * (`payment.payment_type: "refund"`), linked to its purchase by `related_to`.
 */
export type CallbackPayment = Payment & { event_type: string };

/** A payout event name (`send_instruction_status`, ...), or a newer one. */
export type PayoutEventName = KnownPayoutEvent | (string & {});

/** A purchase or payment event name, known or not: the gateway's list is open. */
export type PurchaseEventName =
  KnownPurchaseEvent | (typeof GUESSED_PURCHASE_EVENTS)[number] | (string & {});

/** What every verified delivery carries. */
interface CallbackEventBase {
  /**
   * The event's name: the body's `event_type`, else the `Event-Type` header (payout
   * deliveries); `null` when the delivery names none. Names the kit does not know arrive as
   * they are: switch on it with a default branch.
   */
  type: EventType | null;
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

/** A verified delivery that carries a Purchase (`type: "purchase"`): most purchase events. */
export interface PurchaseCallbackEvent extends CallbackEventBase {
  /** The purchase: check it against your own order before fulfilling (`comparePurchaseWithOrder`). */
  purchase: CallbackPurchase;
  payment: null;
  /** The parsed body: the purchase. */
  payload: CallbackPurchase;
}

/**
 * A verified delivery that carries a Payment (`type: "payment"`), such as `payment.refunded`.
 * Its purchase is `payment.related_to.id`: the payment itself has no `status` of the purchase.
 */
export interface PaymentCallbackEvent extends CallbackEventBase {
  purchase: null;
  /** The payment; `comparePurchaseWithOrder` matches it to its order through `related_to`. */
  payment: CallbackPayment;
  /** The parsed body: the payment. */
  payload: CallbackPayment;
}

/**
 * A verified delivery about something else: a payout event (a send instruction, bank account or
 * send limit), an object of a type the kit does not know, or a body that is no JSON object.
 */
export interface OtherCallbackEvent extends CallbackEventBase {
  purchase: null;
  payment: null;
  /** The parsed body (any JSON value), or `null` when it is not JSON: read `raw` then. */
  payload: unknown;
}

/**
 * A verified delivery, as `onEvent` receives it. `purchase` is set for a Purchase, `payment` for
 * a Payment, and both are `null` otherwise, which narrows the type:
 *
 * @example
 * onEvent(event) {
 *   if (event.purchase) console.log(event.type, event.purchase.status);
 *   else if (event.payment) console.log(event.type, event.payment.related_to?.id);
 *   else console.log('not handled here:', event.type, event.payload);
 * }
 */
export type CallbackEvent = PurchaseCallbackEvent | PaymentCallbackEvent | OtherCallbackEvent;

/** Whether a delivery's payload is a purchase. */
export function isPurchasePayload(payload: unknown, type: string | null): boolean {
  if (!isRecord(payload) || typeof payload.id !== 'string') return false;
  if (payload.type === 'purchase') return true;
  return (
    payload.type === undefined &&
    type !== null &&
    type.startsWith('purchase.') &&
    isRecord(payload.purchase)
  );
}

/** Whether a delivery's payload is a payment (`type: "payment"`), such as a refund. */
export function isPaymentPayload(payload: unknown): boolean {
  return isRecord(payload) && payload.type === 'payment' && typeof payload.id === 'string';
}

/** Whether an event name is one of the payout service's (signed with SHA-512). */
export function isPayoutEventName(type: string | null): boolean {
  return (PAYOUT_EVENTS as readonly (string | null)[]).includes(type);
}
