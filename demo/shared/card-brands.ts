/** Card brands as people write them; the gateway names them in lower case (`mastercard`). */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  maestro: 'Maestro',
  american_express: 'American Express',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
  diners_club: 'Diners Club',
};

/** The brand's written name: a known brand as it is written, another with a capital letter. */
export function cardBrandName(brand: string): string {
  const key = brand
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (Object.hasOwn(CARD_BRAND_NAMES, key)) return CARD_BRAND_NAMES[key] as string;
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** Whether the gateway's method name is a card brand this file knows. */
export const isKnownCardBrand = (method: string): boolean =>
  Object.hasOwn(CARD_BRAND_NAMES, method);
