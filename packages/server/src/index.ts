/**
 * @checkout-kit/server: the merchant's Node companion for the gateway.
 * @packageDocumentation
 */
export * from './errors.js';
export type { WebHandler } from './web-handler.js';
