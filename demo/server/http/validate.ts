import {
  NON_FIELD_KEY,
  type SchemaIssue,
  formatIssuePath,
  parseWithSchema,
} from '@checkout-kit/protocol';
import type { z } from 'zod';
import { ApiHttpError, type FieldIssue } from './api-error.js';

/** Fields a browser might send that the server decides itself. */
const SERVER_DECIDES = new Set(['price', 'total', 'name', 'currency']);

/**
 * The request body, checked against its schema, whose error texts are rules said after the
 * field's name (protocol's `parseWithSchema`, `'rule'` wording).
 *
 * @throws {ApiHttpError} 400 `validation_failed`, listing each field at fault with its rule
 * (`lines[0].quantity` → `must be a whole number from 1 to 99`).
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema> {
  const parsed = parseWithSchema(schema, value, 'rule');
  if (parsed.success) return parsed.data;
  const fields = parsed.issues.map(toFieldIssue);
  const listed = fields.map((field) =>
    field.path ? `${field.path} ${field.message}` : field.message,
  );
  throw new ApiHttpError(400, 'validation_failed', `${what} is not valid: ${listed.join('; ')}.`, {
    fields,
  });
}

/** An issue as the site lists it: the field's path apart (`''` for the whole body), its rule. */
function toFieldIssue(issue: SchemaIssue): FieldIssue {
  if (issue.path[0] === NON_FIELD_KEY) return { path: '', message: issue.rule };
  const path = formatIssuePath(issue.path);
  const key = issue.path.at(-1);
  if (issue.code === 'unknown_field' && typeof key === 'string' && SERVER_DECIDES.has(key)) {
    return {
      path,
      message: 'is not accepted: prices and names come from the shop, never from the browser',
    };
  }
  return { path, message: issue.rule };
}
