/**
 * The orders page (`orders.html`): every order, newest first, with the operations its payment
 * allows. An operation's answer (the order as it is now) replaces the order's card in place, and
 * so does a change the merchant server streams (a delivery from the gateway, another page's
 * operation): the page never shows an order as it was.
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
import { followOrders, type LiveState } from './live-orders.js';
import { orderCard, type RunOperation } from './order-card.js';

mountShell('orders');
const list = byId<HTMLOListElement>('orders');
const state = byId('orders-state');
const errorBox = byId('orders-error');
const status = byId('orders-status');
const refresh = byId<HTMLButtonElement>('orders-refresh');
const liveBadge = byId('orders-live');
const pageHead = refresh.closest('.page-head') ?? refresh;

/** The orders as their cards show them. */
const shown = new Map<string, Order>();
/** Changes held back while staff work in the order's card: applied when focus leaves it. */
const held = new Map<string, Order>();
let stopFollowing: (() => void) | null = null;

function announce(message: string): void {
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = message));
}

/** The order's card, with what the page knows of it kept up to date. */
function render(order: Order): HTMLLIElement {
  shown.set(order.id, order);
  held.delete(order.id);
  const card = orderCard(order, run);
  card.addEventListener('focusout', (event) => {
    const waiting = held.get(order.id);
    if (waiting && !card.contains(event.relatedTarget as Node | null)) showChange(waiting);
  });
  return card;
}

function cardOf(id: string): HTMLElement | null {
  return list.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(id)}"]`);
}

/** Puts the order's new card in place of its old one, and keeps focus on this order. */
function replaceCard(order: Order): HTMLLIElement {
  const card = render(order);
  cardOf(order.id)?.replaceWith(card);
  // The form that had focus is gone.
  card.querySelector<HTMLElement>('h2')?.focus();
  return card;
}

/**
 * Shows an order that changed elsewhere, without moving focus. A card someone is working in
 * (typing an amount) keeps still until they leave it; a change already shown is ignored (an
 * operation's own answer arrives twice: as its answer and on the stream).
 */
function showChange(order: Order): void {
  const before = shown.get(order.id);
  if (before && JSON.stringify(before) === JSON.stringify(order)) return;
  const old = cardOf(order.id);
  if (!old) {
    state.hidden = true;
    list.prepend(render(order));
    announce(`New order ${order.id}.`);
    return;
  }
  if (old.contains(document.activeElement)) {
    held.set(order.id, order);
    return;
  }
  const card = render(order);
  card.classList.add('order-card--changed');
  old.replaceWith(card);
  if (before?.purchase.status !== order.purchase.status) {
    announce(`Order ${order.id} is now ${statusInfo(order.purchase.status).en}.`);
  }
}

const LIVE_LABELS: Record<LiveState, string> = {
  live: 'Live',
  reconnecting: 'Reconnecting…',
  stopped: 'Not live: use Refresh',
};

function showLiveState(live: LiveState): void {
  if (live === 'stopped') {
    // The next list loaded after signing in again follows anew.
    stopFollowing?.();
    stopFollowing = null;
  }
  liveBadge.hidden = false;
  liveBadge.dataset.state = live;
  liveBadge.textContent = LIVE_LABELS[live];
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

/**
 * A link to one order (`/orders.html#order-<id>-title`, from the saved-cards page) brings its
 * card into view, focused, once the list is there; only the first time.
 */
let linked = location.hash.slice(1);
function showLinkedOrder(): void {
  if (!linked) return;
  document.getElementById(decodeURIComponent(linked))?.focus();
  linked = '';
}

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
    shown.clear();
    list.replaceChildren(...orders.map(render));
    showLinkedOrder();
    stopFollowing ??= followOrders({
      onOrder: showChange,
      onReconnect: () => void load(),
      onStateChange: showLiveState,
    });
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
