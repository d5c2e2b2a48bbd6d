/**
 * The result page (`result.html?order=<id>&key=<key>`, `&outcome=failure` from the failure redirect): the
 * order's status, live (asked every 1.5 s until it is final, announced politely), its amounts and
 * fulfilment, and the log of callbacks, webhooks and the shop's own actions.
 */
import { payerFailureReason } from '@checkout-kit/protocol';
import type { DemoLanguage, Order } from '../../../shared/api.js';
import { getOrder, toApiRequestError } from '../api/client.js';
import { followOrder } from '../cart/cart-order.js';
import { byId, h, replaceChildren } from '../dom.js';
import { formatDateTime, formatMoney, formatTime } from '../format.js';
import { chooseLanguage, chosenLanguage, storedLanguage } from '../i18n.js';
import { mountShell } from '../shell/shell.js';
import { clearError, showError } from '../ui/error-alert.js';
import { checkoutUrl, orderIdFromQuery, orderKeyFromQuery, orderLines } from '../ui/order-lines.js';
import { isPayable, orderStatusBadge, statusInfo } from '../ui/status.js';
import { failureReasonText } from '../ui/failure-reason.js';
import { methodName } from '../ui/method-name.js';
import { logTable } from './log-table.js';
import { isSettled, OUTCOME_TONES, outcomeOf } from './presentation.js';
import { RESULT_TEXTS, type ResultTexts } from './texts.js';

/** How often to ask while the status may still change. */
const POLL_MS = 1500;
/** After a final status the gateway's callback and webhooks may still be on their way. */
const AFTER_FINAL_MS = 3000;
const AFTER_FINAL_POLLS = 10;
/** Stop asking on our own after this long; the Refresh button asks again. */
const MAX_PENDING_POLLS = 120;

let language: DemoLanguage = storedLanguage();
/** The order shown, drawn again when the payer switches language. */
let shown: Order | null = null;
const shell = mountShell('result', language, (next) => {
  setLanguage(next);
  if (!shown) return;
  show(shown);
  showPolling(shown.id, polling);
});
const state = byId('result-state');
const errorBox = byId('result-error');
const announcer = byId('status-announcer');
const pollState = byId('poll-state');
const failureRedirect = new URLSearchParams(location.search).get('outcome') === 'failure';
/** The payer's proof that opens the order; a staff session needs none. */
const orderKey = orderKeyFromQuery();
const texts = (): ResultTexts => RESULT_TEXTS[language];

let lastStatus: string | null = null;
let timer: number | undefined;
let polls = 0;
let finalPolls = 0;
/** Whether the page is still asking by itself. */
let polling = false;

function setLanguage(next: DemoLanguage): void {
  if (next === language && document.documentElement.lang === next) return;
  language = next;
  chooseLanguage(next);
  shell.setLanguage(next);
}

function showOutcome(order: Order): void {
  const words = texts();
  const outcome = outcomeOf(order, failureRedirect);
  const [title, text] = words[outcome];
  const section = byId('outcome');
  section.dataset.outcome = outcome;
  section.dataset.tone = OUTCOME_TONES[outcome];
  byId('outcome-eyebrow').textContent = words.eyebrow(order.id);
  byId('outcome-title').textContent = title;
  // A failure says why, from the gateway's code, and what to do next.
  const failed = outcome === 'failed';
  const { failureCode } = order.purchase;
  byId('outcome-text').textContent = failed
    ? `${text} ${failureReasonText(failureCode, language)}`
    : text;
  section.dataset.failureReason = failed ? payerFailureReason(failureCode) : '';
  const actions = byId('outcome-actions');
  replaceChildren(
    actions,
    outcome === 'failed' &&
      isPayable(order.purchase.status) &&
      h('a', { class: 'button', href: checkoutUrl(order.id, orderKey) }, words.tryAgain),
    h('a', { class: 'button button--secondary', href: '/' }, words.continueShopping),
  );
}

/** What the payer needs: the status, the amounts, how it was paid, the order and the e-mail. */
function showDetails(order: Order): void {
  const words = texts();
  const money = (amount: number): string => formatMoney(amount, order.currency, language);
  const status = orderStatusBadge(order, language);
  status.id = 'order-status';
  status.dataset.final = String(isSettled(order));
  const { refundedAmount, paymentMethod } = order.purchase;
  replaceChildren(
    byId('order-details'),
    ...fact(words.status, status),
    ...fact(words.total, money(order.total), 'total'),
    ...(refundedAmount > 0 ? fact(words.refunded_, money(refundedAmount), 'refunded') : []),
    ...(paymentMethod ? fact(words.method, methodName(paymentMethod, language), 'method') : []),
    ...fact(words.orderNumber, order.id, 'order-number'),
    ...fact(words.email, order.email, 'email'),
    ...fact(
      words.fulfilment,
      order.fulfilledAt
        ? words.fulfilled(formatDateTime(order.fulfilledAt, language), order.fulfilmentCount)
        : words.notFulfilled,
      'fulfilment',
    ),
    ...(order.purchase.isRecurringToken ? fact(words.savedCard, words.yes, 'saved-card') : []),
  );
}

/** What a developer checks: the gateway's purchase, what was captured, and the log. */
function showDeveloperDetails(order: Order): void {
  const words = texts();
  byId('developer-summary').textContent = words.developerDetails;
  replaceChildren(
    byId('developer-facts'),
    ...fact(words.purchase, h('code', {}, order.purchase.id), 'purchase-id'),
    ...fact(
      words.captured,
      formatMoney(order.purchase.capturedAmount, order.currency, language),
      'captured',
    ),
  );
  byId('log-title').textContent = words.logTitle;
  byId('log-intro').textContent = words.logIntro;
  replaceChildren(byId('log-slot'), logTable(order.events, words, language));
}

/** A term and its value, for a `<dl>`. */
const fact = (label: string, value: Node | string, testId?: string): Node[] => [
  h('dt', {}, label),
  h('dd', { 'data-testid': testId }, value),
];

function show(order: Order): void {
  shown = order;
  const words = texts();
  document.title = words.pageTitle(order.id);
  byId('details-title').textContent = words.detailsTitle;
  byId('items-title').textContent = words.itemsTitle;
  showOutcome(order);
  showDetails(order);
  replaceChildren(byId('order-items'), orderLines(order, words.total, language));
  showDeveloperDetails(order);
  state.hidden = true;
  byId('result').hidden = false;
  if (order.purchase.status !== lastStatus) {
    // The first status is in the page's heading already; later ones are news.
    if (lastStatus !== null) {
      announcer.textContent = words.announce(statusInfo(order.purchase.status)[language]);
    }
    lastStatus = order.purchase.status;
  }
}

/** Shows whether the page is still asking, and offers to ask again once it stopped. */
function showPolling(id: string, active: boolean): void {
  polling = active;
  const words = texts();
  if (active) {
    replaceChildren(
      pollState,
      h('span', { class: 'spinner', 'aria-hidden': 'true' }),
      words.checking,
    );
    return;
  }
  const refresh = h(
    'button',
    { type: 'button', class: 'button button--secondary button--small' },
    words.refresh,
  );
  refresh.addEventListener('click', () => {
    polls = 0;
    finalPolls = 0;
    void poll(id);
  });
  replaceChildren(
    pollState,
    words.checkedAt(formatTime(new Date().toISOString(), language)),
    ' ',
    refresh,
  );
}

/** A link to an order that does not exist (mistyped, or from another shop): where to go next. */
function showUnknownOrder(id: string): void {
  const words = texts();
  state.hidden = true;
  errorBox.before(h('h1', {}, words.unknownOrderTitle));
  replaceChildren(
    errorBox,
    h('p', {}, words.unknownOrder(id)),
    h('p', {}, h('a', { class: 'button', href: '/' }, words.backToShop)),
  );
  errorBox.dataset.code = 'not_found';
  errorBox.hidden = false;
}

async function poll(id: string, first = false): Promise<void> {
  window.clearTimeout(timer);
  let order: Order;
  try {
    order = await getOrder(id, orderKey);
  } catch (error) {
    const failure = toApiRequestError(error);
    if (first && failure.status === 404) {
      showUnknownOrder(id);
      return;
    }
    if (first) {
      state.hidden = true;
      errorBox.before(h('h1', {}, texts().loadFailed));
    }
    showError(errorBox, first ? texts().loadFailed : texts().refreshFailed, failure, { language });
    showPolling(id, false);
    return;
  }
  clearError(errorBox);
  // The payer's own choice in this browser; the order's on a link opened elsewhere.
  if (first) setLanguage(chosenLanguage() ?? order.language);
  show(order);
  // Paid: the cart it was made from is emptied (the header's count with it), and only now.
  followOrder(order);
  polls += 1;
  if (isSettled(order)) finalPolls += 1;
  // After a final status, keep going a little longer at a calmer pace, until the order is
  // fulfilled: the log fills in as the signed callback and webhooks arrive.
  const more = !isSettled(order)
    ? polls < MAX_PENDING_POLLS
    : finalPolls <= AFTER_FINAL_POLLS &&
      statusInfo(order.purchase.status).succeeded &&
      order.fulfilledAt === null;
  showPolling(id, more);
  if (more)
    timer = window.setTimeout(() => void poll(id), isSettled(order) ? AFTER_FINAL_MS : POLL_MS);
}

const id = orderIdFromQuery();
if (id) {
  void poll(id, true);
} else {
  state.hidden = true;
  errorBox.before(h('h1', {}, texts().loadFailed));
  replaceChildren(
    errorBox,
    h('p', {}, texts().noOrder, ' ', h('a', { href: '/' }, texts().backToShop)),
  );
  errorBox.hidden = false;
}
