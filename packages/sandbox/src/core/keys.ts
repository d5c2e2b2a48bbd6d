import { type KeyObject, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';

/** An RSA key pair in PEM: the public half goes to merchants, the private half signs. */
export interface KeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

/** A new 2048-bit RSA key pair, as the gateway gives the company and each webhook. */
export function generateKeyPair(): KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/**
 * Private keys parsed from their PEM, by PEM: parsing one costs more than the signature it
 * makes, and each delivery is signed. Bounded, oldest out first: the
 * company key and a few webhooks' are what a sandbox signs with, and a merchant's test that
 * makes webhook after webhook must not grow it without end.
 */
const parsedKeys = new Map<string, KeyObject>();
const MAX_PARSED_KEYS = 64;

function privateKeyOf(privateKeyPem: string): KeyObject {
  let key = parsedKeys.get(privateKeyPem);
  if (!key) {
    key = createPrivateKey(privateKeyPem);
    const oldest = parsedKeys.keys().next();
    if (parsedKeys.size >= MAX_PARSED_KEYS && !oldest.done) parsedKeys.delete(oldest.value);
    parsedKeys.set(privateKeyPem, key);
  }
  return key;
}

/**
 * The `X-Signature` of a delivery: base64 of an RSA PKCS#1 v1.5 signature over the digest of
 * the exact body bytes. Collection callbacks use SHA-256, payout webhooks SHA-512.
 *
 * Made on libuv's thread pool, not on the main thread: an RSA signature is the largest cost of
 * a delivery, and the main thread answers the merchant's requests meanwhile.
 */
export function signBody(
  body: string | Uint8Array,
  privateKeyPem: string,
  algorithm: 'sha256' | 'sha512' = 'sha256',
): Promise<string> {
  const key = privateKeyOf(privateKeyPem);
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    sign(algorithm, bytes, key, (error, signature) => {
      if (error) reject(error);
      else resolve(signature.toString('base64'));
    });
  });
}
