/// <reference types="vite/client" />
/**
 * The theming page. Each theme's CSS is imported twice: once to style its column, once as text
 * for the listing under it, so the listing is always exactly what styles the column.
 */
import '@checkout-kit/elements';
import type { CheckoutCardForm, CheckoutMethodPicker } from '@checkout-kit/elements';
import { getProducts, toApiRequestError } from '../api/client.js';
import { byId } from '../dom.js';
import { formatMoney } from '../format.js';
import { mountShell } from '../shell/shell.js';
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

/** The note under the form an event came from. */
const noteOf = (event: Event): Element | null | undefined =>
  (event.target as Element).closest('.theme')?.querySelector('.theme__note');

// No purchase stands behind these forms: stop each before its POST, and say so beside it.
document.addEventListener('checkout-submit', (event) => {
  event.preventDefault();
  const note = noteOf(event);
  if (note)
    note.textContent =
      'Stopped before posting: with a purchase, the card would go to the gateway now.';
});
document.addEventListener('checkout-invalid', (event) => {
  const note = noteOf(event);
  if (note) note.textContent = '';
});

const pickers = document.querySelectorAll<CheckoutMethodPicker>('checkout-method-picker');
const forms = document.querySelectorAll<CheckoutCardForm>('checkout-card-form');

// Priced like a real order: one of the shop's first product, at the server's price.
try {
  const [product] = await getProducts();
  if (product) {
    for (const element of [...pickers, ...forms]) element.amount = product.price;
    byId('theming-note').append(
      ` The amount is one ${product.name}: ${formatMoney(product.price)}.`,
    );
  }
} catch (error) {
  const alert = byId('theming-error');
  alert.textContent = `The products could not be loaded, so the forms show no amount. ${toApiRequestError(error).message}`;
  alert.hidden = false;
}
// Asked once the amount is known, so each picker lists what fits it.
for (const picker of pickers) picker.src = '/api/payment-methods';
