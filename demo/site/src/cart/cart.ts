/**
 * The shopping cart, kept in the browser (localStorage) so it survives a reload and the trip to
 * the gateway and back. It holds only SKUs and quantities: prices always come from the server.
 */
import type { CartLine } from '../../../shared/api.js';

const KEY = 'kedai-kopi.cart';
/** The server accepts 1 to 99 of a product per line. */
export const MAX_QUANTITY = 99;

/** Fired on `window` whenever this page changes the cart. */
export const CART_CHANGE = 'cart-change';

/** The cart's lines; an unreadable or tampered entry reads as an empty cart. */
export function readCart(): CartLine[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (line): line is CartLine =>
      typeof line?.sku === 'string' &&
      Number.isInteger(line.quantity) &&
      line.quantity >= 1 &&
      line.quantity <= MAX_QUANTITY,
  );
}

function writeCart(lines: CartLine[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Storage full or blocked: the cart lives for this page only.
  }
  window.dispatchEvent(new CustomEvent(CART_CHANGE));
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

/** Empties the cart (once an order is created from it). */
export const clearCart = (): void => writeCart([]);
