import { CARD_PAYMENT_METHODS, type CardBrandId, type Purchase } from '@checkout-kit/protocol';
import {
  type CatalogueMethod,
  catalogueLanguage,
  methodsForPurchase,
} from '../collection/method-catalogue.js';

/** What the payment pages need to know about one method. */
export interface PageMethod {
  /** The gateway's method name, such as `fpx`. */
  id: string;
  /** Readable name in the purchase's language, such as `FPX Online Banking`. */
  name: string;
  /** Logo paths relative to the sandbox origin. */
  logos: string[];
  /** A card method: it leads to the card entry page. */
  card: boolean;
}

/** The card methods: every one of them leads to the card entry page. */
export function isCardMethod(method: string): method is CardBrandId {
  return (CARD_PAYMENT_METHODS as readonly string[]).includes(method);
}

function toPageMethod(entry: CatalogueMethod, purchase: Purchase): PageMethod {
  return {
    id: entry.method,
    // Named in the language the pages speak to this purchase's payer.
    name: entry.names[catalogueLanguage(purchase.purchase.language)],
    logos: typeof entry.logo === 'string' ? [entry.logo] : [...entry.logo],
    card: isCardMethod(entry.method),
  };
}

/**
 * The methods a payer may use for a purchase, in catalogue order: exactly the ones the method
 * catalogue gives for it (its `payment_method_whitelist`, its total against each method's
 * minimum, only methods that can hold funds with `skip_capture`, only those that can
 * preauthorise for a total of 0).
 */
export function allowedMethods(purchase: Purchase): PageMethod[] {
  return methodsForPurchase(purchase).map((entry) => toPageMethod(entry, purchase));
}

/** One allowed method by name, or `undefined` when the purchase does not allow it. */
export function allowedMethod(purchase: Purchase, method: string): PageMethod | undefined {
  return allowedMethods(purchase).find((entry) => entry.id === method);
}

/** The card brands a purchase accepts: its allowed card methods. */
export function acceptedCardBrands(purchase: Purchase): CardBrandId[] {
  return allowedMethods(purchase)
    .map((method) => method.id)
    .filter(isCardMethod);
}
