/**
 * Every Purchase status the gateway's interface description lists ("States and transitions"),
 * in its order. The list is the known part of an open set: a status the kit does not know yet
 * passes through as a string.
 */
export const PURCHASE_STATUSES = [
  'created',
  'sent',
  'viewed',
  'error',
  'cancelled',
  'overdue',
  'expired',
  'blocked',
  'hold',
  'released',
  'pending_release',
  'pending_capture',
  'preauthorized',
  'paid',
  'pending_execute',
  'pending_charge',
  'cleared',
  'settled',
  'chargeback',
  'pending_refund',
  'refunded',
] as const;

/** A Purchase status the kit knows (one of {@link PURCHASE_STATUSES}). */
export type KnownPurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * A Purchase status: a known one, or any other string the gateway may add later. Code that
 * switches on it keeps a default branch.
 */
export type PurchaseStatus = KnownPurchaseStatus | (string & {});

/**
 * Whether a status is one the kit knows.
 *
 * @example
 * isKnownPurchaseStatus('paid'); // true
 * isKnownPurchaseStatus('pending_settlement'); // false: a newer status, passed through
 */
export function isKnownPurchaseStatus(status: unknown): status is KnownPurchaseStatus {
  return (PURCHASE_STATUSES as readonly unknown[]).includes(status);
}

/**
 * The statuses in which the gateway still takes a payment for a purchase: before the payer's
 * first attempt (`created`, `sent`, `viewed`), after a failed one (`error`), and past its due
 * date while it is not yet expired (`overdue`).
 */
export const PAYABLE_PURCHASE_STATUSES = [
  'created',
  'sent',
  'viewed',
  'error',
  'overdue',
] as const satisfies readonly KnownPurchaseStatus[];

/**
 * Whether the gateway still takes a payment for a purchase in `status`. A status the kit does not
 * know is not payable.
 *
 * @example
 * isPayablePurchaseStatus('error'); // true: the payer may try again
 * isPayablePurchaseStatus('paid'); // false
 */
export function isPayablePurchaseStatus(status: PurchaseStatus): boolean {
  return (PAYABLE_PURCHASE_STATUSES as readonly string[]).includes(status);
}
