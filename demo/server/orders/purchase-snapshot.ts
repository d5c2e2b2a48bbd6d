import { latestPaymentFailure, type Purchase, type PurchaseStatus } from '@checkout-kit/protocol';
import type { Order } from '../../shared/api.js';
import { cardBrandName } from '../../shared/card-brands.js';
import type { OrderRecord } from '../demo-data.js';
import { refundedInAll } from './refund-payment.js';

/**
 * Copies what the order shows of its purchase from a snapshot of it (a delivery, an action's
 * answer, a read), unless the order already knows a later one: the longer `status_history`,
 * then the later `updated_on`, is the later snapshot.
 *
 * @returns whether the snapshot was applied.
 */
export function applyPurchase(record: OrderRecord, purchase: Purchase, now: Date): boolean {
  const historyLength = Array.isArray(purchase.status_history) ? purchase.status_history.length : 0;
  const updatedOn = typeof purchase.updated_on === 'number' ? purchase.updated_on : 0;
  const { seen } = record;
  if (
    historyLength < seen.historyLength ||
    (historyLength === seen.historyLength && updatedOn < seen.updatedOn)
  ) {
    return false;
  }
  record.seen = { historyLength, updatedOn };
  const shown = record.order.purchase;
  const captured = capturedAmount(purchase, record.order.total);
  shown.status = purchase.status;
  shown.paymentMethod = purchase.transaction_data?.payment_method || null;
  shown.capturedAmount = captured;
  // A chargeback empties `refundable_amount` without any refund: keep what was refunded.
  if (purchase.status !== 'chargeback') {
    shown.refundedAmount = Math.max(0, captured - (purchase.refundable_amount ?? captured));
  }
  // A refund already reported as a Payment stands, even if this snapshot predates it.
  const refunded = refundedInAll(record);
  if (refunded > 0 && !REFUND_AWARE.has(purchase.status)) shown.status = 'refunded';
  shown.refundedAmount = Math.max(shown.refundedAmount, refunded);
  shown.isRecurringToken = purchase.is_recurring_token === true;
  shown.recurringToken = purchase.recurring_token ?? null;
  const failure = latestPaymentFailure(purchase);
  shown.failureCode = failure?.code ?? null;
  shown.failureMethod = failure?.method || null;
  if (shown.isRecurringToken && !record.savedCard) {
    record.savedCard = { label: cardLabel(purchase), savedAt: now.toISOString() };
  }
  return true;
}

/** Statuses a purchase can only reach after its refunds: they say more than a refund does. */
const REFUND_AWARE: ReadonlySet<PurchaseStatus> = new Set(['refunded', 'chargeback']);

/** Statuses in which the purchase's money has been taken. */
const CAPTURED: ReadonlySet<PurchaseStatus> = new Set([
  'paid',
  'pending_refund',
  'refunded',
  'cleared',
  'settled',
  'chargeback',
]);

/** What the gateway took: the payment's amount (less than the total after a partial capture). */
function capturedAmount(purchase: Purchase, total: number): number {
  const amount = purchase.payment?.amount;
  if (typeof amount === 'number' && Number.isInteger(amount)) return amount;
  return CAPTURED.has(purchase.status) ? total : 0;
}

/**
 * The card as the gateway describes it, such as `Visa •••• 1111`: its brand as people write
 * it and its last four digits, never more, whatever `masked_pan` holds.
 */
export function cardLabel(purchase: Purchase): string {
  const extra = purchase.transaction_data?.extra ?? {};
  const brand =
    (typeof extra.card_brand === 'string' ? extra.card_brand : '') ||
    purchase.transaction_data?.payment_method ||
    'card';
  const digits = typeof extra.masked_pan === 'string' ? extra.masked_pan.replace(/\D/g, '') : '';
  const cleanBrand = cardBrandName(brand.replace(/[^\p{L}_ ]/gu, '').slice(0, 20) || 'card');
  return digits.length >= 4 ? `${cleanBrand} •••• ${digits.slice(-4)}` : cleanBrand;
}

/** The purchase part of a new order, from the purchase just created for it. */
export function shownPurchase(purchase: Purchase): Order['purchase'] {
  return {
    id: purchase.id,
    checkoutUrl: purchase.checkout_url,
    directPostUrl: purchase.direct_post_url ?? null,
    status: purchase.status,
    paymentMethod: null,
    capturedAmount: 0,
    refundedAmount: 0,
    isRecurringToken: false,
    recurringToken: null,
    failureCode: null,
    failureMethod: null,
  };
}
