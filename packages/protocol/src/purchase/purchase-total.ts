import type { PurchaseDetails } from './purchase.js';
import { multiply, roundHalfAwayFromZero, shift, toDecimal } from '../rules/decimal.js';

/** The amounts of a Purchase, each an integer in the smallest currency unit. */
export interface PurchaseTotals {
  /** Per product, in order: the line after its discount, and the line's tax. */
  readonly lines: readonly { readonly amount: number; readonly tax: number }[];
  /** Sum of the lines after discounts, before tax. */
  readonly subtotal: number;
  /** Sum of the lines' taxes. */
  readonly tax: number;
  /** `total_override` when given, else `subtotal + tax`: the total before `debt`. */
  readonly totalBeforeDebt: number;
  /** `purchase.debt`, 0 when absent. */
  readonly debt: number;
  /** What the payer pays: `totalBeforeDebt + debt`, never below 0. */
  readonly total: number;
}

/** The fields the total depends on. */
export type PurchaseTotalInput = Pick<PurchaseDetails, 'products' | 'debt' | 'total_override'>;

/**
 * Computes a Purchase's amounts by the kit's total rule, in the smallest currency unit (100 =
 * RM 1.00). The gateway does not publish its rule; this is the one the sandbox charges and the
 * demo shows:
 *
 * 1. Each product line: `amount = round(price × quantity) − discount`, not below 0
 *    (`quantity` defaults to 1, `discount` to 0; `discount` is for the whole line).
 * 2. Each line's tax: `round(amount × tax_percent / 100)` (`tax_percent` defaults to 0; tax is
 *    added on top of the price).
 * 3. `subtotal` = sum of the line amounts; `tax` = sum of the line taxes.
 * 4. `totalBeforeDebt` = `total_override` when it is a number, else `subtotal + tax`.
 * 5. `total` = `totalBeforeDebt + debt`, never below 0 (the rules refuse a `debt` below
 *    `-totalBeforeDebt`).
 *
 * Arithmetic is exact decimal arithmetic on the values as written (`quantity` and
 * `tax_percent` may be decimal strings such as `"1.5"`); `round` rounds halves away from zero.
 * The input is assumed valid by {@link validatePurchase}: a quantity or tax that is not a
 * decimal number throws a `RangeError`.
 *
 * @example
 * purchaseTotals({
 *   products: [
 *     { name: 'Tea', price: 1050, quantity: 2, discount: 100, tax_percent: 6 },
 *     { name: 'Cake', price: 599, quantity: '0.5' },
 *   ],
 *   debt: -50,
 * });
 * // lines: [{ amount: 2000, tax: 120 }, { amount: 300, tax: 0 }],
 * // subtotal 2300, tax 120, totalBeforeDebt 2420, debt -50, total 2370
 */
export function purchaseTotals(details: PurchaseTotalInput): PurchaseTotals {
  const exact = exactPurchaseTotals(details);
  return {
    lines: exact.lines.map((line) => ({ amount: Number(line.amount), tax: Number(line.tax) })),
    subtotal: Number(exact.subtotal),
    tax: Number(exact.tax),
    totalBeforeDebt: Number(exact.totalBeforeDebt),
    debt: Number(exact.debt),
    total: Number(exact.total),
  };
}

/** {@link PurchaseTotals} as exact integers, before any is made a JavaScript number. */
export interface ExactPurchaseTotals {
  readonly lines: readonly { readonly amount: bigint; readonly tax: bigint }[];
  readonly subtotal: bigint;
  readonly tax: bigint;
  readonly totalBeforeDebt: bigint;
  readonly debt: bigint;
  readonly total: bigint;
}

/**
 * The amounts of {@link purchaseTotals}, exact: the rules check them against the largest
 * amount a JSON number carries exactly (`Number.MAX_SAFE_INTEGER`) before a body is sent.
 */
export function exactPurchaseTotals(details: PurchaseTotalInput): ExactPurchaseTotals {
  const lines = details.products.map((product) => {
    const gross = roundHalfAwayFromZero(
      multiply(toDecimal(product.price), toDecimal(product.quantity ?? 1)),
    );
    const net = gross - BigInt(product.discount ?? 0);
    const amount = net > 0n ? net : 0n;
    const tax = roundHalfAwayFromZero(
      shift(multiply(toDecimal(amount.toString()), toDecimal(product.tax_percent ?? 0)), 2),
    );
    return { amount, tax };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0n);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0n);
  const override = details.total_override;
  const totalBeforeDebt = typeof override === 'number' ? BigInt(override) : subtotal + tax;
  const debt = BigInt(details.debt ?? 0);
  const total = totalBeforeDebt + debt;
  return { lines, subtotal, tax, totalBeforeDebt, debt, total: total > 0n ? total : 0n };
}

/**
 * The total the payer pays, in the smallest currency unit, by the rule of
 * {@link purchaseTotals}: product lines after discounts, plus their tax, or `total_override`;
 * then plus `debt`; never below 0.
 *
 * @example
 * purchaseTotal({ products: [{ name: 'Tea', price: 1050, quantity: 2 }] }) // 2100
 * purchaseTotal({ products: [{ name: 'Card check', price: 1050 }], total_override: 0 }) // 0
 */
export function purchaseTotal(details: PurchaseTotalInput): number {
  return purchaseTotals(details).total;
}
