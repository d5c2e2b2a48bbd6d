import assert from 'node:assert/strict';
import { createPublicKey, createSign } from 'node:crypto';
import { describe, it } from 'node:test';
import type { CallbackEvent } from '../../src/callbacks/callback-event.js';
import { createCallbackHandler } from '../../src/callbacks/callback-handler.js';
import { CheckoutValidationError } from '../../src/errors.js';
import { verifySignature } from '../../src/signature/verify-signature.js';
import { createSignedRequest, generateTestKeyPair, signPayload } from '../../src/testing.js';

const keys = generateTestKeyPair();

describe('@checkout-kit/server/testing', () => {
  it('generateTestKeyPair makes a 2048-bit RSA pair in PEM', () => {
    assert.match(keys.publicKeyPem, /^-----BEGIN PUBLIC KEY-----\n/);
    assert.match(keys.privateKeyPem, /^-----BEGIN PRIVATE KEY-----\n/);
    const key = createPublicKey(keys.publicKeyPem);
    assert.equal(key.asymmetricKeyType, 'rsa');
    assert.equal(key.asymmetricKeyDetails?.modulusLength, 2048);
  });

  it('signPayload signs as the gateway does (PKCS#1 v1.5 is deterministic: same bytes)', () => {
    const body = '{"event_type":"purchase.paid","note":"naïve ☕"}';
    const expected = createSign('sha256')
      .update(Buffer.from(body, 'utf8'))
      .sign(keys.privateKeyPem, 'base64');
    assert.equal(signPayload(body, keys.privateKeyPem), expected);
    assert.equal(signPayload(Buffer.from(body), keys.privateKeyPem), expected);
    const sha512 = signPayload(body, keys.privateKeyPem, 'sha512');
    assert.equal(sha512, createSign('sha512').update(body).sign(keys.privateKeyPem, 'base64'));
    assert.equal(verifySignature(body, sha512, keys.publicKeyPem, 'sha512'), true);
    const bytes = new Uint8Array([0x7b, 0xff, 0x7d]);
    assert.equal(
      verifySignature(bytes, signPayload(bytes, keys.privateKeyPem), keys.publicKeyPem),
      true,
    );
    assert.throws(
      () => signPayload(body, keys.privateKeyPem, 'md5' as 'sha256'),
      (error: unknown) =>
        error instanceof CheckoutValidationError && error.issues[0]?.path[0] === 'algorithm',
    );
    assert.throws(() => signPayload(body, 'not a key'));
  });

  it('createSignedRequest makes a delivery a merchant’s handler accepts', async () => {
    const events: CallbackEvent[] = [];
    const handler = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      onEvent: (event) => {
        events.push(event);
      },
    });
    const payload = { id: 'p-1', type: 'purchase', event_type: 'purchase.paid', status: 'paid' };
    const request = createSignedRequest(
      'https://shop.example/callback',
      payload,
      keys.privateKeyPem,
    );
    assert.equal(request.method, 'POST');
    assert.equal(request.headers.get('content-type'), 'application/json');
    const signature = request.headers.get('x-signature') ?? '';
    assert.equal(signature, signPayload(JSON.stringify(payload), keys.privateKeyPem));
    assert.equal((await handler(request)).status, 200);
    assert.equal(events[0]?.purchase?.id, 'p-1');

    // A string or bytes are sent exactly as given.
    const text = '{ "id": "p-2", "type": "purchase", "event_type": "purchase.paid" }';
    const fromText = createSignedRequest('https://shop.example/callback', text, keys.privateKeyPem);
    assert.equal(await fromText.clone().text(), text);
    assert.equal((await handler(fromText)).status, 200);
    const fromBytes = createSignedRequest(
      'https://shop.example/callback',
      new TextEncoder().encode('{"id":"x","event_type":"send_limit.approved"}'),
      keys.privateKeyPem,
      { algorithm: 'sha512' },
    );
    assert.equal((await handler(fromBytes.clone())).status, 401); // the company key is SHA-256 only
    const webhookHandler = createCallbackHandler({
      webhookPublicKeys: [keys.publicKeyPem],
      onEvent: () => undefined,
    });
    assert.equal((await webhookHandler(fromBytes)).status, 200);

    // Headers given win, so a test can send a wrong signature on purpose.
    const wrong = createSignedRequest(
      'https://shop.example/callback',
      payload,
      keys.privateKeyPem,
      {
        headers: { 'X-Signature': 'AAAA', 'X-Request-Id': 'r1' },
      },
    );
    assert.equal(wrong.headers.get('x-request-id'), 'r1');
    assert.equal((await handler(wrong)).status, 401);
    assert.equal(events.length, 2);
  });
});
