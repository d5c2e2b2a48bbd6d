import type { KnownPurchaseStatus, PurchaseStatus } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import type { StoredPurchase } from '../core/state.js';
import { addAttempt } from './attempts.js';
import { refundPaymentOf } from './refund-payment.js';
import { setStatus } from './transitions.js';

/* Refunds: which purchases take one, and what a refund does when it completes. */

/**
 * Statuses a refund may start from, while `refundable_amount` is above 0: `paid`, as the
 * description's table has it (`paid` → refund → `refunded`), and `refunded` after a partial
 * refund, as the gateway maker's WooCommerce and WHMCS plugins refund an order in parts
 * (chip-for-woocommerce 2.0.5 `class-chip-woocommerce-gateway.php:2017-2051`, chip-for-whmcs
 * 1.7.1 `gateway.php:67-110`) and its `refund_availability: partial_only` says more may
 * follow. A cleared or settled purchase is refused: the live gateway may allow more, but a
 * merchant tested here meets no refusal there that the sandbox hid.
 */
export const REFUNDABLE: ReadonlySet<PurchaseStatus> = new Set<KnownPurchaseStatus>([
  'paid',
  'refunded',
]);

/** Refuses a refund of a purchase in a refundable status with nothing left to refund. */
export function requireSomethingToRefund(stored: StoredPurchase): void {
  const { id, status, refundable_amount } = stored.purchase;
  if (REFUNDABLE.has(status) && refundable_amount <= 0) {
    throw GatewayHttpError.general(
      400,
      'purchase_refund_wrong_status',
      `Purchase ${id} has nothing left to refund: its refundable_amount is 0.`,
    );
  }
}

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
