/** Every Purchase status of the gateway, in the order of its interface. */
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

/** A Purchase status. */
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
