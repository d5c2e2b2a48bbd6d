import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startSandbox } from '@checkout-kit/sandbox';
import { CoalescingCache } from '../../src/proxy/lookup-cache.js';
import { createPaymentMethodsHandler } from '../../src/proxy/payment-methods-handler.js';
import { ask, closedPort, countingClient, manualClock, useSandbox } from './helpers.js';

const sandbox = useSandbox();

describe('payment-methods proxy: caching', () => {
  test('an identical query within the TTL is answered from the cache; after it, asked again', async () => {
    const clock = manualClock();
    const { client, calls } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client, ttlMs: 60_000, now: clock.now });

    const first = await ask(handler, 'amount=1000&country=MY');
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'public, max-age=60');
    assert.equal(calls(), 1);

    clock.advance(30_500);
    const second = await ask(handler, 'amount=1000&country=MY');
    assert.deepEqual(second.body, first.body);
    assert.equal(second.headers.get('cache-control'), 'public, max-age=30', 'the time left');
    assert.equal(calls(), 1);

    clock.advance(29_500);
    const third = await ask(handler, 'amount=1000&country=MY');
    assert.equal(third.status, 200);
    assert.equal(calls(), 2, 'expired at ttlMs');
    assert.equal(third.headers.get('cache-control'), 'public, max-age=60');
  });

  test('a real TTL of 200 ms expires on the real clock', async () => {
    const { client, calls } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client, ttlMs: 200 });
    await ask(handler, 'amount=500');
    await ask(handler, 'amount=500');
    assert.equal(calls(), 1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await ask(handler, 'amount=500');
    assert.equal(calls(), 2);
  });

  test('different queries are separate entries; equivalent ones share one', async () => {
    const { client, calls, queries } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client });
    const small = await ask<{ available_payment_methods: string[] }>(handler, 'amount=50');
    const large = await ask<{ available_payment_methods: string[] }>(handler, 'amount=5000');
    assert.equal(calls(), 2);
    assert.notDeepEqual(small.body.available_payment_methods, large.body.available_payment_methods);

    await ask(handler, 'amount=1000&country=MY&recurring=false');
    await ask(handler, 'country=my&amount=01000');
    await ask(handler, 'amount=1000&language=&country=MY');
    assert.equal(
      calls(),
      3,
      'order, case, leading zeros, false flags and empty values do not matter',
    );
    assert.deepEqual(queries[2], { currency: 'MYR', amount: 1000, country: 'MY' });

    await ask(handler, 'amount=1000&country=MY&language=ms');
    assert.equal(calls(), 4, 'the language is part of the query');
  });

  test('at most maxEntries queries are kept; one asked for again outlives those asked once', async () => {
    const { client, calls } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client, maxEntries: 2, amountBands: 'exact' });
    await ask(handler, 'amount=1');
    await ask(handler, 'amount=2');
    await ask(handler, 'amount=1'); // amount=1 is now protected
    assert.equal(calls(), 2);
    await ask(handler, 'amount=3'); // drops amount=2, the oldest asked once
    assert.equal(calls(), 3);
    await ask(handler, 'amount=1');
    assert.equal(calls(), 3, 'amount=1 was kept');
    await ask(handler, 'amount=2');
    assert.equal(calls(), 4, 'amount=2 was dropped');
    await ask(handler, 'amount=4'); // drops amount=2 again, not amount=1
    await ask(handler, 'amount=1');
    assert.equal(calls(), 5, 'amount=1 was kept');
  });

  test('ttlMs 0 keeps nothing and tells browsers max-age=0', async () => {
    const { client, calls } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client, ttlMs: 0 });
    const answer = await ask(handler, 'amount=1');
    await ask(handler, 'amount=1');
    assert.equal(calls(), 2);
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=0');
  });

  test('100 concurrent cold identical requests make exactly 1 upstream call', async () => {
    const { client, calls } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => ask(handler, 'amount=1000&country=MY')),
    );
    assert.equal(calls(), 1);
    assert.ok(answers.every((answer) => answer.status === 200));
    const bodies = new Set(answers.map((answer) => JSON.stringify(answer.body)));
    assert.equal(bodies.size, 1);
  });

  test('concurrent requests for different queries are not merged', async () => {
    const { client, calls } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client });
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        ask(handler, `amount=${[0, 1, 15, 100][index % 4]}`),
      ),
    );
    assert.equal(calls(), 4);
  });

  test('a failed lookup is shared by its waiters, reported once, and not cached', async () => {
    const other = await startSandbox();
    const { client, calls } = countingClient(other);
    const errors: unknown[] = [];
    const handler = createPaymentMethodsHandler({ client, onError: (error) => errors.push(error) });
    await other.close();

    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(handler, 'amount=1')));
    assert.ok(answers.every((answer) => answer.status === 502));
    assert.equal(calls(), 1);
    assert.equal(errors.length, 1);

    await ask(handler, 'amount=1');
    assert.equal(calls(), 2, 'the failure was not cached: the next request asks again');
  });

  test('after a failure, the next success is cached', async () => {
    const port = await closedPort();
    const real = countingClient(sandbox());
    const broken = countingClient(sandbox(), { baseUrl: `http://127.0.0.1:${port}/api/v1` });
    let useBroken = true;
    const handler = createPaymentMethodsHandler({
      client: {
        baseUrl: sandbox().baseUrl,
        getPaymentMethods: (query) =>
          useBroken ? broken.client.getPaymentMethods(query) : real.client.getPaymentMethods(query),
      },
    });
    assert.equal((await ask(handler, 'amount=1')).status, 502);
    useBroken = false;
    assert.equal((await ask(handler, 'amount=1')).status, 200);
    assert.equal((await ask(handler, 'amount=1')).status, 200);
    assert.equal(broken.calls(), 1);
    assert.equal(real.calls(), 1);
  });
});

describe('CoalescingCache', () => {
  test('a load that throws at once is not left behind as under way', async () => {
    const cache = new CoalescingCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await assert.rejects(
      cache.get('k', () => {
        throw new Error('at once');
      }),
      /at once/,
    );
    assert.equal((await cache.get('k', async () => 7)).value, 7);
  });

  test('keeps recency order whichever key was used last, through expiry and clear', async () => {
    let clock = 0;
    const cache = new CoalescingCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => clock });
    const loads: string[] = [];
    const use = async (key: string) =>
      (await cache.get(key, async () => (loads.push(key), key))).value;
    const loaded = async (...keys: string[]) => {
      const before = loads.length;
      for (const key of keys) await use(key);
      return loads.slice(before);
    };

    await loaded('a', 'b');
    // Hits on a, then on b twice: b is the most recent, so c pushes a out.
    assert.deepEqual(await loaded('a', 'b', 'b', 'c'), ['c']);
    assert.deepEqual(await loaded('b'), [], 'b was kept');
    assert.deepEqual(await loaded('a'), ['a'], 'a went first');

    // Both expire and come back, a used last: d pushes b out.
    clock += 1000;
    assert.deepEqual(await loaded('a', 'b', 'a', 'd'), ['a', 'b', 'd']);
    assert.deepEqual(await loaded('a'), [], 'a was kept');

    cache.clear();
    assert.deepEqual(await loaded('a', 'b', 'a', 'e'), ['a', 'b', 'e']);
    assert.deepEqual(await loaded('a'), [], 'a was kept after clear');
  });
});
