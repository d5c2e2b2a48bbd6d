import { PURCHASE_EVENTS } from '@checkout-kit/protocol';

/**
 * Purchase events the sandbox emits beyond those the gateway documents (its list is not
 * complete): one per transition of the spec's table that has no documented event.
 */
export const SANDBOX_PURCHASE_EVENTS = [
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

/** Every event name a webhook may subscribe to in the sandbox, and that the sandbox emits. */
export const WEBHOOK_EVENTS: readonly string[] = [
  ...PURCHASE_EVENTS,
  ...SANDBOX_PURCHASE_EVENTS,
  ...PAYOUT_EVENTS,
];

const KNOWN: ReadonlySet<string> = new Set(WEBHOOK_EVENTS);

/**
 * Whether a webhook may subscribe to this event name.
 *
 * @example
 * isWebhookEvent('purchase.paid') // true
 * isWebhookEvent('purchase.exploded') // false
 */
export function isWebhookEvent(name: string): boolean {
  return KNOWN.has(name);
}
