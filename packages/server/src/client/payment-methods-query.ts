import {
  type FieldIssue,
  LOOKUP_FILTER_PARAMETERS,
  LOOKUP_FLAG_PARAMETERS,
  NON_FIELD_KEY,
  describeValue,
  isRecord,
} from '@checkout-kit/protocol';
import { amountIssues, issue, refuseIfAny } from '../internal/arguments.js';
import type { PaymentMethodsQuery } from './resources.js';

/** The parameters of the gateway's payment-methods lookup the client sends (it adds `brand_id`). */
export const PAYMENT_METHODS_QUERY_KEYS = ['currency', ...LOOKUP_FILTER_PARAMETERS] as const;

/** The payment-methods query as strings, after checking every parameter. */
export function paymentMethodsQuery(query: PaymentMethodsQuery): Record<string, string> {
  const issues: FieldIssue[] = [];
  if (!isRecord(query)) {
    refuseIfAny('The payment-methods query', [
      issue([NON_FIELD_KEY], 'invalid', 'The query must be an object such as { currency: "MYR" }.'),
    ]);
  }
  const given = query as unknown as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (given[key] === undefined) continue;
    if (!(PAYMENT_METHODS_QUERY_KEYS as readonly string[]).includes(key)) {
      issues.push(
        issue(
          [key],
          'invalid',
          `${key} is not a parameter of the lookup; use ${PAYMENT_METHODS_QUERY_KEYS.join(', ')}` +
            (key === 'brand_id' ? ' (the client adds brand_id itself).' : '.'),
        ),
      );
    }
  }
  const text = (name: string, required: boolean) => {
    const value = given[name];
    if (value === undefined) {
      if (required) issues.push(issue([name], 'required', `${name} is required, e.g. MYR.`));
    } else if (typeof value !== 'string' || value.trim() === '') {
      issues.push(
        issue(
          [name],
          typeof value === 'string' ? 'blank' : 'invalid',
          `${name} must be a non-empty string, not ${describeValue(value)}.`,
        ),
      );
    }
  };
  text('currency', true);
  text('country', false);
  text('language', false);
  issues.push(...amountIssues('amount', given.amount, 0));
  for (const flag of LOOKUP_FLAG_PARAMETERS) {
    const value = given[flag];
    if (value !== undefined && typeof value !== 'boolean') {
      issues.push(
        issue([flag], 'invalid', `${flag} must be true or false, not ${describeValue(value)}.`),
      );
    }
  }
  refuseIfAny('The payment-methods query', issues);

  const result: Record<string, string> = {};
  for (const key of PAYMENT_METHODS_QUERY_KEYS) {
    const value = given[key];
    if (value !== undefined && value !== null) result[key] = String(value);
  }
  return result;
}
