/**
 * The cart and the order made from it. The cart is emptied once that order is paid, and only
 * then; until then a Checkout of the same cart goes on with that order, and a Checkout of a
 * changed cart makes a new order in its place (the server cancels the old one first).
 */
import type { Order } from '../../../shared/api.js';
import { createOrder, getOrder, toApiRequestError } from '../api/client.js';
import { checkoutUrl, resultUrl } from '../ui/order-lines.js';
import { isPayable, statusInfo } from '../ui/status.js';
import {
  type CartCheckout,
  type CartOrder,
  cartOrder,
  clearCart,
  forgetCartOrder,
  keepCartOrder,
} from './cart.js';

/** What an order's status means for the cart it was made from. */
type Standing = 'payable' | 'paid' | 'under-way' | 'closed';

function standingOf(order: Order): Standing {
  const { status } = order.purchase;
  if (isPayable(status)) return 'payable';
  const info = statusInfo(status);
  // Paid, held, the card verified, even refunded since: the cart was bought.
  if (info.succeeded) return 'paid';
  // Cancelled, expired, blocked: never paid, and never will be.
  return info.final ? 'closed' : 'under-way';
}

/**
 * Brings the cart up to date with an order a page has just read: the cart's order paid, the
 * cart is emptied; the cart's order no longer payable, it is forgotten and the lines stay for a
 * new one. Any other order leaves the cart alone.
 */
export function followOrder(order: Order): void {
  const standing = standingOf(order);
  if (standing === 'paid') clearCart(order.id);
  else if (standing === 'closed') forgetCartOrder(order.id);
}

/** The cart's order as the server has it now; null, and forgotten, if the server has none. */
async function readCartOrder(kept: CartOrder): Promise<Order | null> {
  try {
    const order = await getOrder(kept.id, kept.key);
    followOrder(order);
    return order;
  } catch (error) {
    // The shop no longer has it (its data was emptied): it can never be paid.
    if (toApiRequestError(error).status !== 404) throw error;
    forgetCartOrder(kept.id);
    return null;
  }
}

/**
 * Reads the cart's order again, if there is one, and follows it: a payer who paid and never saw
 * the result page (the tab closed at the gateway's) finds the cart empty all the same. A failed
 * read changes nothing: the next one tries again.
 */
export async function refreshCartOrder(): Promise<void> {
  const kept = cartOrder();
  if (kept) await readCartOrder(kept).catch(() => undefined);
}

/** Whether the order was made from this very Checkout: the same lines, e-mail, way and language. */
function sameCheckout(made: CartCheckout, now: CartCheckout): boolean {
  return (
    made.email === now.email &&
    made.kind === now.kind &&
    made.language === now.language &&
    made.lines.length === now.lines.length &&
    made.lines.every(({ sku, quantity }) =>
      now.lines.some((line) => line.sku === sku && line.quantity === quantity),
    )
  );
}

/**
 * The shop's Checkout of the cart as it is now; returns the page the payer goes to:
 *
 * - the cart's order, while it can be paid and the Checkout is the one it was made from: its
 *   checkout page, and no second order to pay;
 * - the cart's order paid in the meantime (in another tab), or its payment under way: its result
 *   page (the cart emptied once it is paid);
 * - else a new order, kept with the cart until it is paid, and made in place of the cart's
 *   order if that one can still be paid.
 *
 * @throws {ApiRequestError} The server's refusal; the cart then follows its order again (it may
 *   have been paid meanwhile, or cancelled before the new one failed).
 */
export async function checkOutCart(checkout: CartCheckout): Promise<string> {
  const kept = cartOrder();
  const order = kept && (await readCartOrder(kept));
  let replaced: CartOrder | null = null;
  if (kept && order) {
    const standing = standingOf(order);
    if (standing === 'paid' || standing === 'under-way') return resultUrl(kept.id, kept.key);
    if (standing === 'payable') {
      if (sameCheckout(kept.made, checkout)) return checkoutUrl(kept.id, kept.key);
      replaced = kept;
    }
  }
  const created = await (
    replaced
      ? createOrder({ ...checkout, replaces: replaced.id }, replaced.key)
      : createOrder(checkout)
  ).catch(async (error: unknown) => {
    if (replaced) await refreshCartOrder();
    throw error;
  });
  keepCartOrder({ id: created.id, key: created.key, made: checkout });
  return checkoutUrl(created.id, created.key);
}
