import type * as z from 'zod';
import type { FieldIssue } from './field-issue.js';
import { type SchemaIssue, type SchemaWording, toSchemaIssues } from './schema-issues.js';

/**
 * The outcome of checking a request body against the gateway's rules: the body, typed and
 * without unknown fields, when it is valid; otherwise every broken rule.
 */
export type BodyCheck<T> =
  | { readonly valid: true; readonly body: T; readonly issues: readonly [] }
  | { readonly valid: false; readonly body: null; readonly issues: readonly FieldIssue[] };

/** What {@link parseWithSchema} makes of a value: the parsed value, or every broken rule. */
export type SchemaParse<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly issues: readonly SchemaIssue[] };

/**
 * Parses a value with a zod schema and, when it fails, reads every broken rule as a field issue
 * ({@link toSchemaIssues}): where, the gateway-style code, and a message naming the field and
 * the rule. The one reading of zod's issues in the kit: the body rules of this package, the
 * server's option checks and the demo's request checks all go through it.
 *
 * @param wording what the schema's own error texts are ({@link SchemaWording}); default `'kit'`.
 * @example
 * const parsed = parseWithSchema(z.object({ quantity: z.int() }), { quantity: 1.5 });
 * // { success: false, issues: [{ path: ['quantity'], code: 'invalid',
 * //   message: 'quantity must be a number.', rule: 'must be a number' }] }
 */
export function parseWithSchema<S extends z.ZodType>(
  schema: S,
  value: unknown,
  wording: SchemaWording = 'kit',
): SchemaParse<z.output<S>> {
  // Parsed first without `reportInput`, which slows zod's checks even on a body that passes.
  // Only a value that fails, whose issues need the values given (missing or `null`), is parsed
  // again with it.
  const result = schema.safeParse(value);
  if (result.success) return { success: true, data: result.data };
  const reported = schema.safeParse(value, { reportInput: true });
  const issues = reported.success ? result.error.issues : reported.error.issues;
  return { success: false, issues: toSchemaIssues(issues, wording) };
}

/**
 * Checks a body against one of the package's schemas and reports every broken rule with the
 * gateway's codes and messages (internal: the package exports one check per body).
 */
export function checkWithSchema<S extends z.ZodType>(
  schema: S,
  body: unknown,
): BodyCheck<z.output<S>> {
  const parsed = parseWithSchema(schema, body);
  if (parsed.success) return { valid: true, body: parsed.data, issues: [] };
  const issues = parsed.issues.map(({ path, code, message }) => ({ path, code, message }));
  return { valid: false, body: null, issues };
}
