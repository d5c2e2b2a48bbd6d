import {
  LOOKUP_FILTER_PARAMETERS,
  LOOKUP_SERVER_PARAMETERS,
  type LookupFilterParameter,
  type PaymentMethodsFilters,
  isLookupFilterParameter,
  readLookupFilter,
} from '@checkout-kit/protocol';
import { bandOf } from './amount-bands.js';

/**
 * What the browser may choose in a payment-methods lookup: every parameter of the gateway's
 * `GET /payment_methods/` except `brand_id` and `currency`, which the merchant's server sets.
 */
export type BrowserLookupQuery = PaymentMethodsFilters;

/** One thing wrong with a lookup query, as the proxy's 400 answer lists it. */
export interface LookupQueryIssue {
  /** The parameter's name as the browser sent it. */
  parameter: string;
  /** `unknown` (not a parameter of the lookup), `repeated` (given twice) or `invalid`. */
  code: 'unknown' | 'repeated' | 'invalid';
  /** What is wrong and what the rule is. */
  message: string;
}

/** A checked lookup query: its normalised form and the key the proxy caches it under. */
export type ParsedLookupQuery =
  { ok: true; query: BrowserLookupQuery; key: string } | { ok: false; issues: LookupQueryIssue[] };

/** The parameters the browser may send, in the order the cache key lists them. */
export const BROWSER_LOOKUP_PARAMETERS = LOOKUP_FILTER_PARAMETERS;

/** Parameters only the merchant's server sets. */
const SERVER_PARAMETERS: ReadonlySet<string> = new Set(LOOKUP_SERVER_PARAMETERS);

/** At most this many issues are listed: a query of thousands of junk parameters gets a short answer. */
const MAX_ISSUES = 20;

/** A parameter name fit to quote in a message: at most 40 characters. */
const quote = (name: string): string =>
  JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);

/** How {@link parseLookupQuery} normalises. */
export interface ParseLookupQueryOptions {
  /**
   * Edges of amount bands (see `bandOf`): `amount` becomes the lowest amount of its band, so
   * the amounts of one band share a key. Without it, each amount is its own.
   */
  amountBands?: readonly number[];
}

/**
 * Checks a browser's lookup query and normalises it.
 *
 * Rules: only the parameters of {@link BrowserLookupQuery}, each at most once; `amount` digits
 * only, a safe integer; `country` and `language` two letters of an assigned ISO code, in either
 * case (normalised to `MY` and `en`, as the gateway writes them); flags exactly `true` or
 * `false`. An empty value (`?country=`) counts as absent, as the gateway treats it, and so does
 * a flag set to `false` (the gateway only narrows the list for `true`), so that equivalent
 * queries share one cache entry. With `amountBands`, the amounts of one band share one too.
 *
 * @example
 * parseLookupQuery(new URLSearchParams('amount=1000&country=my'))
 * // { ok: true, query: { amount: 1000, country: 'MY' }, key: 'amount=1000&country=MY' }
 */
export function parseLookupQuery(
  params: URLSearchParams,
  options: ParseLookupQueryOptions = {},
): ParsedLookupQuery {
  const values = new Map<string, string[]>();
  for (const [name, value] of params) {
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  }

  const issues: LookupQueryIssue[] = [];
  const given: Partial<Record<LookupFilterParameter, string>> = {};
  for (const [name, list] of values) {
    if (SERVER_PARAMETERS.has(name)) {
      issues.push({
        parameter: name,
        code: 'unknown',
        message: `${name} is set by the merchant's server and cannot be chosen in the query; leave it out.`,
      });
    } else if (!isLookupFilterParameter(name)) {
      issues.push({
        parameter: name,
        code: 'unknown',
        message: `${quote(name)} is not a parameter of the payment methods lookup; it takes ${BROWSER_LOOKUP_PARAMETERS.join(', ')}.`,
      });
    } else if (list.length > 1) {
      issues.push({
        parameter: name,
        code: 'repeated',
        message: `${name} was given ${list.length} times; give it once.`,
      });
    } else if (list[0] !== '') {
      given[name] = list[0];
    }
  }

  const query: Record<string, unknown> = {};
  const key: string[] = [];
  for (const name of BROWSER_LOOKUP_PARAMETERS) {
    const text = given[name];
    if (text === undefined) continue;
    const checked = readLookupFilter(name, text, { anyCase: true });
    if ('message' in checked) {
      issues.push({ parameter: name, code: 'invalid', message: checked.message });
    } else if (checked.value !== false) {
      const value =
        name === 'amount' && options.amountBands
          ? bandOf(checked.value as number, options.amountBands)
          : checked.value;
      query[name] = value;
      key.push(`${name}=${String(value)}`);
    }
  }

  if (issues.length > 0) return { ok: false, issues: issues.slice(0, MAX_ISSUES) };
  return { ok: true, query: query as BrowserLookupQuery, key: key.join('&') };
}
