import type { Purchase } from '@checkout-kit/protocol';
import { html } from 'hono/html';
import type { PaymentRefusal } from '../purchases/payment-refusal.js';
import { type Html, formatAmount, isWebUrl, page } from './layout.js';
import { lastFailure } from './failure-reason.js';
import { type StatusText, pageStrings } from './page-strings.js';

const ICONS: Record<StatusText['tone'], string> = { ok: '✓', error: '!', info: 'i' };

function textFor(purchase: Purchase, refusal: PaymentRefusal): StatusText {
  const t = pageStrings(purchase);
  if (refusal?.reason === 'single_attempt_used') return t.singleAttemptUsed;
  return t.statuses[purchase.status] ?? t.notPossible(purchase.status);
}

/** How the purchase was paid, for the confirmation: `Visa •••• 1111`, or the method. */
function paidWith(purchase: Purchase): string | null {
  const { extra, payment_method: method } = purchase.transaction_data;
  if (!method) return null;
  if (typeof extra.masked_pan === 'string') {
    const brand = typeof extra.card_brand === 'string' ? extra.card_brand : method;
    return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${extra.masked_pan}`;
  }
  return method;
}

/** What a status page offers besides its message. */
export interface StatusPageOptions {
  /** The reason a purchase takes no payment; `null` when it could take one. */
  refusal: PaymentRefusal;
  /** A link back to the payment page, for a failure the payer may retry. */
  retryUrl?: string | null;
  /** A sentence about why the page is shown, above the status. */
  note?: string | null;
  /** Where the payer may continue: the purchase's own redirect. */
  continueUrl?: string | null;
}

/**
 * The page for a purchase that takes no payment (paid, cancelled, expired…), and the result
 * page after a payment when the purchase has no redirect of its own.
 */
export function statusPage(purchase: Purchase, options: StatusPageOptions): Html {
  const t = pageStrings(purchase);
  const text = textFor(purchase, options.refusal);
  const failure = purchase.status === 'error' ? lastFailure(purchase, t) : null;
  const method = text.tone === 'ok' ? paidWith(purchase) : null;
  const { currency, total } = purchase.purchase;
  const continueUrl = isWebUrl(options.continueUrl) ? options.continueUrl : null;
  const returnUrl = isWebUrl(purchase.cancel_redirect) ? purchase.cancel_redirect : null;
  return page({
    title: text.title,
    purchase,
    body: html`
      ${options.note ? html`<p class="notice info" role="status">${options.note}</p>` : ''}
      <div class="status-icon ${text.tone}" aria-hidden="true">${ICONS[text.tone]}</div>
      <h1>${text.title}</h1>
      <p>${text.text}</p>
      ${failure ? html`<p class="notice error" role="alert">${failure}</p>` : ''}
      <dl class="facts">
        <dt>${t.amount}</dt>
        <dd class="amount">${formatAmount(total, currency)}</dd>
        ${
          method
            ? html`<dt>${t.paidWith}</dt>
                <dd>${method}</dd>`
            : ''
        }
        <dt>${t.status}</dt>
        <dd><code>${purchase.status}</code></dd>
      </dl>
      <div class="actions">
        ${options.retryUrl ? html`<a class="button" href="${options.retryUrl}">${t.tryAgain}</a>` : ''}
        ${continueUrl ? html`<a class="button secondary" href="${continueUrl}">${t.continue}</a>` : ''}
        ${returnUrl ? html`<a class="button secondary" href="${returnUrl}">${t.returnToSeller}</a>` : ''}
      </div>
    `,
  });
}

/** A page for a request the sandbox cannot serve: an unknown purchase, Direct Post turned off. */
export function problemPage(title: string, text: string, purchase?: Purchase): Html {
  return page({
    title,
    ...(purchase ? { purchase } : {}),
    body: html`
      <div class="status-icon error" aria-hidden="true">!</div>
      <h1>${title}</h1>
      <p>${text}</p>
    `,
  });
}
