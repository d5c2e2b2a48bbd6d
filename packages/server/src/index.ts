/**
 * @checkout-kit/server: the merchant's Node companion for the gateway: a typed API client, local
 * validation of purchase bodies, the payment-methods proxy for the browser picker, FPX's bank
 * status for a bank picker, verification of signed callbacks and webhooks, and the payout client.
 * @packageDocumentation
 */
export {
  CheckoutApiError,
  CheckoutAuthError,
  CheckoutError,
  CheckoutNetworkError,
  CheckoutResponseTooLargeError,
  CheckoutValidationError,
  type FieldError,
  type GatewayErrorCode,
} from './errors.js';
export type { WebHandler } from './web-handler.js';
export { type BodyRead, readBodyBytes } from './internal/read-body.js';

export {
  type CallOptions,
  CheckoutClient,
  type CheckoutClientOptions,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
} from './client/checkout-client.js';
export type {
  AmountOptions,
  Client,
  ClientListOptions,
  ClientRecurringToken,
  PageOptions,
  PaymentMethodsQuery,
  PublicKeyOptions,
  PurchaseCreateInput,
  UpdateOptions,
} from './client/resources.js';
export type { RawRequestOptions } from './internal/raw-request.js';
export { PACKAGE_NAME, PACKAGE_VERSION } from './internal/version.js';
export * from './validate-purchase.js';

export {
  type RawBody,
  type SignatureAlgorithm,
  isRsaPublicKeyPem,
  verifySignature,
} from './signature/verify-signature.js';
export {
  type CallbackErrorContext,
  type CallbackHandlerOptions,
  type DeliveryKeyInput,
  createCallbackHandler,
} from './callbacks/callback-handler.js';
export type {
  CallbackEvent,
  CallbackPayment,
  CallbackPurchase,
  CallbackSource,
  OtherCallbackEvent,
  PaymentCallbackEvent,
  PayoutEventName,
  PurchaseCallbackEvent,
  PurchaseEventName,
} from './callbacks/callback-event.js';
export type {
  CallbackKeySources,
  WebhookPublicKey,
  WebhookPublicKeyInput,
} from './callbacks/callback-keys.js';
export {
  type ClaimResult,
  DEFAULT_MAX_DELIVERIES,
  type DeliveryStore,
  DeliveryStoreFullError,
  MemoryDeliveryStore,
  type MemoryDeliveryStoreOptions,
} from './callbacks/delivery-store.js';
export {
  type ComparablePayment,
  type ComparablePurchase,
  type MerchantOrder,
  type PurchaseMismatch,
  PurchaseMismatchError,
  assertPurchaseMatchesOrder,
  comparePurchaseWithOrder,
} from './callbacks/compare-purchase.js';

export {
  type PaymentMethodsHandlerOptions,
  type PaymentMethodsSource,
  type PaymentMethodsSourceQuery,
  type SharedLookupCache,
  createPaymentMethodsHandler,
} from './proxy/payment-methods-handler.js';
export {
  type BankStatusHandlerOptions,
  DEFAULT_BANK_STATUS_TIMEOUT_MS,
  DEFAULT_BANK_STATUS_URL,
  createBankStatusHandler,
} from './proxy/bank-status-handler.js';
export type { BankStatusAnswer, BankStatusEntry, BankStatusKnowledge } from './proxy/bank-list.js';
export type { CorsOptions } from './proxy/cors.js';
export { DEFAULT_AMOUNT_BANDS, bandOf } from './proxy/amount-bands.js';
export { DEFAULT_MAX_LOOKUPS_PER_MINUTE, LookupBudgetError } from './proxy/lookup-budget.js';
export type { BrowserLookupQuery, LookupQueryIssue } from './proxy/lookup-query.js';
export {
  type NodeListener,
  type NodeListenerOptions,
  toNodeListener,
} from './node/node-listener.js';

export { SendClient, type SendClientOptions } from './payout/send-client.js';
export { sendChecksum } from './payout/send-checksum.js';
export type {
  BankAccount,
  BankAccountCreateBody,
  BankAccountStatus,
  PayoutAmount,
  PayoutPage,
  PayoutWebhook,
  PayoutWebhookCreateBody,
  PayoutWebhookUpdateBody,
  ResendApprovalAnswer,
  SendAccount,
  SendInstruction,
  SendInstructionCreateBody,
  SendInstructionState,
  SendLimit,
  SendLimitCreateBody,
  SendLimitStatus,
} from '@checkout-kit/protocol';
