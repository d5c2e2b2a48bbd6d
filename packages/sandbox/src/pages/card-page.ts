import {
  type CardBrandId,
  type CardField,
  type Purchase,
  REMEMBER_CARD_FIELD,
  REMEMBER_CARD_VALUE,
  TEST_CARD_CVC,
  TEST_CARDS,
} from '@checkout-kit/protocol';
import { DECLINE_TEST_CARDS } from '../payments/decline-cards.js';
import { html } from 'hono/html';
import type { FieldProblem } from '../payments/card-check.js';
import { problemMessage } from '../payments/card-messages.js';
import { errorLine, errorLineId, fieldCheckScript, fieldSummary } from './field-check.js';
import { type Html, type Notice, noticeBox, page } from './layout.js';
import { pageStrings } from './page-strings.js';
import { actionHeading, cardButtonLabel, purchaseSummary } from './purchase-summary.js';

/** What the card page shows besides the purchase. */
export interface CardPageOptions {
  /** Readable names of the brands the purchase accepts. */
  brands: readonly string[];
  /** The brands the purchase accepts, which the page's script checks the number against. */
  acceptedBrands: readonly CardBrandId[];
  /** The sandbox clock's present, which the page's script judges the expiry date against. */
  now: Date;
  /** Field problems of the last submission. */
  problems?: readonly FieldProblem[];
  /**
   * Values to fill in again after a refused submission: the name and expiry only. The card
   * number and the security code are never written back into a page.
   */
  values?: { cardholder_name?: string; expires?: string };
  /** Whether the page links back to a choice of other methods. */
  otherMethods: boolean;
  notice?: Notice | null;
}

interface FieldSpec {
  name: CardField;
  label: string;
  attributes: Html;
  hint?: string;
}

/**
 * The card entry page: the four Direct Post fields and the save-card choice, posted to the
 * sandbox. The form is checked in the browser by the pages' script, with the server's rules
 * and the page's words; without script, the server answers the same messages.
 */
export function cardPage(purchase: Purchase, options: CardPageOptions): Html {
  const t = pageStrings(purchase);
  const problems = options.problems ?? [];
  const problemOf = (field: CardField) => problems.find((problem) => problem.field === field);
  const values = options.values ?? {};

  const input = (spec: FieldSpec): Html => {
    const problem = problemOf(spec.name);
    const described = [spec.hint ? `${spec.name}-hint` : '', errorLineId(spec.name)]
      .filter(Boolean)
      .join(' ');
    const value =
      spec.name === 'cardholder_name' || spec.name === 'expires' ? values[spec.name] : undefined;
    return html`<div class="field">
      <label for="${spec.name}">${spec.label}</label>
      <input
        type="text"
        id="${spec.name}"
        name="${spec.name}"
        required
        ${spec.attributes}
        ${value ? html`value="${value}"` : ''}
        aria-describedby="${described}"
        ${problem ? html`aria-invalid="true"` : ''}
      />
      ${spec.hint ? html`<p class="hint" id="${spec.name}-hint">${spec.hint}</p>` : ''}
      ${errorLine(spec.name, problem && problemMessage(problem, t))}
    </div>`;
  };

  const { total } = purchase.purchase;
  const saving =
    total === 0
      ? html`<p class="hint">${t.cardSavedNoCharge}</p>`
      : purchase.force_recurring
        ? html`<p class="hint">${t.merchantSavesCard}</p>`
        : html`<div class="check">
            <input
              type="checkbox"
              id="${REMEMBER_CARD_FIELD}"
              name="${REMEMBER_CARD_FIELD}"
              value="${REMEMBER_CARD_VALUE}"
            />
            <label for="${REMEMBER_CARD_FIELD}">${t.saveThisCard}</label>
          </div>`;

  return page({
    title: t.payByCard,
    purchase,
    body: html`
      ${noticeBox(options.notice)} ${fieldSummary(problems.length > 0 ? t.correctFields : null)}
      <h1>${actionHeading(purchase)}</h1>
      ${purchaseSummary(purchase)}
      <form method="post" action="/p/${purchase.id}/card/" novalidate data-field-check>
        <h2>${t.cardDetails}</h2>
        <p class="muted">${t.accepted(options.brands.join(', '))}</p>
        ${input({
          name: 'cardholder_name',
          label: t.nameOnCard,
          attributes: html`autocomplete="cc-name" maxlength="30" autocapitalize="characters"
          spellcheck="false"`,
        })}
        ${input({
          name: 'card_number',
          label: t.cardNumber,
          attributes: html`autocomplete="cc-number" inputmode="numeric" maxlength="23"
          spellcheck="false"`,
        })}
        <div class="row">
          ${input({
            name: 'expires',
            label: t.expiryDate,
            hint: t.expiryHint,
            attributes: html`autocomplete="cc-exp" inputmode="numeric" maxlength="7"
            placeholder="${t.expiryHint}"`,
          })}
          ${input({
            name: 'cvc',
            label: t.securityCode,
            hint: t.securityCodeHint,
            attributes: html`autocomplete="cc-csc" inputmode="numeric" maxlength="4"`,
          })}
        </div>
        ${saving}
        <div class="actions">
          <button type="submit">${cardButtonLabel(purchase)}</button>
          ${
            options.otherMethods
              ? html`<a class="button secondary" href="/p/${purchase.id}/">${t.otherMethods}</a>`
              : ''
          }
        </div>
      </form>
      <aside class="test-cards" aria-label="${t.testCards}">
        <strong>${t.testCards}</strong> ${t.testCardsRule(TEST_CARD_CVC)}
        <ul>
          ${TEST_CARDS.map(
            (card) =>
              html`<li>
                <code>${card.number}</code> ${card.threeDSecure ? t.threeDSecure : t.noThreeDSecure}
              </li>`,
          )}
        </ul>
        <details>
          <summary>${t.declinedCards}</summary>
          <ul>
            ${DECLINE_TEST_CARDS.map(
              ({ number, error }) => html`<li><code>${number}</code> ${error.code}</li>`,
            )}
          </ul>
        </details>
      </aside>
      ${fieldCheckScript({
        kind: 'card',
        summary: t.correctFields,
        words: { fieldRules: t.fieldRules, or: t.or, card: t.card },
        acceptedBrands: options.acceptedBrands,
        now: options.now.getTime(),
      })}
    `,
  });
}
