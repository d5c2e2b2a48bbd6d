/** A webhook: where the gateway posts events, and the key its deliveries are signed with. */
export interface Webhook {
  id: string;
  type: string;
  title: string;
  /** Event names it receives, unless `all_events`. */
  events: string[];
  all_events: boolean;
  /** Where deliveries are posted. */
  callback: string;
  /** PEM public key that verifies this webhook's `X-Signature` headers. */
  public_key: string;
  created_on: number;
  updated_on: number;
}

/** A page of a list endpoint such as `GET /webhooks/`. */
export interface Page<T> {
  results: T[];
  next: string | null;
  previous: string | null;
}

/**
 * The purchase and payment events the kit knows, in the order of a purchase's life. Each name is
 * shown by the interface description ("Events": created, paid, payment_failure, preauthorized,
 * pending_recurring_token_delete, recurring_token_deleted, settled) or by a live delivery in the
 * gateway's samples (`collect-webhooks/NN-event-*.json`, named beside each). The gateway's list
 * is longer and not published: any other name passes through the kit untouched.
 */
export const PURCHASE_EVENTS = [
  'purchase.created', // description; sample 02
  'purchase.viewed', // sample 03
  'purchase.pending_execute', // sample 05
  'purchase.paid', // description; sample 01
  'purchase.payment_failure', // description; sample 04
  'purchase.preauthorized', // description; sample 06
  'purchase.hold', // sample 08
  'purchase.pending_capture', // sample 09
  'purchase.captured', // sample 10
  'purchase.pending_release', // sample 15
  'purchase.released', // sample 16
  'purchase.cancelled', // sample 17
  'purchase.settled', // description; sample 07
  'purchase.pending_refund', // sample 11
  'payment.refunded', // sample 12: carries a Payment, not a Purchase
  'purchase.pending_recurring_token_delete', // description; sample 13
  'purchase.recurring_token_deleted', // description; sample 14
] as const;

/** A purchase or payment event the kit knows (one of {@link PURCHASE_EVENTS}). */
export type KnownPurchaseEvent = (typeof PURCHASE_EVENTS)[number];

/**
 * Events that neither the description nor a sample shows, which the sandbox emits as its guess
 * at what the gateway does when a `due` moment passes, and when a slow recurring charge starts
 * (`purchase.pending_charge`, beside the live `pending_*` events). A merchant may subscribe to
 * them; the live gateway may use other names or none.
 */
export const GUESSED_PURCHASE_EVENTS = [
  'purchase.overdue',
  'purchase.expired',
  'purchase.pending_charge',
] as const;

/**
 * The payout service's webhook events (`event_hooks` of a payout webhook), delivered with the
 * name in an `Event-Type` header and signed with RSA over SHA-512 (samples
 * `send/Webhooks--create-webhook.php`, `send/webhook.php`).
 */
export const PAYOUT_EVENTS = [
  'bank_account_status',
  'send_instruction_status',
  'budget_allocation_status',
] as const;

/** A payout event the kit knows (one of {@link PAYOUT_EVENTS}). */
export type KnownPayoutEvent = (typeof PAYOUT_EVENTS)[number];

/** An event name the kit knows, of either service. */
export type KnownEventType =
  KnownPurchaseEvent | (typeof GUESSED_PURCHASE_EVENTS)[number] | KnownPayoutEvent;

/**
 * An event name: a known one, or any other string (the gateway's list is open). Switch on it
 * with a default branch.
 */
export type EventType = KnownEventType | (string & {});

/**
 * The collection event names the kit knows a webhook may subscribe to: {@link PURCHASE_EVENTS}
 * and the sandbox's {@link GUESSED_PURCHASE_EVENTS}. Not a limit: a webhook may name any event.
 *
 * @example
 * WEBHOOK_EVENTS.includes('purchase.paid') // true
 */
export const WEBHOOK_EVENTS = [...PURCHASE_EVENTS, ...GUESSED_PURCHASE_EVENTS] as const;

/** An event name a webhook subscribes to: a known one, or any other string. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number] | (string & {});

/**
 * Whether an event name is one the kit knows, of either service.
 *
 * @example
 * isKnownEventType('purchase.paid'); // true
 * isKnownEventType('purchase.pending_settlement'); // false: passed through all the same
 */
export function isKnownEventType(name: unknown): name is KnownEventType {
  return (
    (WEBHOOK_EVENTS as readonly unknown[]).includes(name) ||
    (PAYOUT_EVENTS as readonly unknown[]).includes(name)
  );
}

/**
 * The writable fields of a webhook: the body of `POST /webhooks/` and `PUT /webhooks/{id}/`.
 * `events` may be left out (or empty) only when `all_events` is true.
 */
export interface WebhookCreateBody {
  title: string;
  events?: WebhookEvent[];
  all_events?: boolean;
  callback: string;
}
