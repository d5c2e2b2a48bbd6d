/*
 * The "save this card" box and its consent text. Only a form with `remember-card` shows it, so
 * no other payer downloads it: the element loads this module on demand (`remember-card.ts`), from
 * a file of its own beside the script-tag builds (`dist/checkout-remember-card.js`), and a Node
 * server renders it at once. It carries no Lit of its own: the form gives it Lit's `html` and
 * `live`.
 */
import { REMEMBER_CARD_FIELD, REMEMBER_CARD_VALUE } from '@checkout-kit/protocol';
import type { TemplateResult, html as litHtml } from 'lit';
import type { live as litLive } from 'lit/directives/live.js';
import type { CardFormStrings } from './strings.js';

/** The CSS as text, under the name the build squeezes (`build/minify-template-literals.ts`). */
const css = String.raw;

/** The box's rules, zero specificity as the form's; the element adopts them with the box. */
export const rememberCardStyles = css`
  :where(checkout-card-form .ck-remember) {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 0.5rem;
    align-items: center;
    margin-block-end: calc(var(--_gap) * 0.75);
  }
  :where(checkout-card-form .ck-remember input) {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: var(--_primary);
  }
  /* The box and its label, which ticks it too, are one target a thumb's height. */
  :where(checkout-card-form .ck-remember label) {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
  }
  :where(checkout-card-form .ck-consent) {
    grid-column: 2;
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
`;

/** The box's words in English: each shipped language's file gives its own. */
export const REMEMBER_CARD_WORDS: Required<
  Pick<CardFormStrings, 'rememberCard' | 'rememberCardConsent'>
> = {
  rememberCard: 'Save this card for future payments',
  rememberCardConsent:
    'The payment gateway keeps the card, not this shop. The shop may charge it for payments you agree to, and removes it when you ask.',
};

/** Lit's functions the box renders with, the form's own. */
export interface LitRendering {
  html: typeof litHtml;
  live: typeof litLive;
}

/** The "save this card" checkbox with its consent text, in the words of `strings`, else English. */
export function rememberCardBox(
  { html, live }: LitRendering,
  strings: CardFormStrings,
  id: string,
  checked: boolean,
  inert: boolean,
  busy: boolean,
  onChange: (event: Event) => void,
): TemplateResult {
  return html`<div part="remember" class="ck-remember">
    <input
      type="checkbox"
      id=${id}
      name=${REMEMBER_CARD_FIELD}
      value=${REMEMBER_CARD_VALUE}
      aria-describedby="${id}-consent"
      .checked=${live(checked)}
      ?disabled=${inert}
      @change=${onChange}
      @click=${(event: Event) => busy && event.preventDefault()}
    />
    <label for=${id}>${strings.rememberCard ?? REMEMBER_CARD_WORDS.rememberCard}</label>
    <p class="ck-consent" id="${id}-consent">
      ${strings.rememberCardConsent ?? REMEMBER_CARD_WORDS.rememberCardConsent}
    </p>
  </div>`;
}

/** The module as the form loads it (`form-part.ts`). */
export { rememberCardBox as render, rememberCardStyles as styles };
