import * as z from 'zod';
import { type SchemaParse, parseWithSchema } from '../rules/check-with-schema.js';
import type { RuleParams } from '../rules/field-issue.js';
import { isRecord } from '../rules/is-record.js';
import type { FpxBankStatus } from './fpx-bank-status.js';

/*
 * Reading the status answer as the maker's WooCommerce plugin does
 * (chip-for-woocommerce 2.0.5 `includes/class-chip-woocommerce-api-fpx.php:94-106` and
 * `class-chip-woocommerce-gateway.php:2863-2874`).
 */

/**
 * Whether PHP's `empty()` holds for a JSON value: the plugin refuses an answer whose `errors` is
 * not empty, so `"errors": []` or `null` beside the statuses is no refusal.
 */
function isEmptyInPhp(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0) return true;
  if (value === '' || value === '0') return true;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

const refused: RuleParams = {
  code: 'invalid',
  rule: 'must be empty: the service answered with errors, not the statuses',
};

// A custom check rather than `z.record`, which would copy the answer and drop a key such as
// `__proto__`: every code the answer gives is read.
const fpxBankStatusAnswerSchema = z
  .custom<Record<string, unknown>>(isRecord)
  .superRefine((answer, ctx) => {
    if (isEmptyInPhp(answer.errors)) return;
    ctx.addIssue({ code: 'custom', path: ['errors'], input: answer.errors, params: refused });
  })
  .transform((answer): FpxBankStatus[] =>
    // A field whose value is not text is no status (`errors`, say); every code with
    // a text value is kept, a code the kit does not list too.
    Object.entries(answer).flatMap(([code, status]) =>
      typeof status === 'string' ? [{ code, status }] : [],
    ),
  );

/**
 * The bank statuses of an FPX status answer, in its order, or why it holds none: an answer that
 * is not an object, or that reports `errors`. Fields whose value is not text are ignored.
 *
 * @example
 * readFpxBankStatuses({ MB2U0227: 'A', NEW0001: 'B' })
 * // { success: true, data: [{ code: 'MB2U0227', status: 'A' }, { code: 'NEW0001', status: 'B' }] }
 */
export function readFpxBankStatuses(answer: unknown): SchemaParse<FpxBankStatus[]> {
  return parseWithSchema(fpxBankStatusAnswerSchema, answer);
}
