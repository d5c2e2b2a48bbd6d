import assert from 'node:assert/strict';
import { type TestContext, before, describe, it } from 'node:test';
import { createCallbackHandler } from '../../src/callbacks/callback-handler.js';
import { CheckoutValidationError } from '../../src/errors.js';
import { generateTestKeyPair, signPayload } from '../../src/testing.js';
import {
  assertAttempts,
  openReceiver,
  paidPurchase,
  recordedDelivery,
  type SignedDelivery,
  successCallbackOf,
  useCallbackSandbox,
} from './fixtures.js';
import { post } from './helpers.js';

const gateway = useCallbackSandbox();
/** A real success callback the sandbox delivered, to replay and tamper with. */
let delivery: SignedDelivery;
/** A key pair that is not the gateway's. */
const stranger = generateTestKeyPair();

/** A fresh receiver that knows the company key; nothing may reach its onEvent. */
async function guarded(t: TestContext, maxBodyBytes?: number) {
  const { companyKey } = gateway();
  const r = await openReceiver(t, {
    publicKey: companyKey,
    ...(maxBodyBytes ? { maxBodyBytes } : {}),
  });
  t.after(() => {
    assert.deepEqual(r.events, []);
    assert.deepEqual(r.errors, []);
  });
  return r;
}

/** Every answer is a small JSON body that names the problem and nothing else. */
function assertPlainAnswer(
  answer: { status: number; body: Record<string, unknown>; text: string; headers: Headers },
  status: number,
  error: string,
) {
  assert.equal(answer.status, status, answer.text);
  assert.deepEqual(answer.body, { error });
  assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(answer.headers.get('cache-control'), 'no-store');
  assert.ok(answer.text.length < 64);
}

describe('createCallbackHandler refuses what it cannot trust', () => {
  // In the `describe`: its hooks run after the file's, once the sandbox is up.
  before(async () => {
    const { sandbox, companyKey } = gateway();
    delivery = await recordedDelivery(sandbox, companyKey);
    assert.equal(delivery.state, 'delivered');
  });

  it('refuses a tampered body with 401', async (t) => {
    const r = await guarded(t);
    const cheaper = delivery.body.replace('"total":1250', '"total":1');
    assert.notEqual(cheaper, delivery.body);
    assertPlainAnswer(await post(r.url, cheaper, delivery.signature), 401, 'invalid_signature');
    // One byte is enough: a letter of the product's name.
    const bytes = Buffer.from(delivery.body);
    const at = bytes.indexOf('Kopi') + 1;
    bytes[at] = 0x75; // 'Kopi' → 'Kupi'
    assert.ok(JSON.parse(bytes.toString('utf8')));
    assertPlainAnswer(await post(r.url, bytes, delivery.signature), 401, 'invalid_signature');
    // The same JSON re-serialised with other whitespace is not what was signed.
    const reformatted = JSON.stringify(JSON.parse(delivery.body), null, 1);
    assertPlainAnswer(await post(r.url, reformatted, delivery.signature), 401, 'invalid_signature');
  });

  it('refuses a tampered or foreign signature with 401', async (t) => {
    const r = await guarded(t);
    const signature = Buffer.from(delivery.signature, 'base64');
    signature[10] = (signature[10] ?? 0) ^ 0x01;
    assertPlainAnswer(
      await post(r.url, delivery.body, signature.toString('base64')),
      401,
      'invalid_signature',
    );
    // Signed, but by someone else's key.
    const forged = signPayload(delivery.body, stranger.privateKeyPem);
    assertPlainAnswer(await post(r.url, delivery.body, forged), 401, 'invalid_signature');
    for (const garbage of ['not base64!', 'AAAA', 'A'.repeat(5000), delivery.signature.slice(1)]) {
      assertPlainAnswer(await post(r.url, delivery.body, garbage), 401, 'invalid_signature');
    }
  });

  it('refuses a genuine delivery checked with the wrong key with 401, so the gateway retries', async (t) => {
    const { sandbox } = gateway();
    const r = await openReceiver(t, { publicKey: stranger.publicKeyPem });
    const purchase = await paidPurchase(sandbox, r.url);
    const refused = successCallbackOf(sandbox, purchase.id);
    assertAttempts(refused, [401]);
    assert.equal(refused.state, 'pending');
    assert.deepEqual(r.events, []);
    // The replayed delivery is refused too.
    assertPlainAnswer(
      await post(r.url, delivery.body, delivery.signature),
      401,
      'invalid_signature',
    );
  });

  it('answers 400 without X-Signature', async (t) => {
    const r = await guarded(t);
    assertPlainAnswer(await post(r.url, delivery.body, null), 400, 'missing_signature');
    assertPlainAnswer(await post(r.url, delivery.body, '  '), 400, 'missing_signature');
  });

  it('refuses a body of any shape with 401 when its signature is not the gateway’s', async (t) => {
    const r = await guarded(t);
    // The signature is checked before the body is read: no shape gets past it, and none is
    // refused for its shape instead (that would tell a forger what the handler expects).
    for (const body of [
      '{"id": "p1", "event_type": ',
      '',
      '[1,2,3]',
      'null',
      new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      '{"id":"p1","type":"purchase"}',
    ]) {
      assertPlainAnswer(await post(r.url, body, delivery.signature), 401, 'invalid_signature');
      assertPlainAnswer(
        await post(r.url, body, signPayload(body, stranger.privateKeyPem)),
        401,
        'invalid_signature',
      );
    }
  });

  it('answers 405 to other methods', async (t) => {
    const r = await guarded(t);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(r.url, { method });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'POST');
      assert.deepEqual(await response.json(), { error: 'method_not_allowed' });
    }
  });

  it('answers 413 to a body over maxBodyBytes, declared or streamed', async (t) => {
    const { companyKey } = gateway();
    const r = await guarded(t, 1024);
    assert.ok(delivery.body.length > 1024);
    assertPlainAnswer(
      await post(r.url, delivery.body, delivery.signature),
      413,
      'payload_too_large',
    );
    // Without Content-Length (chunked), the reading stops at the limit.
    const handler = createCallbackHandler({
      publicKey: companyKey,
      maxBodyBytes: 1024,
      onEvent() {},
    });
    const chunks = [new Uint8Array(800).fill(0x20), new Uint8Array(800).fill(0x20)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await handler(
      new Request('http://shop.example/callback', {
        method: 'POST',
        headers: { 'X-Signature': delivery.signature },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    assert.equal(response.status, 413);
    assert.equal(chunks.length, 0);
  });

  it('refuses options it cannot work with when it is created', () => {
    const { companyKey } = gateway();
    const onEvent = () => undefined;
    assert.throws(() => createCallbackHandler({ onEvent }), /company key|webhook keys/);
    assert.throws(
      () => createCallbackHandler({ onEvent, publicKey: 'not a key' }),
      /publicKey is not an RSA public key/,
    );
    assert.throws(
      () => createCallbackHandler({ onEvent, publicKey: stranger.privateKeyPem }),
      /publicKey is not an RSA public key/,
    );
    assert.throws(
      () => createCallbackHandler({ onEvent, webhookPublicKeys: [companyKey, 'oops'] }),
      /webhookPublicKeys\[1\]/,
    );
    assert.throws(
      () =>
        createCallbackHandler({
          onEvent,
          publicKey: companyKey,
          getPublicKey: async () => companyKey,
        }),
      /not both/,
    );
    assert.throws(
      () =>
        createCallbackHandler({ publicKey: companyKey } as Parameters<
          typeof createCallbackHandler
        >[0]),
      /onEvent/,
    );
    assert.throws(
      () => createCallbackHandler({ onEvent, publicKey: companyKey, maxBodyBytes: 0 }),
      (error: unknown) =>
        error instanceof CheckoutValidationError &&
        error.issues[0]?.path[0] === 'maxBodyBytes' &&
        /maxBodyBytes must be a positive integer, not 0/.test(error.message),
    );
    let refused: unknown;
    try {
      createCallbackHandler({
        onEvent,
        webhookPublicKeys: [companyKey, 'oops'],
        onError: 'console' as never,
        readTimeoutMs: 0,
        now: 5 as never,
      });
    } catch (error) {
      refused = error;
    }
    assert.ok(refused instanceof CheckoutValidationError);
    assert.deepEqual(
      refused.issues.map((issue) => [issue.path, issue.code]),
      [
        [['onError'], 'invalid'],
        [['webhookPublicKeys', 1], 'invalid'],
        [['readTimeoutMs'], 'invalid'],
        [['now'], 'invalid'],
      ],
      'every problem at once, list indexes as numbers',
    );
    assert.match(refused.message, /webhookPublicKeys\[1\] is not an RSA public key/);
    // The JSON string GET /public_key/ answers is accepted as it is.
    assert.doesNotThrow(() =>
      createCallbackHandler({ onEvent, publicKey: JSON.stringify(companyKey) }),
    );
  });
});
