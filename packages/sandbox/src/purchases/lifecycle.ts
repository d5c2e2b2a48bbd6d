import { randomUUID } from 'node:crypto';
import type { PurchaseStatus, TransactionAttempt } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core.js';
import { GatewayHttpError } from '../errors.js';
import type { StoredCard, StoredPurchase } from '../state.js';
import { isPayable } from './statuses.js';

/**
 * The purchase state machine of the gateway's "States and transitions" table. Every function
 * checks the current status first and changes nothing when it refuses, and none of them awaits
 * between its check and its change: two concurrent requests on one purchase can never both pass.
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
  core.changed();
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
  };
  return forms[action] ?? action;
}

function cardExtra(card: StoredCard): TransactionAttempt['extra'] {
  return {
    card_type: 'credit',
    card_brand: card.brand,
    masked_pan: card.last4,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    cardholder_name: card.cardholderName,
    card_issuer: 'Checkout Kit Sandbox Bank',
    card_issuer_country: 'MY',
    three_d_secure: card.threeDSecure,
  };
}

function addAttempt(
  core: SandboxCore,
  stored: StoredPurchase,
  type: TransactionAttempt['type'],
  paymentMethod: string,
  extra: TransactionAttempt['extra'],
  error: { code: string; message: string } | null,
): void {
  stored.purchase.transaction_data.attempts.push({
    type,
    successful: error === null,
    payment_method: paymentMethod,
    extra,
    error,
    processing_time: core.clock.nowSeconds(),
  });
}

/** What a successful payment looked like. */
export interface SuccessfulPayment {
  method: string;
  card: StoredCard | null;
  /** The payer asked to save the card (`remember_card=on`), or `force_recurring` is set. */
  saveCard: boolean;
  /** Paid through a recurring token (`charge`), not by the payer. */
  recurringToken?: string;
}

/**
 * Records a successful payment: `paid`, `hold` (`skip_capture`) or `preauthorized` (total 0),
 * with the attempt, the card details, a recurring token when asked, and the events.
 */
export function recordPayment(
  core: SandboxCore,
  stored: StoredPurchase,
  payment: SuccessfulPayment,
): void {
  const { purchase } = stored;
  const total = purchase.purchase.total;
  const extra = payment.card ? cardExtra(payment.card) : {};
  const charged = Boolean(payment.recurringToken);
  const attemptType = charged
    ? 'recurring_execute'
    : purchase.skip_capture
      ? 'authorize'
      : 'execute';
  addAttempt(core, stored, attemptType, payment.method, extra, null);
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
  purchase.payment = paymentRecord(core, total, payment.method);
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

function paymentRecord(core: SandboxCore, amount: number, method: string) {
  return {
    id: randomUUID(),
    type: 'payment',
    payment_type: 'purchase',
    amount,
    currency: 'MYR',
    net_amount: amount,
    fee_amount: 0,
    pending_amount: 0,
    paid_on: core.clock.nowSeconds(),
    remote_paid_on: core.clock.nowSeconds(),
    payment_method: method,
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

/** `POST /purchases/{id}/capture/`: `hold` → `paid`, optionally partially. */
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
  purchase.payment = paymentRecord(core, captured, purchase.transaction_data.payment_method);
  purchase.refundable_amount = captured;
  purchase.refund_availability = 'all';
  setStatus(core, stored, 'paid');
  core.deliveries.emit('purchase.captured', purchase, { successCallback: true });
}

/** `POST /purchases/{id}/release/`: `hold` → `released`. */
export function release(core: SandboxCore, stored: StoredPurchase): void {
  requireStatus(stored, 'release', (status) => status === 'hold');
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
 * `POST /purchases/{id}/refund/`: full, or partial with `amount`. The purchase moves to
 * `refunded` and its history references the refund payment; what is left stays refundable.
 */
export function refund(
  core: SandboxCore,
  stored: StoredPurchase,
  amount: number | undefined,
): { id: string; amount: number } {
  const { purchase } = stored;
  requireStatus(
    stored,
    'refund',
    (status) => (status === 'paid' || status === 'refunded') && purchase.refundable_amount > 0,
  );
  const refunded = amount ?? purchase.refundable_amount;
  if (!Number.isInteger(refunded) || refunded <= 0 || refunded > purchase.refundable_amount) {
    throw GatewayHttpError.field(
      'amount',
      'invalid',
      `amount must be an integer from 1 to ${purchase.refundable_amount} (the refundable amount, in the smallest currency unit); got ${JSON.stringify(amount)}.`,
    );
  }
  const refundPayment = { id: randomUUID(), amount: refunded };
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
  setStatus(core, stored, 'refunded', { type: 'payment', id: refundPayment.id });
  core.deliveries.emit('payment.refunded', purchase, { successCallback: false });
  return refundPayment;
}

/**
 * `POST /purchases/{id}/charge/`: pays a new purchase with the card of a recurring token,
 * without the payer.
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
  recordPayment(core, stored, {
    method: token.purchase.transaction_data.payment_method,
    card: token.card,
    saveCard: false,
    recurringToken: token.purchase.id,
  });
}

/** `POST /purchases/{id}/delete_recurring_token/`. */
export function deleteRecurringToken(core: SandboxCore, stored: StoredPurchase): void {
  const { purchase } = stored;
  if (!purchase.is_recurring_token) {
    throw GatewayHttpError.general(
      400,
      'invalid_recurring_token',
      `Purchase ${purchase.id} is not a recurring token.`,
    );
  }
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
