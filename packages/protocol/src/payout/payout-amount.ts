/*
 * Payout amounts are ringgit as decimals, as the gateway's samples send and answer them
 * (`'amount' => 1.44` for RM 1.44 in `send/Send-Instructions--create-send-instructions.php`,
 * `'amount' => 12` in `send/Send-Limits--increase-budget-allocation.php`). These helpers move
 * between that and whole cents through the decimal text, never through float arithmetic, so
 * 1.44 stays 1.44.
 */
import type { PayoutAmount } from './payout.js';

/** A ringgit amount as text: digits, then at most 2 decimals. */
const RINGGIT_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** The decimal text of an amount (`1.44` → `'1.44'`); `undefined` when it is not one. */
function ringgitText(amount: unknown): string | undefined {
  if (typeof amount === 'number') return Number.isFinite(amount) ? String(amount) : undefined;
  return typeof amount === 'string' ? amount.trim() : undefined;
}

/**
 * Whole cents of a ringgit amount given as a number or a decimal string with at most 2
 * decimals (`1.44` and `'1.44'` → 144); `undefined` for anything else (`1.444`, `-1`, `'1e3'`).
 *
 * @example
 * ringgitToCents(1.44); // 144
 * ringgitToCents('12'); // 1200
 */
export function ringgitToCents(amount: unknown): number | undefined {
  const text = ringgitText(amount);
  const match = text === undefined ? null : RINGGIT_TEXT.exec(text);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/**
 * Ringgit of a whole number of cents, as the JSON number the gateway answers (144 → 1.44,
 * printed `1.44`; -1 → -0.01). Division by 100 is rounded once, to the double nearest the
 * decimal, which is the one `JSON.stringify` prints as that decimal.
 *
 * @example
 * centsToRinggit(144); // 1.44
 */
export function centsToRinggit(cents: number): number {
  return cents / 100;
}

/**
 * A ringgit amount of an answer as cents, whether it came as a number or a string
 * (`print_r` does not say which the gateway sends), negative ones included (`-0.01` → -1).
 *
 * @example
 * payoutAmountInCents(instruction.amount); // 144 for 1.44 or '1.44'
 */
export function payoutAmountInCents(amount: PayoutAmount): number {
  const text = ringgitText(amount) ?? '';
  const negative = text.startsWith('-');
  const cents = ringgitToCents(negative ? text.slice(1) : text);
  if (cents === undefined) throw new TypeError(`Not a ringgit amount: ${JSON.stringify(amount)}.`);
  return negative ? -cents : cents;
}
