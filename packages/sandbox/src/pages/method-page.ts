import { CHECKOUT_FPX_BANK_PARAMETER, type Purchase, isFpxMethod } from '@checkout-kit/protocol';
import { html } from 'hono/html';
import type { PageMethod } from '../payments/allowed-methods.js';
import { fpxBanksOf } from '../payments/fpx-banks.js';
import { errorLine, errorLineId, fieldCheckScript, fieldSummary } from './field-check.js';
import { type Html, page } from './layout.js';
import { payToFacts } from './purchase-summary.js';
import { pageStrings } from './page-strings.js';

/**
 * The bank field of the simulated FPX page, named as the checkout URL's parameter: the bank's
 * own page (`./fpx-bank-page.ts`) posts its bank back under the same name.
 */
const BANK_FIELD = CHECKOUT_FPX_BANK_PARAMETER;

/** What the simulated bank or wallet page shows besides the purchase and method. */
export interface MethodPageOptions {
  /** The last submission was refused because it chose no bank. */
  noBank?: boolean;
  /** Whether the page links back to a choice of other methods. */
  otherMethods: boolean;
}

/**
 * A simulated bank or wallet: FPX asks for the bank first (the gateway's choice of banks, when
 * the checkout URL named none of the method's); every method then lets the payer approve or
 * decline, as its real page or app would after logging in.
 */
export function methodPage(
  purchase: Purchase,
  method: PageMethod,
  options: MethodPageOptions,
): Html {
  const t = pageStrings(purchase);
  const fpx = isFpxMethod(method.id);
  const logo = method.logos[0];
  const banks = fpx
    ? html`<div class="field">
        <label for="${BANK_FIELD}">${t.chooseYourBank}</label>
        <select
          id="${BANK_FIELD}"
          name="${BANK_FIELD}"
          required
          aria-describedby="${errorLineId(BANK_FIELD)}"
          ${options.noBank ? html`aria-invalid="true"` : ''}
        >
          <option value="">${t.selectBank}</option>
          ${fpxBanksOf(method.id).map(
            (bank) => html`<option value="${bank.code}">${bank.name}</option>`,
          )}
        </select>
        ${errorLine(BANK_FIELD, options.noBank ? t.chooseBankToContinue : null)}
      </div>`
    : html`<p class="muted">${t.noAccountNeeded(method.name)}</p>`;
  return page({
    title: method.name,
    purchase,
    body: html`
      <h1 class="acs-brand">
        ${logo ? html`<img src="${logo}" alt="" width="38" height="24" />` : ''} ${method.name}
      </h1>
      ${fpx ? fieldSummary(options.noBank ? t.correctFields : null) : ''}
      <p>${t.simulatedPage(fpx)}</p>
      ${payToFacts(purchase)}
      <form
        method="post"
        action="/p/${purchase.id}/method/${method.id}/"
        novalidate
        ${fpx ? html`data-field-check` : ''}
      >
        ${banks}
        <div class="actions two">
          <button type="submit" name="decision" value="approve">${t.approve}</button>
          <button type="submit" name="decision" value="decline" class="danger" formnovalidate>
            ${t.decline}
          </button>
        </div>
      </form>
      ${
        options.otherMethods
          ? html`<p class="after-actions">
              <a href="/p/${purchase.id}/">${t.anotherMethod}</a>
            </p>`
          : ''
      }
      ${
        fpx
          ? fieldCheckScript({
              kind: 'choice',
              summary: t.correctFields,
              field: BANK_FIELD,
              message: t.chooseBankToContinue,
            })
          : ''
      }
    `,
  });
}
