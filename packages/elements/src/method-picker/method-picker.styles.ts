import { css } from 'lit';
import { primaryButton, themeTokens, visuallyHidden } from '../internal/theme.js';

/**
 * The picker renders into its own shadow root: these rules stay inside it. Merchants style it
 * through the `--checkout-*` custom properties and `::part()`. The Continue button, the focus
 * ring and the hidden live region are written exactly as the card form writes its own, so that
 * they look alike and the gzipped kit carries them once.
 */
export const methodPickerStyles = css`
  :host {
    ${themeTokens}
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  fieldset {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    margin-block-end: 0.5rem;
    font-weight: 600;
  }
  .body {
    outline: none;
  }
  .group {
    margin-block-start: calc(var(--_gap) * 0.75);
  }
  .group legend {
    margin-block-end: 0.375rem;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .options,
  .grid {
    display: grid;
    gap: 0.5rem;
  }
  .grid {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  }
  /* Every option as tall as two lines of name, or a name and its description, so that a skeleton
     row takes an option's room whatever the option holds. */
  .option,
  .skeleton span,
  .message {
    box-sizing: border-box;
    min-height: 3.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  /* No wider than its column however wide its logos are: they narrow to fit (below). */
  .option {
    display: flex;
    min-width: 0;
    align-items: center;
    gap: 0.75rem;
    padding: 0.5rem 0.75rem;
    background: var(--_background);
    cursor: pointer;
  }
  .option:has(:checked) {
    border-color: var(--_primary);
    box-shadow: inset 0 0 0 1px var(--_primary);
  }
  .option:has(:focus-visible),
  .button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: var(--_primary);
    outline: none;
  }
  /* A name breaks between its words only (Chinese's too: 银行卡 is one), unless one word alone is
     wider than the row. */
  .name {
    flex: 1;
    overflow-wrap: break-word;
    word-break: keep-all;
    line-height: 1.25;
  }
  /* Logos as flex items: no line box, whose descent would make an option taller. Where a row is
     short of room (Card's five logos on a phone), the logos narrow, not the name's words. */
  .logos {
    display: flex;
    min-width: 0;
  }
  .description {
    display: block;
    color: var(--_muted);
    font-size: 0.875em;
  }
  /* Tall enough that a logo's lettering reads on a phone; as wide as a card logo (8:5) until it
     loads, so that a name beside it does not rewrap then. */
  img {
    min-width: 0;
    height: 2rem;
    aspect-ratio: auto 1.6;
    margin-inline-start: 0.25rem;
    object-fit: contain;
  }
  .skeleton span {
    border-color: transparent;
    background: var(--_border);
    opacity: 0.25;
    animation: ck-pulse 0.9s ease-in-out infinite alternate;
  }
  @keyframes ck-pulse {
    to {
      opacity: 0.1;
    }
  }
  /* As tall as the skeleton without a shape (4 rows and their gaps). */
  .message {
    display: grid;
    place-content: center;
    justify-items: center;
    gap: 0.75rem;
    min-height: 16.5rem;
    padding: var(--_gap);
    border-style: dashed;
    text-align: center;
  }
  p {
    margin: 0;
  }
  .error {
    color: var(--_error);
  }
  .button {
    ${primaryButton}
    box-sizing: border-box;
    width: 100%;
    text-decoration: none;
  }
  /* Continue, under the chosen option, across a group's every column. */
  .grid .button {
    grid-column: 1 / -1;
  }

  .retry {
    width: auto;
    margin: 0;
    border-color: var(--_primary);
    background: var(--_background);
    color: var(--_text);
  }
  .visually-hidden {
    ${visuallyHidden}
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton span {
      animation: none;
    }
  }
  /* Borders and the focus ring take system colours by themselves; the choice gets a thicker one. */
  @media (forced-colors: active) {
    .option:has(:checked) {
      border: 3px solid Highlight;
    }
  }
`;
