import { FPX_BANKS, type FpxMethod, isFpxMethod } from '@checkout-kit/protocol';
import type { LookupQueryIssue } from './lookup-query.js';

/** The one parameter the bank-status handler reads. */
export const BANK_STATUS_METHOD_PARAMETER = 'method';

/** A checked bank-status query: the FPX method, or what is wrong with it. */
export type ParsedBankStatusQuery =
  { ok: true; method: FpxMethod } | { ok: false; issues: LookupQueryIssue[] };

/** At most this many issues are listed: a query of thousands of junk parameters gets a short answer. */
const MAX_ISSUES = 20;

/** A parameter name fit to quote in a message: at most 40 characters. */
const quote = (name: string): string =>
  JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);

const METHODS = Object.keys(FPX_BANKS).join(' or ');

/**
 * Checks a browser's bank-status query: `method`, exactly once, one of the FPX methods with a
 * list of banks (`fpx`, `fpx_b2b1`); any other parameter is refused, as the lookup's are.
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
  } else if (method === undefined || !isFpxMethod(method)) {
    issues.unshift({
      parameter: BANK_STATUS_METHOD_PARAMETER,
      code: 'invalid',
      message: `${BANK_STATUS_METHOD_PARAMETER} must be ${METHODS}, the FPX methods with a list of banks.`,
    });
  }
  if (issues.length > 0 || method === undefined || !isFpxMethod(method)) {
    return { ok: false, issues: issues.slice(0, MAX_ISSUES) };
  }
  return { ok: true, method };
}
