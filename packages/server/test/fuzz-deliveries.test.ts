/**
 * Property tests of what the gateway delivers: signatures and the callback handler, under random
 * and hostile input. A body signed with the key verifies and nothing else does; a hostile
 * request is refused without running anything; a hostile body the gateway signed reaches
 * `onEvent` as it is, and is answered 200 (or 500 when `onEvent` throws), never anything else.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { fuzzSettings } from '../../../test/fixtures/fuzz-settings.js';
import {
  deeplyNestedText,
  hostileBody,
  hostileJson,
  hostileLeaf,
} from '../../../test/fixtures/hostile-input.js';
import type { CallbackEvent } from '../src/callbacks/callback-event.js';
import { createCallbackHandler } from '../src/callbacks/callback-handler.js';
import { generateTestKeyPair, signPayload } from '../src/signature/sign-payload.js';
import { type SignatureAlgorithm, verifySignature } from '../src/signature/verify-signature.js';

const keys = generateTestKeyPair();
const webhookKeys = generateTestKeyPair();
const otherKeys = generateTestKeyPair();

/** Headers a request may carry: hostile names are kept to what HTTP allows. */
const headerValue = fc.oneof(
  fc
    .string({ maxLength: 60 })
    .filter((text) => !/[\r\n\0]/.test(text) && /^[\x20-\x7e]*$/.test(text)),
  fc.base64String({ maxLength: 400 }),
);

/**
 * Any body as bytes: hostile JSON, broken purchases and payments, JSON nested past any limit,
 * text of every plane (lone surrogates included), and bytes that are no UTF-8.
 */
const bodyBytes: fc.Arbitrary<Uint8Array> = fc
  .oneof(
    hostileJson.map((value) => JSON.stringify(value) ?? ''),
    hostileBody({ id: 'p1', type: 'purchase', event_type: 'purchase.paid', status: 'paid' }).map(
      (value) => JSON.stringify(value) ?? '',
    ),
    hostileBody({ id: 'r1', type: 'payment', event_type: 'payment.refunded' }).map(
      (value) => JSON.stringify(value) ?? '',
    ),
    deeplyNestedText,
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.uint8Array({ maxLength: 80 }),
  )
  .map((body) => (typeof body === 'string' ? new Uint8Array(Buffer.from(body, 'utf8')) : body));

/** Who signed a delivery: the company key (SHA-256), a webhook's key with either digest. */
const SIGNERS = ['company', 'webhook', 'payout webhook'] as const;

/** A signed delivery: its body, its signer, its `Event-Type` header, and whether onEvent throws. */
type SignedDelivery = [Uint8Array, (typeof SIGNERS)[number], string | undefined, boolean];

/** Signed but malformed, decided: 200, and onEvent gets the body as it is, `type: null` unless named. */
const MALFORMED_BUT_SIGNED: SignedDelivery[] = [
  [new Uint8Array(Buffer.from('not json')), 'company', undefined, false],
  [new Uint8Array([0xff, 0xfe, 0x7b]), 'payout webhook', 'send_instruction_status', false],
  [new Uint8Array(Buffer.from('[1,2]')), 'webhook', undefined, false],
  [new Uint8Array(Buffer.from('{"event_type":""}')), 'webhook', ' ', false],
];

/** The other digest: a signature made with one must not verify under the other. */
const otherDigest = (algorithm: SignatureAlgorithm): SignatureAlgorithm =>
  algorithm === 'sha256' ? 'sha512' : 'sha256';

/**
 * The signature property of a verifier shaped like `verifySignature`: a body signed with the
 * key is accepted, with either digest; the same signature over other bytes, under another key
 * or under the other digest is refused. A verifier that always says no (or always yes) fails it.
 */
function signatureProperty(verify: typeof verifySignature) {
  return fc.property(
    bodyBytes,
    fc.constantFrom<SignatureAlgorithm>('sha256', 'sha512'),
    fc.uint8Array({ minLength: 1, maxLength: 8 }),
    (body, algorithm, extra) => {
      const signature = signPayload(body, keys.privateKeyPem, algorithm);
      const tampered = Buffer.concat([body, extra]);
      assert.equal(verify(body, signature, keys.publicKeyPem, algorithm), true, 'signed: accepted');
      assert.equal(verify(tampered, signature, keys.publicKeyPem, algorithm), false, 'other bytes');
      assert.equal(verify(body, signature, otherKeys.publicKeyPem, algorithm), false, 'other key');
      assert.equal(
        verify(body, signature, keys.publicKeyPem, otherDigest(algorithm)),
        false,
        'other digest',
      );
    },
  );
}

/** The body as the handler reads it: JSON (any value), `null` for invalid UTF-8 or JSON. */
function parsed(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/**
 * Whether two parsed JSON values are the same, walked with a stack of its own: a body nested
 * 100 000 levels parses, but no recursive comparison gets through it.
 */
function sameJson(a: unknown, b: unknown): boolean {
  const pending: [unknown, unknown][] = [[a, b]];
  while (pending.length > 0) {
    const [left, right] = pending.pop() as [unknown, unknown];
    if (typeof left !== 'object' || left === null || typeof right !== 'object' || right === null) {
      if (!Object.is(left, right)) return false;
      continue;
    }
    if (Array.isArray(left) !== Array.isArray(right)) return false;
    const keys = Object.keys(left);
    if (keys.length !== Object.keys(right).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(right, key)) return false;
      pending.push([
        (left as Record<string, unknown>)[key],
        (right as Record<string, unknown>)[key],
      ]);
    }
  }
  return true;
}

/** The event name the handler must give: the body's non-empty `event_type`, else the header's. */
function expectedType(payload: unknown, header: string | undefined): string | null {
  const type = (payload as { event_type?: unknown } | null)?.event_type;
  if (typeof type === 'string' && type !== '') return type;
  return header?.trim() || null;
}

describe('deliveries under hostile input', () => {
  it('verifySignature answers false for anything that is not a signature by the key', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileJson, fc.uint8Array({ maxLength: 64 })),
        fc.oneof(hostileLeaf, fc.base64String({ maxLength: 400 })),
        fc.oneof(hostileLeaf, fc.constant(keys.publicKeyPem)),
        fc.oneof(hostileLeaf, fc.constantFrom('sha256', 'sha512')),
        (raw, signature, pem, algorithm) => {
          const verified = verifySignature(
            raw as never,
            signature as never,
            pem as never,
            algorithm as never,
          );
          assert.equal(verified, false);
        },
      ),
      fuzzSettings(300),
    );
  });

  it('verifySignature accepts any body signed with the key, and refuses it changed', () => {
    fc.assert(signatureProperty(verifySignature), fuzzSettings(100));
  });

  it('the signature property fails a verifier that always says no, or always yes', () => {
    for (const broken of [() => false, () => true]) {
      assert.throws(() => fc.assert(signatureProperty(broken), fuzzSettings(5)), /Property failed/);
    }
  });

  it('the callback handler answers a hostile request 4xx, never 500, and runs nothing', async () => {
    let events = 0;
    const handler = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      webhookPublicKeys: [webhookKeys.publicKeyPem],
      onEvent: () => void events++,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'POST', 'GET', 'PUT', 'DELETE'),
        fc.option(headerValue, { nil: undefined }),
        fc.option(headerValue, { nil: undefined }),
        fc.oneof(
          hostileJson.map((body) => JSON.stringify(body) ?? ''),
          deeplyNestedText,
          fc.string(),
        ),
        async (method, signature, eventType, body) => {
          const headers = new Headers({ 'Content-Type': 'application/json' });
          if (signature !== undefined) headers.set('X-Signature', signature);
          if (eventType !== undefined) headers.set('Event-Type', eventType);
          const response = await handler(
            new Request('https://shop.example/callbacks', {
              method,
              headers,
              body: method === 'GET' ? undefined : body,
            }),
          );
          assert.ok([400, 401, 405, 413].includes(response.status), String(response.status));
        },
      ),
      fuzzSettings(150),
    );
    assert.equal(events, 0);
  });

  it('the callback handler takes any body the gateway signed to onEvent as it is: 200, then a duplicate', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyBytes,
        fc.constantFrom(...SIGNERS),
        fc.option(fc.oneof(headerValue, fc.constantFrom('send_instruction_status')), {
          nil: undefined,
        }),
        // onEvent throws at the first try one time in five.
        fc.integer({ min: 0, max: 4 }).map((draw) => draw === 0),
        async (body, signer, eventType, failsFirst) => {
          try {
            await assertSignedDelivery(body, signer, eventType, failsFirst);
          } catch (error) {
            // The test runner shows only fast-check's summary: the reason goes to the log.
            console.error(`signed delivery: ${String(error).slice(0, 500)}`);
            throw error;
          }
        },
      ),
      fuzzSettings(150, { examples: MALFORMED_BUT_SIGNED }),
    );
  });
});

/**
 * Delivers one signed body to a new handler until it is handled, then once more, asserting
 * every answer: onEvent runs with the body as it is and a 200 follows (a 500 first when onEvent
 * throws, and a retry runs it again); the repeat is a 200 `duplicate` that runs nothing.
 */
async function assertSignedDelivery(
  body: Uint8Array,
  signer: SignedDelivery[1],
  eventType: string | undefined,
  failsFirst: boolean,
): Promise<void> {
  const received: CallbackEvent[] = [];
  const reported: string[] = [];
  let failing = failsFirst;
  const handler = createCallbackHandler({
    publicKey: keys.publicKeyPem,
    webhookPublicKeys: [webhookKeys.publicKeyPem],
    onEvent: (event) => {
      received.push(event);
      if (failing) throw new Error('the shop’s database is down');
    },
    onError: (_error, { stage }) => void reported.push(stage),
  });
  const source = signer === 'company' ? 'success_callback' : 'webhook';
  const algorithm = signer === 'payout webhook' ? 'sha512' : 'sha256';
  const privateKey = signer === 'company' ? keys.privateKeyPem : webhookKeys.privateKeyPem;
  const signature = signPayload(body, privateKey, algorithm);
  const headers = new Headers({ 'Content-Type': 'application/json', 'X-Signature': signature });
  if (eventType !== undefined) headers.set('Event-Type', eventType);
  const deliver = async () => {
    const request = new Request('https://shop.example/callbacks', {
      method: 'POST',
      headers,
      body: new Uint8Array(body),
    });
    const response = await handler(request);
    return [response.status, await response.json()];
  };

  if (failsFirst) {
    // The shop's own failure: a 500, so that the gateway delivers it again, and it runs again.
    assert.deepEqual(await deliver(), [500, { error: 'event_handler_failed' }]);
    assert.deepEqual(reported, ['on_event']);
    failing = false;
  }
  // A signed body is never refused for its shape: the gateway would retry it for 36 hours.
  assert.deepEqual(await deliver(), [200, { ok: true }]);
  assert.equal(received.length, failsFirst ? 2 : 1, 'onEvent runs at each try until handled');
  const payload = parsed(body);
  for (const event of received) {
    assert.deepEqual(Buffer.from(event.raw), Buffer.from(body));
    assert.ok(sameJson(event.payload, payload), 'the payload is the body, parsed');
    assert.equal(event.type, expectedType(payload, headers.get('Event-Type') ?? undefined));
    assert.equal(event.source, source);
    assert.equal(event.algorithm, algorithm);
    assert.equal(event.signature, signature);
    if (event.purchase !== null || event.payment !== null) {
      assert.ok(typeof payload === 'object' && payload !== null && !Array.isArray(payload));
    }
  }
  assert.deepEqual(await deliver(), [200, { ok: true, duplicate: true }]);
  assert.equal(received.length, failsFirst ? 2 : 1, 'a repeat runs nothing');
  assert.deepEqual(reported, failsFirst ? ['on_event'] : [], 'nothing else is reported');
}
