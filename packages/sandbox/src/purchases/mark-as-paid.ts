import { describeValue, isPayablePurchaseStatus } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import type { StoredPurchase } from '../core/state.js';
import { paymentRecord } from './payments.js';
import { requireStatus, setStatus } from './transitions.js';

/*
 * `POST /purchases/{id}/mark_as_paid/`: the merchant says a purchase was paid outside the
 * gateway (cash, a bank transfer). The interface description does not show it; the gateway
 * maker's PHP SDK sends it (chip-php-sdk v1.1.3 `lib/Traits/Api/Purchase.php`, `markAsPaid`,
 * lines 116-125: no body, or `{"paid_on": <int>}`) and reads the answer as a Purchase. What it
 * does here is the sandbox's guess, written down in its README.
 */

/** Reads the optional `paid_on`: a Unix time in whole seconds, from 1 up to the clock's now. */
function paidOnOf(core: SandboxCore, body: Record<string, unknown>): number {
  const now = core.clock.nowSeconds();
  const value = body.paid_on;
  if (value === undefined || value === null) return now;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw GatewayHttpError.field(
      'paid_on',
      'invalid',
      `paid_on must be a Unix time in whole seconds, not ${describeValue(value)}.`,
    );
  }
  if (value > now) {
    throw GatewayHttpError.field(
      'paid_on',
      'invalid',
      'paid_on must not be later than now (the sandbox clock).',
    );
  }
  return value;
}

/**
 * Marks a payable purchase paid: `paid`, `marked_as_paid: true`, a `payment` of its total
 * paid on `paid_on` (default now). No money went through the gateway, so there is no attempt
 * and nothing to refund (`refundable_amount` 0). `purchase.paid` goes to the webhooks that take
 * it, not to `success_callback`, which tells of a payer's payment.
 */
export function markAsPaid(
  core: SandboxCore,
  stored: StoredPurchase,
  body: Record<string, unknown>,
): void {
  requireStatus(stored, 'mark_as_paid', isPayablePurchaseStatus);
  const paidOn = paidOnOf(core, body);
  const { purchase } = stored;
  purchase.payment = { ...paymentRecord(core, purchase.purchase.total), paid_on: paidOn };
  purchase.payment.remote_paid_on = paidOn;
  purchase.marked_as_paid = true;
  purchase.refundable_amount = 0;
  purchase.refund_availability = 'none';
  setStatus(core, stored, 'paid');
  core.deliveries.emit('purchase.paid', purchase, { successCallback: false });
}
