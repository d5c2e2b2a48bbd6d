import type { Purchase } from '@checkout-kit/protocol';
import { html } from 'hono/html';
import type { StoredCard } from '../core/state.js';
import { type Html, formatAmount, merchantName, page } from './layout.js';
import { pageStrings } from './page-strings.js';

/** `Mastercard •••• 4444`. */
export function cardLabel(card: StoredCard): string {
  const brand =
    card.brand === 'mastercard'
      ? 'Mastercard'
      : card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

/**
 * The test access control server's page: what a card issuer shows during 3-D Secure. The payer
 * approves or cancels; no code is asked for.
 */
export function threeDSecurePage(purchase: Purchase, card: StoredCard, now: Date): Html {
  const t = pageStrings(purchase);
  const { total, currency } = purchase.purchase;
  const date = new Intl.DateTimeFormat(t.dateLocale, {
    dateStyle: 'medium',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(now);
  return page({
    title: t.threeDSecureTitle,
    purchase,
    header: html`<header class="merchant">
      <p class="merchant-name acs-brand">
        ${t.sandboxBank} <span class="acs-badge">${t.threeDSecure}</span>
      </p>
      <p class="reference">${t.accessControlServer}</p>
    </header>`,
    body: html`
      <h1>${t.confirmPayment}</h1>
      <p>${t.confirmText}</p>
      <dl class="facts">
        <dt>${t.merchant}</dt>
        <dd>${merchantName(purchase)}</dd>
        <dt>${t.amount}</dt>
        <dd class="amount">${formatAmount(total, currency)}</dd>
        <dt>${t.card}</dt>
        <dd>${cardLabel(card)}</dd>
        <dt>${t.date}</dt>
        <dd>${date}</dd>
      </dl>
      <form method="post" action="/p/${purchase.id}/3ds/" novalidate>
        <div class="actions two">
          <button type="submit" name="decision" value="approve">${t.approve}</button>
          <button type="submit" name="decision" value="cancel" class="secondary">
            ${t.cancel}
          </button>
        </div>
      </form>
    `,
  });
}
