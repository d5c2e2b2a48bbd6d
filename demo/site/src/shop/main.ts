/**
 * The shop (`index.html`): products from the server, a cart kept in the browser until its order
 * is paid, and the checkout form that makes the order (`POST /api/orders`), or goes on with the
 * one already made from the same cart, and sends the payer to its checkout page.
 */
import type { DemoLanguage, OrderKind, Product } from '../../../shared/api.js';
import { getProducts, toApiRequestError, type ApiRequestError } from '../api/client.js';
import { addToCart, CART_CHANGE, cartOrder, readCart } from '../cart/cart.js';
import { checkOutCart, refreshCartOrder } from '../cart/cart-order.js';
import { byId, h, replaceChildren } from '../dom.js';
import { chooseLanguage, storedLanguage } from '../i18n.js';
import { mountShell } from '../shell/shell.js';
import { clearError, showError } from '../ui/error-alert.js';
import { errorText } from '../ui/error-texts.js';
import { applyTexts } from '../ui/texts.js';
import { lineErrorId, renderCart } from './cart-view.js';
import { renderProducts } from './products.js';
import { SHOP_TEXTS } from './texts.js';

const KINDS: OrderKind[] = ['payment', 'hold', 'card_verification'];
/** The Checkout the cart's order was made from, if it has one not paid yet. */
const made = cartOrder()?.made;

let language: DemoLanguage = storedLanguage();
// Back in the shop before paying, the payer finds the choices made for this cart.
let kind: OrderKind = made && KINDS.includes(made.kind) ? made.kind : 'payment';
let products = new Map<string, Product>();
let catalogue: Product[] = [];

const shell = mountShell('shop', language, (next) => setLanguage(next));
const productList = byId<HTMLUListElement>('products');
const productsState = byId('products-state');
const cartLines = byId('cart-lines');
const form = byId<HTMLFormElement>('checkout-form');
const email = byId<HTMLInputElement>('email');
const emailError = byId('email-error');
const kindError = byId('kind-error');
const formError = byId('checkout-error');
const checkoutButton = byId<HTMLButtonElement>('checkout-button');
const status = byId('shop-status');

const texts = () => SHOP_TEXTS[language];

function announce(message: string): void {
  // Emptied first, so the same words said twice are announced twice.
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = message));
}

function onAdd(product: Product): number {
  const quantity = addToCart(product.sku);
  announce(texts().added(product.name));
  return quantity;
}

function showProducts(): void {
  renderProducts(productList, catalogue, texts(), language, onAdd);
}

function showCart(): void {
  renderCart(cartLines, {
    lines: readCart(),
    products,
    kind,
    texts: texts(),
    language,
    announce,
  });
}

async function loadProducts(): Promise<void> {
  productList.setAttribute('aria-busy', 'true');
  productsState.hidden = false;
  replaceChildren(productsState, texts().productsLoading);
  try {
    catalogue = await getProducts();
    products = new Map(catalogue.map((product) => [product.sku, product]));
    productsState.hidden = true;
    productsState.replaceChildren();
    showProducts();
    showCart();
  } catch (error) {
    const retry = h('button', { type: 'button', class: 'button button--secondary' }, texts().retry);
    retry.addEventListener('click', () => void loadProducts());
    replaceChildren(
      productsState,
      h(
        'div',
        { class: 'alert alert--error' },
        h('strong', { class: 'alert__title' }, texts().productsFailed),
        h('p', {}, errorText(toApiRequestError(error), language).text),
        retry,
      ),
    );
  } finally {
    productList.removeAttribute('aria-busy');
  }
}

/** The "How to pay" radio cards, built once; their words follow the language. */
function buildKindChoices(): void {
  const container = byId('kind-choices');
  for (const value of KINDS) {
    const input = h('input', {
      type: 'radio',
      name: 'kind',
      value,
      id: `kind-${value}`,
      'aria-describedby': `kind-${value}-text`,
      checked: value === kind,
    });
    input.addEventListener('change', () => {
      kind = value;
      showCart();
    });
    container.append(
      h(
        'label',
        { class: 'choice', for: `kind-${value}` },
        input,
        h('span', { class: 'choice__title', id: `kind-${value}-title` }),
        h('span', { class: 'choice__text', id: `kind-${value}-text` }),
      ),
    );
  }
}

function setLanguage(next: DemoLanguage): void {
  language = next;
  chooseLanguage(next);
  shell.setLanguage(next);
  const words = texts();
  document.title = words.pageTitle;
  applyTexts(document, words);
  for (const value of KINDS) {
    const [title, text] = words.kinds[value];
    byId(`kind-${value}-title`).textContent = title;
    byId(`kind-${value}-text`).textContent = text;
  }
  if (catalogue.length > 0) showProducts();
  showCart();
}

/** Puts a message next to a field (or clears it) and marks the field invalid. */
function fieldError(error: HTMLElement, message: string, control?: HTMLElement): void {
  error.textContent = message;
  if (control) control.setAttribute('aria-invalid', String(message !== ''));
}

function clearErrors(): void {
  fieldError(emailError, '', email);
  fieldError(kindError, '');
  for (const element of cartLines.querySelectorAll('.field__error')) element.textContent = '';
  for (const input of cartLines.querySelectorAll('[aria-invalid]'))
    input.removeAttribute('aria-invalid');
  clearError(formError);
}

/** Checks what the browser can check; returns the first field to fix, or null. */
function checkForm(): HTMLElement | null {
  const words = texts();
  let first: HTMLElement | null = null;
  if (email.validity.valueMissing) fieldError(emailError, words.emailMissing, email);
  else if (!email.validity.valid) fieldError(emailError, words.emailInvalid, email);
  if (email.getAttribute('aria-invalid') === 'true') first = email;
  // Every order has lines, a card verification too: it verifies the card for those products.
  if (readCart().length === 0) {
    const cartError = byId('cart-error');
    cartError.textContent = words.cartMissing;
    first ??= byId('cart');
  }
  return first;
}

/** A field issue ("must be …") as a sentence of its own, shown under its field. */
const sentence = (message: string): string =>
  message.charAt(0).toUpperCase() + message.slice(1) + (/[.!?]$/.test(message) ? '' : '.');

/**
 * Shows the server's field issues next to their fields, each once: in English the server's own
 * rule, in another language the page's words for that field. The rest go to the form's alert.
 */
function showServerError(error: ApiRequestError, lines: { sku: string }[]): void {
  const words = texts();
  const placed = [];
  for (const issue of error.fields) {
    const line = /^lines\[(\d+)\]/.exec(issue.path);
    const sku = line ? lines[Number(line[1])]?.sku : undefined;
    let target: HTMLElement | null = null;
    let said = words.lineInvalid;
    if (issue.path === 'email') {
      target = emailError;
      said = words.emailInvalid;
      email.setAttribute('aria-invalid', 'true');
    } else if (issue.path === 'kind' && language === 'en') {
      // The page offers only valid kinds: another language leaves this to the alert.
      target = kindError;
    } else if (issue.path === 'lines') {
      target = document.getElementById('cart-error');
      said = words.cartMissing;
    } else if (sku) {
      target = document.getElementById(lineErrorId(sku));
      document.getElementById(`quantity-${sku}`)?.setAttribute('aria-invalid', 'true');
    }
    if (!target) continue;
    const message = language === 'en' ? sentence(issue.message) : said;
    // Two issues of one field in another language would say the same words twice.
    if (!target.textContent?.includes(message)) {
      target.textContent = [target.textContent, message].filter(Boolean).join(' ');
    }
    placed.push(issue);
  }
  showError(formError, words.orderFailed, error, { language, shownElsewhere: placed });
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (checkoutButton.getAttribute('aria-busy') === 'true') return;
  clearErrors();
  const invalid = checkForm();
  if (invalid) {
    invalid.focus();
    return;
  }
  const lines = readCart();
  checkoutButton.setAttribute('aria-busy', 'true');
  checkoutButton.textContent = texts().creating;
  try {
    // The cart stays as it is: it is emptied once the order is paid (see `cart-order.ts`).
    location.assign(await checkOutCart({ lines, email: email.value.trim(), kind, language }));
  } catch (error) {
    showServerError(toApiRequestError(error), lines);
    checkoutButton.removeAttribute('aria-busy');
    checkoutButton.textContent = texts().checkout;
    // To the first field the server faulted, else to the error itself.
    (byId('cart').querySelector<HTMLElement>('[aria-invalid="true"]') ?? formError).focus();
  }
});

// Coming back with the browser's Back button shows this page from its cache, busy: reset it.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  checkoutButton.removeAttribute('aria-busy');
  checkoutButton.textContent = texts().checkout;
  showCart();
  void refreshCartOrder();
});

window.addEventListener(CART_CHANGE, showCart);
window.addEventListener('storage', showCart);

if (made && email.value === '') email.value = made.email;
buildKindChoices();
setLanguage(language);
void loadProducts();
// The cart's order may have been paid where the payer never came back from (the tab closed).
void refreshCartOrder();
