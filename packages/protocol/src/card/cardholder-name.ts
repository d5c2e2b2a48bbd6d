import { type FieldCheck, fail, pass } from './field-check.js';
import { DIRECT_POST_LIMITS } from './limits.js';

/** Why a cardholder name was refused. */
export type CardholderNameError = 'required' | 'invalid_characters' | 'too_long';

/** The gateway allows Latin letters, space, apostrophe, dot and dash. */
const ALLOWED_NAME = /^[A-Za-z '.-]*$/;

/**
 * Trims outer whitespace and collapses inner runs of whitespace to one space, as the name is
 * posted; full-width letters become plain ones.
 *
 * @example
 * normaliseCardholderName('  Siti   Aisyah ') // 'Siti Aisyah'
 */
export function normaliseCardholderName(raw: string): string {
  // NFKC: full-width letters and spaces, as CJK input methods type them, become plain ones.
  return raw.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/**
 * Checks a cardholder name against the gateway's Direct Post rule: required, Latin letters,
 * space, apostrophe, dot and dash, at most 30 characters once normalised.
 *
 * @example
 * checkCardholderName("Mary O'Neil-Smith").valid // true
 * checkCardholderName('Zoë').error // 'invalid_characters'
 */
export function checkCardholderName(raw: string): FieldCheck<CardholderNameError> {
  return checkNameText(normaliseCardholderName(raw));
}

/**
 * Checks a cardholder name exactly as it was posted, with nothing tidied: the gateway's side of
 * the rule, which a form that normalises first (the card form does) always meets.
 *
 * @example
 * checkCardholderNameAsPosted('Siti\tAisyah').error // 'invalid_characters'
 */
export function checkCardholderNameAsPosted(raw: string): FieldCheck<CardholderNameError> {
  return raw.trim() === '' ? fail(raw, 'required') : checkNameText(raw);
}

function checkNameText(value: string): FieldCheck<CardholderNameError> {
  if (value === '') return fail(value, 'required');
  if (!ALLOWED_NAME.test(value)) return fail(value, 'invalid_characters');
  if (value.length > DIRECT_POST_LIMITS.cardholderNameMaxLength) return fail(value, 'too_long');
  return pass(value);
}
