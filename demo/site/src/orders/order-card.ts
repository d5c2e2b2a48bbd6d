/** One order on the orders page: its facts, and a form for each operation its status allows. */
import type { Order } from '../../../shared/api.js';
import { toApiRequestError } from '../api/client.js';
import { h } from '../dom.js';
import { formatDateTime, formatMoney, parseMoney } from '../format.js';
import { confirmAction } from '../ui/confirm-dialog.js';
import { errorAlert, showError } from '../ui/error-alert.js';
import { methodName } from '../ui/method-name.js';
import { resultUrl } from '../ui/order-lines.js';
import { KIND_LABELS, orderStatusBadge } from '../ui/status.js';
import { operationsFor, refundable, releasedAmount, type Operation } from './operations.js';
import { questionFor } from './questions.js';

/**
 * Runs an operation on the server and puts the order's new card in place, with the server's
 * reason when it was refused. Rejects only when something unexpected went wrong.
 */
export type RunOperation = (order: Order, operation: Operation, amount?: number) => Promise<void>;

const LABELS: Record<Operation, string> = {
  capture: 'Capture',
  release: 'Release',
  refund: 'Refund',
  cancel: 'Cancel',
};

const money = (amount: number): string => formatMoney(amount);

function fact(label: string, value: Node | string, testId: string): HTMLDivElement {
  return h(
    'div',
    { class: 'order-card__fact' },
    h('dt', {}, label),
    h('dd', { 'data-testid': testId }, value),
  );
}

/**
 * An operation's form: a button, and for capture and refund an optional amount (empty: all).
 * While it runs, every button of the card is disabled so two operations never cross.
 */
function operationForm(
  order: Order,
  operation: Operation,
  run: RunOperation,
  alert: HTMLElement,
  card: HTMLElement,
): HTMLFormElement {
  const withAmount = operation === 'capture' || operation === 'refund';
  const max = operation === 'capture' ? order.total : refundable(order);
  const inputId = `${operation}-amount-${order.id}`;
  const errorId = `${inputId}-error`;
  const input = withAmount
    ? h('input', {
        id: inputId,
        name: 'amount',
        type: 'text',
        inputmode: 'decimal',
        autocomplete: 'off',
        placeholder: (max / 100).toFixed(2),
        'aria-describedby': `${inputId}-hint ${errorId}`,
        class: 'amount-input',
      })
    : null;
  const error = h('span', { id: errorId, class: 'field__error' });
  const button = h(
    'button',
    {
      type: 'submit',
      class: `button button--small ${operation === 'capture' ? '' : 'button--secondary'}`.trim(),
    },
    LABELS[operation],
  );
  const form = h(
    'form',
    { class: `operation operation--${operation}`, 'data-operation': operation, novalidate: true },
    input &&
      h(
        'div',
        { class: 'operation__amount' },
        h(
          'label',
          { for: inputId },
          operation === 'capture' ? 'Amount to capture (RM)' : 'Amount to refund (RM)',
        ),
        h('div', { class: 'operation__row' }, input, button),
        h(
          'span',
          { id: `${inputId}-hint`, class: 'field__hint' },
          operation === 'refund'
            ? `Leave empty for all: ${money(max)}. One refund per payment: what is not refunded now cannot be refunded later.`
            : `Leave empty for all: ${money(max)}.`,
        ),
        error,
      ),
    !input && button,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    input?.removeAttribute('aria-invalid');
    let amount: number | undefined;
    if (input && input.value.trim() !== '') {
      const parsed = parseMoney(input.value);
      const problem =
        parsed === null
          ? 'Enter an amount such as 12.50.'
          : parsed > max
            ? `At most ${money(max)}.`
            : null;
      if (problem || parsed === null) {
        error.textContent = problem;
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return;
      }
      amount = parsed;
    }
    // Nothing moves before staff have read the amount and what follows, and said yes.
    if (!(await confirmAction(questionFor(order, operation, amount)))) return;
    const buttons = [...card.querySelectorAll<HTMLButtonElement>('button')];
    for (const other of buttons) other.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      await run(order, operation, amount);
    } catch (failure) {
      showError(alert, 'Nothing was changed.', toApiRequestError(failure));
      for (const other of buttons) other.disabled = false;
      button.removeAttribute('aria-busy');
    }
  });
  return form;
}

function fulfilment(order: Order): string {
  if (!order.fulfilledAt) return 'Not fulfilled';
  const times = order.fulfilmentCount === 1 ? 'once' : `${order.fulfilmentCount} times`;
  return `${formatDateTime(order.fulfilledAt)} (${times})`;
}

/** The card of an order. */
export function orderCard(order: Order, run: RunOperation): HTMLLIElement {
  const titleId = `order-${order.id}-title`;
  const alert = errorAlert({ 'data-testid': 'operation-error' });
  const operations = h('div', { class: 'order-card__operations' });
  const card = h(
    'li',
    {
      class: 'order-card',
      'data-order-id': order.id,
      'data-status': order.purchase.status,
      'aria-labelledby': titleId,
    },
    h(
      'div',
      { class: 'order-card__head' },
      h(
        'h2',
        { id: titleId, class: 'order-card__title', tabindex: -1 },
        h('a', { href: resultUrl(order.id) }, `Order ${order.id}`),
      ),
      orderStatusBadge(order),
      h('span', { class: 'badge badge--plain' }, KIND_LABELS[order.kind].en),
      h(
        'time',
        { class: 'order-card__time muted', datetime: order.createdAt },
        formatDateTime(order.createdAt),
      ),
    ),
    h(
      'p',
      { class: 'order-card__items' },
      order.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ') ||
        'Card verification, no items',
      h('span', { class: 'muted' }, ` · ${order.email}`),
    ),
    h(
      'dl',
      { class: 'order-card__facts' },
      fact('Total', money(order.total), 'total'),
      fact('Captured', money(order.purchase.capturedAmount), 'captured'),
      fact('Refunded', money(order.purchase.refundedAmount), 'refunded'),
      releasedAmount(order) > 0 &&
        fact('Released to the payer', money(releasedAmount(order)), 'released'),
      fact(
        'Method',
        order.purchase.paymentMethod ? methodName(order.purchase.paymentMethod) : 'Not paid yet',
        'method',
      ),
      fact('Fulfilment', fulfilment(order), 'fulfilment'),
    ),
    operations,
    alert,
  );
  const allowed = operationsFor(order);
  if (allowed.length === 0) {
    operations.append(
      h('p', { class: 'muted order-card__none' }, 'No operation is open for this status.'),
    );
  }
  for (const operation of allowed)
    operations.append(operationForm(order, operation, run, alert, card));
  return card;
}
