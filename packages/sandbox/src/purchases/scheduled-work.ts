import type { Purchase } from '@checkout-kit/protocol';
import { isPayablePurchaseStatus } from '@checkout-kit/protocol';
import type { StoredPurchase } from '../core/state.js';

/**
 * Whether a start must arm something for the purchase on the sandbox clock: its `due` moment
 * still to pass (while it can still be paid and is not yet overdue, as `passDue` asks), a slow
 * action, or a slow recurring-token deletion.
 */
export function hasScheduledWork(stored: StoredPurchase): boolean {
  return (
    dueCanPass(stored.purchase) || Boolean(stored.pending) || Boolean(stored.pendingTokenDeletion)
  );
}

/**
 * Whether the purchase's `due` moment passing would still change it (`passDue` in
 * `transitions.ts`). Kept here, apart from the state machine, so that the purchase books can
 * ask it without depending on the sandbox's core.
 */
export function dueCanPass(purchase: Purchase): boolean {
  return (
    typeof purchase.due === 'number' &&
    isPayablePurchaseStatus(purchase.status) &&
    purchase.status !== 'overdue'
  );
}
