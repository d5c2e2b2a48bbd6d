import { ISO_COUNTRY_CODES, ISO_LANGUAGE_CODES } from '../codes/iso-codes.js';
import { MONEY_HINT } from '../rules/describe-value.js';
import type { PaymentMethodsFilters } from './payment-method.js';

/*
 * The query of `GET /payment_methods/`: its parameter names, and how the gateway reads each
 * filter's text. The server companion's client and proxy and the sandbox read it from here.
 */

/** The lookup's parameter naming the merchant's brand, which only the merchant's server sets. */
export const LOOKUP_BRAND_PARAMETER = 'brand_id';

/** The lookup's parameter naming the currency, which only the merchant's server sets. */
export const LOOKUP_CURRENCY_PARAMETER = 'currency';

/** The parameters only the merchant's server sets: the brand and the currency. */
export const LOOKUP_SERVER_PARAMETERS = [
  LOOKUP_BRAND_PARAMETER,
  LOOKUP_CURRENCY_PARAMETER,
] as const;

/**
 * The filters of the lookup (see {@link PaymentMethodsFilters}): what a browser may choose, in
 * the order a cache key lists them.
 */
export const LOOKUP_FILTER_PARAMETERS = [
  'amount',
  'country',
  'language',
  'recurring',
  'skip_capture',
  'preauthorization',
] as const satisfies readonly (keyof PaymentMethodsFilters)[];

/** A filter of the lookup: one of {@link LOOKUP_FILTER_PARAMETERS}. */
export type LookupFilterParameter = (typeof LOOKUP_FILTER_PARAMETERS)[number];

/** The filters that are flags, `true` or `false` (the gateway narrows the list for `true` only). */
export const LOOKUP_FLAG_PARAMETERS = [
  'recurring',
  'skip_capture',
  'preauthorization',
] as const satisfies readonly LookupFilterParameter[];

/** Whether `name` is a filter of the lookup. */
export function isLookupFilterParameter(name: string): name is LookupFilterParameter {
  return (LOOKUP_FILTER_PARAMETERS as readonly string[]).includes(name);
}

/** A filter's value as read from its text, or the message that says the rule it breaks. */
export type LookupFilterReading<P extends LookupFilterParameter> =
  { value: NonNullable<PaymentMethodsFilters[P]> } | { message: string };

/** How {@link readLookupFilter} reads. */
export interface ReadLookupFilterOptions {
  /**
   * Accept `country` and `language` in either case and give them as ISO writes them (`MY`,
   * `en`), as a lenient reader (the server companion's proxy) does. The gateway is strict.
   */
  anyCase?: boolean;
}

/**
 * Reads one filter of the lookup from its query-string text, by the gateway's rules: `amount`
 * digits only, a safe integer; `country` an assigned ISO 3166-1 alpha-2 code in capitals;
 * `language` an assigned ISO 639-1 code in lower case; a flag exactly `true` or `false`.
 * Treating an empty value as absent is the caller's (the gateway does).
 *
 * @example
 * readLookupFilter('amount', '1000') // { value: 1000 }
 * readLookupFilter('country', 'my') // { message: 'country must be … in capitals, such as MY.' }
 * readLookupFilter('country', 'my', { anyCase: true }) // { value: 'MY' }
 */
export function readLookupFilter<P extends LookupFilterParameter>(
  name: P,
  text: string,
  options: ReadLookupFilterOptions = {},
): LookupFilterReading<P> {
  return READERS[name](text, options.anyCase === true) as LookupFilterReading<P>;
}

type Reader = (text: string, anyCase: boolean) => { value: unknown } | { message: string };

const readFlag =
  (name: LookupFilterParameter): Reader =>
  (text) =>
    text === 'true' || text === 'false'
      ? { value: text === 'true' }
      : { message: `${name} must be true or false.` };

const READERS: Record<LookupFilterParameter, Reader> = {
  amount: (text) => {
    const amount = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
    return Number.isSafeInteger(amount)
      ? { value: amount }
      : { message: `amount must be ${MONEY_HINT}, 0 or more, in digits only.` };
  },
  country: (text, anyCase) => {
    const country = anyCase ? text.toUpperCase() : text;
    return ISO_COUNTRY_CODES.has(country)
      ? { value: country }
      : {
          message: `country must be an ISO 3166-1 alpha-2 country code${anyCase ? ', two letters' : ' in capitals'}, such as MY.`,
        };
  },
  language: (text, anyCase) => {
    const language = anyCase ? text.toLowerCase() : text;
    return ISO_LANGUAGE_CODES.has(language)
      ? { value: language }
      : {
          message: `language must be an ISO 639-1 language code${anyCase ? ', two letters' : ' in lower case'}, such as en or ms.`,
        };
  },
  recurring: readFlag('recurring'),
  skip_capture: readFlag('skip_capture'),
  preauthorization: readFlag('preauthorization'),
};
