import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_AMOUNT_BANDS, bandOf } from '../../src/proxy/amount-bands.js';
import { LookupBudgetError } from '../../src/proxy/lookup-budget.js';
import { createPaymentMethodsHandler } from '../../src/proxy/payment-methods-handler.js';
import { CheckoutValidationError } from '../../src/errors.js';
import { ask, countingClient, directLookup, manualClock, useSandbox } from './helpers.js';

const sandbox = useSandbox();

type Lookup = { available_payment_methods: string[] };

describe('payment-methods proxy: what a browser can make it spend', () => {
  test('N distinct amounts cost one gateway call per amount band, each answer the gateway’s own', async () => {
    const { client, calls, queries } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client });
    // 200 distinct amounts, half of them at once: identical band lookups in flight are shared.
    const amounts = [0, 5, ...Array.from({ length: 198 }, (_, index) => 15 + index * 37)];
    const answers = await Promise.all(
      amounts.slice(0, 100).map((a) => ask(handler, `amount=${a}`)),
    );
    for (const amount of amounts.slice(100)) answers.push(await ask(handler, `amount=${amount}`));
    assert.ok(answers.every((answer) => answer.status === 200));
    assert.deepEqual(DEFAULT_AMOUNT_BANDS, [1, 15, 100, 200, 1000]);
    assert.equal(calls(), DEFAULT_AMOUNT_BANDS.length + 1, 'one per band, 0 included');
    assert.deepEqual(
      queries.map((query) => query.amount).sort((a, b) => (a ?? -1) - (b ?? -1)),
      [0, 1, 15, 100, 200, 1000],
    );

    // At and around every edge, the proxy's list is the sandbox's for that exact amount.
    for (const amount of [
      0, 1, 14, 15, 16, 99, 100, 101, 199, 200, 201, 999, 1000, 1001, 987_654,
    ]) {
      const proxied = await ask<Lookup>(handler, `amount=${amount}`);
      const exact = await directLookup(sandbox(), { amount: String(amount) });
      assert.deepEqual(
        proxied.body.available_payment_methods,
        exact.available_payment_methods,
        `amount ${amount}`,
      );
    }
    assert.equal(calls(), 6);
  });

  test('past maxLookupsPerMinute, a query with no kept answer is a 503 with Retry-After; the budget refills', async () => {
    const clock = manualClock();
    const errors: unknown[] = [];
    const { client, calls } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({
      client,
      amountBands: 'exact',
      maxLookupsPerMinute: 5,
      now: clock.now,
      onError: (error) => errors.push(error),
    });
    const answers = [];
    for (let amount = 1; amount <= 100; amount++)
      answers.push(await ask(handler, `amount=${amount}`));
    assert.equal(calls(), 5, '100 distinct amounts, 5 gateway calls');
    const [first, ...rest] = answers.slice(5);
    assert.ok(first && rest.every((answer) => answer.status === 503));
    assert.equal(first.status, 503);
    assert.deepEqual(Object.keys(first.body), ['error', 'message']);
    assert.equal(first.body.error, 'lookup_budget_spent');
    assert.equal(first.headers.get('retry-after'), '12', 'one lookup comes back each 12 s');
    assert.equal(first.headers.get('cache-control'), 'no-store');
    assert.equal(errors.length, 1, 'reported once, not once per refused request');
    assert.ok(errors[0] instanceof LookupBudgetError);
    assert.match(String(errors[0]), /maxLookupsPerMinute/);

    assert.equal((await ask(handler, 'amount=3')).status, 200, 'a kept answer is still served');
    clock.advance(12_000);
    assert.equal((await ask(handler, 'amount=50')).status, 200);
    assert.equal((await ask(handler, 'amount=51')).status, 503);
    assert.equal(calls(), 6);
    assert.equal(errors.length, 2, 'a new episode is reported again');
    clock.advance(60_000);
    for (let amount = 60; amount < 65; amount++) {
      assert.equal((await ask(handler, `amount=${amount}`)).status, 200, 'refilled to 5, no more');
    }
    assert.equal((await ask(handler, 'amount=65')).status, 503);
  });

  test('a flood of distinct queries does not evict a query in use', async () => {
    const { client, calls } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({
      client,
      maxEntries: 10,
      amountBands: 'exact',
      maxLookupsPerMinute: Infinity,
    });
    await ask(handler, 'amount=1000&country=MY');
    await ask(handler, 'amount=1000&country=MY');
    for (let amount = 2000; amount < 2050; amount++) await ask(handler, `amount=${amount}`);
    assert.equal(calls(), 51);
    assert.equal((await ask(handler, 'amount=1000&country=MY')).status, 200);
    assert.equal(calls(), 51, 'the query in use was kept');
    assert.equal((await ask(handler, 'amount=2000')).status, 200);
    assert.equal(calls(), 52, 'the flood itself was not');
  });

  test('bands: the lowest amount of each, and options checked', () => {
    assert.equal(bandOf(0, DEFAULT_AMOUNT_BANDS), 0);
    assert.equal(bandOf(14, DEFAULT_AMOUNT_BANDS), 1);
    assert.equal(bandOf(1234, DEFAULT_AMOUNT_BANDS), 1000);
    assert.equal(bandOf(150, [100, 1501]), 100);
    const refuses = (field: string) => (error: unknown) =>
      error instanceof CheckoutValidationError &&
      error.issues[0]?.path.join('.') === field &&
      error.message.includes(`${field} must be`);
    const { client } = countingClient(sandbox());
    for (const amountBands of [[100, 15], [0, 15], [1.5], 'all'] as never[]) {
      assert.throws(
        () => createPaymentMethodsHandler({ client, amountBands }),
        refuses('amountBands'),
      );
    }
    for (const maxLookupsPerMinute of [0, 0.5, Number.NaN, '5'] as never[]) {
      assert.throws(
        () => createPaymentMethodsHandler({ client, maxLookupsPerMinute }),
        refuses('maxLookupsPerMinute'),
      );
    }
  });
});
