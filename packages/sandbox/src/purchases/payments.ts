import { randomUUID } from 'node:crypto';
import type {
  GatewayFieldError,
  KnownGatewayErrorCode,
  PaymentDetails,
  TransactionAttempt,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import type { StoredCard, StoredPurchase, SuccessfulPayment } from '../core/state.js';
import { addAttempt, cardExtra } from './attempts.js';
import { saveRecurringToken } from './recurring-tokens.js';
import { setStatus } from './transitions.js';
import { ownTransactionData } from './transaction-data.js';

/* What a payment does to a purchase once the acquirer has decided: paid, held, or failed. */

/** The attempt type of a payment: a recurring charge, an authorization, or a plain payment. */
export function paymentAttemptType(
  stored: StoredPurchase,
  payment: SuccessfulPayment,
): TransactionAttempt['type'] {
  if (payment.recurringToken) return 'recurring_execute';
  return stored.purchase.skip_capture ? 'authorize' : 'execute';
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
  addAttempt(core, stored, paymentAttemptType(stored, payment), payment.method, extra, null);
  stored.card = payment.card;
  const transactionData = ownTransactionData(purchase);
  transactionData.payment_method = payment.method;
  transactionData.processing_tx_id = randomUUID();
  transactionData.extra = extra;
  transactionData.country = payment.card ? 'MY' : '';
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
  error: GatewayFieldError<KnownGatewayErrorCode>,
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
export function paymentRecord(core: SandboxCore, amount: number): PaymentDetails {
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
