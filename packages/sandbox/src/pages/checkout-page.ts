import {
  CARD_METHODS_GROUP,
  CHECKOUT_PREFERRED_PARAMETER,
  type Purchase,
} from '@checkout-kit/protocol';
import { html } from 'hono/html';
import type { PageMethod } from '../payments/allowed-methods.js';
import { errorLine, errorLineId, fieldCheckScript, fieldSummary } from './field-check.js';
import { type Html, type Notice, isWebUrl, noticeBox, page } from './layout.js';
import { type PageStrings, pageStrings } from './page-strings.js';
import { actionHeading, purchaseSummary } from './purchase-summary.js';

/**
 * A choice on the payment page: the card methods share one ("Card", value `card`), every other
 * method is its own.
 */
export interface MethodChoice {
  /** The value sent as `?preferred=`: `card`, or a method name. */
  value: string;
  name: string;
  /** The card brands, for the card choice. */
  detail: string | null;
  logos: string[];
}

/**
 * Groups the allowed methods into the page's choices: one for all cards (named in `t`'s
 * language), then the others.
 */
export function methodChoices(
  methods: readonly PageMethod[],
  t: Pick<PageStrings, 'card'> = pageStrings(undefined),
): MethodChoice[] {
  const cards = methods.filter((method) => method.card);
  const choices: MethodChoice[] = [];
  if (cards.length > 0) {
    choices.push({
      value: CARD_METHODS_GROUP,
      name: t.card,
      detail: cards.map((method) => method.name).join(', '),
      logos: cards.flatMap((method) => method.logos),
    });
  }
  for (const method of methods) {
    if (!method.card)
      choices.push({ value: method.id, name: method.name, detail: null, logos: method.logos });
  }
  return choices;
}

/** What the payment page shows besides the purchase. */
export interface CheckoutPageOptions {
  choices: readonly MethodChoice[];
  /** The preselected choice (`?active=`), if any. */
  active: string | null;
  notice: Notice | null;
  /** The payer continued without choosing a method. */
  noChoice?: boolean;
}

/** The name of the submit button, sent when the payer continues: so a missing choice shows. */
export const CONTINUE_FIELD = 'continue';

/**
 * The hosted payment page (`checkout_url`): the purchase, and a list of its methods. Choosing
 * one and continuing asks the same page with `?preferred=<method>`, which sends the payer on, so
 * the page works without script; continuing without a choice asks it with `?continue=` only,
 * and the page says, under the list, to choose (as its script does before sending).
 */
export function checkoutPage(purchase: Purchase, options: CheckoutPageOptions): Html {
  const t = pageStrings(purchase);
  const { choices } = options;
  const only = choices.length === 1 ? choices[0]?.value : null;
  const returnUrl = isWebUrl(purchase.cancel_redirect) ? purchase.cancel_redirect : null;
  const list =
    choices.length === 0
      ? html`<p class="notice error" role="alert">${t.noMethod}</p>`
      : html`<form method="get" action="/p/${purchase.id}/" novalidate data-field-check>
          <fieldset aria-describedby="${errorLineId(CHECKOUT_PREFERRED_PARAMETER)}">
            <legend>${t.chooseHowToPay}</legend>
            <div class="choices">
              ${choices.map(
                (choice) =>
                  html`<label class="choice" data-method="${choice.value}">
                    <input
                      type="radio"
                      name="${CHECKOUT_PREFERRED_PARAMETER}"
                      value="${choice.value}"
                      required
                      ${options.noChoice ? html`aria-invalid="true"` : ''}
                      ${choice.value === options.active || choice.value === only ? html`checked` : ''}
                    />
                    <span class="label">
                      ${choice.name}
                      ${choice.detail ? html`<span class="detail"><br />${choice.detail}</span>` : ''}
                    </span>
                    <span class="logos"
                      >${choice.logos.map((logo) => html`<img src="${logo}" alt="" width="38" height="24" />`)}</span
                    >
                  </label>`,
              )}
            </div>
            ${errorLine(CHECKOUT_PREFERRED_PARAMETER, options.noChoice ? t.chooseMethodToContinue : null)}
          </fieldset>
          <div class="actions">
            <button type="submit" name="${CONTINUE_FIELD}" value="">${t.continue}</button>
            ${returnUrl ? html`<a class="button secondary" href="${returnUrl}">${t.returnToSeller}</a>` : ''}
          </div>
        </form>`;
  return page({
    title: actionHeading(purchase),
    purchase,
    body: html`
      ${noticeBox(options.notice)}
      ${choices.length > 0 ? fieldSummary(options.noChoice ? t.correctFields : null) : ''}
      <h1>${actionHeading(purchase)}</h1>
      ${purchaseSummary(purchase)} ${list}
      ${
        choices.length > 0
          ? fieldCheckScript({
              kind: 'choice',
              summary: t.correctFields,
              field: CHECKOUT_PREFERRED_PARAMETER,
              message: t.chooseMethodToContinue,
            })
          : ''
      }
    `,
  });
}
