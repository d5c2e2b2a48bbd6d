/**
 * The JSON the demo site and the demo merchant server exchange under `/api/`.
 *
 * One file both sides import, so a change of shape is a type error on both. Amounts are integers
 * in the smallest unit of the currency (100 = RM 1.00), as the gateway has them. Errors are
 * answered with a 4xx/5xx status and an {@link ApiError} body.
 */
import type { KitLanguage, PurchaseStatus } from '@checkout-kit/protocol';

/**
 * The site's language, each of the kit's (the protocol's `KIT_LANGUAGES`: English, Malay,
 * Chinese (Simplified) and Tamil); also the payer's language on the gateway's pages.
 */
export type DemoLanguage = KitLanguage;

/** `GET /api/config`: what the site needs to know about the server it talks to. */
export interface DemoConfig {
  /** `sandbox`: the embedded sandbox; `gateway`: the real gateway from `CHECKOUT_*`. */
  mode: 'sandbox' | 'gateway';
  /** The gateway's (or sandbox's) origin, for `form-action` and for links in the site. */
  gatewayOrigin: string;
  currency: 'MYR';
  /** Whether the card form shows the test cards (always in sandbox mode). */
  testMode: boolean;
  /** Whether callbacks can reach this server (false on the real gateway without a public URL). */
  callbacksReachable: boolean;
}

/** `GET /api/products`: the catalogue. Prices come from here, never from the browser. */
export interface Product {
  sku: string;
  /** The product's name, the same in every language (the roaster's own names). */
  name: string;
  /** What it is, in each language of the payer pages. */
  description: Record<DemoLanguage, string>;
  /** Price of one, in sen. */
  price: number;
  /** A path of the site (an image under `/products/`). */
  image: string;
}

/** A line of a cart, as the browser sends it: what, and how many (1 to 99). */
export interface CartLine {
  sku: string;
  quantity: number;
}

/**
 * How the order is to be paid:
 * - `payment`: an ordinary purchase, captured when paid;
 * - `hold`: `skip_capture`: the funds are held, then captured (fully or partly) or released;
 * - `card_verification`: a total of 0 with `skip_capture`: the card is verified and saved
 *   (`preauthorized`), nothing is charged.
 */
export type OrderKind = 'payment' | 'hold' | 'card_verification';

/** `POST /api/orders`: a new order from a cart. */
export interface CreateOrderRequest {
  lines: CartLine[];
  /** The payer's e-mail (the purchase's `client.email`). */
  email: string;
  kind?: OrderKind;
  language?: DemoLanguage;
  /**
   * The order this one is made in place of: the payer's earlier order of the same cart, which
   * the payer then changed. Its key goes in {@link ORDER_KEY_HEADER}. While it can still be
   * paid, it is cancelled before the new order is made, so that a cart never has two orders to
   * pay; if it was paid, or its payment is under way, nothing is made (409 `wrong_status`).
   */
  replaces?: string;
}

/** A line of an order, priced by the server. */
export interface OrderLine {
  sku: string;
  name: string;
  quantity: number;
  /** Price of one, in sen. */
  price: number;
}

/** Where an entry of an order's log came from. */
export type OrderEventSource = 'callback' | 'webhook' | 'merchant';

/** One entry of an order's log: a delivery that arrived, or something the merchant did. */
export interface OrderEvent {
  /** ISO 8601 time the server recorded it. */
  at: string;
  source: OrderEventSource;
  /** The gateway's `event_type` (`purchase.paid`, …) or the merchant's action (`capture`, …). */
  type: string;
  /**
   * For deliveries: `verified` (the signature checked out), `rejected` (it did not: the delivery
   * was answered 401 and changed nothing) or `duplicate` (verified, already handled: answered 200
   * without handling it again). `null` for the merchant's own actions.
   */
  signature: 'verified' | 'rejected' | 'duplicate' | null;
  /** For deliveries: how many times this same delivery (same bytes) has arrived, 1 for the first. */
  attempt: number | null;
  /** The purchase status the delivery or action carried, if any. */
  status: PurchaseStatus | null;
  /** One line for a person, e.g. `Fulfilled: 2 items` or `Refunded RM 5.00`. */
  message: string;
}

/** An order, as the merchant's server keeps it. */
export interface Order {
  /** The merchant's own order number, also the purchase's `reference`, e.g. `A1B2C3`. */
  id: string;
  /** ISO 8601. */
  createdAt: string;
  kind: OrderKind;
  lines: OrderLine[];
  /** What the payer pays, in sen (0 for `card_verification`). */
  total: number;
  currency: 'MYR';
  email: string;
  language: DemoLanguage;
  /** The gateway purchase paying this order. */
  purchase: {
    id: string;
    /** The gateway's payment page (every method). */
    checkoutUrl: string;
    /** The Direct Post target for the card form; `null` when card is not offered this way. */
    directPostUrl: string | null;
    /** The status last seen (from a delivery, an action, or a read of the purchase). */
    status: PurchaseStatus;
    /** The method it was paid with, once known (`visa`, `fpx`, …). */
    paymentMethod: string | null;
    /** Captured so far, in sen (a partial capture of a hold captures less than the total). */
    capturedAmount: number;
    /** Refunded so far, in sen. */
    refundedAmount: number;
    /** The purchase is a recurring token (the payer saved the card). */
    isRecurringToken: boolean;
    /** The saved card's token that paid this order, for charges of a saved card. */
    recurringToken: string | null;
    /**
     * The gateway's code for the failure of the latest payment attempt (`insufficient_funds`,
     * `incorrect_cvc`, …); `null` when that attempt succeeded or there was none. The page shows
     * the payer its own reason for it, never the gateway's message.
     */
    failureCode: string | null;
    /** The method of that failed attempt (`visa`, `fpx`, …); `null` with no failure. */
    failureMethod: string | null;
  };
  /**
   * Set once, when the order is fulfilled (goods released) after a verified delivery that
   * matched the order (or, when callbacks cannot reach the server, after a read of the purchase
   * from the gateway found it paid); `fulfilmentCount` stays 1 however many deliveries arrive.
   */
  fulfilledAt: string | null;
  fulfilmentCount: number;
  /** Oldest first. */
  events: OrderEvent[];
}

/**
 * `POST /api/orders` answers the new order with its key: the payer's proof, 256 random bits
 * (43 URL-safe characters), given this once and kept by the server only as a digest. The
 * payer's links carry it (`result.html?order=K7Q2MX&key=…`, and the gateway's redirects back);
 * `GET /api/orders/{id}` needs it in {@link ORDER_KEY_HEADER}, or a staff session.
 */
export interface CreatedOrder extends Order {
  key: string;
}

/**
 * The request header that carries an order's key to `GET /api/orders/{id}`. Without the right
 * key (and without a staff session) the answer is 404, as for an order that does not exist.
 */
export const ORDER_KEY_HEADER = 'X-Order-Key';

/** `GET /api/orders`: newest first. */
export interface OrderList {
  orders: Order[];
}

/**
 * `POST /api/orders/{id}/capture` and `/refund`: an optional amount in sen; without it the whole
 * (remaining) amount. `/release` and `/cancel` take an empty body.
 */
export interface AmountRequest {
  amount?: number;
}

/** A card a payer saved (a purchase that is a recurring token). */
export interface SavedCard {
  /** The recurring token: the id of the purchase that saved it. */
  token: string;
  /** The order whose payment saved it. */
  orderId: string;
  email: string;
  /** The card as people read it, e.g. `Visa •••• 1111`; never more digits than that. */
  label: string;
  /** ISO 8601. */
  savedAt: string;
}

/** `GET /api/saved-cards`. */
export interface SavedCardList {
  cards: SavedCard[];
}

/** `POST /api/saved-cards/{token}/charge`: a new order, charged with the saved card at once. */
export interface ChargeSavedCardRequest {
  lines: CartLine[];
}

/** `GET /api/session`: whether this browser is signed in to the back office. */
export interface StaffSession {
  signedIn: boolean;
}

/** `POST /api/session`: signs in to the back office (the orders and saved-cards pages). */
export interface SignInRequest {
  password: string;
}

/** The body of every error answer. */
export interface ApiError {
  error: {
    /**
     * A stable code: `validation_failed` (400, with `fields`), `invalid_json` (400),
     * `charge_failed` (402), `sign_in_required` and `wrong_password` (401: the back office),
     * `forbidden_origin` (403), `not_found` (404), `method_not_allowed`
     * (405), `too_many_attempts` (429, with `Retry-After`: wrong back-office passwords), `wrong_status` (409: the purchase's status does not allow it), `payload_too_large`
     * (413), `unsupported_media_type` (415), `internal_error` (500), `gateway_error` (502: the
     * gateway refused or could not be reached), `merchant_unavailable` (502, from the site's
     * proxy: the merchant server is down), `starting` (503).
     */
    code: string;
    /** For a person; names the field and the rule when the request was at fault. */
    message: string;
    /** Field issues of a rejected request: `lines[0].quantity` → `must be from 1 to 99`. */
    fields?: { path: string; message: string }[];
  };
}
