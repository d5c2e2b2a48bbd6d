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
