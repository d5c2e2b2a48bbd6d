/**
 * `@checkout-kit/elements/server.js` as a browser bundle resolves it: there is no server render
 * in a browser, where the element draws its own form. A component that renders on a server and
 * in the browser alike (`@checkout-kit/react`) imports it in both, and renders `''` here.
 *
 * @packageDocumentation
 */
import type * as Server from './server.js';

export type { CardFormMarkupOptions } from './server.js';

/** No markup in a browser: `''`. */
export const renderCardFormContent: typeof Server.renderCardFormContent = () => '';

/** No markup in a browser: `''`. */
export const renderCardForm: typeof Server.renderCardForm = () => '';

/** No markup in a browser: `''` (the element adds its styles itself). */
export const renderCardFormStyles: typeof Server.renderCardFormStyles = () => '';
