/*
 * The headers of the gateway's signed deliveries (callbacks and webhooks of both services).
 * HTTP header names are case-insensitive: these are written as the gateway writes them.
 */

/** The header that carries a delivery's signature: base64 RSA over the raw body. */
export const SIGNATURE_HEADER = 'X-Signature';

/** The header that names the event of a payout webhook delivery (purchase deliveries have none). */
export const EVENT_TYPE_HEADER = 'Event-Type';
