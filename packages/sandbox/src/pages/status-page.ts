import type { Purchase, PurchaseStatus } from '@checkout-kit/protocol';
import { html } from 'hono/html';
import type { PaymentRefusal } from '../purchases/payment-refusal.js';
import { type Html, formatAmount, isWebUrl, page } from './layout.js';

/** How a status reads to a payer. */
interface StatusText {
  tone: 'ok' | 'error' | 'info';
  title: string;
  text: string;
}

const PAID: StatusText = {
  tone: 'ok',
  title: 'Payment received',
  text: 'This purchase has been paid. Thank you!',
};

const STATUS_TEXTS: Partial<Record<PurchaseStatus, StatusText>> = {
  paid: PAID,
  cleared: PAID,
  settled: PAID,
  hold: {
    tone: 'ok',
    title: 'Payment authorised',
    text: 'The amount is reserved on your card. The merchant captures it when your order is confirmed.',
  },
  preauthorized: {
    tone: 'ok',
    title: 'Card saved',
    text: 'Your card was verified and saved for future payments. You were not charged.',
  },
  pending_execute: {
    tone: 'info',
    title: 'Payment processing',
    text: 'Your payment is being processed.',
  },
  pending_charge: {
    tone: 'info',
    title: 'Payment processing',
    text: 'Your payment is being processed.',
  },
  pending_capture: {
    tone: 'info',
    title: 'Payment processing',
    text: 'Your payment is being processed.',
  },
  pending_release: {
    tone: 'info',
    title: 'Authorisation being released',
    text: 'The amount reserved on your card is being released.',
  },
  released: {
    tone: 'info',
    title: 'Authorisation released',
    text: 'The amount reserved on your card was released. You were not charged.',
  },
  pending_refund: {
    tone: 'info',
    title: 'Refund in progress',
    text: 'This purchase is being refunded.',
  },
  refunded: {
    tone: 'info',
    title: 'Purchase refunded',
    text: 'This purchase was paid and then refunded.',
  },
  chargeback: {
    tone: 'info',
    title: 'Payment disputed',
    text: 'The payment of this purchase was disputed.',
  },
  cancelled: {
    tone: 'error',
    title: 'Payment cancelled',
    text: 'The merchant cancelled this purchase, so it can no longer be paid.',
  },
  expired: {
    tone: 'error',
    title: 'Payment link expired',
    text: 'This purchase was due earlier and can no longer be paid. Ask the merchant for a new link.',
  },
  blocked: {
    tone: 'error',
    title: 'Payment blocked',
    text: 'This payment was stopped by security checks.',
  },
  error: { tone: 'error', title: 'Payment failed', text: 'The payment did not go through.' },
};

const ICONS: Record<StatusText['tone'], string> = { ok: '✓', error: '!', info: 'i' };

function textFor(purchase: Purchase, refusal: PaymentRefusal): StatusText {
  if (refusal?.reason === 'single_attempt_used') {
    return {
      tone: 'error',
      title: 'Payment failed',
      text: 'This purchase allowed a single payment attempt, and it did not go through.',
    };
  }
  return (
    STATUS_TEXTS[purchase.status] ?? {
      tone: 'info',
      title: 'Payment not possible',
      text: `This purchase cannot be paid in its current state (${purchase.status}).`,
    }
  );
}

/** The last failed attempt's reason, when the purchase failed. */
export function lastFailure(purchase: Purchase): string | null {
  const [attempt] = purchase.transaction_data.attempts; // newest first
  if (!attempt || attempt.successful) return null;
  const message = attempt.error?.message;
  return typeof message === 'string' ? message : null;
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
  const text = textFor(purchase, options.refusal);
  const failure = purchase.status === 'error' ? lastFailure(purchase) : null;
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
        <dt>Amount</dt>
        <dd class="amount">${formatAmount(total, currency)}</dd>
        ${
          method
            ? html`<dt>Paid with</dt>
                <dd>${method}</dd>`
            : ''
        }
        <dt>Status</dt>
        <dd><code>${purchase.status}</code></dd>
      </dl>
      <div class="actions">
        ${options.retryUrl ? html`<a class="button" href="${options.retryUrl}">Try again</a>` : ''}
        ${continueUrl ? html`<a class="button secondary" href="${continueUrl}">Continue</a>` : ''}
        ${returnUrl ? html`<a class="button secondary" href="${returnUrl}">Return to seller</a>` : ''}
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
