import { DECIMAL_STRING } from './decimal.js';

/**
 * What a money amount must be, for messages that refuse one: `price must be ${MONEY_HINT}`.
 * Every amount of the gateway's interface is an integer in the smallest currency unit.
 */
export const MONEY_HINT = 'an integer amount in the smallest currency unit (1050 for RM 10.50)';

/**
 * A refused value in words, for an error message. Numbers and short decimal strings are shown as
 * they are; any other text is only called a string, since it could be a secret or a card number.
 *
 * @example
 * describeValue(10.5) // '10.5'
 * describeValue('10') // 'the string "10"'
 * describeValue('4444 3333 2222 1111') // 'a string'
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (value === '') return 'an empty string';
    return DECIMAL_STRING.test(value) && value.length <= 20 ? `the string "${value}"` : 'a string';
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
