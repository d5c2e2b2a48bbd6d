import { createHmac } from 'node:crypto';
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
