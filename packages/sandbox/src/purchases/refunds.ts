import type { PurchaseStatus } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core.js';
import type { StoredPurchase } from '../state.js';
import { addAttempt } from './attempts.js';
import { refundPaymentOf } from './refund-payment.js';
import { setStatus } from './transitions.js';

/* Refunds: which purchases take one, and what a refund does when it completes. */

/**
 * Statuses a refund may start from: only `paid`, as the description's table has it (`paid` →
 * refund → `refunded`). A refunded, cleared or settled purchase is refused: the live gateway may
 * allow more, but a merchant tested here meets no refusal there that the sandbox hid.
 */
export const REFUNDABLE: ReadonlySet<PurchaseStatus> = new Set(['paid']);

export function completeRefund(
  core: SandboxCore,
  stored: StoredPurchase,
  refunded: number,
  refundId: string,
): void {
  const { purchase } = stored;
  addAttempt(
    core,
    stored,
    'refund',
    purchase.transaction_data.payment_method,
    purchase.transaction_data.extra,
    null,
  );
  purchase.refundable_amount -= refunded;
  purchase.refund_availability = purchase.refundable_amount > 0 ? 'partial_only' : 'none';
  setStatus(core, stored, 'refunded', { type: 'payment', id: refundId });
  core.deliveries.emitFor(
    purchase.id,
    'payment.refunded',
    refundPaymentOf(core, stored, refunded, refundId),
  );
}
