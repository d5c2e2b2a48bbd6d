import * as z from 'zod';
import {
  type FieldIssue,
  type RuleParams,
  describeValue,
  formatIssuePath,
  parseWithSchema,
} from '@checkout-kit/protocol';
import { CheckoutValidationError } from '../errors.js';

/*
 * The zod pieces the option checks of the package share (the clients', the callback handler's,
 * the proxy's), and the one place their issues become a `CheckoutValidationError`. Each schema
 * writes its own whole message: options are named as the merchant wrote them, and a message
 * describes a refused value (`describeValue`) without repeating it, so a secret never shows.
 */

/**
 * A message that may describe the value given, and name the option as the merchant wrote it
 * (`cors.origin[1]`: the path, for an option inside another or a list).
 */
export type OptionMessage = string | ((value: unknown, name: string) => string);

/** The zod error function of `message`. */
export function say(
  message: OptionMessage,
): (issue: { input?: unknown; path?: PropertyKey[] }) => string {
  return (issue) =>
    typeof message === 'string'
      ? message
      : message(issue.input, formatIssuePath((issue.path ?? []).map(pathKey)));
}

/** A function (`fetch`, `onEvent`, `now`, …), refused with `message`. */
export function functionOption<T extends (...args: never[]) => unknown>(message: OptionMessage) {
  return z.custom<T>((value) => typeof value === 'function', { error: say(message) });
}

/** A number (infinities included) that `rule` accepts, refused with `message`. */
export function numberOption(rule: (value: number) => boolean, message: OptionMessage) {
  return z.custom<number>((value) => typeof value === 'number' && rule(value), {
    error: say(message),
  });
}

/** A whole number from `min` to `max` (the safe integers by default), refused with `message`. */
export function wholeOption(min: number, message: OptionMessage, max = Number.MAX_SAFE_INTEGER) {
  return numberOption(
    (value) => Number.isSafeInteger(value) && value >= min && value <= max,
    message,
  );
}

/** A finite number of milliseconds from `min` (or above it, with `above`) to `max`. */
export function durationOption(
  bounds: { min: number; above?: boolean; max?: number },
  message: OptionMessage,
) {
  const { min, above = false, max = Number.MAX_VALUE } = bounds;
  return numberOption((value) => (above ? value > min : value >= min) && value <= max, message);
}

/**
 * A number of ms above 0 and at most `max`, `fallback` when not given; rounded up to whole ms,
 * as Redis and timers count them, so that a fraction never becomes 0.
 */
export function positiveMsOption(fallback: number, max = Number.MAX_SAFE_INTEGER) {
  return durationOption(
    { min: 0, above: true, max },
    (value, name) =>
      `${name} must be a number of milliseconds above 0 and at most ${max}, not ${describeValue(value)}.`,
  )
    .default(fallback)
    .transform(Math.ceil);
}

/** `true` or `false`, refused as `name must be true or false, not …`. */
export function booleanOption() {
  return z.boolean({
    error: say((value, name) => `${name} must be true or false, not ${describeValue(value)}.`),
  });
}

/** An optional function, refused as `name must be a function, not …`. */
export function optionalFunction<T extends (...args: never[]) => unknown>() {
  return functionOption<T>(
    (value, name) => `${name} must be a function, not ${describeValue(value)}.`,
  ).optional();
}

/**
 * A required option: `undefined`, `null` and `''` are all "not given" and refused with the
 * `required` message; anything else goes to `schema`.
 */
export function requiredOption<S extends z.ZodType>(schema: S, required: string) {
  return z
    .preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.unknown().refine((value): boolean => value !== undefined, {
        error: required,
        params: { code: 'required' } satisfies RuleParams,
      }),
    )
    .pipe(schema);
}

/** An object of options, refused as a whole (`__all__`) with `message` when it is not one. */
export function optionsObject<Shape extends z.ZodRawShape>(shape: Shape, message: string) {
  return z.object(shape, { error: message });
}

/**
 * A rule across options that speaks in issues already (a rule the package shares with other
 * checks, or one whose message depends on another option). It runs even when an option failed,
 * so that every problem is named at once.
 */
export function acrossOptions<T extends object>(rule: (options: T) => readonly FieldIssue[]) {
  return z.superRefine<T>(
    (options, ctx) => {
      for (const { path, code, message } of rule(options)) {
        ctx.addIssue({ code: 'custom', path: [...path], message, params: { code } });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

/**
 * Parses `options` with `schema` (protocol's `parseWithSchema`: each schema writes its own whole
 * messages); throws `CheckoutValidationError` (`what`) naming every problem at once: one per
 * option, in the order the schema declares the options.
 */
export function parseOptions<S extends z.ZodType>(
  what: string,
  schema: S,
  options: unknown,
): z.output<S> {
  const parsed = parseWithSchema(schema, options, 'message');
  if (parsed.success) return parsed.data;
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const { path, code, message } of parsed.issues) {
    const key = JSON.stringify(path);
    // One issue per option: the first rule it breaks.
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ path, code, message });
  }
  const order = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const rank = (issue: FieldIssue): number => {
    const index = order.indexOf(String(issue.path[0]));
    return index === -1 ? order.length : index;
  };
  throw new CheckoutValidationError(
    what,
    issues.sort((a, b) => rank(a) - rank(b)),
  );
}

function pathKey(key: PropertyKey): string | number {
  return typeof key === 'number' ? key : String(key);
}
