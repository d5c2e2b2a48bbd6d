/** A payment method name as the gateway writes them: `fpx`, `duitnow_qr`, `card`. */
const METHOD_NAME = /^[a-z0-9_]+$/;

/**
 * Whether `value` looks like a payment method name (`[a-z0-9_]+`), the only kind of value the
 * redirect helpers put in `?preferred=` and `?active=`, and the only kind the picker offers.
 *
 * @example
 * isMethodName('duitnow_qr') // true
 * isMethodName('fpx&x=1') // false
 */
export function isMethodName(value: unknown): value is string {
  return typeof value === 'string' && METHOD_NAME.test(value);
}
