import type * as z from 'zod';
import {
  NON_FIELD_KEY,
  ruleIssue,
  type FieldIssue,
  type FieldIssueCode,
  type RuleParams,
} from './field-issue.js';

/**
 * What the error texts a schema writes itself (zod's `error` option) are, which decides how its
 * issues are worded. Whatever the wording, a rule's `params` ({@link RuleParams}) come first.
 *
 * - `'kit'`: it writes none; zod's own checks are worded here (`must be at most 500 characters`).
 * - `'rule'`: each is the rule after the field's name (`must be a whole number from 1 to 99`).
 * - `'message'`: each is a whole message that names the field itself.
 */
export type SchemaWording = 'kit' | 'rule' | 'message';

/** A {@link FieldIssue} read from a zod issue, with its rule in words apart. */
export interface SchemaIssue extends FieldIssue {
  /**
   * The rule, after the field's name and without a full stop (`must be at least 1, not 0`), for
   * callers that list the field apart. For the value as a whole (`['__all__']`), which has no
   * name, and in the `'message'` wording: the message as it is written.
   */
  readonly rule: string;
}

/** What a whole value that is not an object is told, in the `'kit'` and `'rule'` wordings. */
const NOT_AN_OBJECT = 'The body must be a JSON object';

/** Readable names of the types zod expects. */
const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  object: 'an object',
  record: 'an object',
  array: 'a list',
};

/**
 * Reads zod issues as field issues: list indexes stay numbers, an issue about the value as a
 * whole is at `['__all__']`, a key that a strict object does not have is one `unknown_field`
 * issue per key. `missing` and `null` are told apart (`required`, `null`) only in issues parsed
 * with `reportInput: true`, as {@link parseWithSchema} parses.
 */
export function toSchemaIssues(
  issues: readonly z.core.$ZodIssue[],
  wording: SchemaWording = 'kit',
): SchemaIssue[] {
  return issues.flatMap((issue): SchemaIssue[] => {
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        withRule([...path, key], { code: 'unknown_field', rule: 'is not a field of this request' }),
      );
    }
    const params = ownParams(issue);
    if (path.length === 0) return [wholeValueIssue(issue, params, wording)];
    const code = params?.code ?? describe(issue).code;
    const worded = params?.message !== undefined || params?.rule !== undefined;
    return [withRule(path, { code, ...(worded ? params : wordsOf(issue, wording)) })];
  });
}

/** An issue about the value as a whole, which has no field's name to say a rule after. */
function wholeValueIssue(
  issue: z.core.$ZodIssue,
  params: RuleParams | undefined,
  wording: SchemaWording,
): SchemaIssue {
  if (wording !== 'message') {
    // Schemas that word rules, not messages, refuse a whole value only when it is no object.
    const message = `${NOT_AN_OBJECT}.`;
    return { path: [NON_FIELD_KEY], code: 'invalid', message, rule: NOT_AN_OBJECT };
  }
  const message = params?.message ?? issue.message;
  return { path: [NON_FIELD_KEY], code: params?.code ?? 'invalid', message, rule: message };
}

/** The words of an issue whose rule brought none: the schema's own, or the kit's. */
function wordsOf(issue: z.core.$ZodIssue, wording: SchemaWording): Omit<RuleParams, 'code'> {
  if (wording === 'message') return { message: issue.message };
  return { rule: wording === 'rule' ? issue.message : describe(issue).rule };
}

/** A field issue and its rule in words. */
function withRule(path: readonly (string | number)[], params: RuleParams): SchemaIssue {
  const issue = ruleIssue(path, params);
  return { ...issue, rule: params.rule ?? issue.message };
}

/** The {@link RuleParams} a rule put on its issue, if any. */
function ownParams(issue: z.core.$ZodIssue): RuleParams | undefined {
  const params: unknown = issue.code === 'custom' ? issue.params : undefined;
  return typeof params === 'object' && params !== null && 'code' in params
    ? (params as RuleParams)
    : undefined;
}

/** The gateway's code of one of zod's own checks, and the kit's words for it. */
function describe(issue: z.core.$ZodIssue): RuleParams & { rule: string } {
  if (issue.input === undefined) return rule('required', 'is required');
  if (issue.input === null) return rule('null', 'may not be null');
  switch (issue.code) {
    case 'invalid_type':
      return rule('invalid', `must be ${EXPECTED[issue.expected] ?? issue.expected}`);
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        return rule('max_length', `must be at most ${maximum} characters`);
      }
      if (issue.origin === 'array') {
        return rule('max_length', `must have at most ${maximum} ${items(maximum)}`);
      }
      return rule('max_value', `must be at most ${maximum}`);
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum <= 1
          ? rule('blank', 'may not be blank')
          : rule('min_length', `must be at least ${minimum} characters`);
      }
      if (issue.origin === 'array') {
        return rule('empty', `must have at least ${minimum} ${items(minimum)}`);
      }
      return rule('min_value', `must be at least ${minimum}`);
    }
    case 'invalid_value':
      return rule('invalid_choice', `must be one of: ${issue.values.map(String).join(', ')}`);
    default:
      return rule('invalid', 'is invalid');
  }
}

function rule(code: FieldIssueCode, text: string): RuleParams & { rule: string } {
  return { code, rule: text };
}

function items(count: number): string {
  return count === 1 ? 'item' : 'items';
}
