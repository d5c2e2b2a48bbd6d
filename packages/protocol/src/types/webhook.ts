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

/** Event names the gateway documents; deliveries carry one in `event_type`. */
export const PURCHASE_EVENTS = [
  'purchase.created',
  'purchase.paid',
  'purchase.payment_failure',
  'purchase.preauthorized',
  'purchase.pending_recurring_token_delete',
  'purchase.recurring_token_deleted',
  'purchase.settled',
] as const;

/** A purchase event name. */
export type PurchaseEvent = (typeof PURCHASE_EVENTS)[number];

/**
 * Purchase events the kit names beyond those the gateway documents (its list is not complete):
 * one per transition of the state table that has no documented event. The sandbox emits them.
 */
export const UNDOCUMENTED_PURCHASE_EVENTS = [
  'purchase.hold',
  'purchase.captured',
  'purchase.released',
  'purchase.cancelled',
  'payment.refunded',
  'purchase.overdue',
  'purchase.expired',
] as const;

/** Events of the payout service, delivered to webhooks signed with RSA over SHA-512. */
export const PAYOUT_EVENTS = [
  'send_instruction.completed',
  'send_instruction.rejected',
  'send_limit.approved',
] as const;

/**
 * Every event name a webhook may subscribe to (`events`): the documented purchase events, the
 * undocumented ones the kit names, and the payout events. `checkWebhookBody` refuses others.
 *
 * @example
 * WEBHOOK_EVENTS.includes('purchase.paid') // true
 */
export const WEBHOOK_EVENTS = [
  ...PURCHASE_EVENTS,
  ...UNDOCUMENTED_PURCHASE_EVENTS,
  ...PAYOUT_EVENTS,
] as const;

/** An event name a webhook may subscribe to. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

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
