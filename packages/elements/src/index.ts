/**
 * @checkout-kit/elements: web components that take card and local payments for the gateway.
 * Importing this module registers the elements.
 * @packageDocumentation
 */
export * from './card-form/card-form.js';
export * from './card-form/events.js';
