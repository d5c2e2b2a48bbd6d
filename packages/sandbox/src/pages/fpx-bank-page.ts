import { CHECKOUT_FPX_BANK_PARAMETER, type Purchase } from '@checkout-kit/protocol';
import { html } from 'hono/html';
import type { PageMethod } from '../payments/allowed-methods.js';
import type { FpxBank } from '../payments/fpx-banks.js';
import { type Html, page } from './layout.js';
import { payToFacts } from './purchase-summary.js';
import { pagePaths } from './navigation.js';
import { pageStrings } from './page-strings.js';

/** FPX's name, a brand: the same in every language. */
const FPX_BADGE = 'FPX';

/**
 * The simulated bank's own page, where FPX sends a payer whose bank is already chosen (the
 * checkout URL's `?fpx_bank_code=`, as the merchant's page sends it): headed by the bank, not by
 * the gateway, with no bank to choose. The payer approves or declines as they would after
 * logging in to that bank; the bank goes back with the answer, under the checkout URL's name,
 * to the method's own form handler.
 */
export function fpxBankPage(purchase: Purchase, method: PageMethod, bank: FpxBank): Html {
  const t = pageStrings(purchase);
  const methodPath = pagePaths.method(purchase.id, method.id);
  return page({
    title: bank.name,
    purchase,
    header: html`<header class="merchant">
      <p class="merchant-name acs-brand">
        ${bank.name} <span class="acs-badge">${FPX_BADGE}</span>
      </p>
      <p class="reference">${t.simulatedPage(true)}</p>
    </header>`,
    body: html`
      <h1>${t.confirmPayment}</h1>
      <p>${t.noAccountNeeded(bank.name)}</p>
      ${payToFacts(purchase)}
      <form method="post" action="${methodPath}" novalidate>
        <input type="hidden" name="${CHECKOUT_FPX_BANK_PARAMETER}" value="${bank.code}" />
        <div class="actions two">
          <button type="submit" name="decision" value="approve">${t.approve}</button>
          <button type="submit" name="decision" value="decline" class="danger">${t.decline}</button>
        </div>
      </form>
      <p class="after-actions"><a href="${methodPath}">${t.anotherBank}</a></p>
    `,
  });
}
