/** A payment method as people name it; the gateway's identifier for the ones without a name here. */
import type { DemoLanguage } from '../../../shared/api.js';
import { cardBrandName, isKnownCardBrand } from '../../../shared/card-brands.js';
import { h } from '../dom.js';

/** The methods named here that are not card brands, in each language of the payer pages. */
export const METHOD_NAMES: Record<
  DemoLanguage,
  Record<'fpx' | 'fpx_b2b1' | 'duitnow_qr', string>
> = {
  en: { fpx: 'FPX online banking', fpx_b2b1: 'FPX corporate banking', duitnow_qr: 'DuitNow QR' },
  ms: {
    fpx: 'Perbankan dalam talian (FPX)',
    fpx_b2b1: 'Perbankan korporat (FPX)',
    duitnow_qr: 'DuitNow QR',
  },
  zh: { fpx: '网上银行 (FPX)', fpx_b2b1: '企业网上银行 (FPX)', duitnow_qr: 'DuitNow QR' },
  ta: {
    fpx: 'இணைய வங்கி (FPX)',
    fpx_b2b1: 'நிறுவன இணைய வங்கி (FPX)',
    duitnow_qr: 'DuitNow QR',
  },
};

/** The method's name, or its identifier set as code (the lookup's names are the picker's). */
export function methodName(method: string, language: DemoLanguage = 'en'): Node {
  if (isKnownCardBrand(method)) return document.createTextNode(cardBrandName(method));
  const names: Record<string, string> = METHOD_NAMES[language];
  const name = Object.hasOwn(names, method) ? names[method] : undefined;
  return name ? document.createTextNode(name) : h('code', {}, method);
}
