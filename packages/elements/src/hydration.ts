/**
 * Lit's hydration, for the app of a page whose server rendered the card form
 * (`@checkout-kit/elements/server.js`). Import it before the kit:
 *
 * ```js
 * import '@checkout-kit/elements/hydration.js';
 * import '@checkout-kit/elements';
 * ```
 *
 * The card form then takes the server's markup over as soon as the kit's module has run. Without
 * it, the element loads Lit's hydration (a chunk of its own) only once it finds the markup: a
 * request after the app's own, which a phone waits for. Pages without the server's markup leave
 * this out, and never load its 2 kB.
 *
 * @module
 */
import { hydrate } from '@lit-labs/ssr-client';
import { provideHydration } from './card-form/internal/server-markup.js';

provideHydration(hydrate);
