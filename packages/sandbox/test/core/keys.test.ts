import assert from 'node:assert/strict';
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { generateKeyPair, signBody } from '../../src/core/keys.js';

const verifies = (body: string, signature: string, publicKeyPem: string, algorithm: string) =>
  createVerify(algorithm).update(body).verify(publicKeyPem, signature, 'base64');

/** A small key pair: many are made, and any RSA key signs the same way. */
function smallKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

describe('delivery signatures', () => {
  const body = JSON.stringify({ id: 'd6f0c0de', event_type: 'purchase.paid', total: 1000 });

  it('signs the exact bytes with SHA-256 or SHA-512, verifiable with the public key', async () => {
    const keys = generateKeyPair();
    for (const algorithm of ['sha256', 'sha512'] as const) {
      const signature = await signBody(body, keys.privateKeyPem, algorithm);
      assert.ok(verifies(body, signature, keys.publicKeyPem, algorithm), algorithm);
      assert.ok(!verifies(`${body} `, signature, keys.publicKeyPem, algorithm), 'other bytes');
    }
  });

  it('signs with the key it is given, also once many keys have signed and the first is signed with again', async () => {
    const [firstPair, ...others] = Array.from({ length: 70 }, smallKeyPair);
    assert.ok(firstPair);
    const pairs = [firstPair, ...others];
    const first = await signBody(body, firstPair.privateKeyPem);
    for (const pair of pairs) {
      const signature = await signBody(body, pair.privateKeyPem);
      assert.ok(verifies(body, signature, pair.publicKeyPem, 'sha256'));
      assert.ok(!verifies(body, signature, firstPair.publicKeyPem, 'sha256') || pair === firstPair);
    }
    // RSA PKCS#1 v1.5 is deterministic: the same key signs the same bytes the same way.
    assert.equal(await signBody(body, firstPair.privateKeyPem), first);
  });
});
