import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCallbackHandler } from '../../src/callbacks/callback-handler.js';
import { CheckoutValidationError } from '../../src/errors.js';
import {
  type ClaimResult,
  DEFAULT_MAX_DELIVERIES,
  type DeliveryStore,
  DeliveryStoreFullError,
  MemoryDeliveryStore,
} from '../../src/callbacks/delivery-store.js';
import { createSignedRequest, generateTestKeyPair } from '../../src/testing.js';
import { deliveryStoreContract } from '../../../../test/fixtures/delivery-store-contract.js';

const HOUR = 60 * 60 * 1000;
const keys = generateTestKeyPair();

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MemoryDeliveryStore', () => {
  deliveryStoreContract(() => {
    const time = clock();
    const stores = new Map<number, MemoryDeliveryStore>();
    /** One process holds one store: a store made again with the same window is that store. */
    const make = async (claimTtlMs: number): Promise<MemoryDeliveryStore> => {
      const store =
        stores.get(claimTtlMs) ?? new MemoryDeliveryStore({ claimTtlMs, now: time.now });
      stores.set(claimTtlMs, store);
      return store;
    };
    return { make, pass: async (ms) => void time.advance(ms) };
  });

  it('claims a key once, until it is completed or released', async () => {
    const store = new MemoryDeliveryStore();
    assert.equal(await store.claim('a', 'attempt'), 'claimed');
    assert.equal(await store.claim('a', 'attempt'), 'in_progress');
    await store.release('a', 'attempt');
    assert.equal(await store.claim('a', 'attempt'), 'claimed');
    await store.complete('a', 'attempt');
    assert.equal(await store.claim('a', 'attempt'), 'done');
    assert.equal(await store.claim('b', 'attempt'), 'claimed');
  });

  it('forgets handled keys after ttlMs (48 h by default) and lapses hung claims', async () => {
    const time = clock();
    const store = new MemoryDeliveryStore({ now: time.now });
    await store.claim('a', 'attempt');
    await store.complete('a', 'attempt');
    time.advance(47 * HOUR);
    assert.equal(await store.claim('a', 'attempt'), 'done');
    time.advance(HOUR);
    assert.equal(await store.claim('a', 'attempt'), 'claimed');
    // A claim whose handler never finished lapses after claimTtlMs (10 min by default).
    time.advance(9 * 60_000);
    assert.equal(await store.claim('a', 'attempt'), 'in_progress');
    time.advance(60_000);
    assert.equal(await store.claim('a', 'attempt'), 'claimed');
  });

  it('at maxEntries refuses a new claim loudly and forgets no unexpired key', async () => {
    const time = clock();
    const store = new MemoryDeliveryStore({ maxEntries: 3, now: time.now });
    for (const key of ['a', 'b', 'c']) {
      await store.claim(key, 'attempt');
      await store.complete(key, 'attempt');
    }
    await assert.rejects(
      store.claim('d', 'attempt'),
      (error: unknown) =>
        error instanceof DeliveryStoreFullError &&
        /maxEntries \(3\)/.test(error.message) &&
        error.maxEntries === 3,
    );
    assert.equal(store.size, 3);
    for (const key of ['a', 'b', 'c']) assert.equal(await store.claim(key, 'attempt'), 'done', key);
    // Room comes back as the oldest handled keys reach their 48 hours.
    time.advance(48 * HOUR);
    assert.equal(await store.claim('d', 'attempt'), 'claimed');
    assert.equal(store.size, 1);
  });

  it('drops a lapsed claim even behind keys handled earlier, and completes a claim at the cap', async () => {
    const time = clock();
    const store = new MemoryDeliveryStore({ maxEntries: 2, now: time.now });
    await store.claim('handled', 'attempt');
    await store.complete('handled', 'attempt');
    time.advance(1);
    assert.equal(await store.claim('hung', 'attempt'), 'claimed');
    // Full: a claim running when the cap is reached still completes, and is remembered.
    await store.complete('hung', 'attempt');
    assert.equal(await store.claim('hung', 'attempt'), 'done');
    await store.release('hung', 'attempt');
    assert.equal(await store.claim('hung', 'attempt'), 'done', 'release forgets only a claim');
    const other = new MemoryDeliveryStore({ maxEntries: 2, now: time.now });
    await other.claim('handled', 'attempt');
    await other.complete('handled', 'attempt');
    assert.equal(await other.claim('hung', 'attempt'), 'claimed');
    time.advance(10 * 60_000);
    // The hung claim lapsed after claimTtlMs: its room is free, the handled key is kept.
    assert.equal(await other.claim('next', 'attempt'), 'claimed');
    assert.equal(await other.claim('handled', 'attempt'), 'done');
  });

  it('keeps every handled delivery of 48 hours by default, well past 10,000', async () => {
    const store = new MemoryDeliveryStore();
    for (let i = 0; i < 20_000; i++) {
      await store.claim(`delivery-${i}`, 'attempt');
      await store.complete(`delivery-${i}`, 'attempt');
    }
    assert.equal(store.size, 20_000);
    assert.equal(await store.claim('delivery-0', 'attempt'), 'done');
    assert.equal(store.maxEntries, DEFAULT_MAX_DELIVERIES);
    assert.ok(DEFAULT_MAX_DELIVERIES >= 1_000_000);
  });

  it('refuses nonsense options', () => {
    const refuses = (field: string, rule: string) => (error: unknown) =>
      error instanceof CheckoutValidationError &&
      error.issues.length === 1 &&
      error.issues[0]?.path.join('.') === field &&
      error.message.includes(`${field} must be ${rule}`);
    const whole = 'a whole number above 0';
    const ms = 'a number of milliseconds above 0';
    assert.throws(() => new MemoryDeliveryStore({ maxEntries: 0 }), refuses('maxEntries', whole));
    assert.throws(() => new MemoryDeliveryStore({ maxEntries: 2.5 }), refuses('maxEntries', whole));
    assert.throws(() => new MemoryDeliveryStore({ ttlMs: -1 }), refuses('ttlMs', ms));
    assert.throws(
      () => new MemoryDeliveryStore({ claimTtlMs: Number.NaN }),
      refuses('claimTtlMs', ms),
    );
    assert.throws(
      () => new MemoryDeliveryStore({ now: 5 as unknown as () => number }),
      refuses('now', 'a function'),
    );
  });

  it('names every refused option at once', () => {
    assert.throws(
      () => new MemoryDeliveryStore({ ttlMs: 0, maxEntries: -1 }),
      (error: unknown) =>
        error instanceof CheckoutValidationError &&
        error.issues.map((issue) => issue.path.join('.')).join() === 'ttlMs,maxEntries',
    );
  });
});

describe('createCallbackHandler with its own delivery store', () => {
  const payload = { id: 'p-1', type: 'purchase', event_type: 'purchase.paid' };
  const request = () => createSignedRequest('https://shop.example/cb', payload, keys.privateKeyPem);

  it('uses a given store, claiming before onEvent and completing after', async () => {
    const log: string[] = [];
    const states = new Map<string, ClaimResult>();
    const store: DeliveryStore = {
      async claim(key) {
        log.push('claim');
        const state = states.get(key);
        if (state) return state;
        states.set(key, 'in_progress');
        return 'claimed';
      },
      async complete(key) {
        log.push('complete');
        states.set(key, 'done');
      },
      async release(key) {
        log.push('release');
        states.delete(key);
      },
    };
    let fail = true;
    const handler = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: store,
      onEvent: () => {
        log.push('onEvent');
        if (fail) throw new Error('no');
      },
    });
    assert.equal((await handler(request())).status, 500);
    fail = false;
    assert.equal((await handler(request())).status, 200);
    assert.equal((await handler(request())).status, 200);
    assert.deepEqual(log, ['claim', 'onEvent', 'release', 'claim', 'onEvent', 'complete', 'claim']);
  });

  it('answers 503 when the store fails before onEvent, 200 when it fails after', async () => {
    const errors: string[] = [];
    let calls = 0;
    const broken = (where: 'claim' | 'complete'): DeliveryStore => ({
      claim: async () => {
        if (where === 'claim') throw new Error('redis down');
        return 'claimed';
      },
      complete: async () => {
        throw new Error('redis down');
      },
      release: async () => undefined,
    });
    for (const where of ['claim', 'complete'] as const) {
      const handler = createCallbackHandler({
        publicKey: keys.publicKeyPem,
        deliveryStore: broken(where),
        onEvent: () => {
          calls += 1;
        },
        onError: (_error, context) => errors.push(context.stage),
      });
      const response = await handler(request());
      assert.equal(response.status, where === 'claim' ? 503 : 200, where);
      if (where === 'claim')
        assert.deepEqual(await response.json(), { error: 'delivery_store_unavailable' });
    }
    assert.equal(calls, 1);
    assert.deepEqual(errors, ['delivery_store', 'delivery_store']);
    // A store answering something else (a boolean, say) is a broken store, not a go-ahead.
    const handler = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: { ...broken('complete'), claim: async () => true as unknown as ClaimResult },
      onEvent: () => {
        calls += 1;
      },
      onError: (error, context) => errors.push(`${context.stage}: ${String(error)}`),
    });
    assert.equal((await handler(request())).status, 500);
    assert.equal(calls, 1);
    assert.match(errors[2] ?? '', /^delivery_store: .*must answer 'claimed'/);
  });

  it('answers 503 and reports to onError when the memory store is full, running nothing', async () => {
    const errors: { error: unknown; stage: string }[] = [];
    let calls = 0;
    const handler = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: new MemoryDeliveryStore({ maxEntries: 1 }),
      onEvent: () => {
        calls += 1;
      },
      onError: (error, context) => errors.push({ error, stage: context.stage }),
    });
    assert.equal((await handler(request())).status, 200);
    const other = createSignedRequest(
      'https://shop.example/cb',
      { ...payload, id: 'p-2' },
      keys.privateKeyPem,
    );
    const full = await handler(other);
    assert.equal(full.status, 503);
    assert.deepEqual(await full.json(), { error: 'delivery_store_full' });
    assert.equal(calls, 1);
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.stage, 'delivery_store');
    assert.ok(errors[0]?.error instanceof DeliveryStoreFullError);
    // The handled delivery is still known: its retry is a duplicate, not a second run.
    assert.deepEqual(await (await handler(request())).json(), { ok: true, duplicate: true });
  });

  it('takes a custom duplicate key', async () => {
    let calls = 0;
    const handler = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryKey: ({ payload: body, type }) => `${String((body as { id: string }).id)}:${type}`,
      onEvent: (event) => {
        calls += 1;
        assert.equal(event.deliveryKey, 'p-1:purchase.paid');
      },
    });
    assert.equal((await handler(request())).status, 200);
    // Other bytes, same id and type: a duplicate by this key.
    const reordered = createSignedRequest(
      'https://shop.example/cb',
      '{"event_type":"purchase.paid","type":"purchase","id":"p-1"}',
      keys.privateKeyPem,
    );
    assert.deepEqual(await (await handler(reordered)).json(), { ok: true, duplicate: true });
    assert.equal(calls, 1);
  });
});
