import * as z from 'zod';
import { PAYMENT_METHODS, describeValue, minimumAmountOf } from '@checkout-kit/protocol';
import { say } from '../internal/option-schema.js';

/**
 * The amounts at which the gateway's list of methods changes, by its documented minimums (one
 * sen for most methods, DuitNow QR RM 0.15, FPX RM 1, FPX B2B1 RM 2, Atome RM 10; cards take 0):
 * `[1, 15, 100, 200, 1000]`, from `@checkout-kit/protocol`'s `minimumAmountOf`.
 */
export const DEFAULT_AMOUNT_BANDS: readonly number[] = Object.freeze(
  [...new Set(PAYMENT_METHODS.map(minimumAmountOf))]
    .filter((amount) => amount > 0)
    .sort((a, b) => a - b),
);

/**
 * The amount the gateway is asked for in place of `amount`: the lowest amount of its band, that
 * is the greatest edge at or below it (0 below the first edge). Every amount of a band shares
 * one lookup; the answer is the gateway's own for each of them when every amount at which the
 * answer changes is an edge.
 *
 * @example
 * bandOf(1234, DEFAULT_AMOUNT_BANDS) // 1000
 * bandOf(99, DEFAULT_AMOUNT_BANDS) // 15
 */
export function bandOf(amount: number, edges: readonly number[]): number {
  let low = 0;
  let high = edges.length;
  // The number of edges at or below `amount`, by bisection: edges are sorted.
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((edges[middle] as number) <= amount) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? 0 : (edges[low - 1] as number);
}

/** Whole amounts above 0 in rising order. */
function isRising(value: unknown): value is readonly number[] {
  return (
    Array.isArray(value) &&
    value.every(
      (edge: unknown, index) =>
        Number.isSafeInteger(edge) &&
        (edge as number) > 0 &&
        (index === 0 || (edge as number) > (value[index - 1] as number)),
    )
  );
}

/**
 * The `amountBands` option: `'exact'` (every amount its own lookup) gives `undefined`; a list
 * must hold whole numbers above 0 in rising order. Default {@link DEFAULT_AMOUNT_BANDS}.
 */
export const amountBandsOption = z
  .custom<readonly number[] | 'exact'>((value) => value === 'exact' || isRising(value), {
    error: say(
      (value, name) =>
        `${name} must be 'exact' or whole amounts above 0 in rising order (smallest units, such as [1, 15, 100, 200, 1000]), not ${describeValue(value)}.`,
    ),
  })
  // Before the transform: a default also replaces an `undefined` that comes out of it.
  .default(DEFAULT_AMOUNT_BANDS)
  .transform((value) => (value === 'exact' ? undefined : Object.freeze([...value])));
