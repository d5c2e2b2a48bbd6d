import type { StoredPurchase } from '../state.js';
import { dueCanPass } from './transitions.js';

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
