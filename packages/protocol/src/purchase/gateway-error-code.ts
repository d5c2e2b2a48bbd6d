import type { FieldIssueCode } from '../rules/field-issue.js';

/**
 * The error codes of the gateway's error bodies that the kit knows: the field codes of the
 * request rules ({@link FieldIssueCode}), and the codes of whole requests, of both services,
 * that the interface description shows or the sandbox answers. The gateway's full list is not
 * published: readers compare with a default branch ({@link GatewayErrorCode}); producers (the
 * sandbox) write only these, so that a misspelt code does not compile.
 */
export const GATEWAY_REQUEST_ERROR_CODES = [
  // Credentials and access.
  'authentication_failed',
  'not_authenticated',
  'not_permitted',
  // The request itself.
  'not_found',
  'method_not_allowed',
  'unsupported_media_type',
  'parse_error',
  'request_too_large',
  'http_error',
  'server_error',
  'invalid_page',
  // Purchases (and `purchase_<action>_wrong_status`, see WrongStatusErrorCode).
  'purchase_zero_total_requires_skip_capture',
  'statement_cancel_wrong_status',
  'not_pending',
  'single_attempt_used',
  // Tokens and payments.
  'invalid_recurring_token',
  'invalid_approval_token',
  'payment_declined',
  'three_d_secure_failed',
  'blocked_by_fraud_scoring',
  // Card fields of a Direct Post.
  'invalid_card_number',
  'invalid_cvc',
  'incorrect_cvc',
  'invalid_expires',
  'expired_card',
  'invalid_cardholder_name',
  // Why an attempt was declined (`transaction_data.attempts[].error.code`).
  'general_transaction_error',
  'insufficient_funds',
  'do_not_honour',
  'lost_card',
  'card_declined',
  'transaction_not_permitted',
  // Billing templates.
  'billing_template_is_subscription',
  'billing_template_not_subscription',
  // The payout service's signature headers and limits.
  'epoch_header_missing',
  'epoch_header_malformed',
  'checksum_header_missing',
  'checksum_header_malformed',
  'epoch_out_of_range',
  'invalid_checksum',
  'send_limit_exceeded',
  'insufficient_convertible_balance',
  'does_not_exist',
  'duplicate_reference',
  // What the kit's own client reports for an answer it cannot read.
  'invalid_response',
] as const;

/**
 * The purchase actions whose refusal in a wrong status is `purchase_<action>_wrong_status`: the
 * gateway's own (capture, release, cancel, refund, charge, mark_as_paid, resend_invoice) and the
 * sandbox's controls (send, chargeback, settle).
 */
export const WRONG_STATUS_ACTIONS = [
  'capture',
  'release',
  'cancel',
  'refund',
  'charge',
  'mark_as_paid',
  'resend_invoice',
  'send',
  'chargeback',
  'settle',
] as const;

/** A purchase action of {@link WRONG_STATUS_ACTIONS}. */
export type WrongStatusAction = (typeof WRONG_STATUS_ACTIONS)[number];

/** The code of an action refused in the purchase's status: `purchase_capture_wrong_status`, … */
export type WrongStatusErrorCode = `purchase_${WrongStatusAction}_wrong_status`;

/**
 * An error code the kit knows: a field code, one of {@link GATEWAY_REQUEST_ERROR_CODES}, or a
 * {@link WrongStatusErrorCode}.
 */
export type KnownGatewayErrorCode =
  FieldIssueCode | (typeof GATEWAY_REQUEST_ERROR_CODES)[number] | WrongStatusErrorCode;

/**
 * An error code of the gateway as a reader sees it: a known one, or any other string (the full
 * list is not published, and the server companion reports `http_<status>` when the gateway gave
 * none). Compare with a default branch.
 */
export type GatewayErrorCode = KnownGatewayErrorCode | (string & {});
