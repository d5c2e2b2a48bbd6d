import { type FieldCheck, fail, pass } from './field-check.js';

/** Every rule of the expiry date, by the error code that names it. */
export const EXPIRY_ERRORS = ['required', 'format', 'month', 'expired', 'too_far'] as const;

/** Why an expiry date was refused. */
export type ExpiryError = (typeof EXPIRY_ERRORS)[number];

/** Cards are not issued for longer than this; a later date is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

/**
 * Whole dates as browsers autofill and people paste them, spaces removed: `12/27`, `12/2027`,
 * `12-27`, `2027-12`, `1227`, `122027`.
 */
const WHOLE_EXPIRY_FORMS: readonly { pattern: RegExp; month: number; year: number }[] = [
  { pattern: /^(\d{1,2})[/.-](\d{2}|\d{4})$/, month: 1, year: 2 },
  { pattern: /^(\d{4})-(\d{1,2})$/, month: 2, year: 1 },
  { pattern: /^(\d{2})(\d{2})$/, month: 1, year: 2 },
  { pattern: /^(\d{2})(20\d{2})$/, month: 1, year: 2 },
];

/**
 * Reads a whole expiry date in any of the shapes autofill and paste produce and returns it as
 * the gateway's `MM/YY`, or `null` when it is not a whole date. The month is not range-checked.
 *
 * @example
 * normaliseExpiry('2027-12') // '12/27'
 * normaliseExpiry('12 / 27') // '12/27'
 */
export function normaliseExpiry(raw: string): string | null {
  const compact = raw.replace(/\s+/g, '');
  for (const form of WHOLE_EXPIRY_FORMS) {
    const match = form.pattern.exec(compact);
    if (match) {
      const month = match[form.month] ?? '';
      const year = match[form.year] ?? '';
      return `${month.padStart(2, '0')}/${year.slice(-2)}`;
    }
  }
  return null;
}

/**
 * Formats an expiry field while the payer types: `1227` → `12/27`, `1/` → `01/`, `4` → `04`.
 * Whole dates as autofill and paste bring them, with a four-digit year or no separator
 * (`12/2027`, `2027-12`, `122027`), are normalised with {@link normaliseExpiry}. Once the field
 * has a separator, the month and the year are edited apart: the digits before it stay the month
 * and those after it the year, so that changing the month never moves digits into the year.
 *
 * @example
 * formatExpiryInput('1227') // '12/27'
 * formatExpiryInput('0/27') // '0/27', a month being retyped
 */
export function formatExpiryInput(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  const whole = /\d{4}/.test(compact) ? normaliseExpiry(compact) : null;
  if (whole) return whole;
  const withSeparator = /^(\d*)[/.-](\d*)/.exec(compact);
  if (withSeparator) {
    const [, typedMonth = '', typedYear = ''] = withSeparator;
    // `202` may be a four-digit year on its way (`2027` becomes `27`): it waits for its last digit.
    const year = /^20\d$/.test(typedYear) ? typedYear : typedYear.slice(0, 2);
    // `1/` is a whole month; a lone digit before a year is a month being retyped.
    const month = /^[1-9]$/.test(typedMonth) && !year ? `0${typedMonth}` : typedMonth.slice(0, 2);
    return `${month}/${year}`;
  }
  const digits = compact.replace(/\D/g, '');
  if (digits === '') return '';
  // No month starts with 2-9, so a single such digit is the whole month.
  const monthLength = /^[2-9]/.test(digits) ? 1 : 2;
  if (digits.length < monthLength) return digits;
  const month = digits.slice(0, monthLength).padStart(2, '0');
  const year = digits.slice(monthLength, monthLength + 2);
  return year ? `${month}/${year}` : month;
}

/**
 * Checks an expiry date: `MM/YY` (or a shape {@link normaliseExpiry} reads), month 01–12, not
 * before the current month, and not absurdly far ahead. The current month is still valid.
 *
 * @param now The payer's present, injectable for tests; the clock's when not given.
 * @example
 * checkExpiry('12/2027', new Date(2026, 10, 22)).value // '12/27'
 * checkExpiry('10/26', new Date(2026, 10, 22)).error // 'expired'
 */
export function checkExpiry(raw: string, now?: Date): FieldCheck<ExpiryError> {
  // The clock is read only for a date to compare: the card form checks every field on each
  // keystroke, mostly with no expiry typed yet.
  if (raw.trim() === '') return fail('', 'required');
  const value = normaliseExpiry(raw);
  if (value === null) return fail(raw.trim(), 'format');
  const month = Number(value.slice(0, 2));
  const year = 2000 + Number(value.slice(3));
  if (month < 1 || month > 12) return fail(value, 'month');
  now ??= new Date();
  const monthsFromNow = (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth());
  if (monthsFromNow < 0) return fail(value, 'expired');
  if (monthsFromNow > MAX_YEARS_AHEAD * 12) return fail(value, 'too_far');
  return pass(value);
}
