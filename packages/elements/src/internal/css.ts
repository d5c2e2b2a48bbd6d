import { type CSSResult, unsafeCSS } from 'lit';

/**
 * The `css` tag of the kit's own stylesheets: Lit's `css`, without its run-time checks.
 *
 * Lit's tag checks every interpolated value as the page loads, and carries the messages that
 * explain a wrong one into the script-tag kit. Ours interpolates only the shared pieces of
 * `theme.ts`, which TypeScript already holds to `CSSResult`, and never anything from outside the
 * kit. The text is taken raw, so a backslash stays as written, as a CSS escape needs it. The
 * build squeezes these templates like Lit's (`build/minify-template-literals.ts`).
 */
export const css = (strings: TemplateStringsArray, ...values: CSSResult[]): CSSResult =>
  unsafeCSS(String.raw(strings, ...values));
