import type { SandboxCore } from '../core/sandbox-core.js';
import { setStatus } from '../purchases/transitions.js';
import type { StoredPurchase } from '../core/state.js';

/**
 * The payer opened a payment page: `viewed_on` is set on the first view, and a `created` or
 * `sent` purchase moves to `viewed`, emitting `purchase.viewed` (sample 03). Later views change
 * nothing.
 */
export function markViewed(core: SandboxCore, stored: StoredPurchase): void {
  const { purchase } = stored;
  if (purchase.viewed_on === null) {
    purchase.viewed_on = core.clock.nowSeconds();
    core.changed(stored);
  }
  if (purchase.status === 'created' || purchase.status === 'sent') {
    setStatus(core, stored, 'viewed');
    core.deliveries.emit('purchase.viewed', purchase, { successCallback: false });
  }
}
