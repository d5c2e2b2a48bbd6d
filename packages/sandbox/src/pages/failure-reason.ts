import { type Purchase, latestPaymentFailure, payerFailureReason } from '@checkout-kit/protocol';
import type { PageStrings } from './strings/page-words.js';

/**
 * Why the last payment attempt failed, as the hosted pages tell the payer: one of a few reasons,
 * in the page's language, chosen from the attempt's code. The gateway's own message is written
 * for the merchant, in English, so a payer never reads it; and a card reported lost or stolen is
 * told only as declined, to whoever holds it.
 */

/** The reason for the last failed attempt of `purchase`, in `t`'s words; `null` with none. */
export function lastFailure(purchase: Purchase, t: PageStrings): string | null {
  const failure = latestPaymentFailure(purchase);
  return failure && t.failureReasons[payerFailureReason(failure.code)];
}
