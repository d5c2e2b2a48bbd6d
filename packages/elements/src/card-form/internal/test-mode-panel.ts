/*
 * The test-mode panel: the gateway's test cards, with buttons that fill the form. Only a
 * purchase in test mode shows it, so no payer of a live purchase downloads it: the element loads
 * this module on demand (`test-mode.ts`), from a file of its own beside the script-tag builds
 * (`dist/checkout-test-mode.js`), and a Node server renders it at once. It carries no Lit of
 * its own: the form gives it Lit's `html`.
 */
import { TEST_CARDS, TEST_CARD_CVC } from '@checkout-kit/protocol';
import type { TemplateResult, html as litHtml } from 'lit';
import type { CardFormStrings } from './strings.js';
import { TEST_MODE_WORDS, type TestModeStrings } from './test-mode-strings.js';

/** The CSS as text, under the name the build squeezes (`build/minify-template-literals.ts`). */
const css = String.raw;

/** The panel's rules, zero specificity as the form's; the element adopts them with the panel. */
export const testModeStyles = css`
  :where(checkout-card-form .ck-test-mode) {
    margin: 0 0 var(--_gap);
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_notice);
  }
  :where(checkout-card-form .ck-test-mode-title) {
    font-weight: 700;
  }
  :where(checkout-card-form .ck-test-mode p) {
    margin: 0 0 0.5rem;
  }
  :where(checkout-card-form .ck-test-mode ul) {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* A thumb's target, 44 px, as every other control of the form. */
  :where(checkout-card-form .ck-test-card) {
    min-height: 2.75rem;
    padding: 0.375rem 0.75rem;
    border: 1px solid var(--_text);
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
    font: inherit;
    font-size: 0.875em;
    cursor: pointer;
  }
  @media (forced-colors: active) {
    :where(checkout-card-form .ck-test-card:focus-visible) {
      outline: 3px solid Highlight;
    }
  }
`;

/**
 * The gateway's test cards, each with a button that fills the form with it, in `language` (a
 * `kitLanguage`): the words of `strings` where a translation gives them, else the panel's own.
 */
export function testCardsPanel(
  html: typeof litHtml,
  strings: CardFormStrings,
  language: string,
  headingId: string,
  busy: boolean,
  onPick: (number: string) => void,
): TemplateResult {
  const own = TEST_MODE_WORDS[language] ?? (TEST_MODE_WORDS.en as TestModeStrings);
  const testModeHint = strings.testModeHint ?? own.testModeHint;
  const useTestCard = strings.useTestCard ?? own.useTestCard;
  // A group, not a <section>: several forms on one page would repeat one landmark name.
  return html`<div part="test-mode" class="ck-test-mode" role="group" aria-labelledby=${headingId}>
    <p class="ck-test-mode-title" id=${headingId}>${strings.testMode ?? own.testMode}</p>
    <p>${testModeHint(TEST_CARD_CVC)}</p>
    <ul>
      ${TEST_CARDS.map(
        (card) =>
          html`<li>
            <button
              type="button"
              class="ck-test-card"
              ?disabled=${busy}
              @click=${() => onPick(card.number)}
            >
              ${useTestCard(card.number, card.threeDSecure)}
            </button>
          </li>`,
      )}
    </ul>
  </div>`;
}

/** The module as the form loads it (`form-part.ts`). */
export { testCardsPanel as render, testModeStyles as styles };
