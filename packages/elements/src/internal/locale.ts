import { kitLanguage } from './translation-registry.js';

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
 * set without reflecting it) or the nearest ancestor's, also across shadow roots, out to the
 * document's `<html lang>`; English when the kit has no words in it (see `kitLanguage`). (No
 * `document.documentElement`: page markup can shadow it.)
 */
export function resolveLanguage(element: HTMLElement): string {
  return kitLanguage(element.lang || inheritedLanguage(element));
}

/**
 * Formats an amount in the smallest currency unit as money for the payer: 1000 MYR is
 * "RM 10.00", 1000 USD is "USD 10.00", since the gateway counts every currency in hundredths.
 * Ringgit is written as Intl writes it in English and Malay alike (RM, a no-break space, comma
 * groups), another currency by its ISO code. By hand rather than with Intl: a page's first
 * number format loads its locale's data, a part of the card form's start on a phone that the
 * elements README measures. Returns `null` for an amount or a currency code that cannot be shown.
 */
export function formatMinorAmount(amount: number | undefined, currency: string): string | null {
  const code = currency.toUpperCase();
  if (!Number.isSafeInteger(amount) || (amount as number) < 0 || !/^[A-Z]{3}$/.test(code)) {
    return null;
  }
  // From the digits, not from a division: exact for every amount, however large.
  const digits = String(amount).padStart(3, '0');
  const units = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${code === 'MYR' ? 'RM' : code}\u00a0${units}.${digits.slice(-2)}`;
}
