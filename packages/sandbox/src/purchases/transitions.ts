import type {
  KnownPurchaseStatus,
  PurchaseStatus,
  WrongStatusAction,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import type { StoredPurchase } from '../core/state.js';
import { paymentRefusal } from './payment-refusal.js';
import { dueCanPass } from './scheduled-work.js';

/*
 * The purchase state machine of the gateway's "States and transitions" table: moving a
 * purchase to a status (with its history), and refusing an action in the wrong status. The
 * actions themselves are in `actions.ts`; what each does when it completes is in the module of
 * its job (`payments.ts`, `holds.ts`, `refunds.ts`, `recurring-tokens.ts`).
 */

/** Moves a purchase to a status, recording it in `status_history`. */
export function setStatus(
  core: SandboxCore,
  stored: StoredPurchase,
  status: KnownPurchaseStatus,
  relatedObject: { type: string; id: string } | null = null,
): void {
  const now = core.clock.nowSeconds();
  stored.purchase.status = status;
  stored.purchase.updated_on = now;
  stored.purchase.status_history.push({ status, timestamp: now, related_object: relatedObject });
  closeDirectPostWhenUnpayable(stored);
  core.changed(stored);
}

/**
 * `direct_post_url` is null once payment is impossible: paid, cancelled, expired, or its one
 * attempt used (`single_attempt`). It never comes back: no purchase becomes payable again.
 */
export function closeDirectPostWhenUnpayable(stored: StoredPurchase): void {
  if (paymentRefusal(stored)) stored.purchase.direct_post_url = null;
}

/** Throws the gateway's wrong-status error unless the purchase is in one of `allowed`. */
export function requireStatus(
  stored: StoredPurchase,
  action: WrongStatusAction,
  allowed: (status: PurchaseStatus) => boolean,
): void {
  const { status, id } = stored.purchase;
  if (!allowed(status)) {
    throw GatewayHttpError.general(
      400,
      `purchase_${action}_wrong_status`,
      `Purchase ${id} cannot be ${pastTense(action)} in status "${status}".`,
    );
  }
}

function pastTense(action: string): string {
  const forms: Record<string, string> = {
    capture: 'captured',
    release: 'released',
    cancel: 'cancelled',
    refund: 'refunded',
    charge: 'charged',
    pay: 'paid',
    send: 'sent',
    chargeback: 'charged back',
    settle: 'settled',
    mark_as_paid: 'marked as paid',
    resend_invoice: 'sent its invoice again',
  };
  return forms[action] ?? action;
}

/** The purchase's `due` moment passed: `overdue`, or `expired` with `due_strict`. */
export function passDue(core: SandboxCore, stored: StoredPurchase): void {
  const { purchase } = stored;
  if (!dueCanPass(purchase)) return;
  if (purchase.purchase.due_strict) {
    setStatus(core, stored, 'expired');
    core.deliveries.emit('purchase.expired', purchase, { successCallback: false });
  } else {
    setStatus(core, stored, 'overdue');
    core.deliveries.emit('purchase.overdue', purchase, { successCallback: false });
  }
}
