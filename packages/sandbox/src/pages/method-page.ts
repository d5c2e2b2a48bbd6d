import type { Purchase } from '@checkout-kit/protocol';
import { html } from 'hono/html';
import type { PageMethod } from '../payments/allowed-methods.js';
import { FPX_BANKS, FPX_METHODS } from '../payments/fpx-banks.js';
import { type Html, formatAmount, merchantName, page } from './layout.js';

/** What the simulated bank or wallet page shows besides the purchase and method. */
export interface MethodPageOptions {
  /** The FPX bank to preselect (`?fpx_bank_code=`). */
  bankCode: string | null;
  /** Why the last submission was refused (no bank chosen). */
  error?: string | null;
  /** Whether the page links back to a choice of other methods. */
  otherMethods: boolean;
}

/**
 * A simulated bank or wallet: FPX asks for the bank first; every method then lets the payer
 * approve or decline, as its real page or app would after logging in.
 */
export function methodPage(
  purchase: Purchase,
  method: PageMethod,
  options: MethodPageOptions,
): Html {
  const { total, currency } = purchase.purchase;
  const fpx = FPX_METHODS.includes(method.id);
  const logo = method.logos[0];
  const banks = fpx
    ? html`<div class="field">
        <label for="fpx_bank_code">Choose your bank</label>
        <select
          id="fpx_bank_code"
          name="fpx_bank_code"
          required
          ${options.error ? html`aria-invalid="true" aria-describedby="fpx_bank_code-error"` : ''}
        >
          <option value="">Select a bank</option>
          ${FPX_BANKS.map(
            (bank) =>
              html`<option
                value="${bank.code}"
                ${bank.code === options.bankCode ? html`selected` : ''}
              >
                ${bank.name}
              </option>`,
          )}
        </select>
        ${
          options.error
            ? html`<p class="error-text" id="fpx_bank_code-error" role="alert">${options.error}</p>`
            : ''
        }
      </div>`
    : html`<p class="muted">
        In test mode no ${method.name} account or app is needed: approve or decline the payment as
        the payer would.
      </p>`;
  return page({
    title: method.name,
    purchase,
    body: html`
      <h1 class="acs-brand">
        ${logo ? html`<img src="${logo}" alt="" width="38" height="24" />` : ''} ${method.name}
      </h1>
      <p>Simulated ${fpx ? 'online banking' : 'payment'} page of the sandbox.</p>
      <dl class="facts">
        <dt>Pay to</dt>
        <dd>${merchantName(purchase)}</dd>
        <dt>Amount</dt>
        <dd class="amount">${formatAmount(total, currency)}</dd>
      </dl>
      <form method="post" action="/p/${purchase.id}/method/${method.id}/">
        ${banks}
        <div class="actions two">
          <button type="submit" name="decision" value="approve">Approve</button>
          <button type="submit" name="decision" value="decline" class="danger" formnovalidate>
            Decline
          </button>
        </div>
      </form>
      ${
        options.otherMethods
          ? html`<p class="after-actions">
              <a href="/p/${purchase.id}/">Choose another payment method</a>
            </p>`
          : ''
      }
    `,
  });
}
