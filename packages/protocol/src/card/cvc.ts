import type { CardBrand } from './card-brand.js';
import { type FieldCheck, fail, pass } from './field-check.js';
import { DIRECT_POST_LIMITS } from './limits.js';

/** Every rule of the security code, by the error code that names it. */
export const CVC_ERRORS = ['required', 'invalid_characters', 'length'] as const;

/** Why a security code was refused. */
export type CvcError = (typeof CVC_ERRORS)[number];

/**
 * The lengths a security code may have: the brand's own length once the brand is known, 3 or 4
 * before.
 */
export function cvcLengths(brand: CardBrand | null): readonly number[] {
  return brand
    ? [brand.code.size]
    : [DIRECT_POST_LIMITS.cvcMinDigits, DIRECT_POST_LIMITS.cvcMaxDigits];
}

/**
 * Checks a security code: digits only, 3 digits, or 4 where the brand's code is 4 long.
 *
 * @example
 * checkCvc('123', detectCardBrand('4444333322221111')).valid // true
 * checkCvc('123', detectCardBrand('378282246310005')).error // 'length'
 */
export function checkCvc(raw: string, brand: CardBrand | null): FieldCheck<CvcError> {
  const value = raw.trim();
  if (value === '') return fail(value, 'required');
  if (!/^\d+$/.test(value)) return fail(value, 'invalid_characters');
  if (!cvcLengths(brand).includes(value.length)) return fail(value, 'length');
  return pass(value);
}
