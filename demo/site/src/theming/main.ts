/// <reference types="vite/client" />
/**
 * The theming page. Each theme's CSS is imported twice: once to style its column, once as text
 * for the listing under it, so the listing is always exactly what styles the column.
 *
 * The forms are live: the page makes one order of the shop's first product, as the shop's
 * Checkout does (kept for the browser's session, so reloads do not make more), and gives its
 * purchase's Direct Post URL to the three card forms (and its payment page to the pickers), so
 * each theme is seen as a payer sees it, and pays.
 */
import '@checkout-kit/elements';
import type { CheckoutCardForm, CheckoutMethodPicker } from '@checkout-kit/elements';
import type { Order, Product } from '../../../shared/api.js';
import { createOrder, getOrder, getProducts, toApiRequestError } from '../api/client.js';
import { byId, httpUrl } from '../dom.js';
import { formatMoney } from '../format.js';
import { mountShell } from '../shell/shell.js';
import { isPayable } from '../ui/status.js';
import './light.css';
import './dark.css';
import './brand.css';
import light from './light.css?raw';
import dark from './dark.css?raw';
import brand from './brand.css?raw';

mountShell('theming');

for (const [name, css] of Object.entries({ light, dark, brand })) {
  byId(`css-${name}`).textContent = css;
}

const pickers = document.querySelectorAll<CheckoutMethodPicker>('checkout-method-picker');
const forms = document.querySelectorAll<CheckoutCardForm>('checkout-card-form');

/** The e-mail of the orders this page makes: a developer's, not a payer's. */
const THEMING_EMAIL = 'theming@example.com';
/** Where this browser keeps the page's order and its key, so a reload pays the same one. */
const KEPT_ORDER = 'kedai-kopi.theming-order';

/** The order this browser made here before, while it can still be paid; else a new one. */
async function themingOrder(product: Product): Promise<Order> {
  const kept = keptOrder();
  const before = kept ? await getOrder(kept.id, kept.key).catch(() => null) : null;
  if (before && isPayable(before.purchase.status)) return before;
  const order = await createOrder({
    lines: [{ sku: product.sku, quantity: 1 }],
    email: THEMING_EMAIL,
  });
  sessionStorage.setItem(KEPT_ORDER, JSON.stringify({ id: order.id, key: order.key }));
  return order;
}

/** The order this browser made here before, with its key (which opens it), if any. */
function keptOrder(): { id: string; key: string } | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_ORDER) ?? 'null') as unknown;
    const { id, key } = (kept ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && typeof key === 'string' ? { id, key } : null;
  } catch {
    // Kept by an earlier version of the page: a new order is made.
    return null;
  }
}

try {
  const [product] = await getProducts();
  if (!product) throw new Error('The shop has no products.');
  const order = await themingOrder(product);
  const directPostUrl = httpUrl(order.purchase.directPostUrl);
  const checkoutUrl = httpUrl(order.purchase.checkoutUrl);
  for (const element of [...pickers, ...forms]) {
    element.amount = order.total;
    if (checkoutUrl) element.checkoutUrl = checkoutUrl;
  }
  for (const form of forms) form.action = directPostUrl ?? '';
  byId('theming-note').append(
    ` The order is ${order.id}: one ${product.name}, ${formatMoney(order.total)}.`,
  );
} catch (error) {
  const alert = byId('theming-error');
  alert.textContent = `No order could be made for these forms, so they cannot pay. ${toApiRequestError(error).message}`;
  alert.hidden = false;
}
// Asked once the amount is known, so each picker lists what fits it.
for (const picker of pickers) picker.src = '/api/payment-methods';
