/**
 * `@checkout-kit/elements/server.js`: the card form's markup, rendered on a Node server, for a
 * first paint before the kit has loaded and for frameworks that hydrate (React, Next.js). It
 * needs `@lit-labs/ssr` (a dependency of `@checkout-kit/react`; install it otherwise). In a
 * browser bundle this module renders nothing: see `server.browser.ts`.
 *
 * @packageDocumentation
 */
export {
  type CardFormMarkupOptions,
  renderCardForm,
  renderCardFormContent,
  renderCardFormStyles,
} from './server/render-card-form.js';
