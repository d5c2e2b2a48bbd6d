import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Sandbox } from '@checkout-kit/sandbox';
import type { CheckoutClient } from '../../src/client/checkout-client.js';
import { CheckoutValidationError } from '../../src/errors.js';
import { toNodeListener } from '../../src/node/node-listener.js';
import { createPaymentMethodsHandler } from '../../src/proxy/payment-methods-handler.js';
import { RedisLookupCache } from '../../src/redis/index.js';
import { listen } from '../node/helpers.js';
import { ask, countingClient, useSandbox } from '../proxy/helpers.js';
import { useRedis } from './redis-server.js';

const sandbox = useSandbox();
/** Another merchant's gateway: another base URL, another brand. */
const otherSandbox = useSandbox();
const { connect } = useRedis();

/**
 * A merchant's proxy served over HTTP on a free port, its answers shared through this file's
 * Redis under the default key prefix, as every merchant on that Redis would have it.
 */
async function merchantProxy(
  gateway: Sandbox,
  options: Partial<ConstructorParameters<typeof CheckoutClient>[0]> = {},
  currency = 'MYR',
) {
  const counting = countingClient(gateway, options);
  const handler = createPaymentMethodsHandler({
    client: counting.client,
    currency,
    sharedCache: new RedisLookupCache({ client: await connect() }),
  });
  const server = await listen(toNodeListener(handler));
  const get = async (query: string) => {
    const response = await fetch(`${server.url}/payment-methods?${query}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { get, calls: counting.calls, close: server.close };
}

/** Waits until Redis holds `count` answers (a proxy writes it after answering the browser). */
async function untilShared(count: number): Promise<void> {
  const redis = await connect();
  while ((await redis.keys('checkout-kit:payment-methods:*')).length < count) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('RedisLookupCache', () => {
  it('lets a second app instance serve what the first asked the gateway, for the time left', async () => {
    let now = 1_000_000;
    const instance = async () => {
      const counting = countingClient(sandbox());
      const handler = createPaymentMethodsHandler({
        client: counting.client,
        ttlMs: 60_000,
        now: () => now,
        sharedCache: new RedisLookupCache({ client: await connect(), keyPrefix: 'shared:' }),
      });
      return { handler, calls: counting.calls };
    };
    const [first, second] = [await instance(), await instance()];
    const asked = await ask(first.handler, 'amount=1000&country=MY');
    assert.equal(asked.status, 200);
    assert.equal(first.calls(), 1);
    // The first instance's write reaches Redis after its answer: wait for it to be there.
    const redis = await connect();
    while ((await redis.keys('shared:*')).length === 0) await new Promise((r) => setTimeout(r, 5));
    now += 20_000;
    const served = await ask(second.handler, 'amount=1000&country=MY');
    assert.equal(served.status, 200);
    assert.equal(second.calls(), 0, 'the second instance asked the gateway');
    assert.deepEqual(served.body, asked.body);
    const maxAge = Number(/max-age=(\d+)/.exec(served.headers.get('cache-control') ?? '')?.[1]);
    assert.ok(maxAge > 0 && maxAge <= 60, `max-age ${maxAge}`);
    // Another query is not the same answer.
    assert.equal((await ask(second.handler, 'amount=500&country=MY')).status, 200);
    assert.equal(second.calls(), 1);
  });

  it("never serves one merchant's list to another merchant sharing the Redis", async () => {
    const query = 'amount=1000&country=MY&language=en';
    const first = await merchantProxy(sandbox());
    const other = await merchantProxy(otherSandbox());
    // Same gateway, another brand (one the gateway does not know for this key).
    const otherBrand = await merchantProxy(sandbox(), {
      brandId: '00000000-0000-4000-8000-000000000000',
    });
    // Same gateway and brand, another currency (one this brand does not take).
    const otherCurrency = await merchantProxy(sandbox(), {}, 'USD');
    // Same gateway and brand, a live key (which the sandbox does not take).
    const live = await merchantProxy(sandbox(), { apiKey: 'live_not-a-sandbox-key' });
    try {
      const asked = await first.get(query);
      assert.equal(asked.status, 200);
      await untilShared(1);

      const served = await other.get(query);
      assert.equal(served.status, 200);
      assert.equal(other.calls(), 1, "the other merchant was served the first merchant's list");
      const logos = JSON.stringify(served.body.logos);
      assert.ok(logos.includes(new URL(otherSandbox().baseUrl).origin), logos);
      assert.ok(!logos.includes(new URL(sandbox().baseUrl).origin), logos);

      // Each of these asks its own gateway, which refuses it: never the first merchant's list.
      for (const [name, proxy] of Object.entries({ otherBrand, otherCurrency, live })) {
        assert.equal((await proxy.get(query)).status, 502, name);
        assert.equal(proxy.calls(), 1, name);
      }
      // The first merchant's own answer is still shared with itself: no second upstream call.
      assert.equal((await first.get(query)).status, 200);
      assert.equal(first.calls(), 1);
      // Nothing of the key is in Redis's keys, neither as it is nor hashed.
      const redis = await connect();
      const keys = (await redis.keys('*')).join('\n');
      assert.ok(!keys.includes(sandbox().apiKey), keys);
      assert.ok(!/[0-9a-f]{32}/.test(keys.replace(/[0-9a-f-]{36}/g, '')), keys);
    } finally {
      await Promise.all([first, other, otherBrand, otherCurrency, live].map((p) => p.close()));
    }
  });

  it('asks the gateway when Redis fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    const counting = countingClient(sandbox());
    const broken = {
      sendCommand: async (): Promise<unknown> => {
        throw new Error('Redis is down');
      },
    };
    const handler = createPaymentMethodsHandler({
      client: counting.client,
      sharedCache: new RedisLookupCache({ client: broken }),
      onError: (error) => errors.push(error),
    });
    assert.equal((await ask(handler, 'amount=1000')).status, 200);
    assert.equal(counting.calls(), 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.ok(errors.length >= 1 && errors.every((e) => (e as Error).message === 'Redis is down'));
  });

  it("refuses a shared cache for a client that does not say its brand and its key's mode", () => {
    const source = { baseUrl: 'https://gate.example/api/v1', getPaymentMethods: async () => ({}) };
    const sharedCache = { get: async () => undefined, set: async () => undefined };
    for (const client of [source, { ...source, brandId: 'b' }, { ...source, mode: 'test' }]) {
      assert.throws(
        () => createPaymentMethodsHandler({ client: client as never, sharedCache }),
        (error) =>
          error instanceof CheckoutValidationError && error.issues[0]?.path.join('.') === 'client',
      );
    }
    // Without a shared cache nothing else is needed.
    createPaymentMethodsHandler({ client: source as never });
  });

  it('refuses a client without sendCommand', () => {
    assert.throws(
      () => new RedisLookupCache({ client: {} as never }),
      (error) =>
        error instanceof CheckoutValidationError && error.issues[0]?.path.join('.') === 'client',
    );
  });
});
