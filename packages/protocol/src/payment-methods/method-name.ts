/** A payment method name as the gateway writes them: `fpx`, `duitnow_qr`, `card`. */
const METHOD_NAME = /^[a-z0-9_]+$/;

/**
 * Whether `value` looks like a payment method name (`[a-z0-9_]+`): the only kind of value a
 * checkout URL carries in `?preferred=` and `?active=`, so the only kind the kit's redirect
 * helpers write there and its picker offers.
 *
 * @example
 * isMethodName('duitnow_qr') // true
 * isMethodName('fpx&x=1') // false
 */
export function isMethodName(value: unknown): value is string {
  return typeof value === 'string' && METHOD_NAME.test(value);
}
