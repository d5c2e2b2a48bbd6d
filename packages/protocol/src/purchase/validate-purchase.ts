import type * as z from 'zod';
import type { PurchaseCreateBody } from '../types/purchase.js';
import {
  formatIssuePath,
  NON_FIELD_KEY,
  type PurchaseIssue,
  type PurchaseIssueCode,
} from './purchase-issue.js';
import { purchaseCreateBodySchema, type PurchaseRuleParams } from './purchase-rules.js';

/** The outcome of checking a Purchase creation body. */
export type PurchaseCheck =
  | { readonly valid: true; readonly body: PurchaseCreateBody; readonly issues: readonly [] }
  | { readonly valid: false; readonly body: null; readonly issues: readonly PurchaseIssue[] };

/**
 * Checks a Purchase creation body against every rule of the gateway's interface and reports
 * every broken rule, not only the first: field path, the gateway's code and a message that
 * names the field and the rule. The sandbox answers `POST /purchases/` with these, and the
 * server package refuses a body with them before any network call.
 *
 * Unknown fields are ignored, as the gateway ignores them.
 *
 * @example
 * validatePurchase({
 *   brand_id: '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12',
 *   client: { email: 'payer@example.com' },
 *   purchase: { products: [{ name: 'Tea', price: 10.5 }] },
 * });
 * // [{
 * //   path: ['purchase', 'products', 0, 'price'],
 * //   code: 'not_an_integer',
 * //   message: 'purchase.products[0].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not 10.5.',
 * // }]
 */
export function validatePurchase(body: unknown): PurchaseIssue[] {
  return [...checkPurchase(body).issues];
}

/**
 * Like {@link validatePurchase}, and also hands back the body, typed, when it is valid (with
 * unknown fields dropped).
 *
 * @example
 * const check = checkPurchase(JSON.parse(raw));
 * if (!check.valid) return json(400, toGatewayErrorBody(check.issues));
 * const total = purchaseTotal(check.body.purchase);
 */
export function checkPurchase(body: unknown): PurchaseCheck {
  const result = purchaseCreateBodySchema.safeParse(body, { reportInput: true });
  if (result.success) {
    return { valid: true, body: result.data satisfies PurchaseCreateBody, issues: [] };
  }
  return { valid: false, body: null, issues: result.error.issues.map(toPurchaseIssue) };
}

/** Readable names of the types zod expects. */
const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  object: 'an object',
  record: 'an object',
  array: 'a list',
};

/** Turns one zod issue into the gateway's code and a plain-English message. */
function toPurchaseIssue(issue: z.core.$ZodIssue): PurchaseIssue {
  const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
  if (path.length === 0) {
    // Only a body that is not an object is refused as a whole.
    return { path: [NON_FIELD_KEY], code: 'invalid', message: 'The body must be a JSON object.' };
  }
  const { code, rule, message } = describe(issue);
  return { path, code, message: message ?? `${formatIssuePath(path)} ${rule ?? 'is invalid'}.` };
}

function isRuleParams(params: unknown): params is PurchaseRuleParams {
  return typeof params === 'object' && params !== null && 'code' in params;
}

function describe(issue: z.core.$ZodIssue): PurchaseRuleParams {
  if (issue.code === 'custom' && isRuleParams(issue.params)) return issue.params;
  if (issue.input === undefined) return { code: 'required', rule: 'is required' };
  if (issue.input === null) return { code: 'null', rule: 'may not be null' };
  const rule = (code: PurchaseIssueCode, text: string): PurchaseRuleParams => ({
    code,
    rule: text,
  });
  switch (issue.code) {
    case 'invalid_type':
      return rule('invalid', `must be ${EXPECTED[issue.expected] ?? issue.expected}`);
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        return rule('max_length', `must be at most ${maximum} characters`);
      }
      if (issue.origin === 'array') {
        return rule('max_length', `must have at most ${maximum} ${items(maximum)}`);
      }
      return rule('max_value', `must be at most ${maximum}`);
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum <= 1
          ? rule('blank', 'may not be blank')
          : rule('min_length', `must be at least ${minimum} characters`);
      }
      if (issue.origin === 'array') {
        return rule('empty', `must have at least ${minimum} ${items(minimum)}`);
      }
      return rule('min_value', `must be at least ${minimum}`);
    }
    case 'invalid_value':
      return rule('invalid_choice', `must be one of: ${issue.values.map(String).join(', ')}`);
    default:
      return rule('invalid', 'is invalid');
  }
}

function items(count: number): string {
  return count === 1 ? 'item' : 'items';
}
