import type { StoredPurchase } from '../state.js';
import { isPayable } from './statuses.js';

/**
 * Whether a start must arm something for the purchase on the sandbox clock: its `due` moment
 * still to pass (while it can still be paid and is not yet overdue, as `passDue` asks), a slow
 * action, or a slow recurring-token deletion.
 */
export function hasScheduledWork(stored: StoredPurchase): boolean {
  const { purchase } = stored;
  const dueToPass =
    typeof purchase.due === 'number' && isPayable(purchase.status) && purchase.status !== 'overdue';
  return dueToPass || Boolean(stored.pending) || Boolean(stored.pendingTokenDeletion);
}
