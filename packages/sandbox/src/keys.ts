import { createSign, generateKeyPairSync } from 'node:crypto';

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
 * The `X-Signature` of a delivery: base64 of an RSA PKCS#1 v1.5 signature over the digest of
 * the exact body bytes. Collection callbacks use SHA-256, payout webhooks SHA-512.
 */
export function signBody(
  body: string | Uint8Array,
  privateKeyPem: string,
  algorithm: 'sha256' | 'sha512' = 'sha256',
): string {
  return createSign(algorithm).update(body).sign(privateKeyPem, 'base64');
}
