import assert from 'node:assert/strict';
import { createVerify } from 'node:crypto';
import { describe, it } from 'node:test';
import { verifySignature } from '../../src/signature/verify-signature.js';
import { MAKER_SIGNED_SAMPLE } from '../fixtures/maker-signed-sample.js';

describe('verifySignature with a delivery the gateway signed (its maker’s PHP SDK sample)', () => {
  const { body, signature, publicKeyPem } = MAKER_SIGNED_SAMPLE;

  it('takes the body’s bytes, the header as it arrives and the company key', () => {
    assert.equal(verifySignature(Buffer.from(body, 'utf8'), signature, publicKeyPem), true);
    assert.equal(verifySignature(body, signature, publicKeyPem), true);
  });

  it('agrees with what the maker’s Node SDK calls, given the decoded bytes it needs', () => {
    // The Node SDK's verify() is typed string but needs Buffer.from(header, 'base64').
    const verifier = createVerify('RSA-SHA256').update(body);
    assert.equal(verifier.verify(publicKeyPem, Buffer.from(signature, 'base64')), true);
  });

  it('refuses the same signature over a body changed by one character', () => {
    const changed = body.replace('"total": 100', '"total": 900');
    assert.notEqual(changed, body);
    assert.equal(verifySignature(changed, signature, publicKeyPem), false);
    assert.equal(verifySignature(body, signature, publicKeyPem, 'sha512'), false);
  });
});
