import { randomUUID } from 'node:crypto';
import {
  type Payment,
  moneyRule,
  ruleIssue,
  toGatewayErrorBody,
  isPayablePurchaseStatus,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import type { StoredPurchase, SuccessfulPayment } from '../core/state.js';
import { addAttempt, cardExtra } from './attempts.js';
import { completeCapture, completeRelease } from './holds.js';
import { paymentAttemptType, recordPayment } from './payments.js';
import { markAsPaid } from './mark-as-paid.js';
import { resendInvoice } from './resend-invoice.js';
import { isSlow, pendingBase, scheduleTokenDeletion, startPending } from './pending-actions.js';
import { completeTokenDeletion } from './recurring-tokens.js';
import { refundPaymentOf } from './refund-payment.js';
import { REFUNDABLE, completeRefund, requireSomethingToRefund } from './refunds.js';
import { BLOCKED_ERROR_CODE, SLOW_ACTION_MS, scenarioOf } from './scenarios.js';
import { requireStatus, setStatus } from './transitions.js';

/**
 * The actions of the gateway's purchase API that move a purchase: a payment handed to the
 * acquirer, capture, release, cancel, refund, a recurring charge and a token's deletion. Every
 * action checks the current status first and changes nothing when it refuses, and none of them
 * awaits between its check and its change: two concurrent requests on one purchase can never
 * both pass.
 *
 * The purchase's sandbox scenario (see `scenarios.ts`) picks the path: `blocked` stops every
 * payment that would go through; `slow` moves every action to its `pending_*` status first
 * and completes it on the sandbox clock (`pending-actions.ts`). A pending status takes no other
 * action, so a slow action is refused like any other in the wrong status until it has
 * completed.
 */

/** What became of a payment handed to the acquirer. */
export type PaymentOutcome =
  /** Paid, held (`skip_capture`) or preauthorized (total 0). */
  | 'succeeded'
  /** `pending_execute` or `pending_charge` (scenario `slow`): it completes later. */
  | 'pending'
  /** Stopped by fraud scoring (scenario `blocked`): `blocked`. */
  | 'blocked';

/**
 * A payment that passed every check of its method (a test card with the right security code,
 * an approved bank page, a live recurring token) goes to the acquirer: it succeeds at once,
 * or, as the purchase's scenario says, is stopped by fraud scoring (`blocked`) or waits at a
 * slow acquirer (`pending_execute`, or `pending_charge` for a recurring charge) and succeeds
 * {@link SLOW_ACTION_MS} later. The caller has checked that the purchase takes a payment.
 */
export function submitPayment(
  core: SandboxCore,
  stored: StoredPurchase,
  payment: SuccessfulPayment,
): PaymentOutcome {
  const scenario = scenarioOf(stored.purchase);
  if (scenario === 'blocked') {
    addAttempt(
      core,
      stored,
      paymentAttemptType(stored, payment),
      payment.method,
      payment.card ? cardExtra(payment.card) : {},
      {
        code: BLOCKED_ERROR_CODE,
        message: 'Fraud scoring stopped this payment (sandbox scenario "blocked").',
      },
    );
    setStatus(core, stored, 'blocked');
    core.deliveries.emit('purchase.payment_failure', stored.purchase, { successCallback: false });
    return 'blocked';
  }
  if (scenario === 'slow') {
    if (payment.recurringToken) {
      stored.purchase.recurring_token = payment.recurringToken;
      startPending(core, stored, { ...pendingBase(core), action: 'charge', payment });
    } else {
      startPending(core, stored, { ...pendingBase(core), action: 'execute', payment });
    }
    return 'pending';
  }
  recordPayment(core, stored, payment);
  return 'succeeded';
}

/**
 * `POST /purchases/{id}/capture/`: `hold` → `paid`, optionally partially (the rest is
 * released). Slow: `hold` → `pending_capture` → `paid`.
 */
export function capture(
  core: SandboxCore,
  stored: StoredPurchase,
  amount: number | undefined,
): void {
  requireStatus(stored, 'capture', (status) => status === 'hold');
  const captured = amount ?? stored.heldAmount;
  if (!Number.isInteger(captured) || captured <= 0 || captured > stored.heldAmount) {
    throw GatewayHttpError.field(
      'amount',
      'invalid',
      `amount must be an integer from 1 to ${stored.heldAmount} (the amount held, in the smallest currency unit); got ${JSON.stringify(amount)}.`,
    );
  }
  if (isSlow(stored)) {
    startPending(core, stored, { ...pendingBase(core), action: 'capture', amount: captured });
    return;
  }
  completeCapture(core, stored, captured);
}

/** `POST /purchases/{id}/release/`: `hold` → `released`. Slow: through `pending_release`. */
export function release(core: SandboxCore, stored: StoredPurchase): void {
  requireStatus(stored, 'release', (status) => status === 'hold');
  if (isSlow(stored)) {
    startPending(core, stored, { ...pendingBase(core), action: 'release' });
    return;
  }
  completeRelease(core, stored);
}

/** `POST /purchases/{id}/cancel/`: a payable purchase can no longer be paid. */
export function cancel(core: SandboxCore, stored: StoredPurchase): void {
  requireStatus(stored, 'cancel', isPayablePurchaseStatus);
  setStatus(core, stored, 'cancelled');
  core.deliveries.emit('purchase.cancelled', stored.purchase, { successCallback: false });
}

/**
 * `POST /purchases/{id}/refund/`: full, or partial with `amount`, from `paid`, or `refunded`
 * while something is left (see {@link REFUNDABLE}). The purchase
 * moves to `refunded` and its history references the refund payment, which
 * `payment.refunded` delivers (a Payment, not the purchase). Slow: through `pending_refund`
 * (whose history entry references the same refund payment); the amount leaves
 * `refundable_amount` when the refund completes.
 */
export function refund(
  core: SandboxCore,
  stored: StoredPurchase,
  amount: number | undefined,
): Payment {
  const { purchase } = stored;
  requireSomethingToRefund(stored);
  requireStatus(stored, 'refund', (status) => REFUNDABLE.has(status));
  const refunded = amount ?? purchase.refundable_amount;
  if (!Number.isInteger(refunded) || refunded <= 0 || refunded > purchase.refundable_amount) {
    throw GatewayHttpError.field(
      'amount',
      'invalid',
      `amount must be an integer from 1 to ${purchase.refundable_amount} (the refundable amount, in the smallest currency unit); got ${JSON.stringify(amount)}.`,
    );
  }
  const refundId = randomUUID();
  if (isSlow(stored)) {
    startPending(core, stored, {
      ...pendingBase(core),
      action: 'refund',
      amount: refunded,
      refundId,
    });
  } else {
    completeRefund(core, stored, refunded, refundId);
  }
  return refundPaymentOf(core, stored, refunded, refundId);
}

/**
 * `POST /purchases/{id}/charge/`: pays a new purchase with the card of a recurring token,
 * without the payer. Slow: `pending_charge` first. Blocked: the purchase is `blocked` (the
 * failed attempt is kept) and the answer is a 400 with the code {@link BLOCKED_ERROR_CODE},
 * since a 200 means the purchase is paid.
 */
export function charge(
  core: SandboxCore,
  stored: StoredPurchase,
  token: StoredPurchase | undefined,
  tokenId: unknown,
): void {
  requireStatus(stored, 'charge', isPayablePurchaseStatus);
  if (!token || !token.purchase.is_recurring_token || !token.card) {
    throw GatewayHttpError.general(
      400,
      'invalid_recurring_token',
      `recurring_token ${JSON.stringify(tokenId)} is not a live recurring token of this company.`,
    );
  }
  if (token.pendingTokenDeletion) {
    throw GatewayHttpError.general(
      400,
      'invalid_recurring_token',
      `recurring_token ${JSON.stringify(tokenId)} is being deleted: it can no longer be charged.`,
    );
  }
  const outcome = submitPayment(core, stored, {
    method: token.purchase.transaction_data.payment_method,
    card: token.card,
    saveCard: false,
    recurringToken: token.purchase.id,
  });
  if (outcome === 'blocked') {
    throw GatewayHttpError.general(
      400,
      BLOCKED_ERROR_CODE,
      `Fraud scoring stopped the charge: purchase ${stored.purchase.id} is now "blocked" (sandbox scenario "blocked").`,
    );
  }
}

/**
 * `POST /purchases/{id}/delete_recurring_token/`. Slow: answers at once with the purchase
 * still a token and emits `purchase.pending_recurring_token_delete`; the token can no longer
 * be charged, and {@link SLOW_ACTION_MS} later the deletion completes as on the fast path
 * (`purchase.recurring_token_deleted`).
 */
export function deleteRecurringToken(core: SandboxCore, stored: StoredPurchase): void {
  const { purchase } = stored;
  if (!purchase.is_recurring_token) {
    throw GatewayHttpError.general(
      400,
      'invalid_recurring_token',
      `Purchase ${purchase.id} is not a recurring token.`,
    );
  }
  if (stored.pendingTokenDeletion) {
    throw GatewayHttpError.general(
      400,
      'invalid_recurring_token',
      `The recurring token of purchase ${purchase.id} is already being deleted; purchase.recurring_token_deleted follows when it is done.`,
    );
  }
  if (isSlow(stored)) {
    const pending = { completeAt: core.clock.now() + SLOW_ACTION_MS };
    stored.pendingTokenDeletion = pending;
    purchase.updated_on = core.clock.nowSeconds();
    core.changed(stored);
    core.deliveries.emit('purchase.pending_recurring_token_delete', purchase, {
      successCallback: false,
    });
    scheduleTokenDeletion(core, stored, pending);
    return;
  }
  completeTokenDeletion(core, stored);
}

/** What an action answers when it is not the purchase with 200. */
export interface ActionAnswer {
  status: 200 | 202;
  body: object;
}

/**
 * Reads an optional `amount` by protocol's money rule (an integer in the smallest currency unit);
 * the action checks it against what the purchase holds. Left out, it is the whole amount, as the
 * gateway maker's clients send a full capture or refund (no body, or `{}`); `null` is refused, as
 * `CheckoutClient` refuses it: a merchant's missing number must never refund everything.
 */
function optionalAmount(body: Record<string, unknown>): number | undefined {
  if (body.amount === undefined) return undefined;
  if (body.amount === null) {
    throw GatewayHttpError.field(
      'amount',
      'null',
      'Leave amount out for the whole amount, or give an integer amount in the smallest currency unit, not null.',
    );
  }
  const broken = moneyRule(body.amount);
  if (broken) throw new GatewayHttpError(400, toGatewayErrorBody([ruleIssue(['amount'], broken)]));
  return body.amount as number;
}

/**
 * The actions of `POST /purchases/{id}/<name>/`, by name, each reading its request body: a new
 * action is one entry here (the routes serve every entry). `undefined` answers the purchase.
 */
export const PURCHASE_ACTIONS: Readonly<
  Record<
    string,
    (
      core: SandboxCore,
      stored: StoredPurchase,
      body: Record<string, unknown>,
    ) => ActionAnswer | undefined
  >
> = {
  capture: (core, stored, body) => void capture(core, stored, optionalAmount(body)),
  release: (core, stored) => void release(core, stored),
  cancel: (core, stored) => void cancel(core, stored),
  // The refund's Payment, as `payment.refunded` delivers it (the description shows no answer).
  refund: (core, stored, body) => ({
    status: 200,
    body: refund(core, stored, optionalAmount(body)),
  }),
  charge: (core, stored, body) => {
    const tokenId = body.recurring_token;
    if (typeof tokenId !== 'string' || tokenId === '') {
      throw GatewayHttpError.field(
        'recurring_token',
        'required',
        'recurring_token is required: the id of a purchase that is a recurring token.',
      );
    }
    charge(core, stored, core.purchases.get(tokenId), tokenId);
    // The description: 200 means the new purchase is paid. A charge still at the acquirer
    // (`pending_charge`) is answered 202 with the purchase: the sandbox's guess at the live code.
    return { status: stored.purchase.status === 'paid' ? 200 : 202, body: stored.purchase };
  },
  delete_recurring_token: (core, stored) => void deleteRecurringToken(core, stored),
  // Not in the description: inferred from the maker's PHP SDK (see mark-as-paid.ts).
  mark_as_paid: (core, stored, body) => void markAsPaid(core, stored, body),
  // Not in the description: inferred from the maker's PHP SDK 2.x (see resend-invoice.ts).
  resend_invoice: (core, stored) => void resendInvoice(core, stored),
};
