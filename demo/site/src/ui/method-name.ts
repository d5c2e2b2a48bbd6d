/** A payment method as people name it; the gateway's identifier for the ones without a name here. */
import { cardBrandName, isKnownCardBrand } from '../../../shared/card-brands.js';
import { h } from '../dom.js';

const NAMES: Record<string, string> = {
  fpx: 'FPX online banking',
  fpx_b2b1: 'FPX corporate banking',
  duitnow_qr: 'DuitNow QR',
};

/** The method's name, or its identifier set as code (the lookup's names are the picker's). */
export function methodName(method: string): Node {
  if (isKnownCardBrand(method)) return document.createTextNode(cardBrandName(method));
  const name = Object.hasOwn(NAMES, method) ? NAMES[method] : undefined;
  return name ? document.createTextNode(name) : h('code', {}, method);
}
