import { ISO_LANGUAGE_CODES } from '@checkout-kit/protocol';
import type { PurchaseCreateInput } from '@checkout-kit/server';
import type { DemoLanguage, OrderKind, OrderLine } from '../../shared/api.js';

/** What the purchase of an order is made from. */
export interface PurchaseRequestInput {
  orderId: string;
  /** The order's key: the payer's links carry it, so the payer coming back sees the order. */
  orderKey: string;
  kind: OrderKind;
  lines: readonly OrderLine[];
  email: string;
  language: DemoLanguage;
}

/** Where the gateway sends the payer and the callbacks. */
export interface PurchaseUrls {
  /** The site's origin: the payer comes back to its pages. */
  siteUrl: string;
  /** Where the gateway reaches this server's callbacks; `null` when it cannot. */
  callbackBaseUrl: string | null;
}

/** Software that made the purchase, as the gateway records it (at most 32 characters). */
const CREATOR_AGENT = 'checkout-kit-demo';

/**
 * The purchase creation body for an order. Prices are the order's, taken from the catalogue;
 * `reference` is the order number, which every delivery must carry back. The payer's
 * redirects carry the order's key (the proof that opens the order's pages); the callback, signed
 * by the gateway, needs none. A `hold` only
 * authorises (`skip_capture`); a `card_verification` authorises nothing (`total_override: 0`)
 * and saves the card. The gateway's pages speak the order's language; a language the gateway
 * cannot be told, one with no two-letter ISO 639-1 code (Iban's `iba`), is left out, and they
 * speak English.
 */
export function purchaseRequest(
  input: PurchaseRequestInput,
  urls: PurchaseUrls,
): PurchaseCreateInput {
  const { orderId, kind } = input;
  const page = (path: string, extra: Record<string, string> = {}) => {
    const url = new URL(path, `${urls.siteUrl}/`);
    url.search = new URLSearchParams({ order: orderId, key: input.orderKey, ...extra }).toString();
    return url.href;
  };
  const callback = urls.callbackBaseUrl
    ? `${urls.callbackBaseUrl}/callbacks/success?${new URLSearchParams({ order: orderId })}`
    : undefined;
  return {
    client: { email: input.email },
    purchase: {
      products: input.lines.map((line) => ({
        name: line.name,
        price: line.price,
        quantity: line.quantity,
      })),
      currency: 'MYR',
      ...(ISO_LANGUAGE_CODES.has(input.language) ? { language: input.language } : {}),
      ...(kind === 'card_verification' ? { total_override: 0 } : {}),
    },
    reference: orderId,
    skip_capture: kind !== 'payment',
    success_redirect: page('result.html'),
    // A payer whose payment failed comes back to the same checkout, told why, to try again.
    failure_redirect: page('checkout.html', { outcome: 'failure' }),
    cancel_redirect: page('checkout.html'),
    ...(callback ? { success_callback: callback } : {}),
    creator_agent: CREATOR_AGENT,
    platform: 'web',
  };
}
