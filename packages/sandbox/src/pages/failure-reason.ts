import { type Purchase, latestPaymentFailure } from '@checkout-kit/protocol';
import type { FailureReason, PageStrings } from './strings/page-words.js';

/**
 * Why the last payment attempt failed, as the hosted pages tell the payer: one of a few reasons,
 * in the page's language, chosen from the attempt's code. The gateway's own message is written
 * for the merchant, in English, so a payer never reads it; and a card reported lost or stolen is
 * told only as declined, to whoever holds it.
 */

/** The codes the sandbox fails attempts with, by the reason each is told as. */
const REASONS: Readonly<Record<string, FailureReason>> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  invalid_card_number: 'card_details',
  invalid_cardholder_name: 'card_details',
  invalid_expires: 'card_details',
  three_d_secure_failed: 'authentication',
  transaction_not_permitted: 'not_permitted',
  do_not_honour: 'declined',
  card_declined: 'declined',
  lost_card: 'declined',
  stolen_card: 'declined',
  payment_declined: 'declined',
};

/** The reason for the last failed attempt of `purchase`, in `t`'s words; `null` with none. */
export function lastFailure(purchase: Purchase, t: PageStrings): string | null {
  const failure = latestPaymentFailure(purchase);
  if (!failure) return null;
  return t.failureReasons[
    (Object.hasOwn(REASONS, failure.code) && REASONS[failure.code]) || 'unknown'
  ];
}
