/**
 * @checkout-kit/elements: web components that take card and local payments for the gateway,
 * and the checkout-URL redirect helpers. Importing this module registers the elements.
 * @packageDocumentation
 */
export * from './card-form/card-form.js';
export * from './card-form/events.js';
export * from './method-picker/method-picker.js';
export * from './method-picker/events.js';
export * from './redirect/checkout-url.js';
