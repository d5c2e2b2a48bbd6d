import type { KnownGatewayErrorCode } from './gateway-error-code.js';

/**
 * What a payer may be told of a failed payment attempt: one of a few reasons, each with its
 * own next step, rather than the gateway's message, which is written for the merchant. The
 * gateway's hosted pages (the sandbox's) and a merchant's result page read them alike.
 */
export const PAYER_FAILURE_REASONS = [
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'card_details',
  'authentication',
  'not_permitted',
  'bank_declined',
  'method_declined',
  'unknown',
] as const;

/** A reason of {@link PAYER_FAILURE_REASONS}. */
export type PayerFailureReason = (typeof PAYER_FAILURE_REASONS)[number];

/**
 * The attempt codes that have a reason of their own. A card reported lost and a payment
 * stopped by fraud scoring are told only as a decline by the bank: whoever holds the card must
 * not learn more. `payment_declined` is a method other than a card declining (FPX, a wallet).
 */
const REASON_OF_CODE: Readonly<Partial<Record<KnownGatewayErrorCode, PayerFailureReason>>> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  invalid_cardholder_name: 'card_details',
  invalid_card_number: 'card_details',
  invalid_expires: 'card_details',
  three_d_secure_failed: 'authentication',
  transaction_not_permitted: 'not_permitted',
  do_not_honour: 'bank_declined',
  card_declined: 'bank_declined',
  lost_card: 'bank_declined',
  blocked_by_fraud_scoring: 'bank_declined',
  payment_declined: 'method_declined',
};

/**
 * The reason a payer is told for a failed attempt's code (`PaymentFailure.code`); `unknown`
 * for any other code, such as the live gateway's `general_transaction_error`, never an error.
 *
 * @example
 * payerFailureReason('lost_card') // 'bank_declined'
 * payerFailureReason('general_transaction_error') // 'unknown'
 */
export function payerFailureReason(code: string | null | undefined): PayerFailureReason {
  return (
    (code &&
      Object.hasOwn(REASON_OF_CODE, code) &&
      REASON_OF_CODE[code as KnownGatewayErrorCode]) ||
    'unknown'
  );
}
