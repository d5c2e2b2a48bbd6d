import { type Purchase, latestPaymentFailure, payerFailureReason } from '@checkout-kit/protocol';
import type { PageStrings } from './strings/shape.js';

/**
 * Why the last failed attempt of `purchase` failed, as the hosted pages tell the payer: the
 * reason the protocol's `payerFailureReason` gives for its code, in `t`'s words; `null` with
 * none. The gateway's own message is written for the merchant, in English: a payer never reads
 * it.
 */
export function lastFailure(purchase: Purchase, t: PageStrings): string | null {
  const failure = latestPaymentFailure(purchase);
  return failure && t.failureReasons[payerFailureReason(failure.code)];
}
