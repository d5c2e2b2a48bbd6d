import { type Purchase, purchaseTotals } from '@checkout-kit/protocol';
import { html } from 'hono/html';
import { type Html, formatAmount, merchantName } from './layout.js';
import { pageStrings } from './page-strings.js';

/** What the payer is asked to do, as a heading: pay, authorise, or save a card. */
export function actionHeading(purchase: Purchase): string {
  const t = pageStrings(purchase);
  const { total, currency } = purchase.purchase;
  if (total === 0) return t.saveYourCard;
  const amount = formatAmount(total, currency);
  return purchase.skip_capture ? t.authorise(amount) : t.pay(amount);
}

/** The submit button's label for a card payment. */
export function cardButtonLabel(purchase: Purchase): string {
  return purchase.purchase.total === 0
    ? pageStrings(purchase).verifyAndSave
    : actionHeading(purchase);
}

function quantityOf(quantity: number | string | undefined): string | null {
  if (quantity === undefined || Number(quantity) === 1) return null;
  return String(Number(quantity));
}

/**
 * The purchase's line items and total. Lines come from the kit's total rule
 * (`purchaseTotals`); tax and a debt get their own rows; the total row is always the
 * purchase's `total`.
 */
export function purchaseSummary(purchase: Purchase): Html {
  const t = pageStrings(purchase);
  const details = purchase.purchase;
  const { currency, total } = details;
  let lines: readonly { amount: number; tax: number }[] = [];
  let tax = 0;
  let debt = 0;
  try {
    const totals = purchaseTotals(details);
    lines = totals.lines;
    tax = totals.tax;
    debt = totals.debt;
  } catch {
    // A purchase from an older data file: show the products without line amounts.
  }
  const items = details.products.map((product, index) => {
    const quantity = quantityOf(product.quantity);
    const line = lines[index];
    return html`<li>
      <span>${product.name}${quantity ? html` <span class="muted">× ${quantity}</span>` : ''}</span>
      ${line ? html`<span class="amount">${formatAmount(line.amount, currency)}</span>` : ''}
    </li>`;
  });
  const overridden = typeof details.total_override === 'number';
  return html`<ul class="summary" aria-label="${t.orderSummary}">
    ${items}
    ${
      tax > 0 && !overridden
        ? html`<li>
            <span>${t.tax}</span><span class="amount">${formatAmount(tax, currency)}</span>
          </li>`
        : ''
    }
    ${
      debt !== 0
        ? html`<li>
            <span>${debt > 0 ? t.previousBalance : t.credit}</span>
            <span class="amount">${formatAmount(debt, currency)}</span>
          </li>`
        : ''
    }
    <li class="total">
      <span>${t.total}</span><span class="amount">${formatAmount(total, currency)}</span>
    </li>
  </ul>`;
}

/** Whom the payer pays and how much, as a bank's or a wallet's page shows it before approval. */
export function payToFacts(purchase: Purchase): Html {
  const t = pageStrings(purchase);
  const { total, currency } = purchase.purchase;
  return html`<dl class="facts">
    <dt>${t.payTo}</dt>
    <dd>${merchantName(purchase)}</dd>
    <dt>${t.amount}</dt>
    <dd class="amount">${formatAmount(total, currency)}</dd>
  </dl>`;
}
