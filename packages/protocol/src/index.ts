/**
 * @checkout-kit/protocol: the gateway's wire contract, shared by the elements, the server
 * companion and the sandbox. Pure functions and types only: no I/O.
 * @packageDocumentation
 */
export * from './card/card-brand.js';
export * from './card/card-number.js';
export * from './card/cardholder-name.js';
export * from './card/cvc.js';
export * from './card/direct-post-fields.js';
export * from './card/expiry.js';
export type { FieldCheck } from './card/field-check.js';
export * from './card/limits.js';
export * from './card/test-cards.js';
export * from './client/check-client-details.js';
export * from './payout/payout-amount.js';
export * from './payout/payout-rules.js';
export type { BodyCheck } from './purchase/check-with-schema.js';
export * from './purchase/gateway-error-body.js';
export * from './purchase/payment-failure.js';
export * from './purchase/purchase-choices.js';
export * from './purchase/purchase-issue.js';
export * from './purchase/purchase-limits.js';
export * from './purchase/purchase-rules.js';
export * from './purchase/purchase-total.js';
export * from './purchase/validate-purchase.js';
export * from './types/client.js';
export * from './types/payment.js';
export * from './types/payment-method.js';
export * from './types/payout.js';
export * from './types/purchase.js';
export * from './types/status.js';
export * from './types/webhook.js';
export * from './webhook/webhook-rules.js';
export * from './codes/iso-codes.js';
