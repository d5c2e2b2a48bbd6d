/**
 * @checkout-kit/protocol: the gateway's wire contract, shared by the elements, the server
 * companion and the sandbox. Pure functions and types only: no I/O.
 *
 * One folder per part of the interface, each type beside its rules: `card/` (the Direct Post
 * fields), `purchase/`, `client/`, `payment-methods/`, `webhook/`, `payout/`; `rules/` holds
 * what the rules of every part share (issues, schema helpers, value descriptions), `language/`
 * the languages the kit speaks and how a language tag is read.
 * @packageDocumentation
 */
export {
  type CardBrand,
  type CardBrandId,
  type CardNumberVerifier,
  GATEWAY_CARD_BRANDS,
  cardBrandsAllowedBy,
  createCardNumberVerifier,
  detectCardBrand,
  formatCardNumber,
} from './card/card-brand.js';
export * from './card/card-field-messages.js';
export * from './card/card-number.js';
export * from './card/cardholder-name.js';
export * from './card/cvc.js';
export * from './card/direct-post-fields.js';
export * from './card/expiry.js';
export type { FieldCheck } from './card/field-check.js';
export * from './card/limits.js';
export * from './card/test-cards.js';
export * from './client/check-client-details.js';
export * from './client/client.js';
export * from './codes/iso-codes.js';
export * from './language/kit-languages.js';
export * from './language/language-tag.js';
export * from './payment-methods/bank-choices.js';
export * from './payment-methods/checkout-url-parameters.js';
export * from './payment-methods/fpx-bank-status.js';
export * from './payment-methods/method-name.js';
export * from './payment-methods/payment-method.js';
export * from './payment-methods/payment-methods-query.js';
export * from './payment-methods/read-fpx-bank-status.js';
export * from './payout/payout.js';
export * from './payout/payout-amount.js';
export * from './payout/payout-checksum.js';
export * from './payout/payout-rules.js';
export * from './purchase/gateway-error-body.js';
export * from './purchase/gateway-error-code.js';
export * from './purchase/read-gateway-error-body.js';
export * from './purchase/payment.js';
export * from './purchase/payment-failure.js';
export * from './purchase/payer-failure-reason.js';
export * from './purchase/client-details.js';
export * from './purchase/purchase.js';
export * from './purchase/refund-availability.js';
export * from './purchase/transaction-data.js';
export * from './purchase/purchase-choices.js';
export * from './purchase/purchase-limits.js';
export * from './purchase/purchase-rules.js';
export * from './purchase/purchase-total.js';
export * from './purchase/status.js';
export * from './purchase/validate-purchase.js';
export { type BodyCheck, type SchemaParse, parseWithSchema } from './rules/check-with-schema.js';
export * from './rules/describe-value.js';
export * from './rules/field-issue.js';
export * from './rules/is-record.js';
export * from './rules/money-rule.js';
export type { SchemaIssue, SchemaWording } from './rules/schema-issues.js';
export * from './webhook/delivery-headers.js';
export * from './webhook/webhook.js';
export * from './webhook/webhook-rules.js';
export * from './payment-methods/method-bank-choices.js';
