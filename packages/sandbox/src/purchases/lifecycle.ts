import { randomUUID } from 'node:crypto';
import type {
  Payment,
  PaymentDetails,
  PurchaseStatus,
  TransactionAttempt,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core.js';
import { GatewayHttpError } from '../errors.js';
import type { PendingAction, StoredCard, StoredPurchase, SuccessfulPayment } from '../state.js';
import { paymentRefusal } from './payment-refusal.js';
import { refundPaymentOf } from './refund-payment.js';
import { BLOCKED_ERROR_CODE, SLOW_ACTION_MS, scenarioOf } from './scenarios.js';
import { isPayable } from './statuses.js';

/**
 * The purchase state machine of the gateway's "States and transitions" table. Every function
 * checks the current status first and changes nothing when it refuses, and none of them awaits
 * between its check and its change: two concurrent requests on one purchase can never both pass.
 *
 * The purchase's sandbox scenario (see `scenarios.ts`) picks the path: `blocked` stops every
 * payment that would go through; `slow` moves every action to its `pending_*` status first
 * and completes it on the sandbox clock. A pending status takes no other action, so a slow
 * action is refused like any other in the wrong status until it has completed.
 */

/** Moves a purchase to a status, recording it in `status_history`. */
export function setStatus(
  core: SandboxCore,
  stored: StoredPurchase,
  status: PurchaseStatus,
  relatedObject: { type: string; id: string } | null = null,
): void {
  const now = core.clock.nowSeconds();
  stored.purchase.status = status;
  stored.purchase.updated_on = now;
  stored.purchase.status_history.push({ status, timestamp: now, related_object: relatedObject });
  closeDirectPostWhenUnpayable(stored);
  core.changed();
}

/**
 * `direct_post_url` is null once payment is impossible: paid, cancelled, expired, or its one
 * attempt used (`single_attempt`). It never comes back: no purchase becomes payable again.
 */
function closeDirectPostWhenUnpayable(stored: StoredPurchase): void {
  if (paymentRefusal(stored)) stored.purchase.direct_post_url = null;
}

/** Throws the gateway's wrong-status error unless the purchase is in one of `allowed`. */
export function requireStatus(
  stored: StoredPurchase,
  action: string,
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
  };
  return forms[action] ?? action;
}

function cardExtra(card: StoredCard): TransactionAttempt['extra'] {
  return {
    card_type: 'credit',
    card_brand: card.brand,
    // The live shape (sample 12): the first six and last four digits, the rest masked.
    masked_pan: `${card.bin ?? '******'}******${card.last4}`,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    cardholder_name: card.cardholderName,
    card_issuer: 'Checkout Kit Sandbox Bank',
    card_issuer_country: 'MY',
    three_d_secure: card.threeDSecure,
  };
}

/** The sandbox's one acquirer terminal, as attempts name it. */
export const SANDBOX_TERMINAL = '00000000-0000-4000-8000-000000000000';

function addAttempt(
  core: SandboxCore,
  stored: StoredPurchase,
  type: TransactionAttempt['type'],
  paymentMethod: string,
  extra: TransactionAttempt['extra'],
  error: { code: string; message: string } | null,
): void {
  // Newest first, with the fields the live gateway adds (samples 10, 14, 16).
  stored.purchase.transaction_data.attempts.unshift({
    type,
    successful: error === null,
    payment_method: paymentMethod,
    extra,
    error,
    flow: stored.purchase.transaction_data.flow,
    country: 'card_brand' in extra ? 'MY' : '',
    client_ip: '',
    fee_amount: 0,
    processing_time: core.clock.nowSeconds(),
    // The acquirer's fields of sample 07's attempt, with the sandbox's own values.
    acquirer: paymentMethod,
    is_internal: false,
    terminal_id: 'SANDBOX',
    terminal_uid: SANDBOX_TERMINAL,
    markup_amount: 0,
    processing_fee: 0,
    pricing_details: 'ok',
    pricing_calculated: true,
    processing_tx_id: randomUUID(),
    processing_status: error === null ? '00' : '05',
    related_payment_id: null,
  });
  closeDirectPostWhenUnpayable(stored);
}

/** The attempt type of a payment: a recurring charge, an authorization, or a plain payment. */
function paymentAttemptType(
  stored: StoredPurchase,
  payment: SuccessfulPayment,
): TransactionAttempt['type'] {
  if (payment.recurringToken) return 'recurring_execute';
  return stored.purchase.skip_capture ? 'authorize' : 'execute';
}

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
 * Records a successful payment: `paid`, `hold` (`skip_capture`) or `preauthorized` (total 0),
 * with the attempt, the card details, a recurring token when asked, and the events.
 */
function recordPayment(
  core: SandboxCore,
  stored: StoredPurchase,
  payment: SuccessfulPayment,
): void {
  const { purchase } = stored;
  const total = purchase.purchase.total;
  const extra = payment.card ? cardExtra(payment.card) : {};
  const charged = Boolean(payment.recurringToken);
  addAttempt(core, stored, paymentAttemptType(stored, payment), payment.method, extra, null);
  stored.card = payment.card;
  purchase.transaction_data.payment_method = payment.method;
  purchase.transaction_data.processing_tx_id = randomUUID();
  purchase.transaction_data.extra = extra;
  purchase.transaction_data.country = payment.card ? 'MY' : '';
  if (payment.recurringToken) purchase.recurring_token = payment.recurringToken;

  if (total === 0) {
    setStatus(core, stored, 'preauthorized');
    saveRecurringToken(core, stored);
    core.deliveries.emit('purchase.preauthorized', purchase, { successCallback: false });
    return;
  }
  if (purchase.skip_capture && !charged) {
    stored.heldAmount = total;
    setStatus(core, stored, 'hold');
    if (payment.saveCard) saveRecurringToken(core, stored);
    core.deliveries.emit('purchase.hold', purchase, { successCallback: false });
    return;
  }
  purchase.payment = paymentRecord(core, total);
  purchase.refundable_amount = total;
  purchase.refund_availability = 'all';
  setStatus(core, stored, 'paid');
  if (payment.saveCard) saveRecurringToken(core, stored);
  core.deliveries.emit('purchase.paid', purchase, { successCallback: true });
}

/** Records a failed attempt: `error`, and `purchase.payment_failure`. */
export function recordFailure(
  core: SandboxCore,
  stored: StoredPurchase,
  method: string,
  card: StoredCard | null,
  error: { code: string; message: string },
): void {
  addAttempt(
    core,
    stored,
    stored.purchase.skip_capture ? 'authorize' : 'execute',
    method,
    card ? cardExtra(card) : {},
    error,
  );
  setStatus(core, stored, 'error');
  core.deliveries.emit('purchase.payment_failure', stored.purchase, { successCallback: false });
}

/** `purchase.payment` of a paid purchase, in the live shape (sample `01-event-Purchase-paid`). */
function paymentRecord(core: SandboxCore, amount: number): PaymentDetails {
  const now = core.clock.nowSeconds();
  return {
    amount,
    currency: 'MYR',
    net_amount: amount,
    fee_amount: 0,
    pending_amount: 0,
    pending_unfreeze_on: null,
    paid_on: now,
    remote_paid_on: now,
    payment_type: 'purchase',
    is_outgoing: false,
    description: '',
    owned_bank_code: null,
    owned_bank_account: null,
    owned_bank_account_id: null,
  };
}

/** Makes the purchase a recurring token and files it under its client. */
function saveRecurringToken(core: SandboxCore, stored: StoredPurchase): void {
  const { purchase } = stored;
  purchase.is_recurring_token = true;
  const clientId = purchase.client_id ?? createClientFrom(core, stored);
  purchase.client_id = clientId;
  const now = core.clock.nowSeconds();
  const id = randomUUID();
  core.state.recurringTokens[id] = {
    id,
    type: 'client_recurring_token',
    client_id: clientId,
    recurring_token: purchase.id,
    payment_method: purchase.transaction_data.payment_method,
    description: stored.card
      ? `${stored.card.brand} •••• ${stored.card.last4}`
      : purchase.transaction_data.payment_method,
    created_on: now,
    updated_on: now,
  };
  core.changed();
}

function createClientFrom(core: SandboxCore, stored: StoredPurchase): string {
  const id = randomUUID();
  const now = core.clock.nowSeconds();
  core.state.clients[id] = {
    ...stored.purchase.client,
    id,
    type: 'client',
    created_on: now,
    updated_on: now,
  };
  return id;
}

/** Whether the purchase was created with the `slow` scenario. */
function isSlow(stored: StoredPurchase): boolean {
  return scenarioOf(stored.purchase) === 'slow';
}

/**
 * Statuses a refund may start from: only `paid`, as the description's table has it (`paid` →
 * refund → `refunded`). A refunded, cleared or settled purchase is refused: the live gateway may
 * allow more, but a merchant tested here meets no refusal there that the sandbox hid.
 */
const REFUNDABLE: ReadonlySet<PurchaseStatus> = new Set(['paid']);

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

function completeCapture(core: SandboxCore, stored: StoredPurchase, captured: number): void {
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

/** `POST /purchases/{id}/release/`: `hold` → `released`. Slow: through `pending_release`. */
export function release(core: SandboxCore, stored: StoredPurchase): void {
  requireStatus(stored, 'release', (status) => status === 'hold');
  if (isSlow(stored)) {
    startPending(core, stored, { ...pendingBase(core), action: 'release' });
    return;
  }
  completeRelease(core, stored);
}

function completeRelease(core: SandboxCore, stored: StoredPurchase): void {
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

/** `POST /purchases/{id}/cancel/`: a payable purchase can no longer be paid. */
export function cancel(core: SandboxCore, stored: StoredPurchase): void {
  requireStatus(stored, 'cancel', isPayable);
  setStatus(core, stored, 'cancelled');
  core.deliveries.emit('purchase.cancelled', stored.purchase, { successCallback: false });
}

/**
 * `POST /purchases/{id}/refund/`: full, or partial with `amount`, from `paid` only. The purchase
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
  requireStatus(
    stored,
    'refund',
    (status) => REFUNDABLE.has(status) && purchase.refundable_amount > 0,
  );
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

function completeRefund(
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
  requireStatus(stored, 'charge', isPayable);
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
    core.changed();
    core.deliveries.emit('purchase.pending_recurring_token_delete', purchase, {
      successCallback: false,
    });
    scheduleTokenDeletion(core, stored, pending);
    return;
  }
  completeTokenDeletion(core, stored);
}

function completeTokenDeletion(core: SandboxCore, stored: StoredPurchase): void {
  const { purchase } = stored;
  purchase.is_recurring_token = false;
  purchase.updated_on = core.clock.nowSeconds();
  addAttempt(
    core,
    stored,
    'delete_recurring_token',
    purchase.transaction_data.payment_method,
    purchase.transaction_data.extra,
    null,
  );
  core.state.recurringTokens = Object.fromEntries(
    Object.entries(core.state.recurringTokens).filter(
      ([, token]) => token.recurring_token !== purchase.id,
    ),
  );
  core.changed();
  core.deliveries.emit('purchase.recurring_token_deleted', purchase, { successCallback: false });
}

/** The `pending_*` status of each slow action. */
const PENDING_STATUS: Record<PendingAction['action'], PurchaseStatus> = {
  execute: 'pending_execute',
  charge: 'pending_charge',
  capture: 'pending_capture',
  release: 'pending_release',
  refund: 'pending_refund',
};

/** A new pending action's identity and completion moment. */
function pendingBase(core: SandboxCore): { id: string; completeAt: number } {
  return { id: randomUUID(), completeAt: core.clock.now() + SLOW_ACTION_MS };
}

/**
 * Moves the purchase to the action's `pending_*` status, emits `purchase.<that status>` (the
 * live names of samples 05, 09, 11 and 15; `purchase.pending_charge` is the sandbox's guess),
 * and arms its completion.
 */
function startPending(core: SandboxCore, stored: StoredPurchase, pending: PendingAction): void {
  stored.pending = pending;
  const related = pending.action === 'refund' ? { type: 'payment', id: pending.refundId } : null;
  const status = PENDING_STATUS[pending.action];
  setStatus(core, stored, status, related);
  core.deliveries.emit(`purchase.${status}`, stored.purchase, { successCallback: false });
  schedulePending(core, stored, pending);
}

function schedulePending(core: SandboxCore, stored: StoredPurchase, pending: PendingAction): void {
  core.clock.schedule(pending.completeAt, () => completePending(core, stored, pending.id));
}

/**
 * Completes a slow action exactly as its fast path would have, with the same events and
 * callbacks. Does nothing when that action is no longer pending, so arming twice is harmless.
 */
function completePending(core: SandboxCore, stored: StoredPurchase, id: string): void {
  const pending = stored.pending;
  if (!pending || pending.id !== id) return;
  stored.pending = null;
  switch (pending.action) {
    case 'execute':
    case 'charge':
      recordPayment(core, stored, pending.payment);
      return;
    case 'capture':
      completeCapture(core, stored, pending.amount);
      return;
    case 'release':
      completeRelease(core, stored);
      return;
    case 'refund':
      completeRefund(core, stored, pending.amount, pending.refundId);
      return;
  }
}

function scheduleTokenDeletion(
  core: SandboxCore,
  stored: StoredPurchase,
  pending: { completeAt: number },
): void {
  core.clock.schedule(pending.completeAt, () => {
    if (stored.pendingTokenDeletion !== pending) return;
    stored.pendingTokenDeletion = null;
    completeTokenDeletion(core, stored);
  });
}

/**
 * After a restart (state read from a data file): arms again the completion of every slow
 * action still pending. Those whose time has passed complete at once. `startSandbox` calls
 * this once the core exists.
 */
export function resumePendingActions(core: SandboxCore): void {
  for (const stored of Object.values(core.state.purchases)) {
    if (stored.pending) schedulePending(core, stored, stored.pending);
    if (stored.pendingTokenDeletion)
      scheduleTokenDeletion(core, stored, stored.pendingTokenDeletion);
  }
}

/** The purchase's `due` moment passed: `overdue`, or `expired` with `due_strict`. */
export function passDue(core: SandboxCore, stored: StoredPurchase): void {
  const { purchase } = stored;
  if (!isPayable(purchase.status) || purchase.status === 'overdue') return;
  if (purchase.purchase.due_strict) {
    setStatus(core, stored, 'expired');
    core.deliveries.emit('purchase.expired', purchase, { successCallback: false });
  } else {
    setStatus(core, stored, 'overdue');
    core.deliveries.emit('purchase.overdue', purchase, { successCallback: false });
  }
}
