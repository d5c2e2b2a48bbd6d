/*
 * The single-file builds' stand-in for `server-markup.ts`, taken in its place when they are
 * built (`build/script-tag-modules.ts`): a page that loads the kit with a `<script>` tag has the
 * kit draw the card form. Taking over a Node server's markup (Lit's hydration, the payer's entry
 * carried over) is for pages built from npm, which `@checkout-kit/elements/server.js` serves.
 */

/** The element leaves out every step of taking markup over, `beforeFirstRender` included. */
export const TAKES_OVER_SERVER_MARKUP = false;

/** Never called: see `TAKES_OVER_SERVER_MARKUP`. */
export function beforeFirstRender(): undefined {
  return undefined;
}

/** Never called: see `TAKES_OVER_SERVER_MARKUP`. */
export function takeOverServerMarkup(): null {
  return null;
}
