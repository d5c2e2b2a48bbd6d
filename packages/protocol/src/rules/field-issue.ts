/**
 * Why a field of a Purchase creation body was refused, in the style of the gateway (Django REST
 * framework): the field codes, and the codes of rules across fields (prefixed `purchase_`).
 */
export type FieldIssueCode =
  /** A required field is missing. */
  | 'required'
  /** `null` where the field is not nullable. */
  | 'null'
  /** An empty or whitespace-only string where text is required. */
  | 'blank'
  /** Wrong type or wrong format. */
  | 'invalid'
  /** A value outside the field's list of values. */
  | 'invalid_choice'
  /** A string longer than the field's limit. */
  | 'max_length'
  /** A string shorter than the field's minimum (no field of the body has one today). */
  | 'min_length'
  /** An empty list where at least one item is required. */
  | 'empty'
  /** A value listed twice where each may be listed once. */
  | 'not_unique'
  /** A field that a closed body does not have (one whose fields are all listed). */
  | 'unknown_field'
  /** A number below the field's minimum. */
  | 'min_value'
  /** A number above the field's maximum. */
  | 'max_value'
  /** A money amount that is not an integer number in the smallest currency unit. */
  | 'not_an_integer'
  /** A currency the account or operation does not use (the payout service sends MYR only). */
  | 'invalid_currency'
  /** Neither `client` nor `client_id` is given (the gateway's own code). */
  | 'purchase_client_or_id_required'
  /** Both `client` and `client_id` are given. */
  | 'purchase_client_and_id_both_given'
  /** `skip_capture` is true while `payment_method_whitelist` holds no card method. */
  | 'purchase_skip_capture_requires_card_method'
  /** The total is 0 (a preauthorization) while `payment_method_whitelist` holds no card method. */
  | 'purchase_preauthorization_requires_card_method';

/**
 * One broken rule of a Purchase creation body.
 *
 * `path` leads from the body to the field, list indexes as numbers:
 * `['purchase', 'products', 0, 'price']`. A rule across fields ends its path with `'__all__'`
 * at the level it concerns: `['__all__']` for the body. `message` names the field and the rule
 * in plain English and never repeats a text value of the body (only numbers and values of the
 * field's own list of choices).
 */
export interface FieldIssue {
  readonly path: readonly (string | number)[];
  readonly code: FieldIssueCode;
  readonly message: string;
}

/** The key under which the gateway reports a rule across fields. */
export const NON_FIELD_KEY = '__all__';

/**
 * Writes an issue path the way messages name fields.
 *
 * @example
 * formatIssuePath(['purchase', 'products', 0, 'price']) // 'purchase.products[0].price'
 */
export function formatIssuePath(path: readonly (string | number)[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? key : `.${key}`;
  }
  return text;
}

/**
 * A broken rule in words: its code, and either its wording after the field's name
 * (`must be at most 500 characters`) or, for a rule across fields, the whole message. The rules
 * of this package carry it as a zod issue's `params`, and so may a caller's schema.
 */
export interface RuleParams {
  readonly code: FieldIssueCode;
  readonly rule?: string;
  readonly message?: string;
}

/**
 * The issue of a broken rule at `path`: its own message, or the field's name and the rule.
 *
 * @example
 * ruleIssue(['amount'], { code: 'min_value', rule: 'must be at least 1, not 0' })
 * // { path: ['amount'], code: 'min_value', message: 'amount must be at least 1, not 0.' }
 */
export function ruleIssue(path: readonly (string | number)[], params: RuleParams): FieldIssue {
  const message = params.message ?? `${formatIssuePath(path)} ${params.rule ?? 'is invalid'}.`;
  return { path, code: params.code, message };
}
