import type { SandboxCore } from '../core/sandbox-core.js';
import type { StoredPurchase } from '../core/state.js';
import { addAttempt } from './attempts.js';
import { paymentRecord } from './payments.js';
import { setStatus } from './transitions.js';

/* Held amounts (`skip_capture`): what a capture and a release do when they complete. */

export function completeCapture(core: SandboxCore, stored: StoredPurchase, captured: number): void {
  const { purchase } = stored;
  stored.heldAmount = 0;
  addAttempt(
    core,
    stored,
    'capture',
    purchase.transaction_data.payment_method,
    purchase.transaction_data.extra,
    null,
  );
  purchase.payment = paymentRecord(core, captured);
  purchase.refundable_amount = captured;
  purchase.refund_availability = 'all';
  setStatus(core, stored, 'paid');
  core.deliveries.emit('purchase.captured', purchase, { successCallback: true });
}

export function completeRelease(core: SandboxCore, stored: StoredPurchase): void {
  stored.heldAmount = 0;
  addAttempt(
    core,
    stored,
    'release',
    stored.purchase.transaction_data.payment_method,
    stored.purchase.transaction_data.extra,
    null,
  );
  setStatus(core, stored, 'released');
  core.deliveries.emit('purchase.released', stored.purchase, { successCallback: false });
}
