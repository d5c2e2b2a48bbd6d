import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCallbackHandler } from '../../src/callbacks/callback-handler.js';
import { CheckoutValidationError } from '../../src/errors.js';
import { createPaymentMethodsHandler } from '../../src/proxy/payment-methods-handler.js';
import { RedisDeliveryStore, RedisLookupCache } from '../../src/redis/index.js';
import { createSignedRequest, generateTestKeyPair } from '../../src/testing.js';
import { ask, countingClient, useSandbox } from '../proxy/helpers.js';
import { useRedis } from './redis-server.js';

const sandbox = useSandbox();
const keys = generateTestKeyPair();
// Registered before the Redis hooks, so it runs first: a test that failed while the server was
// paused leaves a server that answers its clients' goodbyes.
after(() => redis.signal('SIGCONT'));
const redis = useRedis();

/** The bound every answer must come within: generous next to the 300 ms timeout. */
const BOUND_MS = 2_000;

/** Runs `work` with the Redis server paused: connections stay open and nothing is answered. */
async function whileRedisIsPaused<T>(work: () => Promise<T>): Promise<T> {
  redis.signal('SIGSTOP');
  try {
    return await work();
  } finally {
    redis.signal('SIGCONT');
  }
}

/** `promise`'s value and how long it took, or `'no answer'` after 3 s (the test then fails). */
async function timed<T>(promise: Promise<T>): Promise<{ value: T | 'no answer'; ms: number }> {
  const started = performance.now();
  const value = await Promise.race([promise, sleep(3_000, 'no answer' as const)]);
  return { value, ms: performance.now() - started };
}

describe('Redis calls that get no answer', () => {
  it('cost a delivery a 503 within the timeout, not a hang', async () => {
    const errors: unknown[] = [];
    let ran = 0;
    const handler = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: new RedisDeliveryStore({
        client: await redis.connect(),
        commandTimeoutMs: 300,
      }),
      onEvent: () => {
        ran += 1;
      },
      onError: (error, context) => errors.push([context.stage, (error as Error).name]),
    });
    const payload = { id: 'p-timeout', type: 'purchase', event_type: 'purchase.paid' };
    const send = () => createSignedRequest('https://shop.example/cb', payload, keys.privateKeyPem);
    const { value, ms } = await whileRedisIsPaused(() => timed(handler(send())));
    assert.notEqual(value, 'no answer', 'the delivery got no answer within 3 s');
    assert.equal((value as Response).status, 503);
    assert.deepEqual(await (value as Response).json(), { error: 'delivery_store_unavailable' });
    assert.ok(ms < BOUND_MS, `answered after ${Math.round(ms)} ms`);
    assert.equal(ran, 0, 'onEvent ran without a claim');
    assert.deepEqual(errors, [['delivery_store', 'RedisTimeoutError']]);
    // Redis back: the gateway's retry is handled.
    assert.equal((await handler(send())).status, 200);
    assert.equal(ran, 1);
  });

  it('cost a delivery a 503 within the default timeout too', async () => {
    const handler = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: new RedisDeliveryStore({ client: await redis.connect() }),
      onEvent: () => undefined,
    });
    const payload = { id: 'p-default', type: 'purchase', event_type: 'purchase.paid' };
    const request = createSignedRequest('https://shop.example/cb', payload, keys.privateKeyPem);
    const { value, ms } = await whileRedisIsPaused(() => timed(handler(request)));
    assert.notEqual(value, 'no answer', 'the delivery got no answer within 3 s');
    assert.equal((value as Response).status, 503);
    assert.ok(ms < BOUND_MS, `answered after ${Math.round(ms)} ms`);
  });

  it('let the payment-methods proxy answer from the gateway within the timeout', async () => {
    const errors: unknown[] = [];
    const counting = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({
      client: counting.client,
      sharedCache: new RedisLookupCache({ client: await redis.connect(), commandTimeoutMs: 300 }),
      onError: (error) => errors.push((error as Error).name),
    });
    const { value, ms } = await whileRedisIsPaused(async () => {
      const answer = await timed(ask(handler, 'amount=1000&country=MY'));
      // The write after the answer times out too, and is reported.
      const started = performance.now();
      while (errors.length < 2 && performance.now() - started < 3_000) await sleep(10);
      return answer;
    });
    assert.notEqual(value, 'no answer', 'the proxy got no answer within 3 s');
    assert.equal((value as { status: number }).status, 200);
    assert.ok(ms < BOUND_MS, `answered after ${Math.round(ms)} ms`);
    assert.equal(counting.calls(), 1);
    assert.deepEqual(errors, ['RedisTimeoutError', 'RedisTimeoutError']);
  });

  it('refuses a timeout that is not a positive number of ms', () => {
    const client = { sendCommand: async () => null };
    const refuses = (error: unknown) =>
      error instanceof CheckoutValidationError &&
      error.issues[0]?.path.join('.') === 'commandTimeoutMs';
    for (const commandTimeoutMs of [0, -1, Number.NaN, Infinity]) {
      assert.throws(() => new RedisDeliveryStore({ client, commandTimeoutMs }), refuses);
      assert.throws(() => new RedisLookupCache({ client, commandTimeoutMs }), refuses);
    }
  });
});
