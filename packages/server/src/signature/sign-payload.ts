import { constants, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { issue } from '../internal/arguments.js';
import { CheckoutValidationError } from '../errors.js';
import type { SignatureAlgorithm } from './verify-signature.js';

/** An RSA key pair in PEM (`spki` public half, `pkcs8` private half). */
export interface TestKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

/**
 * Signs a body the way the gateway signs a delivery: base64 of an RSA PKCS#1 v1.5 signature over
 * the SHA-256 (or SHA-512) digest of the exact bytes. A string is signed as its UTF-8 bytes.
 *
 * @example
 * const { publicKeyPem, privateKeyPem } = generateTestKeyPair();
 * const body = JSON.stringify({ id: 'p1', event_type: 'purchase.paid' });
 * verifySignature(body, signPayload(body, privateKeyPem), publicKeyPem); // true
 */
export function signPayload(
  body: string | Uint8Array,
  privateKeyPem: string,
  algorithm: SignatureAlgorithm = 'sha256',
): string {
  if (algorithm !== 'sha256' && algorithm !== 'sha512') {
    throw new CheckoutValidationError('signPayload', [
      issue(
        ['algorithm'],
        'invalid',
        `algorithm must be 'sha256' or 'sha512', got ${String(algorithm)}.`,
      ),
    ]);
  }
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const key = createPrivateKey(privateKeyPem);
  return sign(algorithm, bytes, { key, padding: constants.RSA_PKCS1_PADDING }).toString('base64');
}

/**
 * A fresh 2048-bit RSA key pair, like the ones the gateway gives the company and each webhook:
 * sign test deliveries with the private half, configure the handler with the public half.
 *
 * @example
 * const keys = generateTestKeyPair();
 * const handler = createCallbackHandler({ publicKey: keys.publicKeyPem, onEvent });
 */
export function generateTestKeyPair(): TestKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}
