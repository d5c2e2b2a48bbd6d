import {
  type FieldIssue,
  type FieldIssueCode,
  MONEY_HINT,
  describeValue,
  moneyRule,
  ruleIssue,
} from '@checkout-kit/protocol';
import { CheckoutValidationError } from '../errors.js';
import type { AmountOptions } from '../client/resources.js';

/*
 * Checks of the arguments the client puts into paths and queries, before anything is sent.
 * Each refusal is a `CheckoutValidationError` with the problems as issues (path, code, message),
 * like a refused body. Messages describe a refused value without repeating free text.
 */

/** One issue. */
export function issue(
  path: readonly (string | number)[],
  code: FieldIssueCode,
  message: string,
): FieldIssue {
  return { path, code, message };
}

/** Throws `CheckoutValidationError` for `what` when there are issues. */
export function refuseIfAny(what: string, issues: readonly FieldIssue[]): void {
  if (issues.length > 0) throw new CheckoutValidationError(what, issues);
}

/**
 * An id: a non-empty string. `.` and `..` are refused too: they stay as they are after
 * encoding and would move the request to another path.
 */
export function checkId(what: string, name: string, value: unknown): string {
  let problem: FieldIssue | undefined;
  if (typeof value !== 'string') {
    problem = issue(
      [name],
      value === undefined ? 'required' : 'invalid',
      `${name} must be a non-empty string, not ${value === undefined ? 'missing' : describeValue(value)}.`,
    );
  } else if (value.trim() === '') {
    problem = issue(
      [name],
      'blank',
      `${name} must be a non-empty string, not ${value === '' ? 'an empty string' : 'only spaces'}.`,
    );
  } else if (value === '.' || value === '..') {
    problem = issue([name], 'invalid', `${name} may not be "${value}".`);
  }
  refuseIfAny(what, problem ? [problem] : []);
  return value as string;
}

/** An id for a path ({@link checkId}), percent-encoded. */
export function pathSegment(what: string, name: string, value: unknown): string {
  return encodeURIComponent(checkId(what, name, value));
}

/**
 * An optional money amount, by protocol's money rule: an integer in the smallest currency unit
 * of at least `min`. `undefined` and `null` mean "not given".
 */
export function amountIssues(name: string, value: unknown, min: number): FieldIssue[] {
  if (value === undefined || value === null) return [];
  const broken = moneyRule(value, min);
  return broken ? [ruleIssue([name], broken)] : [];
}

/** An optional page number: an integer from 1. */
export function pageQuery(what: string, options: unknown): Record<string, string> {
  const page = (options as { page?: unknown } | undefined)?.page;
  if (page === undefined) return {};
  const ok = typeof page === 'number' && Number.isSafeInteger(page) && page >= 1;
  refuseIfAny(
    what,
    ok
      ? []
      : [
          issue(
            ['page'],
            'invalid',
            `page must be a whole number from 1, not ${describeValue(page)}.`,
          ),
        ],
  );
  return { page: String(page) };
}

/** An optional search term `q` of a list: a non-blank string. */
export function searchQuery(what: string, options: unknown): Record<string, string> {
  const q = (options as { q?: unknown } | undefined)?.q;
  if (q === undefined) return {};
  const ok = typeof q === 'string' && q.trim() !== '';
  refuseIfAny(
    what,
    ok
      ? []
      : [
          issue(
            ['q'],
            'invalid',
            `q must be an e-mail address to search for, not ${typeof q === 'string' ? 'blank' : describeValue(q)}.`,
          ),
        ],
  );
  return { q: q as string };
}

/**
 * `{ amount }` when one is given, after checking it; nothing (the whole amount) when the options
 * have no `amount` at all. An `amount` that is there but `null` or `undefined` is refused: a
 * partial capture or refund whose amount went missing (an empty database column) must not
 * become a full one.
 */
export function amountBody(method: string, options: AmountOptions): { amount: number } | undefined {
  const what = `The amount given to ${method}`;
  const given = typeof options === 'object' && options !== null && 'amount' in options;
  const amount = (options as AmountOptions | undefined)?.amount;
  if (given && (amount === undefined || amount === null)) {
    refuseIfAny(what, [
      issue(
        ['amount'],
        'required',
        `amount is ${String(amount)}: give ${MONEY_HINT}, or leave amount out for the whole amount.`,
      ),
    ]);
  }
  refuseIfAny(what, amountIssues('amount', amount, 1));
  return amount === undefined || amount === null ? undefined : { amount };
}
