import {
  CARDHOLDER_NAME_INPUT_MAX_LENGTH,
  type CardBrand,
  type CardField,
} from '@checkout-kit/protocol';
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { brandMark } from '../../internal/brand-icons.js';
import type { CardFormStrings } from './strings.js';

/** One card field as the form shows it. */
export interface FieldView {
  /** The input's id; its hint, brand mark and error take ids from it. */
  id: string;
  name: CardField;
  label: string;
  /** What the payer entered, formatted: written into the input only where it shows another. */
  value: string;
  autocomplete: string;
  /** Digits only: a numeric keyboard, and no capitals. */
  numeric: boolean;
  /** Shown in brackets after the label, and read with the field. */
  hint?: string;
  /** The message shown under the field, or `undefined` when none is. */
  error: string | undefined;
  /** No card payment here, or the form is disabled. */
  inert: boolean;
  /** The form is posting: inputs turn read-only, never disabled, which would drop them. */
  busy: boolean;
  /** The card number's field shows the detected brand's mark: `null` for none yet. */
  brand?: CardBrand | null;
  genericCard: string;
}

/** The listeners of a field's input. */
export interface FieldListeners {
  select: (event: Event) => void;
  input: (event: Event) => void;
  blur: (event: FocusEvent) => void;
}

/**
 * A label, its input, the brand mark of the card number, and the always-present error line. The
 * error is a div, not a p: a page's paragraph margins (a CSS reset's) must not space the fields.
 */
export function cardField(view: FieldView, on: FieldListeners) {
  const { id, name, error, brand } = view;
  const describedBy = [
    view.hint && `${id}-hint`,
    brand !== undefined && `${id}-brand`,
    error && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ');
  return html`
    <div part="field" class="ck-field ck-field-${name}">
      <label part="label" class="ck-label" for=${id}>
        ${view.label}
        ${view.hint ? html`<span id="${id}-hint" class="ck-hint">(${view.hint})</span>` : nothing}
      </label>
      <div class="ck-control">
        <input
          part="input"
          class="ck-input"
          id=${id}
          name=${name}
          type="text"
          .value=${
            // Written only where the input shows another value (a reset, a test card, a change
            // a listener made), so the caret stays where the payer is typing.
            live(view.value)
          }
          autocomplete=${view.autocomplete}
          inputmode=${view.numeric ? 'numeric' : nothing}
          maxlength=${
            // The name: the formatted fields cap their own digits, whatever is pasted.
            view.numeric ? nothing : CARDHOLDER_NAME_INPUT_MAX_LENGTH
          }
          autocapitalize=${view.numeric ? 'off' : 'words'}
          autocorrect="off"
          spellcheck="false"
          required
          aria-invalid=${Boolean(error)}
          aria-describedby=${describedBy || nothing}
          ?disabled=${view.inert}
          ?readonly=${view.busy}
          @select=${on.select}
          @input=${on.input}
          @compositionend=${on.input}
          @blur=${on.blur}
        />
        ${
          brand === undefined
            ? nothing
            : html`<span part="brand-icon" class="ck-brand-icon">
                <svg
                  id="${id}-brand"
                  role="img"
                  aria-label=${brand?.name ?? view.genericCard}
                  viewBox="0 0 32 20"
                >
                  ${brandMark(brand?.id ?? null)}
                </svg>
              </span>`
        }
      </div>
      <div part="error" class="ck-error" id="${id}-error">${error || nothing}</div>
    </div>
  `;
}

/**
 * Card payment is not available here: says so, and links to `link`, the checkout page (an http(s)
 * URL), when there is one.
 */
export function unavailableNotice(strings: CardFormStrings, link: string | null | false) {
  return html`<p part="notice" class="ck-notice">
    ${strings.unavailable} ${link ? html`<a href=${link}>${strings.unavailableLink}</a>` : nothing}
  </p>`;
}
