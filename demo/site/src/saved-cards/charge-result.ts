/** What a charge of a saved card did, told where staff pressed Charge: no page of the payer's. */
import type { Order } from '../../../shared/api.js';
import { h } from '../dom.js';
import { formatMoney } from '../format.js';
import { orderStatusBadge } from '../ui/status.js';

/** The orders page, at the card of order `id`. */
export const orderCardUrl = (id: string): string =>
  `/orders.html#${encodeURIComponent(`order-${id}-title`)}`;

/** The new order's number, status and amount, with a link to it on the orders page. */
export function chargeResult(order: Order): HTMLElement {
  return h(
    'p',
    { class: 'charge-result__line', 'data-testid': 'charge-result', 'data-order-id': order.id },
    h('span', {}, `Charged ${formatMoney(order.total, order.currency)}: `),
    orderStatusBadge(order),
    ' ',
    h('a', { href: orderCardUrl(order.id) }, `Order ${order.id}`),
  );
}
