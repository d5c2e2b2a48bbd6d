import { isMethodName } from '@checkout-kit/protocol';
import type { LookupQueryIssue } from './lookup-query.js';

/** The one parameter the bank-status handler reads. */
export const BANK_STATUS_METHOD_PARAMETER = 'method';

/**
 * The longest method name taken: the gateway's are about 15 characters (`razer_shopeepay`), and
 * a name is echoed in the answer, so a long one is refused rather than sent back.
 */
export const BANK_STATUS_METHOD_MAX_LENGTH = 64;

/** A checked bank-status query: the method, or what is wrong with it. */
export type ParsedBankStatusQuery =
  { ok: true; method: string } | { ok: false; issues: LookupQueryIssue[] };

/** At most this many issues are listed: a query of thousands of junk parameters gets a short answer. */
const MAX_ISSUES = 20;

/** A parameter name fit to quote in a message: at most 40 characters. */
const quote = (name: string): string =>
  JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);

/** Whether `value` is a method name the handler answers for. */
const isAskedMethod = (value: string | undefined): value is string =>
  isMethodName(value) && value.length <= BANK_STATUS_METHOD_MAX_LENGTH;

/**
 * Checks a browser's bank-status query: `method`, exactly once, a payment method name as the
 * gateway writes them (`[a-z0-9_]`, the protocol's `isMethodName`, at most 64 characters): an
 * FPX method, an e-wallet's, or any other, which has no choices; any other parameter is refused,
 * as the lookup's are.
 *
 * @example
 * parseBankStatusQuery(new URLSearchParams('method=fpx')) // { ok: true, method: 'fpx' }
 */
export function parseBankStatusQuery(params: URLSearchParams): ParsedBankStatusQuery {
  const issues: LookupQueryIssue[] = [];
  const values: string[] = [];
  const named = new Set<string>();
  for (const [name, value] of params) {
    if (name === BANK_STATUS_METHOD_PARAMETER) {
      values.push(value);
    } else if (!named.has(name)) {
      named.add(name);
      issues.push({
        parameter: name,
        code: 'unknown',
        message: `${quote(name)} is not a parameter of the bank status; only ${BANK_STATUS_METHOD_PARAMETER} is.`,
      });
    }
  }
  const [method] = values;
  if (values.length > 1) {
    issues.unshift({
      parameter: BANK_STATUS_METHOD_PARAMETER,
      code: 'repeated',
      message: `${BANK_STATUS_METHOD_PARAMETER} must be given once, not ${values.length} times.`,
    });
  } else if (!isAskedMethod(method)) {
    issues.unshift({
      parameter: BANK_STATUS_METHOD_PARAMETER,
      code: 'invalid',
      message: `${BANK_STATUS_METHOD_PARAMETER} must be a payment method name: lowercase letters, digits and _, at most ${BANK_STATUS_METHOD_MAX_LENGTH} characters (fpx, fpx_b2b1, razer_tng).`,
    });
  }
  if (issues.length > 0 || !isAskedMethod(method)) {
    return { ok: false, issues: issues.slice(0, MAX_ISSUES) };
  }
  return { ok: true, method };
}
