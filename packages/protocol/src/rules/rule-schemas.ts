import * as z from 'zod';
import { describeValue } from './describe-value.js';
import type { RuleParams } from './field-issue.js';
import { isRecord } from './is-record.js';
import { moneyRule } from './money-rule.js';

export type { RuleParams };

/*
 * The zod building blocks that the body rules of this package share (the Purchase creation
 * body, ClientDetails, the webhook body, the payout bodies). Internal: not exported from the
 * package's index. `toSchemaIssues` turns what they report into the gateway's codes and
 * messages.
 */

/** What a rule says of a value: why it is refused, or `undefined` when it is fine. */
export type Verdict = RuleParams | undefined;

/**
 * A schema whose whole rule is `check`: missing values are `required`, `null` is `null`
 * (wrap it in `.nullable()` / `.optional()` to allow them), anything else is up to `check`.
 */
export function ruled<T>(check: (value: unknown) => Verdict) {
  return z.custom<T>().superRefine((value, ctx) => {
    const verdict: Verdict =
      value === undefined
        ? { code: 'required', rule: 'is required' }
        : value === null
          ? { code: 'null', rule: 'may not be null' }
          : check(value);
    if (verdict) ctx.addIssue({ code: 'custom', params: verdict, input: value });
  });
}

/**
 * A money amount: an integer number in the smallest currency unit, at least `min`
 * ({@link moneyRule}).
 */
export function money(min?: number) {
  return ruled<number>((value) => moneyRule(value, min));
}

/**
 * A boolean: `true` or `false`, or the strings `"1"` and `"0"` for them, as a PHP form plugin
 * sends a saved switch (the gateway maker's Fluent Forms plugin). Parsed to a real boolean.
 * Every other string, number or type is `invalid`: `"true"` and `"false"` too, since none of
 * the maker's clients sends them, and `1` and `0`, which none sends either.
 */
export function flag() {
  return ruled<boolean | '1' | '0'>((value) =>
    typeof value === 'boolean' || value === '1' || value === '0'
      ? undefined
      : {
          code: 'invalid',
          rule: `must be true or false (or the string "1" or "0"), not ${describeValue(value)}`,
        },
  ).transform((value) => value === true || value === '1');
}

/** What a URL field wants, after `must be`. */
export const HTTP_URL = 'an absolute http:// or https:// URL';

/**
 * Length rules that look at strings, or lists, alone. zod runs a length check on any value that
 * has a `length`, even one its type check has already refused: `{ length: Object.create(null) }`
 * would reach `length > max` and throw instead of being refused. A check's definition takes a
 * `when` that decides whether it runs; zod's parameter types leave it out for length checks, so
 * it is given here as the definition reads it.
 */
const whenValue = (isKind: (value: unknown) => boolean) =>
  ({
    when: (payload: { value: unknown }) => isKind(payload.value),
  }) as z.core.$ZodCheckMaxLengthParams & z.core.$ZodCheckMinLengthParams;

const ON_STRINGS = whenValue((value) => typeof value === 'string');
const ON_LISTS = whenValue(Array.isArray);

/** Text of at most `maxLength` characters. */
export function boundedText(maxLength: number) {
  return z.string().max(maxLength, ON_STRINGS);
}

/** A list of `items`, at least `minItems` of them. */
export function listOfAtLeast<T extends z.ZodType>(items: T, minItems: number) {
  return z.array(items).min(minItems, ON_LISTS);
}

/** Text with a format: `''` and whitespace are `blank`, a mismatch `invalid`. */
export function formatted(test: (value: string) => boolean, expected: string, maxLength?: number) {
  const text = maxLength === undefined ? z.string() : boundedText(maxLength);
  return text
    .refine(
      (value) =>
        value.trim() === '' || (maxLength !== undefined && value.length > maxLength) || test(value),
      { params: { code: 'invalid', rule: `must be ${expected}` } satisfies RuleParams },
    )
    .refine((value) => value.trim() !== '', {
      params: { code: 'blank', rule: 'may not be blank' } satisfies RuleParams,
    });
}

/** Text that may not be empty or whitespace only, of at most `maxLength` characters if given. */
export function nonBlankText(maxLength?: number) {
  const text = maxLength === undefined ? z.string() : boundedText(maxLength);
  return text.refine((value) => value.trim() !== '', {
    params: { code: 'blank', rule: 'may not be blank' } satisfies RuleParams,
  });
}

/**
 * A list of values from `choices`, each listed at most once: a value outside the list is
 * `invalid_choice`, a repeat `not_unique` (both at the item's index).
 */
export function choiceList<const T extends readonly [string, ...string[]]>(choices: T) {
  return listedOnce(z.array(z.enum(choices)), choices);
}

/**
 * A list of names from an open set (event names, method names): any non-blank strings, each
 * listed at most once (a repeat is `not_unique` at its index).
 */
export function nameList() {
  return listedOnce(z.array(nonBlankText()));
}

/**
 * Adds `not_unique` for every repeated item. With `known`, only valid items are checked and the
 * message names the value; an open list's values are the caller's text, never repeated.
 */
function listedOnce<S extends z.ZodArray<z.ZodType<string>>>(list: S, known?: readonly unknown[]) {
  return list.superRefine(
    (values, ctx) => {
      const seen = new Set<unknown>();
      values.forEach((value, index) => {
        if (known ? !known.includes(value) : typeof value !== 'string') return;
        if (seen.has(value)) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            input: value,
            params: {
              code: 'not_unique',
              rule: known
                ? `repeats ${String(value)}, which may be listed once`
                : 'repeats an earlier item, which may be listed once',
            } satisfies RuleParams,
          });
        }
        seen.add(value);
      });
    },
    // Also when some items are refused: every repeat is named in the same answer.
    { when: (payload) => Array.isArray(payload.value) },
  );
}

export function isAbsoluteHttpUrl(value: string): boolean {
  // The raw text, not only what `URL` makes of it: `URL` adds `//`, strips tabs and spaces.
  if (!/^https?:\/\/[^/?#\s]/i.test(value) || /[\s\p{Cc}]/u.test(value)) {
    return false;
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An e-mail address. */
export const email = formatted((value) => z.regexes.email.test(value), 'a valid e-mail address');

/** Runs a rule across fields whenever the level is an object, whatever else was refused. */
export const whenObject = { when: (payload: { value: unknown }) => isRecord(payload.value) };
