import type { GatewayFieldError } from '@checkout-kit/protocol';
import { GatewayHttpError } from '../errors.js';

/**
 * Collects the errors of a payout request body per field, in the gateway's shape
 * (`{"field": [{"message", "code"}]}`), so that one answer names every problem.
 */
export class FieldErrors {
  private readonly errors: Record<string, GatewayFieldError[]> = {};

  add(field: string, code: string, message: string): void {
    (this.errors[field] ??= []).push({ message, code });
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** Throws the 400 answer when any error was added. */
  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new GatewayHttpError(400, this.errors);
  }
}

/** Rules of one string field. */
export interface StringRule {
  maxLength: number;
  /** The whole value must match. */
  pattern?: RegExp;
  /** Says what the pattern wants, e.g. "5 to 20 digits". */
  patternDescription?: string;
}

/**
 * A required, non-blank string field, or `undefined` after recording why it is not one. The
 * value is kept as sent (not trimmed).
 */
export function requiredString(
  body: Record<string, unknown>,
  field: string,
  rule: StringRule,
  errors: FieldErrors,
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) {
    errors.add(field, 'required', `${field} is required.`);
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.add(field, 'invalid', `${field} must be a string, not ${describe(value)}.`);
    return undefined;
  }
  if (value.trim() === '') {
    errors.add(field, 'blank', `${field} must not be blank.`);
    return undefined;
  }
  if (value.length > rule.maxLength) {
    errors.add(
      field,
      'max_length',
      `${field} must have at most ${rule.maxLength} characters; it has ${value.length}.`,
    );
    return undefined;
  }
  if (rule.pattern && !rule.pattern.test(value)) {
    errors.add(field, 'invalid', `${field} must be ${rule.patternDescription ?? 'well formed'}.`);
    return undefined;
  }
  return value;
}

/**
 * A required amount: a positive integer in the smallest currency unit (cents), or `undefined`
 * after recording why it is not one.
 */
export function requiredAmount(
  body: Record<string, unknown>,
  field: string,
  errors: FieldErrors,
): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) {
    errors.add(field, 'required', `${field} is required, in cents (1050 for RM 10.50).`);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    errors.add(
      field,
      'not_an_integer',
      `${field} must be an integer in the smallest currency unit (1050 for RM 10.50), not ${describe(value)}.`,
    );
    return undefined;
  }
  if (value <= 0) {
    errors.add(field, 'min_value', `${field} must be at least 1 (RM 0.01), not ${value}.`);
    return undefined;
  }
  return value;
}

/** An amount in cents as people read it: `RM 1,234.50`. */
export function formatMyr(cents: number): string {
  return new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' }).format(cents / 100);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `the string ${JSON.stringify(value.slice(0, 40))}`;
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}
