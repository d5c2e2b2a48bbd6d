/**
 * "Charge again": a product and a quantity, priced from the catalogue, charged to a saved card
 * (`POST /api/saved-cards/:token/charge`) once staff have confirmed the amount. The payer is not
 * there: the answer is at once a new order, shown here (its status, its amount, a link to it on
 * the orders page), or a refusal, shown here too; staff stay on this page.
 */
import type { Product, SavedCard } from '../../../shared/api.js';
import { chargeSavedCard, toApiRequestError } from '../api/client.js';
import { MAX_QUANTITY } from '../cart/cart.js';
import { h } from '../dom.js';
import { formatMoney } from '../format.js';
import { confirmAction } from '../ui/confirm-dialog.js';
import { clearError, errorAlert, showError } from '../ui/error-alert.js';
import { chargeResult } from './charge-result.js';

/** The form for one card, hidden until its "Charge again" button opens it. */
export function chargeForm(card: SavedCard, products: Product[]): HTMLFormElement {
  const id = (name: string): string => `${name}-${card.token}`;
  const product = h(
    'select',
    { id: id('product'), name: 'sku' },
    ...products.map((item) =>
      h('option', { value: item.sku }, `${item.name} (${formatMoney(item.price)})`),
    ),
  );
  const quantity = h('input', {
    id: id('quantity'),
    name: 'quantity',
    type: 'number',
    inputmode: 'numeric',
    min: 1,
    max: MAX_QUANTITY,
    value: 1,
    required: true,
    'aria-describedby': id('quantity-error'),
  });
  const quantityError = h('span', { id: id('quantity-error'), class: 'field__error' });
  const total = h('output', { for: `${id('product')} ${id('quantity')}`, class: 'money' });
  const alert = errorAlert({ 'data-testid': 'charge-error' });
  const result = h('div', { class: 'charge-result', role: 'status' });
  const submit = h('button', { type: 'submit', class: 'button' }, 'Charge');

  const update = (): void => {
    const price = products.find((item) => item.sku === product.value)?.price ?? 0;
    const count = Number(quantity.value);
    total.textContent = Number.isInteger(count) && count >= 1 ? formatMoney(price * count) : '—';
  };
  product.addEventListener('change', update);
  quantity.addEventListener('input', update);
  update();

  const form = h(
    'form',
    { class: 'charge-form', novalidate: true, hidden: true, id: id('charge') },
    h(
      'div',
      { class: 'charge-form__fields' },
      h('div', { class: 'field' }, h('label', { for: id('product') }, 'Product'), product),
      h(
        'div',
        { class: 'field charge-form__quantity' },
        h('label', { for: id('quantity') }, 'Quantity'),
        quantity,
        quantityError,
      ),
    ),
    h(
      'div',
      { class: 'charge-form__submit' },
      h('p', { class: 'charge-form__total' }, 'Total ', total),
      submit,
    ),
    alert,
    result,
  );

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.getAttribute('aria-busy') === 'true') return;
    clearError(alert);
    result.replaceChildren();
    quantityError.textContent = '';
    quantity.removeAttribute('aria-invalid');
    const count = Number(quantity.value);
    if (!Number.isInteger(count) || count < 1 || count > MAX_QUANTITY) {
      quantityError.textContent = `Enter a whole number from 1 to ${MAX_QUANTITY}.`;
      quantity.setAttribute('aria-invalid', 'true');
      quantity.focus();
      return;
    }
    const chosen = products.find((item) => item.sku === product.value);
    const amount = formatMoney((chosen?.price ?? 0) * count);
    const yes = await confirmAction({
      title: `Charge ${amount} to ${card.label} now?`,
      text: `The payer is not here to confirm it: the saved card is charged at once for ${count} × ${chosen?.name ?? product.value}. Only a refund can give it back.`,
      confirm: `Charge ${amount}`,
    });
    if (!yes) return;
    submit.setAttribute('aria-busy', 'true');
    submit.disabled = true;
    try {
      const order = await chargeSavedCard(card.token, {
        lines: [{ sku: product.value, quantity: count }],
      });
      result.replaceChildren(chargeResult(order));
      submit.removeAttribute('aria-busy');
      submit.disabled = false;
    } catch (error) {
      const failure = toApiRequestError(error);
      showError(
        alert,
        failure.code === 'charge_failed'
          ? 'The card was declined.'
          : 'The card could not be charged.',
        failure,
      );
      submit.removeAttribute('aria-busy');
      submit.disabled = false;
    }
  });
  return form;
}
