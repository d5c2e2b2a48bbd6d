import {
  type KnownPurchaseStatus,
  type PurchaseStatus,
  isPayablePurchaseStatus,
} from '@checkout-kit/protocol';
import { ApiHttpError } from '../http/api-error.js';
import type { OrderActions } from './order-actions.js';
import type { OrderService } from './order-service.js';

/** Final, and never paid: nothing to cancel. */
const CLOSED_UNPAID: ReadonlySet<PurchaseStatus> = new Set<KnownPurchaseStatus>([
  'cancelled',
  'expired',
  'blocked',
]);

/** Why the shop cancelled it, in the order's log. */
const REPLACED_BECAUSE = 'the payer checked out a changed cart as a new order';

/**
 * Takes the payer's earlier order of a cart out of the way of a new one (the payer changed the
 * cart after checking it out, and checks it out again): cancelled while it can still be paid,
 * so that a cart never has two orders to pay, and an old one paid after the new.
 *
 * Called before the new order is made. Should the new one then fail, the payer's cart is still
 * whole and its next Checkout makes one; made the other way round, a cancellation that failed
 * would leave two orders to pay. The status is read from the gateway first: a stored one may
 * be behind a payment whose callback is still on its way.
 *
 * @throws {ApiHttpError} 409 `wrong_status` when the order was paid (held, its card verified),
 *   or its payment is under way: the cart was paid for, or may be, and no order is made in its
 *   place. The gateway refusing the cancellation (paid in the meantime) is the same 409.
 */
export async function withdrawReplacedOrder(
  orders: OrderService,
  actions: OrderActions,
  id: string,
): Promise<void> {
  const { status } = (await orders.refresh(id)).purchase;
  if (isPayablePurchaseStatus(status)) {
    await actions.cancel(id, REPLACED_BECAUSE);
  } else if (!CLOSED_UNPAID.has(status)) {
    throw new ApiHttpError(
      409,
      'wrong_status',
      `Order ${id} is ${status}: no order is made in its place.`,
    );
  }
}
