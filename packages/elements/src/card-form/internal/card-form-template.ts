import type { CardBrand, CardField } from '@checkout-kit/protocol';
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { formatMinorAmount } from '../../internal/locale.js';
import { httpUrlOrNull } from '../../internal/safe-url.js';
import type { CardFormStrings } from './strings.js';
import { cardFormStrings } from './localized-strings.js';
import { type FieldListeners, type FieldView, cardField, unavailableNotice } from './templates.js';
import type { testCardsPanel } from './test-mode-panel.js';
import type { rememberCardBox } from './remember-card-box.js';

/**
 * The card form's properties its markup follows (see `CheckoutCardForm`). The element renders
 * it, and a Node server renders the same before the kit has loaded (`../../server/`), so that
 * the element can take that markup over as its own.
 */
export interface CardFormSettings {
  action: string;
  checkoutUrl: string;
  rememberCard: boolean;
  /** In the smallest currency unit; none when not given. */
  amount?: number | undefined;
  currency: string;
  testMode: boolean;
  disabled: boolean;
  message: string;
}

/** The settings of a card form no one has set. */
export const CARD_FORM_DEFAULTS: Readonly<CardFormSettings> = {
  action: '',
  checkoutUrl: '',
  rememberCard: false,
  currency: 'MYR',
  testMode: false,
  disabled: false,
  message: '',
};

/** The state of the form its markup follows, besides its settings. */
export interface CardFormState {
  /** Each input's id starts with it; the element takes the server's when it adopts its markup. */
  idPrefix: string;
  /** The language the words are in, written on the form as its `lang`. */
  language: string;
  /** There is nowhere to post card data: `action` is empty or cannot be the gateway. */
  unavailable: boolean;
  /** What the live region announces. */
  announcement: string;
  /** The form is posting. */
  busy: boolean;
  /**
   * The markup waits for the kit: a server's render, before the element has taken it over. The
   * payer may type, but the pay button waits, so that nothing posts without the kit's checks.
   */
  awaitingKit?: boolean | undefined;
  /** What the payer entered, formatted, by field. */
  entry: Readonly<Record<CardField, string>>;
  /** The "save this card" box is ticked. */
  rememberChecked: boolean;
  /** The message shown under each field that shows one. */
  errors: ReadonlyMap<CardField, string>;
  /** The detected brand, or `null` for none yet. */
  brand: CardBrand | null;
  /**
   * The test-mode panel, shown in test mode: the element's once loaded (see `on-demand-parts.ts`), a
   * server's at once. Without it, test mode shows no panel.
   */
  testModePanel?: typeof testCardsPanel | undefined;
  /**
   * The "save this card" box, shown with `rememberCard`: the element's once loaded (see
   * `on-demand-parts.ts`), a server's at once. Without it, the form shows no box.
   */
  rememberCardBox?: typeof rememberCardBox | undefined;
}

/** What the form listens to. A server's render has none: the element adds them when it adopts it. */
export interface CardFormListeners extends FieldListeners {
  submit: (event: SubmitEvent) => void;
  formdata: (event: FormDataEvent) => void;
  rememberChange: (event: Event) => void;
  pickTestCard: (number: string) => void;
}

/**
 * The whole card form. A text that may be empty renders as `nothing` when it is: a server
 * renders an empty text as no text node at all, and Lit's hydration would then write the next
 * text into the part's closing marker.
 */
export function cardFormTemplate(
  settings: CardFormSettings,
  state: CardFormState,
  on: CardFormListeners,
) {
  const strings = cardFormStrings(state.language);
  const postTarget = !state.unavailable && settings.action;
  // No card payment here, but a page where the payer can pay: the notice and its link alone.
  const elsewhere = !postTarget && httpUrlOrNull(settings.checkoutUrl);
  const message = settings.message || nothing;
  const announcement = state.announcement || nothing;
  return html`
    <form
      part="form"
      class="ck-form"
      method="post"
      action=${postTarget || nothing}
      enctype="application/x-www-form-urlencoded"
      novalidate
      lang=${state.language}
      aria-busy=${state.busy}
      @submit=${on.submit}
      @formdata=${on.formdata}
    >
      <div part="message" class="ck-message" role="alert" tabindex="-1">${message}</div>
      ${postTarget ? nothing : unavailableNotice(strings, elsewhere)}
      ${elsewhere ? nothing : fields(settings, state, strings, !postTarget, on)}
      <div class="ck-visually-hidden" role="status" aria-live="polite">${announcement}</div>
    </form>
  `;
}

/** The inputs, the test cards, the "save this card" box and the pay button. */
function fields(
  settings: CardFormSettings,
  state: CardFormState,
  strings: CardFormStrings,
  unavailable: boolean,
  on: CardFormListeners,
) {
  const { idPrefix, busy, errors } = state;
  const inert = settings.disabled || unavailable;
  const amount = formatMinorAmount(settings.amount, settings.currency);
  const field = (name: CardField, autocomplete: string, extra: Partial<FieldView> = {}) =>
    cardField(
      {
        id: `${idPrefix}-${name}`,
        name,
        label: strings.labels[name],
        value: state.entry[name],
        autocomplete,
        numeric: name !== 'cardholder_name',
        error: errors.get(name),
        inert,
        busy,
        genericCard: strings.genericCard,
        ...extra,
      },
      on,
    );
  return html`
    ${
      settings.testMode && !inert && state.testModePanel
        ? state.testModePanel(
            html,
            strings,
            state.language,
            `${idPrefix}-test-mode`,
            busy,
            on.pickTestCard,
          )
        : nothing
    }
    ${field('cardholder_name', 'cc-name')}
    ${field('card_number', 'cc-number', { brand: state.brand })}
    <div class="ck-row">
      ${field('expires', 'cc-exp', { hint: strings.expiryHint })} ${field('cvc', 'cc-csc')}
    </div>
    ${
      settings.rememberCard && state.rememberCardBox
        ? state.rememberCardBox(
            { html, live },
            strings,
            `${idPrefix}-remember`,
            state.rememberChecked,
            inert,
            busy,
            on.rememberChange,
          )
        : nothing
    }
    <button
      part="button"
      class="ck-button"
      type="submit"
      ?disabled=${inert || state.awaitingKit}
      aria-busy=${busy}
    >
      ${
        busy
          ? html`<span class="ck-spinner" aria-hidden="true"></span>${strings.processing}`
          : amount
            ? strings.payAmount(amount)
            : strings.pay
      }
    </button>
  `;
}
