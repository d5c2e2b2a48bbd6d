/** The languages the kit speaks. */
export type KitLanguage = 'en' | 'ms';

/**
 * The `lang` of the nearest element around `element` that declares one, looking out of shadow
 * roots into their hosts' trees, or `null` when none does.
 */
function inheritedLanguage(element: Element): string | null {
  for (let node: Element | undefined = element; node;) {
    const declaring = node.closest('[lang]');
    if (declaring) return declaring.getAttribute('lang');
    node = (node.getRootNode() as Partial<ShadowRoot>).host;
  }
  return null;
}

/**
 * Picks the kit's language for an element: its own `lang` (the property, which an element may
 * set without reflecting it) or the nearest ancestor's, also across shadow roots, then the
 * document's, then English. Only the primary subtag counts (`ms-MY` is Malay).
 */
export function resolveLanguage(element: HTMLElement): KitLanguage {
  const declared =
    element.lang || (inheritedLanguage(element) ?? element.ownerDocument.documentElement.lang);
  return declared.trim().toLowerCase().split('-')[0] === 'ms' ? 'ms' : 'en';
}

/** The money formats made so far, by language and currency code. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in the smallest currency unit as money for the payer: 1000 MYR is
 * "RM 10.00". Returns `null` for amounts or currencies that cannot be shown.
 */
export function formatMinorAmount(
  amount: number | undefined,
  currency: string,
  language: KitLanguage,
): string | null {
  if (amount === undefined || !Number.isInteger(amount) || amount < 0) return null;
  try {
    // Made once per language and currency: a new one on each render of the pay button was the
    // larger part of a keystroke's script.
    const key = language + currency;
    const format =
      moneyFormats.get(key) ??
      new Intl.NumberFormat(`${language}-MY`, { style: 'currency', currency });
    moneyFormats.set(key, format);
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    // An unknown currency code: show no amount rather than a wrong one.
    return null;
  }
}
