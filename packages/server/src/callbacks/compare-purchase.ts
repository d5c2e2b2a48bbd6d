import type { Purchase } from '@checkout-kit/protocol';
import { CheckoutError } from '../errors.js';

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

/** A field of a purchase that disagrees with the merchant's order. */
export interface PurchaseMismatch {
  /** The purchase field, as the gateway names it. */
  field: 'id' | 'reference' | 'purchase.total' | 'purchase.currency' | 'brand_id' | 'is_test';
  /** What the merchant's order says. */
  expected: string | number | boolean;
  /** What the purchase says (`undefined` when it lacks the field). */
  actual: unknown;
}

/** The purchase fields {@link comparePurchaseWithOrder} reads. */
export type ComparablePurchase = Pick<Purchase, 'id' | 'brand_id' | 'is_test'> & {
  reference?: string | null;
  purchase: Pick<Purchase['purchase'], 'total' | 'currency'>;
};

/**
 * Compares a verified purchase (from a callback, or `getPurchase`) with the merchant's own record
 * of the order, and lists every field that disagrees: `id`, `reference`, `purchase.total`,
 * `purchase.currency`, `brand_id` and `is_test` (`purchase.currency` only when the order gives
 * it, `reference` only when the order has one). An empty list means it matches.
 *
 * A valid signature proves the gateway sent the purchase, not which order it pays for: without
 * this check, a purchase paid for RM 1.00 could be presented as the callback of a RM 1,000.00
 * order, or a test-mode purchase as a live one. Fulfil only on an empty list.
 *
 * It returns rather than throws so that a caller can log every difference at once; use
 * {@link assertPurchaseMatchesOrder} to throw instead. It reads only the fields named above, so
 * a malformed purchase yields mismatches, never an exception.
 *
 * What was actually captured may be less than the total (a partial capture of a
 * `skip_capture` purchase): read `purchase.payment.amount` for that.
 *
 * @example
 * onEvent: async ({ type, purchase }) => {
 *   if (type !== 'purchase.paid' || !purchase) return;
 *   const order = await db.orders.findByPurchaseId(purchase.id);
 *   const mismatches = comparePurchaseWithOrder(purchase, { ...order, isTest: false });
 *   if (mismatches.length > 0) return alertFraud(order, mismatches);
 *   await fulfil(order);
 * }
 */
export function comparePurchaseWithOrder(
  purchase: ComparablePurchase,
  order: MerchantOrder,
): PurchaseMismatch[] {
  const mismatches: PurchaseMismatch[] = [];
  const record = (
    field: PurchaseMismatch['field'],
    expected: string | number | boolean,
    actual: unknown,
  ) => {
    if (expected !== actual) mismatches.push({ field, expected, actual });
  };
  const given = (isObject(purchase) ? purchase : {}) as Partial<ComparablePurchase>;
  const details = (isObject(given.purchase) ? given.purchase : {}) as Partial<
    ComparablePurchase['purchase']
  >;
  record('id', order.id, given.id);
  if (order.reference !== undefined) record('reference', order.reference, given.reference);
  record('purchase.total', order.total, details.total);
  if (order.currency !== undefined) record('purchase.currency', order.currency, details.currency);
  record('brand_id', order.brandId, given.brand_id);
  record('is_test', order.isTest, given.is_test);
  return mismatches;
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
 * mismatch instead of returning them.
 *
 * @example
 * assertPurchaseMatchesOrder(event.purchase, order); // throws before anything is fulfilled
 */
export function assertPurchaseMatchesOrder(
  purchase: ComparablePurchase,
  order: MerchantOrder,
): void {
  const mismatches = comparePurchaseWithOrder(purchase, order);
  if (mismatches.length > 0) throw new PurchaseMismatchError(mismatches);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
