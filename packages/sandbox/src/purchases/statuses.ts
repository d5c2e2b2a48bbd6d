import type { KnownPurchaseStatus, PurchaseStatus } from '@checkout-kit/protocol';

/** Statuses in which a payer can still pay. */
const PAYABLE: ReadonlySet<PurchaseStatus> = new Set<KnownPurchaseStatus>([
  'created',
  'sent',
  'viewed',
  'error',
  'overdue',
]);

/** Whether a payment may be attempted in this status. */
export function isPayable(status: PurchaseStatus): boolean {
  return PAYABLE.has(status);
}
