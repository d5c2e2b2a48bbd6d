import { css } from 'lit';

/**
 * The documented `--checkout-*` custom properties with their defaults, as the private `--_*`
 * names every element's rules use. Each element declares them on its own root: the card form
 * on `checkout-card-form` (light DOM), the picker on `:host`.
 *
 * The defaults follow the page's `color-scheme`: `color-scheme: dark` alone gives a dark form.
 * A browser without `light-dark()` (or without nested rules) keeps the light ones.
 */
export const themeTokens = css`
  --_text: var(--checkout-color-text, #1b1f24);
  --_muted: var(--checkout-color-muted, #59636e);
  --_background: var(--checkout-color-background, #fff);
  --_border: var(--checkout-color-border, #8c959f);
  --_focus: var(--checkout-color-focus, #0b63ce);
  --_error: var(--checkout-color-error, #b3261e);
  --_primary: var(--checkout-color-primary, #0b63ce);
  --_on-primary: var(--checkout-color-on-primary, #fff);
  --_notice: var(--checkout-color-notice, #fff4d6);
  @supports (color: light-dark(#000, #fff)) {
    --_text: var(--checkout-color-text, light-dark(#1b1f24, #e6edf3));
    --_muted: var(--checkout-color-muted, light-dark(#59636e, #9ea7b3));
    --_background: var(--checkout-color-background, light-dark(#fff, #0d1117));
    --_border: var(--checkout-color-border, light-dark(#8c959f, #768390));
    --_focus: var(--checkout-color-focus, light-dark(#0b63ce, #58a6ff));
    --_error: var(--checkout-color-error, light-dark(#b3261e, #ff8a80));
    --_primary: var(--checkout-color-primary, light-dark(#0b63ce, #1f6feb));
    --_notice: var(--checkout-color-notice, light-dark(#fff4d6, #3b2e0a));
  }
  --_radius: var(--checkout-radius, 0.5rem);
  --_gap: var(--checkout-spacing, 1rem);
  color: var(--_text);
  font-family: var(--checkout-font-family, system-ui, sans-serif);
  font-size: var(--checkout-font-size, 1rem);
  /* A whole number of pixels at the default size (22 px): WebKit rounds a line's height down to
     one, and the room checkout-kit.css keeps must be each element's height in every engine. A
     unitless height follows the font's size alone, not its face. */
  line-height: 1.375;
`;

/** The declarations of the primary button (the card form's Pay, the picker's Continue). */
export const primaryButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 3rem;
  padding: 0.75rem 1.5rem;
  border: 1px solid transparent;
  border-radius: var(--_radius);
  background: var(--_primary);
  color: var(--_on-primary);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** The declarations that hide text from sight but not from screen readers (live regions). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
