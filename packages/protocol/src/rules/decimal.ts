/**
 * Exact decimal arithmetic for the total rule, so that `1005 × 8.5 %` rounds the same way in
 * every implementation. A decimal is `units / 10^scale`.
 * @internal
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** A plain decimal numeral as the gateway takes it in a string: `2`, `1.5`, `-0.25`. */
export const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

const NUMERAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a number or a decimal string exactly. A number is read through its shortest decimal
 * form (`String(0.1)` is `0.1`), which is what was written in the JSON.
 * @internal
 * @throws RangeError when the value is not a finite decimal.
 */
export function toDecimal(value: number | string): Decimal {
  const match = NUMERAL.exec(String(value));
  if (!match) throw new RangeError(`Not a decimal number: ${String(value)}`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let units = BigInt(sign + whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units, scale };
}

/** @internal The product of two decimals, exactly. */
export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** @internal A decimal divided by a power of ten, exactly. */
export function shift(a: Decimal, places: number): Decimal {
  return { units: a.units, scale: a.scale + places };
}

/** @internal Rounds to an integer, halves away from zero (`2.5` → 3, `-2.5` → -3). */
export function roundHalfAwayFromZero(a: Decimal): bigint {
  const divisor = 10n ** BigInt(a.scale);
  const magnitude = a.units < 0n ? -a.units : a.units;
  let whole = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) whole += 1n;
  return a.units < 0n ? -whole : whole;
}
