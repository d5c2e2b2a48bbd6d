import type { Purchase } from '@checkout-kit/protocol';
import { html } from 'hono/html';
import type { StoredCard } from '../state.js';
import { type Html, formatAmount, merchantName, page } from './layout.js';

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
  const { total, currency } = purchase.purchase;
  const date = new Intl.DateTimeFormat('en-MY', {
    dateStyle: 'medium',
    timeZone: 'Asia/Kuala_Lumpur',
  }).format(now);
  return page({
    title: '3-D Secure authentication',
    header: html`<header class="merchant">
      <p class="merchant-name acs-brand">Sandbox Bank <span class="acs-badge">3-D Secure</span></p>
      <p class="reference">Test access control server</p>
    </header>`,
    body: html`
      <h1>Confirm this payment</h1>
      <p>Your bank asks you to confirm this card payment. In test mode no code is needed.</p>
      <dl class="facts">
        <dt>Merchant</dt>
        <dd>${merchantName(purchase)}</dd>
        <dt>Amount</dt>
        <dd class="amount">${formatAmount(total, currency)}</dd>
        <dt>Card</dt>
        <dd>${cardLabel(card)}</dd>
        <dt>Date</dt>
        <dd>${date}</dd>
      </dl>
      <form method="post" action="/p/${purchase.id}/3ds/">
        <div class="actions two">
          <button type="submit" name="decision" value="approve">Approve</button>
          <button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
        </div>
      </form>
    `,
  });
}
