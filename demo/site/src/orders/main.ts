/**
 * The orders page (`orders.html`): every order, newest first, with the operations its payment
 * allows. An operation's answer (the order as it is now) replaces the order's card in place.
 */
import type { Order } from '../../../shared/api.js';
import {
  cancelOrder,
  captureOrder,
  getOrder,
  listOrders,
  refundOrder,
  releaseOrder,
  toApiRequestError,
} from '../api/client.js';
import { byId, h, replaceChildren } from '../dom.js';
import { mountShell } from '../shell/shell.js';
import { SIGN_IN_REQUIRED, loadWhenSignedIn, showSignIn } from '../staff/sign-in.js';
import { clearError, showError } from '../ui/error-alert.js';
import { statusInfo } from '../ui/status.js';
import { orderCard, type RunOperation } from './order-card.js';

mountShell('orders');
const list = byId<HTMLOListElement>('orders');
const state = byId('orders-state');
const errorBox = byId('orders-error');
const status = byId('orders-status');
const refresh = byId<HTMLButtonElement>('orders-refresh');
const pageHead = refresh.closest('.page-head') ?? refresh;

function announce(message: string): void {
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = message));
}

/** Puts the order's new card in place of its old one, and keeps focus on this order. */
function replaceCard(order: Order): HTMLLIElement {
  const card = orderCard(order, run);
  list.querySelector(`[data-order-id="${CSS.escape(order.id)}"]`)?.replaceWith(card);
  // The form that had focus is gone.
  card.querySelector<HTMLElement>('h2')?.focus();
  return card;
}

const run: RunOperation = async (order, operation, amount) => {
  let updated: Order;
  try {
    updated =
      operation === 'capture'
        ? await captureOrder(order.id, amount)
        : operation === 'refund'
          ? await refundOrder(order.id, amount)
          : operation === 'release'
            ? await releaseOrder(order.id)
            : await cancelOrder(order.id);
  } catch (error) {
    const refusal = toApiRequestError(error);
    // A refusal often means this page was behind (the order changed elsewhere): show the order
    // as it is now, with the server's reason under it.
    const current = await getOrder(order.id).catch(() => order);
    const card = replaceCard(current);
    const alert = card.querySelector<HTMLElement>('[data-testid="operation-error"]');
    if (alert) showError(alert, 'Nothing was changed.', refusal);
    return;
  }
  const card = replaceCard(updated);
  // This operation's own entry: the last of the shop's, as a delivery may have come after it.
  const last = updated.events.findLast((event) => event.source === 'merchant');
  const done = last ? last.message.replace(/\.$/, '') : null;
  // What the operation did, on the card itself: a partial capture says the rest was released.
  if (done) {
    card
      .querySelector('.order-card__facts')
      ?.after(h('p', { class: 'order-card__done', 'data-testid': 'operation-done' }, `${done}.`));
  }
  announce(
    `Order ${updated.id}: ${done ? `${done}. ` : ''}Status ${statusInfo(updated.purchase.status).en}.`,
  );
};

async function load(): Promise<void> {
  refresh.setAttribute('aria-busy', 'true');
  list.setAttribute('aria-busy', 'true');
  try {
    const { orders } = await listOrders();
    clearError(errorBox);
    state.hidden = orders.length > 0;
    if (orders.length === 0) {
      replaceChildren(
        state,
        'No orders yet. Orders placed in the ',
        h('a', { href: '/' }, 'shop'),
        ' appear here.',
      );
    }
    list.replaceChildren(...orders.map((order) => orderCard(order, run)));
  } catch (error) {
    state.hidden = true;
    const failure = toApiRequestError(error);
    if (failure.code === SIGN_IN_REQUIRED) {
      clearError(errorBox);
      showSignIn(pageHead, () => void load());
      return;
    }
    showError(errorBox, 'The orders could not be loaded.', failure);
  } finally {
    refresh.removeAttribute('aria-busy');
    list.removeAttribute('aria-busy');
  }
}

refresh.addEventListener('click', () => void load());
void loadWhenSignedIn(pageHead, load);
