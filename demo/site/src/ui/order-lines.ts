/** An order's lines and total, as a receipt. */
import type { DemoLanguage, Order } from '../../../shared/api.js';
import { h } from '../dom.js';
import { formatMoney } from '../format.js';

/** The lines, each with its quantity and amount, then the total under `totalLabel`. */
export function orderLines(
  order: Order,
  totalLabel: string,
  language: DemoLanguage,
): DocumentFragment {
  const money = (amount: number): string => formatMoney(amount, order.currency, language);
  const fragment = document.createDocumentFragment();
  fragment.append(
    h(
      'ul',
      { class: 'lines' },
      ...order.lines.map((line) =>
        h(
          'li',
          { 'data-sku': line.sku },
          h('span', {}, line.name, ' ', h('span', { class: 'line__qty' }, `× ${line.quantity}`)),
          h('span', { class: 'money' }, money(line.price * line.quantity)),
        ),
      ),
    ),
    h(
      'p',
      { class: 'total-row', 'data-testid': 'order-total' },
      h('span', {}, totalLabel),
      h('span', { class: 'money' }, money(order.total)),
    ),
  );
  return fragment;
}

/** The `order` query parameter of this page, or null. */
export function orderIdFromQuery(): string | null {
  const id = new URLSearchParams(location.search).get('order')?.trim();
  return id ? id : null;
}

/**
 * The `key` query parameter of this page, or null: the order's key, the payer's proof that
 * opens it (a staff session opens every order without one).
 */
export function orderKeyFromQuery(): string | null {
  return new URLSearchParams(location.search).get('key') || null;
}

/** A page of an order, with its key when there is one, so that the payer's browser opens it. */
function orderPage(path: string, id: string, key: string | null | undefined): string {
  const query = new URLSearchParams({ order: id, ...(key ? { key } : {}) });
  return `${path}?${query}`;
}

/** The result page of an order. */
export const resultUrl = (id: string, key?: string | null): string =>
  orderPage('/result.html', id, key);
/** The checkout page of an order. */
export const checkoutUrl = (id: string, key?: string | null): string =>
  orderPage('/checkout.html', id, key);
