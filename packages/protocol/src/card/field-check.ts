/**
 * The outcome of checking one Direct Post field: either the value to post, or the rule it
 * breaks. Error codes are stable identifiers; the elements turn them into sentences in the
 * payer's language.
 */
export type FieldCheck<Code extends string> =
  | { readonly valid: true; readonly value: string; readonly error: null }
  | { readonly valid: false; readonly value: string; readonly error: Code };

/** @internal Builds a passing check. */
export function pass<Code extends string>(value: string): FieldCheck<Code> {
  return { valid: true, value, error: null };
}

/** @internal Builds a failing check. */
export function fail<Code extends string>(value: string, error: Code): FieldCheck<Code> {
  return { valid: false, value, error };
}
