import { MONEY_HINT, describeValue } from './describe-value.js';
import type { RuleParams } from './field-issue.js';

/**
 * The money rule of the gateway's interface: an amount is an integer number in the smallest
 * currency unit, at least `min` when given, and a safe integer. Says why a value is refused
 * (`10.5`, `"10"` and `NaN` with a hint), or `undefined` when it is an amount.
 *
 * @example
 * moneyRule(1050) // undefined
 * moneyRule(10.5) // { code: 'not_an_integer', rule: 'must be an integer amount … (1050 for RM 10.50), not 10.5' }
 * ruleIssue(['amount'], moneyRule(0, 1)!).message // 'amount must be at least 1, not 0.'
 */
export function moneyRule(value: unknown, min?: number): RuleParams | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return { code: 'not_an_integer', rule: `must be ${MONEY_HINT}, not ${describeValue(value)}` };
  }
  if (min !== undefined && value < min) {
    return { code: 'min_value', rule: `must be at least ${min}, not ${value}` };
  }
  if (value > Number.MAX_SAFE_INTEGER) {
    return { code: 'max_value', rule: `must be at most ${Number.MAX_SAFE_INTEGER}` };
  }
  if (value < -Number.MAX_SAFE_INTEGER) {
    return { code: 'min_value', rule: `must be at least ${-Number.MAX_SAFE_INTEGER}` };
  }
  return undefined;
}
