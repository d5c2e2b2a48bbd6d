import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  PAYOUT_CHECKSUM_ENCODING,
  PAYOUT_CHECKSUM_HASH,
  payoutSigningString,
} from '@checkout-kit/protocol';

/**
 * The payout service's `checksum` header: lowercase hex of HMAC-SHA512, keyed with the API
 * secret, over the signing string, which is the `epoch` header's value immediately followed by
 * the API key (a plain string: no separator, no JSON).
 *
 * @example
 * sendChecksum('1700000000', 'send_test_abc', 'secret'); // 128 lowercase hex characters
 */
export function sendChecksum(epoch: string, apiKey: string, apiSecret: string): string {
  return createHmac(PAYOUT_CHECKSUM_HASH, apiSecret)
    .update(payoutSigningString(epoch, apiKey))
    .digest(PAYOUT_CHECKSUM_ENCODING);
}

/**
 * Whether two strings (an API key, a token) are equal, in time that does not depend on where they
 * differ. Both are hashed first, so strings of different lengths compare safely too.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a).digest();
  const digestB = createHash('sha256').update(b).digest();
  return timingSafeEqual(digestA, digestB);
}
