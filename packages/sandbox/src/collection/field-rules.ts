import type { FieldErrors, FieldPath } from './field-errors.js';

/**
 * Small field rules shared by the webhook and client endpoints. Each reads one field of a body,
 * records what is wrong with it in a {@link FieldErrors} and returns the value when it is
 * right. Messages name the field and the rule, never the value sent (it could be a secret).
 * Lengths count characters (Unicode code points).
 */

/** The longest URL the gateway takes in a URL field. */
export const URL_MAX_LENGTH = 500;

/** An e-mail address: the same pattern as the purchase-body rules of `@checkout-kit/protocol`. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Writes a path the way messages name fields: `cc[1]`. */
export function fieldName(path: FieldPath): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : text ? `.${key}` : key;
  return text;
}

/** Characters, not UTF-16 units. */
export function characters(value: string): number {
  return [...value].length;
}

/** Whether a value is a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks that a field is present when it must be and not `null`. Returns `false` (nothing more
 * to check) when it is absent or refused.
 */
function present(
  value: unknown,
  path: FieldPath,
  errors: FieldErrors,
  required: boolean,
): value is NonNullable<unknown> {
  if (value === undefined) {
    if (required) errors.add(path, 'required', `${fieldName(path)} is required.`);
    return false;
  }
  if (value === null) {
    errors.add(path, 'null', `${fieldName(path)} may not be null.`);
    return false;
  }
  return true;
}

/** Options of a text field. */
export interface TextRule {
  required?: boolean;
  maxLength?: number;
  /** Refuse `''` and whitespace only (`blank`). */
  nonBlank?: boolean;
}

/** A string field. */
export function readText(
  value: unknown,
  path: FieldPath,
  errors: FieldErrors,
  rule: TextRule = {},
): string | undefined {
  if (!present(value, path, errors, rule.required ?? false)) return undefined;
  const name = fieldName(path);
  if (typeof value !== 'string') {
    errors.add(path, 'invalid', `${name} must be a string.`);
    return undefined;
  }
  if (rule.nonBlank && value.trim() === '') {
    errors.add(path, 'blank', `${name} may not be blank.`);
    return undefined;
  }
  if (rule.maxLength !== undefined && characters(value) > rule.maxLength) {
    errors.add(path, 'max_length', `${name} must be at most ${rule.maxLength} characters.`);
    return undefined;
  }
  return value;
}

/** A boolean field (`true` or `false`, not `"true"`). */
export function readBoolean(
  value: unknown,
  path: FieldPath,
  errors: FieldErrors,
  required = false,
): boolean | undefined {
  if (!present(value, path, errors, required)) return undefined;
  if (typeof value !== 'boolean') {
    errors.add(path, 'invalid', `${fieldName(path)} must be true or false.`);
    return undefined;
  }
  return value;
}

/** An e-mail address field. */
export function readEmail(
  value: unknown,
  path: FieldPath,
  errors: FieldErrors,
  required = false,
): string | undefined {
  const text = readText(value, path, errors, { required, nonBlank: true, maxLength: 254 });
  if (text === undefined) return undefined;
  if (!EMAIL.test(text)) {
    errors.add(path, 'invalid', `${fieldName(path)} must be a valid e-mail address.`);
    return undefined;
  }
  return text;
}

/** A list of e-mail addresses (`cc`, `bcc`). */
export function readEmailList(
  value: unknown,
  path: FieldPath,
  errors: FieldErrors,
): string[] | undefined {
  if (!present(value, path, errors, false)) return undefined;
  if (!Array.isArray(value)) {
    errors.add(path, 'invalid', `${fieldName(path)} must be a list of e-mail addresses.`);
    return undefined;
  }
  const addresses = value.map((item, index) => readEmail(item, [...path, index], errors, true));
  return addresses.every((address) => address !== undefined) ? (addresses as string[]) : undefined;
}

/** Whether a string is an absolute `http://` or `https://` URL, read as written. */
export function isAbsoluteHttpUrl(value: string): boolean {
  // The raw text, not only what `URL` makes of it: `URL` adds `//` and strips spaces.
  if (!/^https?:\/\/[^/?#\s]/i.test(value) || /[\s\p{Cc}]/u.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL of at most 500 characters. */
export function readUrl(
  value: unknown,
  path: FieldPath,
  errors: FieldErrors,
  required = false,
): string | undefined {
  const text = readText(value, path, errors, {
    required,
    nonBlank: true,
    maxLength: URL_MAX_LENGTH,
  });
  if (text === undefined) return undefined;
  if (!isAbsoluteHttpUrl(text)) {
    errors.add(path, 'invalid', `${fieldName(path)} must be an absolute http:// or https:// URL.`);
    return undefined;
  }
  return text;
}
