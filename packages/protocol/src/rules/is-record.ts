/**
 * Whether a value, as read from JSON or given by a caller, is an object with fields: not
 * `null`, not a list.
 *
 * @example
 * isRecord({ id: 'p' }) // true
 * isRecord([1]) // false
 * isRecord(null) // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
