/*
 * How the payout service authenticates a request: the `epoch` and `checksum` headers beside
 * `Authorization: Bearer <API key>`. The HMAC itself is computed where a crypto library is
 * (`node:crypto` in the server companion and the sandbox): this package stays free of it, so
 * that the browser bundle never carries it.
 */

/** The header with the request's Unix time, in whole seconds. */
export const PAYOUT_EPOCH_HEADER = 'epoch';

/** The header with the request's checksum. */
export const PAYOUT_CHECKSUM_HEADER = 'checksum';

/** The checksum is the HMAC with this hash (`node:crypto`'s name), keyed with the API secret. */
export const PAYOUT_CHECKSUM_HASH = 'sha512';

/** The checksum is written as lowercase hex: 128 characters. */
export const PAYOUT_CHECKSUM_ENCODING = 'hex';

/**
 * The string the payout checksum signs: the `epoch` header's value immediately followed by the
 * API key, a plain string with no separator, not JSON.
 *
 * @example
 * payoutSigningString(1700000000, 'send_test_abc') // '1700000000send_test_abc'
 * createHmac(PAYOUT_CHECKSUM_HASH, apiSecret)
 *   .update(payoutSigningString(epoch, apiKey))
 *   .digest(PAYOUT_CHECKSUM_ENCODING);
 */
export function payoutSigningString(epoch: number | string, apiKey: string): string {
  return `${epoch}${apiKey}`;
}
