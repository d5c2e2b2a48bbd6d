/**
 * The shopping cart, kept in the browser (localStorage) so it survives a reload and the trip to
 * the gateway and back. It holds only SKUs and quantities: prices always come from the server.
 *
 * It stays until its order is paid, not merely made: a payer whose card was declined, or who
 * goes back to the shop from the checkout or the gateway's page, finds the same cart. The order
 * made from it is kept with it, in the same entry, so that the two are never out of step (see
 * `cart-order.ts`).
 */
import type { CartLine, CreateOrderRequest } from '../../../shared/api.js';

const KEY = 'kedai-kopi.cart';
/** The server accepts 1 to 99 of a product per line. */
export const MAX_QUANTITY = 99;

/** Fired on `window` whenever this page changes the cart. */
export const CART_CHANGE = 'cart-change';

/** What a Checkout makes an order of: the cart's lines, the e-mail, the way to pay, the language. */
export type CartCheckout = Required<Omit<CreateOrderRequest, 'replaces'>>;

/**
 * The order last made from the cart, not paid yet: its number, its key (the payer's proof that
 * opens it, which its links carry anyway) and what it was made from, so that a Checkout of the
 * very same cart goes on with it instead of making a second order to pay.
 */
export interface CartOrder {
  id: string;
  key: string;
  /** The Checkout it was made from. */
  made: CartCheckout;
}

/** What is stored: the lines, and the order made from them, if any. */
interface StoredCart {
  lines: CartLine[];
  order: CartOrder | null;
}

const isCartLine = (line: unknown): line is CartLine => {
  const { sku, quantity } = (line ?? {}) as Partial<CartLine>;
  return (
    typeof sku === 'string' &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= MAX_QUANTITY
  );
};

function isCartOrder(order: unknown): order is CartOrder {
  const { id, key, made } = (order ?? {}) as Partial<CartOrder>;
  return (
    typeof id === 'string' &&
    typeof key === 'string' &&
    typeof made?.email === 'string' &&
    typeof made.kind === 'string' &&
    typeof made.language === 'string' &&
    Array.isArray(made.lines) &&
    made.lines.every(isCartLine)
  );
}

/** The stored cart; an unreadable or tampered entry reads as an empty cart. */
function readStored(): StoredCart {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? '[]');
  } catch {
    return { lines: [], order: null };
  }
  // A cart kept before orders were kept with it is its lines alone.
  const { lines, order } = (Array.isArray(stored) ? { lines: stored } : (stored ?? {})) as {
    lines?: unknown;
    order?: unknown;
  };
  return {
    lines: Array.isArray(lines) ? lines.filter(isCartLine) : [],
    order: isCartOrder(order) ? order : null,
  };
}

function writeStored(cart: StoredCart): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(cart));
  } catch {
    // Storage full or blocked: the cart lives for this page only.
  }
  window.dispatchEvent(new CustomEvent(CART_CHANGE));
}

/** The cart's lines. */
export const readCart = (): CartLine[] => readStored().lines;

function writeCart(lines: CartLine[]): void {
  writeStored({ ...readStored(), lines });
}

/** How many items are in the cart, all lines together. */
export const cartCount = (): number => readCart().reduce((sum, line) => sum + line.quantity, 0);

/**
 * Adds `quantity` of a product (to its line, if it has one), up to the maximum.
 *
 * @returns How many of it the cart holds now.
 */
export function addToCart(sku: string, quantity = 1): number {
  const lines = readCart();
  let line = lines.find((candidate) => candidate.sku === sku);
  if (line) line.quantity = Math.min(MAX_QUANTITY, line.quantity + quantity);
  else lines.push((line = { sku, quantity: Math.min(MAX_QUANTITY, quantity) }));
  writeCart(lines);
  return line.quantity;
}

/** Sets a line's quantity; 0 or less removes it. */
export function setQuantity(sku: string, quantity: number): void {
  const clamped = Math.min(MAX_QUANTITY, Math.trunc(quantity));
  const lines = readCart()
    .map((line) => (line.sku === sku ? { ...line, quantity: clamped } : line))
    .filter((line) => line.quantity >= 1);
  writeCart(lines);
}

/** Removes a product's line. */
export const removeFromCart = (sku: string): void =>
  writeCart(readCart().filter((line) => line.sku !== sku));

/** The order last made from the cart and not paid yet, if any. */
export const cartOrder = (): CartOrder | null => readStored().order;

/** Keeps `order`, just made from the cart, with it (in place of the one before, if any). */
export const keepCartOrder = (order: CartOrder): void => writeStored({ ...readStored(), order });

/** Forgets the cart's order `id` (it can no longer be paid); the lines stay. */
export function forgetCartOrder(id: string): void {
  const stored = readStored();
  if (stored.order?.id === id) writeStored({ ...stored, order: null });
}

/** Empties the cart once its order `paidId` is paid: the lines go with the order. */
export function clearCart(paidId: string): void {
  if (cartOrder()?.id === paidId) writeStored({ lines: [], order: null });
}
