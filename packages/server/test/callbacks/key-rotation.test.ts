import assert from 'node:assert/strict';
import { type TestContext, describe, it } from 'node:test';
import type { Webhook } from '@checkout-kit/protocol';
import { createCallbackHandler } from '../../src/callbacks/callback-handler.js';
import { CheckoutClient } from '../../src/client/checkout-client.js';
import { generateTestKeyPair, signPayload } from '../../src/testing.js';
import {
  assertAttempts,
  openReceiver,
  openWebhook,
  paidPurchase,
  successCallbackOf,
  useCallbackSandbox,
} from './fixtures.js';
import { api, createPurchase, deliveryOf, fetchCompanyKey, post } from './helpers.js';

const MINUTE = 60_000;

const gateway = useCallbackSandbox();

/** The company key as a `CheckoutClient` keeps it: cached, fetched again on `refresh`. */
function cachingKeySource(initial: string, fetchKey: () => Promise<string>, delayMs = 0) {
  let cached = initial;
  const calls: boolean[] = [];
  return {
    calls,
    refetches: () => calls.filter(Boolean).length,
    getPublicKey: async (options?: { refresh?: boolean }) => {
      calls.push(Boolean(options?.refresh));
      if (options?.refresh) {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        cached = await fetchKey();
      }
      return cached;
    },
  };
}

/** A fake clock for the refetch rate limit. */
function fakeClock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A purchase's body signed by a key that is not the gateway's. */
function forgedDelivery(index: number): { body: string; signature: string } {
  const body = JSON.stringify({
    id: `forged-${index}`,
    type: 'purchase',
    event_type: 'purchase.paid',
    status: 'paid',
    purchase: { total: 1 },
  });
  return { body, signature: signPayload(body, forger.privateKeyPem) };
}
const forger = generateTestKeyPair();
const stale = generateTestKeyPair();

describe('createCallbackHandler when the company key rotates', () => {
  it('fetches the key once more when the cached one fails, and then verifies', async (t) => {
    const { sandbox } = gateway();
    const keys = cachingKeySource(stale.publicKeyPem, () => fetchCompanyKey(sandbox));
    const r = await openReceiver(t, { getPublicKey: keys.getPublicKey });
    const purchase = await paidPurchase(sandbox, r.url);

    assertAttempts(successCallbackOf(sandbox, purchase.id), [200]);
    assert.equal(r.events.length, 1);
    assert.deepEqual(keys.calls, [false, true]);

    // The refetched key is kept: the next callback verifies without another fetch.
    await paidPurchase(sandbox, r.url);
    assert.equal(r.events.length, 2);
    assert.deepEqual(keys.calls, [false, true, false]);
    assert.deepEqual(r.errors, []);
  });

  it('refetches at most once per delivery, and the gateway’s retry succeeds later', async (t) => {
    const { sandbox, companyKey } = gateway();
    const clock = fakeClock();
    let gatewayKey = stale.publicKeyPem; // the key endpoint still serves the old key
    const keys = cachingKeySource(stale.publicKeyPem, async () => gatewayKey);
    const r = await openReceiver(t, { getPublicKey: keys.getPublicKey, now: clock.now });
    const purchase = await paidPurchase(sandbox, r.url);
    assertAttempts(successCallbackOf(sandbox, purchase.id), [401]);
    assert.equal(keys.refetches(), 1);

    // Later the key endpoint serves the new key; the retry comes after the rate-limit window.
    gatewayKey = companyKey;
    clock.advance(4 * MINUTE);
    await sandbox.advanceTime(4 * MINUTE);
    assertAttempts(successCallbackOf(sandbox, purchase.id), [401, 200]);
    assert.equal(keys.refetches(), 2);
    assert.equal(r.events.length, 1);
  });

  it('lets forged requests trigger at most one refetch a minute', async (t) => {
    const { sandbox, companyKey } = gateway();
    const clock = fakeClock();
    const keys = cachingKeySource(companyKey, () => fetchCompanyKey(sandbox));
    const r = await openReceiver(t, { getPublicKey: keys.getPublicKey, now: clock.now });
    for (let i = 0; i < 10; i++) {
      const forged = forgedDelivery(i);
      assert.equal((await post(r.url, forged.body, forged.signature)).status, 401);
      clock.advance(5_000);
    }
    // 10 requests over 50 s: one refetch.
    assert.equal(keys.refetches(), 1);
    clock.advance(10_001);
    const forged = forgedDelivery(99);
    assert.equal((await post(r.url, forged.body, forged.signature)).status, 401);
    assert.equal(keys.refetches(), 2);
    assert.deepEqual(r.events, []);
  });

  it('shares one refetch among concurrent forged requests', async (t) => {
    const { sandbox, companyKey } = gateway();
    const keys = cachingKeySource(companyKey, () => fetchCompanyKey(sandbox), 50);
    const r = await openReceiver(t, { getPublicKey: keys.getPublicKey });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const forged = forgedDelivery(i);
        return post(r.url, forged.body, forged.signature);
      }),
    );
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([401]));
    assert.equal(keys.refetches(), 1);
  });

  it('answers 503 while the key cannot be fetched, and the retry succeeds', async (t) => {
    const { sandbox, companyKey } = gateway();
    let down = true;
    const clock = fakeClock();
    const keys = cachingKeySource(companyKey, async () => companyKey);
    let attempts = 0;
    const r = await openReceiver(t, {
      now: clock.now,
      getPublicKey: async (options) => {
        attempts += 1;
        if (down) throw new Error('connect ECONNREFUSED');
        return keys.getPublicKey(options);
      },
    });
    const purchase = await paidPurchase(sandbox, r.url);
    assertAttempts(successCallbackOf(sandbox, purchase.id), [503]);
    assert.ok(r.errors.length >= 1);
    assert.ok(r.errors.every((e) => e.context.stage === 'public_key'));
    // While it is down, forged requests do not make the handler try again and again.
    assert.equal(attempts, 2); // the cached key, and one refetch
    for (let i = 0; i < 5; i++) {
      const forged = forgedDelivery(i);
      assert.equal((await post(r.url, forged.body, forged.signature)).status, 503);
    }
    assert.equal(attempts, 2);
    down = false;
    clock.advance(4 * MINUTE);
    await sandbox.advanceTime(4 * MINUTE);
    assertAttempts(successCallbackOf(sandbox, purchase.id), [503, 200]);
    assert.equal(r.events.length, 1);
  });

  it('keeps verifying with the key it had when a refetch fails', async (t) => {
    const { sandbox } = gateway();
    const clock = fakeClock();
    let down = false;
    const client = new CheckoutClient({
      apiKey: sandbox.apiKey,
      brandId: sandbox.brandId,
      baseUrl: sandbox.baseUrl,
      retries: 0,
      fetch: (input, init) =>
        down ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init),
    });
    const r = await openReceiver(t, {
      getPublicKey: (options) => client.getPublicKey(options),
      now: clock.now,
    });
    await paidPurchase(sandbox, r.url);
    assert.equal(r.events.length, 1);

    // A forged request while the key endpoint is briefly unreachable: its refetch fails.
    down = true;
    const forged = forgedDelivery(0);
    assert.equal((await post(r.url, forged.body, forged.signature)).status, 503);
    assert.deepEqual(
      r.errors.map((e) => e.context.stage),
      ['public_key'],
    );

    // Genuine callbacks right after, the endpoint still down, verify with the key we had.
    clock.advance(1_000);
    const purchase = await paidPurchase(sandbox, r.url);
    assertAttempts(successCallbackOf(sandbox, purchase.id), [200]);
    assert.equal(r.events.length, 2);
  });

  it('reports a key source that gives something other than a PEM', async (t) => {
    const r = await openReceiver(t, { getPublicKey: async () => 'not a key' });
    const forged = forgedDelivery(1);
    assert.equal((await post(r.url, forged.body, forged.signature)).status, 503);
    assert.match(String(r.errors[0]?.error), /getPublicKey did not give an RSA public key/);
  });
});

describe('createCallbackHandler when a webhook is added', () => {
  it('reports webhook keys from the resolver that are not keys, and uses the others', async (t) => {
    const webhookKeys = generateTestKeyPair();
    const r = await openReceiver(t, {
      getWebhookPublicKeys: async () => ['garbage', { publicKey: webhookKeys.publicKeyPem }],
    });
    const body = '{"id":"x","type":"purchase","event_type":"purchase.created","purchase":{}}';
    const answer = await post(r.url, body, signPayload(body, webhookKeys.privateKeyPem));
    assert.equal(answer.status, 200);
    assert.equal(r.errors.length, 1);
    assert.equal(r.errors[0]?.context.stage, 'webhook_keys');
    assert.match(String(r.errors[0]?.error), /1 key\(s\) that are not RSA public keys/);
  });

  it('reloads the webhook keys once when a delivery verifies with none of them', async (t) => {
    const { sandbox, companyKey } = gateway();
    const r = await openReceiver(t);
    const calls: boolean[] = [];
    r.configure({
      publicKey: companyKey,
      getWebhookPublicKeys: async ({ refresh }) => {
        calls.push(refresh);
        const { body } = await api<{ results: Webhook[] }>(sandbox, 'GET', '/webhooks/');
        return body.results.map((w) => ({ publicKey: w.public_key, webhookId: w.id }));
      },
    });
    // A first success callback loads the (empty) webhook list.
    await paidPurchase(sandbox, r.url);
    assert.deepEqual(calls, [false]);
    assert.equal(r.events.length, 1);

    // A webhook created since: its first delivery makes the handler reload the keys.
    const webhook = await openWebhook(t, sandbox, r.url);
    const purchase = await createPurchase(sandbox, undefined);
    await sandbox.advanceTime(0);
    assert.equal(
      deliveryOf(sandbox, purchase.id, 'webhook', 'purchase.created').state,
      'delivered',
    );
    assert.deepEqual(calls, [false, true]);
    assert.deepEqual(
      r.events.map((e) => [e.source, e.type, e.webhookId]),
      [
        ['success_callback', 'purchase.paid', undefined],
        ['webhook', 'purchase.created', webhook.id],
      ],
    );
  });
});

describe('createCallbackHandler after the company key rotated', () => {
  const HOUR = 60 * MINUTE;
  const previous = generateTestKeyPair();

  /** A delivery the gateway signed with its previous key before the rotation (a retry of it). */
  function signedBefore(index: number): { body: string; signature: string } {
    const body = JSON.stringify({
      id: `before-rotation-${index}`,
      type: 'purchase',
      event_type: 'purchase.paid',
      status: 'paid',
    });
    return { body, signature: signPayload(body, previous.privateKeyPem) };
  }

  /** A receiver whose cached company key is the previous one, until a delivery needs the new. */
  async function rotatedReceiver(t: TestContext, previousKeyGraceMs?: number) {
    const { sandbox } = gateway();
    const clock = fakeClock();
    const keys = cachingKeySource(previous.publicKeyPem, () => fetchCompanyKey(sandbox));
    const r = await openReceiver(t, {
      getPublicKey: keys.getPublicKey,
      now: clock.now,
      ...(previousKeyGraceMs === undefined ? {} : { previousKeyGraceMs }),
    });
    const before = signedBefore(0);
    assert.equal((await post(r.url, before.body, before.signature)).status, 200);
    // A callback signed with the new key: the handler fetches it, replacing the previous one.
    const purchase = await paidPurchase(sandbox, r.url);
    assertAttempts(successCallbackOf(sandbox, purchase.id), [200]);
    assert.equal(keys.refetches(), 1);
    return { r, clock };
  }

  it('still takes retries signed with the previous key for 36 hours, then refuses them', async (t) => {
    const { r, clock } = await rotatedReceiver(t);
    clock.advance(35 * HOUR);
    const retry = signedBefore(1);
    assert.equal((await post(r.url, retry.body, retry.signature)).status, 200);
    const forged = forgedDelivery(1);
    assert.equal((await post(r.url, forged.body, forged.signature)).status, 401);

    clock.advance(HOUR + 1);
    const late = signedBefore(2);
    assert.equal((await post(r.url, late.body, late.signature)).status, 401);
    // The delivery signed before, the new key's callback, and the retry within the grace.
    assert.equal(r.events.length, 3);
  });

  it('drops the previous key at once with previousKeyGraceMs: 0', async (t) => {
    const { r } = await rotatedReceiver(t, 0);
    const retry = signedBefore(1);
    assert.equal((await post(r.url, retry.body, retry.signature)).status, 401);
  });

  it('refuses a grace period that is no number of milliseconds', () => {
    for (const previousKeyGraceMs of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.throws(
        () =>
          createCallbackHandler({
            publicKey: previous.publicKeyPem,
            onEvent: () => {},
            previousKeyGraceMs,
          }),
        /previousKeyGraceMs must be a number of milliseconds/,
      );
    }
  });
});
