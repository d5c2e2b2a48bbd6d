/**
 * `@checkout-kit/server/testing`: helpers for testing your own callback and webhook handlers
 * with deliveries signed exactly as the gateway signs them. Not for production code: a merchant
 * never holds the gateway's private keys.
 * @packageDocumentation
 */
import { SIGNATURE_HEADER } from '@checkout-kit/protocol';
import { signPayload } from './signature/sign-payload.js';
import type { SignatureAlgorithm } from './signature/verify-signature.js';

export { type TestKeyPair, generateTestKeyPair, signPayload } from './signature/sign-payload.js';
export type { SignatureAlgorithm } from './signature/verify-signature.js';

/** Options of {@link createSignedRequest}. */
export interface SignedRequestOptions {
  /** The digest: `sha256` (collection events, the default) or `sha512` (payout events). */
  algorithm?: SignatureAlgorithm;
  /** More headers; `X-Signature` and `Content-Type` are set unless given here. */
  headers?: Record<string, string>;
}

/**
 * A `POST` request as the gateway delivers one: the body (an object is sent as
 * `JSON.stringify(payload)`; a string or bytes exactly as given) with `Content-Type:
 * application/json` and its `X-Signature`. Hand it to a web-standard handler, or send its parts
 * with `fetch` to a running server.
 *
 * @example
 * const keys = generateTestKeyPair();
 * const handler = createCallbackHandler({ publicKey: keys.publicKeyPem, onEvent });
 * const response = await handler(
 *   createSignedRequest('https://shop.example/callback', { id: 'p1', type: 'purchase', event_type: 'purchase.paid' }, keys.privateKeyPem),
 * );
 * response.status; // 200
 */
export function createSignedRequest(
  url: string | URL,
  payload: string | Uint8Array | object,
  privateKeyPem: string,
  options: SignedRequestOptions = {},
): Request {
  // Bytes are copied: the request owns its body, and `BodyInit` wants a plain `ArrayBuffer` view.
  const body =
    typeof payload === 'string'
      ? payload
      : payload instanceof Uint8Array
        ? new Uint8Array(payload)
        : JSON.stringify(payload);
  const signature = signPayload(body, privateKeyPem, options.algorithm);
  const headers = new Headers({
    'Content-Type': 'application/json',
    [SIGNATURE_HEADER]: signature,
  });
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return new Request(url, { method: 'POST', headers, body });
}
