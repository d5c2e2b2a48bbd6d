/**
 * @checkout-kit/elements: web components that take card and local payments for the gateway,
 * and the checkout-URL redirect helpers. Importing this module registers the elements.
 * @packageDocumentation
 */
// The card form first, then the redirect helpers: this order gzips the script-tag kit smallest
// (pnpm size).
export * from './card-form/card-form.js';
export * from './card-form/events.js';
export * from './redirect/checkout-url.js';
export * from './method-picker/method-picker.js';
export * from './method-picker/events.js';
export * from './translation.js';
