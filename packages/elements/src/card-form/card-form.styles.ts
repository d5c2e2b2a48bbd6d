import { css } from 'lit';
import { primaryButton, themeTokens, visuallyHidden } from '../internal/theme.js';

/**
 * The card form renders into light DOM, so every rule is scoped to the element and wrapped in
 * `:where()`: zero specificity, so a merchant's own rules always win.
 */
export const cardFormStyles = css`
  /* Every line a whole number of pixels at the default size (the theme's 22 px; the errors'
     21 px), as the room checkout-kit.css keeps needs (see the theme). */
  :where(checkout-card-form) {
    ${themeTokens}
    display: block;
  }
  :where(checkout-card-form[hidden]) {
    display: none;
  }
  :where(checkout-card-form .ck-form) {
    display: grid;
    gap: calc(var(--_gap) * 0.25);
    margin: 0;
  }
  :where(checkout-card-form .ck-row) {
    display: grid;
    /* Side by side from 10rem a field: on a 320 px phone they stack, each message on a line. */
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
    column-gap: var(--_gap);
    /* For the labels' two lines below. The row, not a field: a contained field is no subgrid. */
    container-type: inline-size;
  }
  :where(checkout-card-form .ck-field) {
    display: grid;
    gap: 0.25rem;
    min-width: 0;
  }
  /* Side by side, the fields share their rows (label, input, error), so the inputs line up
     however many lines each label takes; a browser without subgrid stacks them as before. */
  :where(checkout-card-form .ck-row .ck-field) {
    grid-row: span 3;
    grid-template-rows: subgrid;
  }
  /* Side by side in a row of 27rem or less (a phone), a label fits one line in one font and wraps
     in another (the security code's, in DejaVu Sans against Noto Sans): there the labels keep two
     lines whatever the font, so that the form's height, and the room kept for it, depends on
     none. */
  @container (21rem <= width <= 27rem) {
    :where(checkout-card-form .ck-row .ck-label) {
      min-height: 2lh;
      align-content: end;
    }
  }
  :where(checkout-card-form .ck-label) {
    align-self: end;
    font-weight: 600;
  }
  :where(checkout-card-form .ck-hint) {
    color: var(--_muted);
    font-weight: 400;
  }
  /* No least width: WebKit takes a contained input's 20 characters (below) as one, and the
     half-width fields' column grew to it, out of a phone's screen. */
  :where(checkout-card-form .ck-control) {
    position: relative;
    min-width: 0;
  }
  :where(checkout-card-form .ck-input) {
    display: block;
    box-sizing: border-box;
    width: 100%;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
    font: inherit;
    font-variant-numeric: tabular-nums;
  }
  /* Contained, an input is a relayout boundary: a keystroke lays out its text alone, not the
     form's grids around it (half the layout per keystroke). Its size stays the one it had
     uncontained: 20 characters (its default size) by a line; a browser that cannot give it a
     line's height (Safari before 17) keeps it uncontained, rather than clip large type. It is a
     block: a contained input has no baseline to sit a line box on. The 20 characters are what
     it asks for, never a floor (see .ck-control). */
  @supports (contain-intrinsic-size: 1lh) {
    :where(checkout-card-form .ck-input) {
      contain: size layout;
      contain-intrinsic-size: 20ch 1lh;
    }
  }
  :where(checkout-card-form .ck-field-card_number .ck-input) {
    padding-inline-end: 3.5rem;
  }
  :where(checkout-card-form :is(.ck-input, .ck-button, .ck-message):focus-visible) {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  :where(checkout-card-form .ck-input[aria-invalid='true']) {
    border-color: var(--_error);
    box-shadow: inset 0 0 0 1px var(--_error);
  }
  :where(checkout-card-form .ck-brand-icon) {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0.75rem;
    display: flex;
    align-items: center;
    color: var(--_muted);
    pointer-events: none;
  }
  :where(checkout-card-form .ck-brand-icon svg) {
    width: 2rem;
    height: 1.25rem;
  }
  /* Each field keeps one line for its error, empty or not: an error appearing moves nothing,
     and a longer one (a narrow phone) wraps, moving what follows by its extra lines only. */
  :where(checkout-card-form .ck-error) {
    min-height: 1lh;
    margin: 0;
    color: var(--_error);
    font-size: 0.875em;
    line-height: 1.5;
  }
  :where(checkout-card-form .ck-button) {
    ${primaryButton}
  }
  :where(checkout-card-form :is(.ck-input, .ck-button):disabled) {
    opacity: 0.6;
    cursor: not-allowed;
  }
  :where(checkout-card-form .ck-button[aria-busy='true']) {
    cursor: progress;
  }
  :where(checkout-card-form .ck-spinner) {
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: ck-spin 0.8s linear infinite;
  }
  @keyframes ck-spin {
    to {
      transform: rotate(1turn);
    }
  }
  :where(checkout-card-form :is(.ck-notice, .ck-message)) {
    margin: 0 0 var(--_gap);
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_notice);
  }
  /* The page's message: an error's edge, and no room at all while there is none. */
  :where(checkout-card-form .ck-message) {
    border-color: var(--_error);
    border-inline-start-width: 0.25rem;
  }
  :where(checkout-card-form .ck-message:empty) {
    display: none;
  }
  :where(checkout-card-form .ck-notice a) {
    color: inherit;
    font-weight: 600;
  }
  :where(checkout-card-form .ck-visually-hidden) {
    ${visuallyHidden}
  }
  @media (prefers-reduced-motion: reduce) {
    :where(checkout-card-form .ck-spinner) {
      animation: none;
      border-inline-end-color: currentColor;
      border-style: dotted;
    }
  }
  @media (forced-colors: active) {
    :where(checkout-card-form :is(.ck-input, .ck-button)) {
      border: 1px solid CanvasText;
    }
    :where(checkout-card-form .ck-input[aria-invalid='true']) {
      border-width: 2px;
    }
    :where(checkout-card-form :is(.ck-input, .ck-button, .ck-message):focus-visible) {
      outline: 3px solid Highlight;
    }
  }
`;
