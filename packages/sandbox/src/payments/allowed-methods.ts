import {
  CARD_PAYMENT_METHODS,
  type CardBrandId,
  GATEWAY_CARD_BRANDS,
  type Purchase,
} from '@checkout-kit/protocol';
import {
  type CatalogueMethod,
  catalogueLanguage,
  methodsForPurchase,
  paysByCard,
} from '../collection/method-catalogue.js';

/** What the payment pages need to know about one method. */
export interface PageMethod {
  /** The gateway's method name, such as `fpx`. */
  id: string;
  /** Readable name in the purchase's language, such as `FPX Online Banking`. */
  name: string;
  /** Logo paths relative to the sandbox origin. */
  logos: string[];
  /** A card method (a brand or a wallet's card): it leads to the card entry page. */
  card: boolean;
}

/** The card brands among the methods (visa, mastercard, maestro). */
export function isCardMethod(method: string): method is CardBrandId {
  return (CARD_PAYMENT_METHODS as readonly string[]).includes(method);
}

function toPageMethod(entry: CatalogueMethod, purchase: Purchase): PageMethod {
  return {
    id: entry.method,
    // Named in the language the pages speak to this purchase's payer.
    name: entry.names[catalogueLanguage(purchase.purchase.language)],
    logos: typeof entry.logo === 'string' ? [entry.logo] : [...entry.logo],
    card: paysByCard(entry.method),
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

/**
 * The card brands a purchase accepts: its allowed card brands, or every brand of the gateway
 * when it allows a wallet (Google Pay, Apple Pay), which may hold a card of any of them.
 */
export function acceptedCardBrands(purchase: Purchase): CardBrandId[] {
  const cards = allowedMethods(purchase).filter((method) => method.card);
  if (cards.some((method) => !isCardMethod(method.id))) return [...GATEWAY_CARD_BRANDS];
  return cards.map((method) => method.id).filter(isCardMethod);
}

/**
 * The method a card of `brand` pays this purchase with: the brand when the purchase allows it,
 * else the first wallet it allows (the card came from the wallet), else the brand.
 *
 * @example
 * // a purchase whitelisting only mpgs_google_pay
 * cardPaymentMethod(purchase, 'visa') // 'mpgs_google_pay'
 */
export function cardPaymentMethod(purchase: Purchase, brand: string): string {
  const cards = allowedMethods(purchase).filter((method) => method.card);
  if (cards.some((method) => method.id === brand)) return brand;
  return cards.find((method) => !isCardMethod(method.id))?.id ?? brand;
}
