import type { Payment, Purchase } from '@checkout-kit/protocol';
import type { FieldIssue } from '@checkout-kit/protocol';
import { CheckoutError, CheckoutValidationError } from '../errors.js';

/**
 * The merchant's own record of the order a purchase was created for: what it saved when it called
 * `createPurchase`, read from its database (never from the callback or the URL).
 */
export interface MerchantOrder {
  /** The purchase id the gateway gave when the purchase was created (`purchase.id`). */
  id: string;
  /** The `reference` the purchase was created with, if one was. */
  reference?: string;
  /** The amount due, an integer in the smallest currency unit (`purchase.purchase.total`). */
  total: number;
  /** The currency, e.g. `MYR` (`purchase.purchase.currency`); not compared when left out. */
  currency?: string;
  /** The brand the purchase was created for (`brand_id`). */
  brandId: string;
  /**
   * Whether the order was made with a test key (`is_test`): `false` in production. Always
   * compared, so it must be given: a test purchase is validly signed too, and must never fulfil
   * a real order.
   */
  isTest: boolean;
}

/** A field of a purchase (or payment) that disagrees with the merchant's order. */
export interface PurchaseMismatch {
  /** The field, as the gateway names it. */
  field:
    | 'id'
    | 'reference'
    | 'purchase.total'
    | 'purchase.currency'
    | 'brand_id'
    | 'is_test'
    | 'type'
    | 'related_to.id'
    | 'related_to.reference'
    | 'payment.currency'
    | 'payment.amount';
  /**
   * What the merchant's order says; for `payment.amount`, the most it may be (the order's
   * total).
   */
  expected: string | number | boolean;
  /** What the purchase says (`undefined` when it lacks the field). */
  actual: unknown;
}

/** The purchase fields {@link comparePurchaseWithOrder} reads. */
export type ComparablePurchase = Pick<Purchase, 'id' | 'brand_id' | 'is_test'> & {
  type?: Purchase['type'];
  reference?: string | null;
  purchase: Pick<Purchase['purchase'], 'total' | 'currency'>;
};

/** The payment fields {@link comparePurchaseWithOrder} reads. */
export type ComparablePayment = Pick<Payment, 'type' | 'is_test' | 'related_to'> & {
  payment: Pick<Payment['payment'], 'amount' | 'currency'>;
};

/**
 * Compares a verified purchase (from a callback, or `getPurchase`) or payment (a refund from
 * `payment.refunded`) with the merchant's own record of the order, and lists every field that
 * disagrees. An empty list means it matches.
 *
 * - A purchase: `id`, `reference`, `purchase.total`, `purchase.currency`, `brand_id` and
 *   `is_test` (`purchase.currency` only when the order gives it, `reference` only when the order
 *   has one).
 * - A payment (`type: "payment"`): its purchase, `related_to.id`, is the order's; `related_to`
 *   is that purchase's (`type` `purchase`) and its `reference` the order's (when the order has
 *   a non-empty one: a purchase made without is related by its generated reference); `payment.currency` (when the order gives it); `is_test`; and `payment.amount` at most
 *   the order's total. A payment carries no `brand_id` (the live sample has none): that one is
 *   not compared, so fetch the purchase (`getPurchase(related_to.id)`) where the brand matters.
 *
 * A valid signature proves the gateway sent the delivery, not which order it concerns: without
 * this check, a purchase paid for RM 1.00 could be presented as the callback of a RM 1,000.00
 * order, or a test-mode purchase as a live one. Act only on an empty list.
 *
 * It returns rather than throws so that a caller can log every difference at once; use
 * {@link assertPurchaseMatchesOrder} to throw instead. It reads only the fields named above, so
 * a malformed object yields mismatches, never an exception.
 *
 * What was actually captured may be less than the total (a partial capture of a
 * `skip_capture` purchase): read `purchase.payment.amount` for that.
 *
 * @example
 * onEvent: async ({ type, purchase, payment }) => {
 *   const paid = type === 'purchase.paid' && purchase;
 *   const refund = type === 'payment.refunded' && payment;
 *   if (!paid && !refund) return;
 *   const order = await db.orders.findByPurchaseId(paid ? paid.id : refund.related_to?.id);
 *   const mismatches = comparePurchaseWithOrder(paid || refund, { ...order, isTest: false });
 *   if (mismatches.length > 0) return alertFraud(order, mismatches);
 *   await (paid ? fulfil(order) : recordRefund(order, refund.payment.amount));
 * }
 *
 * @throws {CheckoutValidationError} for an `order` that is not one (no `id`, no whole `total`,
 *   no `brandId`, no boolean `isTest`): it would match deliveries that lack them too.
 */
export function comparePurchaseWithOrder(
  delivered: ComparablePurchase | ComparablePayment,
  order: MerchantOrder,
): PurchaseMismatch[] {
  checkOrder(order);
  const mismatches: PurchaseMismatch[] = [];
  const record = (
    field: PurchaseMismatch['field'],
    expected: string | number | boolean,
    actual: unknown,
    matches = expected === actual,
  ) => {
    if (!matches) mismatches.push({ field, expected, actual });
  };
  // Read as plain data: a malformed delivery yields mismatches, never an exception.
  const given: Record<string, unknown> = isObject(delivered) ? delivered : {};
  if (given.type === 'payment') {
    const related = isObject(given.related_to) ? given.related_to : {};
    const money = isObject(given.payment) ? given.payment : {};
    record('related_to.id', order.id, related.id);
    record('type', 'purchase', related.type);
    // A purchase made without a reference is related by its generated one (`CH8512`).
    if (order.reference) record('related_to.reference', order.reference, related.reference);
    if (order.currency !== undefined) record('payment.currency', order.currency, money.currency);
    record('is_test', order.isTest, given.is_test);
    const amount = money.amount;
    record(
      'payment.amount',
      order.total,
      amount,
      typeof amount === 'number' && amount >= 0 && amount <= order.total,
    );
    return mismatches;
  }
  const details = isObject(given.purchase) ? given.purchase : {};
  record('id', order.id, given.id);
  if (order.reference !== undefined) record('reference', order.reference, given.reference);
  record('purchase.total', order.total, details.total);
  if (order.currency !== undefined) record('purchase.currency', order.currency, details.currency);
  record('brand_id', order.brandId, given.brand_id);
  record('is_test', order.isTest, given.is_test);
  return mismatches;
}

/**
 * Refuses an order that cannot be compared: with its `id` or `total` missing, every delivery
 * lacking them too would match it. A merchant's lookup that found no order must fail here, not
 * fulfil.
 *
 * @throws {CheckoutValidationError} naming each field of the order and its rule.
 */
function checkOrder(order: unknown): asserts order is MerchantOrder {
  const given = isObject(order) ? order : {};
  const issues: FieldIssue[] = [];
  const refuse = (field: string, rule: string) =>
    issues.push({ path: ['order', field], code: 'invalid', message: `order.${field} ${rule}.` });
  if (!isObject(order)) refuse('id', 'is missing: the order must be an object');
  else {
    if (typeof given.id !== 'string' || given.id === '') refuse('id', 'must be a non-empty string');
    if (!Number.isSafeInteger(given.total) || (given.total as number) < 0) {
      refuse('total', 'must be a whole number of the smallest currency unit, 0 or more');
    }
    if (typeof given.brandId !== 'string' || given.brandId === '') {
      refuse('brandId', 'must be a non-empty string');
    }
    if (typeof given.isTest !== 'boolean') refuse('isTest', 'must be true or false');
    if (given.reference !== undefined && typeof given.reference !== 'string') {
      refuse('reference', 'must be a string when given');
    }
    if (given.currency !== undefined && typeof given.currency !== 'string') {
      refuse('currency', 'must be a string when given');
    }
  }
  if (issues.length > 0) {
    throw new CheckoutValidationError('The order given to comparePurchaseWithOrder', issues);
  }
}

/** A purchase does not belong to the order it was checked against. */
export class PurchaseMismatchError extends CheckoutError {
  /** Every field that disagrees. */
  readonly mismatches: readonly PurchaseMismatch[];

  constructor(mismatches: readonly PurchaseMismatch[]) {
    const listed = mismatches
      .map(
        (m) =>
          `${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.actual) ?? 'nothing'}`,
      )
      .join('; ');
    super(`The purchase does not match the order (${listed}). Do not fulfil it.`);
    this.mismatches = mismatches;
  }
}

/**
 * {@link comparePurchaseWithOrder}, throwing a {@link PurchaseMismatchError} that lists every
 * mismatch instead of returning them (and, like it, a `CheckoutValidationError` for an order
 * that is not one).
 *
 * @example
 * assertPurchaseMatchesOrder(event.purchase, order); // throws before anything is fulfilled
 */
export function assertPurchaseMatchesOrder(
  delivered: ComparablePurchase | ComparablePayment,
  order: MerchantOrder,
): void {
  const mismatches = comparePurchaseWithOrder(delivered, order);
  if (mismatches.length > 0) throw new PurchaseMismatchError(mismatches);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
