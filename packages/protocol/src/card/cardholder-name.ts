import { type FieldCheck, fail, pass } from './field-check.js';
import { DIRECT_POST_LIMITS } from './limits.js';

/** Every rule of the cardholder name, by the error code that names it. */
export const CARDHOLDER_NAME_ERRORS = ['required', 'invalid_characters', 'too_long'] as const;

/** Why a cardholder name was refused. */
export type CardholderNameError = (typeof CARDHOLDER_NAME_ERRORS)[number];

/**
 * The most a cardholder-name input holds: three times the posted limit, room for the marks and
 * spaces that normalising removes (a decomposed Vietnamese name carries up to two marks a
 * letter). Longer is left as it is, for the check to refuse with no Unicode work: a pasted
 * megabyte costs nothing.
 */
export const CARDHOLDER_NAME_INPUT_MAX_LENGTH = 3 * DIRECT_POST_LIMITS.cardholderNameMaxLength;

/** The gateway allows Latin letters, space, apostrophe, dot and dash. */
const ALLOWED_NAME = /^[A-Za-z '.-]*$/;

/** Latin letters that are not a base letter and a mark: folded as cards print them. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'TH',
  þ: 'th',
  ı: 'i',
};

const FOLDED_LETTER = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/**
 * The name as it is posted: outer whitespace trimmed, inner runs collapsed to one space,
 * full-width letters made plain, and accented Latin letters folded to the plain letters cards
 * are embossed with (`Zoë Ångström` → `Zoe Angstrom`, `ß` → `ss`). What cannot be folded (other
 * scripts, digits) is left for the check to refuse, and so is a text longer than any input of
 * the name holds (`CARDHOLDER_NAME_INPUT_MAX_LENGTH`), returned as it is.
 *
 * @example
 * normaliseCardholderName('  Zoë   Ångström ') // 'Zoe Angstrom'
 */
export function normaliseCardholderName(raw: string): string {
  if (raw.length > CARDHOLDER_NAME_INPUT_MAX_LENGTH) return raw;
  // NFKC: full-width letters and spaces, as CJK input methods type them, become plain ones.
  // NFD then splits each accented letter into its base letter and marks, which are dropped.
  return raw
    .normalize('NFKC')
    .replace(FOLDED_LETTER, (letter) => LETTER_FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * Checks a cardholder name against the gateway's Direct Post rule, once normalised (accented
 * Latin letters folded): required, Latin letters, space, apostrophe, dot and dash, at most 30
 * characters.
 *
 * @example
 * checkCardholderName("Mary O'Neil-Smith").valid // true
 * checkCardholderName('Zoë').value // 'Zoe'
 * checkCardholderName('Иван').error // 'invalid_characters'
 */
export function checkCardholderName(raw: string): FieldCheck<CardholderNameError> {
  // An empty name is not normalised: its Unicode tables load when the payer starts typing, not
  // while the form first renders.
  return checkNameText(raw && normaliseCardholderName(raw));
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
