/**
 * The checkout page (`checkout.html?order=<id>&key=<key>`): the order from the server, then
 * `<checkout-method-picker>` with the order's filters. Card, when the purchase has a Direct Post
 * URL, shows `<checkout-card-form>` right under the Card option, in the picker's `card` slot
 * (the card goes straight to the gateway); every other method, and Card without a Direct Post
 * URL, continues to the gateway's page with `?preferred=<method>`: FPX with the bank the payer
 * chose under it (`&fpx_bank_code=`, from the merchant server's `/api/bank-status`), straight to
 * that bank, and an e-wallet with its wallet's code.
 *
 * A payer whose payment failed comes back here (the purchase's `failure_redirect`): the order as
 * it was, told why and what to do next, with focus on that. After a card was declined, Card is
 * chosen and the reason stands above the card form (its `message`): one Tab to the card fields.
 */
import type { CheckoutMethodSelectEvent } from '@checkout-kit/elements';
import '@checkout-kit/elements';
import type { DemoLanguage, Order } from '../../../shared/api.js';
import { getOrder, toApiRequestError } from '../api/client.js';
import { siteConfig } from '../api/config.js';
import { followOrder } from '../cart/cart-order.js';
import { byId, h, httpUrl, replaceChildren } from '../dom.js';
import { formatMoney } from '../format.js';
import { chooseLanguage, chosenLanguage, storedLanguage } from '../i18n.js';
import { mountShell } from '../shell/shell.js';
import { showError } from '../ui/error-alert.js';
import { failureReasonText } from '../ui/failure-reason.js';
import { isKnownCardBrand } from '../../../shared/card-brands.js';
import { orderIdFromQuery, orderKeyFromQuery, orderLines, resultUrl } from '../ui/order-lines.js';
import { isPayable, KIND_LABELS, statusInfo } from '../ui/status.js';
import { CHECKOUT_TEXTS, type CheckoutTexts } from './texts.js';

let language: DemoLanguage = storedLanguage();
/** The order shown, drawn again when the payer switches language. */
let shown: Order | null = null;
const shell = mountShell('checkout', language, (next) => switchLanguage(next));
const state = byId('checkout-state');
const errorBox = byId('checkout-error');
const status = byId('checkout-status');
const texts = (): CheckoutTexts => CHECKOUT_TEXTS[language];
/** The payer's proof that opens the order; a staff session needs none. */
const orderKey = orderKeyFromQuery();

function setLanguage(next: DemoLanguage): void {
  language = next;
  chooseLanguage(next);
  shell.setLanguage(next);
  byId('checkout-eyebrow').textContent = texts().eyebrow;
}

/**
 * The payer chose another language in the header: the page speaks it at once. The picker and the
 * card form keep what the payer chose and typed; only their language changes. (The gateway's own
 * pages keep the order's language, set when it was made.)
 */
function switchLanguage(next: DemoLanguage): void {
  setLanguage(next);
  if (!shown) {
    if (byId('checkout-state').hidden === false) state.textContent = texts().loading;
    return;
  }
  showTitles(shown);
  if (!byId('not-payable').hidden) showNotPayable(shown);
  if (!byId('checkout').hidden) {
    showSummary(shown);
    showPaymentTexts(shown);
  }
}

function showSummary(order: Order): void {
  const words = texts();
  byId('summary-title').textContent = words.summaryTitle;
  replaceChildren(byId('summary-lines'), orderLines(order, words.total, language));
  replaceChildren(
    byId('summary-facts'),
    h('dt', {}, words.orderNumber),
    h('dd', { 'data-testid': 'order-id' }, order.id),
    h('dt', {}, words.email),
    h('dd', {}, order.email),
    h('dt', {}, words.kind),
    h('dd', {}, KIND_LABELS[order.kind][language]),
  );
  const note = byId('kind-note');
  note.textContent = words.kindNotes[order.kind];
  byId('summary-total').textContent = words.summaryTotal(
    formatMoney(order.total, order.currency, language),
  );
  showSummaryAction();
}

/** Where the summary sits beside the payment, as `checkout.css` lays it out. */
const WIDE = matchMedia('(min-width: 56rem)');

/**
 * On a phone the summary is one line ("Total RM 86.00, Show details") above the payment, so
 * the Pay button is near; beside the payment on a wide screen it is always open.
 */
function foldSummaryOnPhones(): void {
  const details = byId<HTMLDetailsElement>('summary-details');
  const fit = () => {
    details.open = WIDE.matches;
    showSummaryAction();
  };
  details.addEventListener('toggle', showSummaryAction);
  WIDE.addEventListener('change', fit);
  fit();
}

/** "Show details" or "Hide details", as the summary is now. */
function showSummaryAction(): void {
  const details = byId<HTMLDetailsElement>('summary-details');
  byId('summary-toggle-action').textContent = details.open
    ? texts().hideDetails
    : texts().showDetails;
}

/** An order the payer can no longer pay: its state, and the way to its result page. */
function showNotPayable(order: Order): void {
  const words = texts();
  byId('not-payable-title').textContent = statusInfo(order.purchase.status).succeeded
    ? words.nothingToPay
    : words.notPayableTitle;
  byId('not-payable-text').textContent = words.notPayable(
    statusInfo(order.purchase.status)[language],
  );
  const link = byId<HTMLAnchorElement>('not-payable-link');
  link.href = resultUrl(order.id, orderKey);
  link.textContent = words.seeResult;
  byId('not-payable').hidden = false;
}

/** Whether the last attempt failed with a card, and the card form can take another one here. */
function lastAttemptFailedByCard({ purchase }: Order): boolean {
  return (
    purchase.status === 'error' &&
    httpUrl(purchase.directPostUrl) !== null &&
    isKnownCardBrand(purchase.failureMethod ?? '')
  );
}

/** The words around the picker and the card form, and their language. */
function showPaymentTexts(order: Order): void {
  const words = texts();
  byId('pay-title').textContent = words.payTitle;
  // The last attempt failed: why, and what to do next, where the payer acts on it: above the
  // card form after a card was declined, else above the methods.
  const failure =
    order.purchase.status === 'error'
      ? `${words.lastFailed} ${failureReasonText(order.purchase.failureCode, language)}`
      : '';
  const byCard = lastAttemptFailedByCard(order);
  const retryNote = byId('retry-note');
  retryNote.textContent = byCard ? '' : failure;
  retryNote.hidden = !failure || byCard;
  byId('card-title').textContent = words.cardTitle;
  byId('card-note').textContent = words.cardNote;
  const picker = document.querySelector('checkout-method-picker');
  if (picker) {
    picker.lang = language;
    picker.descriptions = words.methodDescriptions;
  }
  const form = document.querySelector('checkout-card-form');
  if (form) {
    form.lang = language;
    form.message = byCard ? failure : '';
  }
  const gatewayLink = document.getElementById('gateway-link');
  if (gatewayLink) gatewayLink.textContent = words.elsewhere;
}

async function showPayment(order: Order): Promise<void> {
  const checkoutUrl = httpUrl(order.purchase.checkoutUrl);
  const directPostUrl = httpUrl(order.purchase.directPostUrl);
  // Test mode shows the test cards; without an answer from the server it stays off.
  const testMode = await siteConfig().then(
    (config) => config.testMode,
    () => false,
  );

  const cardFailed = lastAttemptFailedByCard(order);
  const picker = document.createElement('checkout-method-picker');
  picker.id = 'method-picker';
  picker.amount = order.total;
  picker.skipCapture = order.kind !== 'payment';
  picker.preauthorization = order.kind === 'card_verification';
  picker.navigate = 'preferred';
  if (checkoutUrl) picker.checkoutUrl = checkoutUrl;
  // Another card, at once: Card chosen, its form open under it.
  if (cardFailed) picker.value = 'card';

  const cardSection = byId('card-section');
  const form = document.createElement('checkout-card-form');
  form.id = 'card-form';
  form.action = directPostUrl ?? '';
  if (checkoutUrl) form.checkoutUrl = checkoutUrl;
  form.currency = order.currency;
  // A card verification charges nothing: its button says "Pay", not "Pay RM 0.00".
  if (order.kind !== 'card_verification') form.amount = order.total;
  form.testMode = testMode;
  form.rememberCard = true;

  replaceChildren(byId('card-slot'), form);
  if (directPostUrl !== null) {
    // In the card slot, the picker shows the section under the Card option while Card is
    // chosen, and offers no Continue for Card: the payer pays here.
    cardSection.slot = 'card';
    cardSection.hidden = false;
    picker.append(cardSection);
    picker.addEventListener('checkout-method-select', (event: CheckoutMethodSelectEvent) => {
      if (event.detail.isCard) announce(texts().cardShown);
    });
  } else {
    cardSection.remove();
  }
  replaceChildren(byId('picker-slot'), picker);

  const gatewayLink = byId<HTMLAnchorElement>('gateway-link');
  if (checkoutUrl) gatewayLink.href = checkoutUrl;
  else gatewayLink.parentElement?.remove();
  showPaymentTexts(order);
  // FPX then asks for the payer's bank under its row, and Continue goes straight to that bank;
  // an e-wallet's Continue names its wallet. Nothing is asked until the payer chooses.
  picker.banksSrc = '/api/bank-status';
  // Set last: the picker fetches once it has a `src` and is connected.
  picker.src = '/api/payment-methods';
  byId('checkout').hidden = false;
  if (cardFailed) {
    // The card form shows once the picker shows Card, with the list.
    picker.addEventListener(
      'checkout-methods-load',
      () => void picker.updateComplete.then(() => form.focus()),
      { once: true },
    );
  } else if (order.purchase.status === 'error') {
    byId('retry-note').focus();
  }
}

function announce(message: string): void {
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = message));
}

async function load(id: string): Promise<void> {
  state.hidden = false;
  state.textContent = texts().loading;
  errorBox.hidden = true;
  let order: Order;
  try {
    order = await getOrder(id, orderKey);
  } catch (error) {
    state.hidden = true;
    byId('checkout-title').textContent = texts().loadFailed;
    showError(errorBox, texts().loadFailed, toApiRequestError(error), { language });
    const retry = h('button', { type: 'button', class: 'button button--secondary' }, texts().retry);
    retry.addEventListener('click', () => void load(id));
    errorBox.append(h('p', {}, retry));
    return;
  }
  // The payer's own choice in this browser; the order's on a link opened elsewhere.
  setLanguage(chosenLanguage() ?? order.language);
  // An order paid already empties its cart; one that can no longer be paid leaves it for a new.
  followOrder(order);
  shown = order;
  showTitles(order);
  state.hidden = true;
  if (!isPayable(order.purchase.status)) {
    showNotPayable(order);
    return;
  }
  showSummary(order);
  foldSummaryOnPhones();
  await showPayment(order);
}

/** The page's title and heading for the order. */
function showTitles(order: Order): void {
  const words = texts();
  document.title = words.pageTitle(order.id);
  byId('checkout-title').textContent = isPayable(order.purchase.status)
    ? words.titleFor(order.id)
    : words.orderTitle(order.id);
}

const id = orderIdFromQuery();
if (id) {
  void load(id);
} else {
  state.hidden = true;
  byId('checkout-title').textContent = texts().loadFailed;
  replaceChildren(
    errorBox,
    h('p', {}, texts().noOrder, ' ', h('a', { href: '/' }, texts().backToShop)),
  );
  errorBox.hidden = false;
}
