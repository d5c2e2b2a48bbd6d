/** A payment method as people name it; the gateway's identifier for the ones without a name here. */
import { h } from '../dom.js';

const NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  american_express: 'American Express',
  fpx: 'FPX online banking',
  fpx_b2b1: 'FPX corporate banking',
  duitnow_qr: 'DuitNow QR',
};

/** The method's name, or its identifier set as code (the lookup's names are the picker's). */
export function methodName(method: string): Node {
  const name = Object.hasOwn(NAMES, method) ? NAMES[method] : undefined;
  return name ? document.createTextNode(name) : h('code', {}, method);
}
