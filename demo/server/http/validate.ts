import { formatIssuePath } from '@checkout-kit/protocol';
import type { z } from 'zod';
import { ApiHttpError, type FieldIssue } from './api-error.js';

/** Fields a browser might send that the server decides itself. */
const SERVER_DECIDES = new Set(['price', 'total', 'name', 'currency']);

/**
 * The request body, checked against its schema.
 *
 * @throws {ApiHttpError} 400 `validation_failed`, listing each field at fault with its rule
 * (`lines[0].quantity` → `must be a whole number from 1 to 99`).
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.flatMap(toFieldIssues);
  const listed = fields.map((field) =>
    field.path ? `${field.path} ${field.message}` : field.message,
  );
  throw new ApiHttpError(400, 'validation_failed', `${what} is not valid: ${listed.join('; ')}.`, {
    fields,
  });
}

/** One field issue per issue; an issue about unknown keys becomes one per key. */
function toFieldIssues(issue: z.core.$ZodIssue): FieldIssue[] {
  const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      path: formatIssuePath([...path, key]),
      message: SERVER_DECIDES.has(key)
        ? 'is not accepted: prices and names come from the shop, never from the browser'
        : 'is not a field of this request',
    }));
  }
  if (issue.code === 'invalid_type' && path.length === 0) {
    return [{ path: '', message: 'The body must be a JSON object' }];
  }
  return [{ path: formatIssuePath(path), message: issue.message }];
}
