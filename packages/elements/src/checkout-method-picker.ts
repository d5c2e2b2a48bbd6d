/**
 * Entry of the single-file method picker for a `<script type="module">` tag:
 * `<checkout-method-picker>` alone, registered on load, with Lit inside, and the redirect
 * helpers it sends the payer on with. No card rules: a page with only the picker loads only this.
 */
export * from './method-picker/method-picker.js';
export * from './method-picker/events.js';
export * from './redirect/checkout-url.js';
