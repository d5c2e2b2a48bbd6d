/**
 * Entry of the single-file card form for a `<script type="module">` tag: `<checkout-card-form>`
 * alone, registered on load, with Lit and card-validator inside. A page with only the card form
 * loads only this.
 */
// Order only, for the size, as in `checkout-kit.ts`: the card rules first, then Lit and the form.
import '@checkout-kit/protocol';

export * from './card-form/card-form.js';
export * from './card-form/events.js';
