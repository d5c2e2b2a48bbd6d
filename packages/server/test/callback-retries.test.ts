import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Delivery, type Sandbox, startSandbox } from '@checkout-kit/sandbox';
import type { CallbackEvent } from '../src/callbacks/callback-event.js';
import {
  createPurchase,
  deferred,
  deliveryOf,
  fetchCompanyKey,
  payWithTestCard,
  post,
  receiver,
} from './callback-helpers.js';

const MINUTE = 60_000;

let sandbox: Sandbox;
let companyKey: string;
before(async () => {
  sandbox = await startSandbox();
  companyKey = await fetchCompanyKey(sandbox);
});
after(() => sandbox.close());

/** A real success callback, delivered to a receiver that took it, to replay elsewhere. */
async function recordedDelivery(): Promise<Delivery> {
  const r = await receiver({ publicKey: companyKey });
  try {
    const purchase = await createPurchase(sandbox, r.url);
    await payWithTestCard(purchase);
    await sandbox.advanceTime(0);
    return deliveryOf(sandbox, purchase.id, 'success_callback', 'purchase.paid');
  } finally {
    await r.close();
  }
}

describe('createCallbackHandler when onEvent fails', () => {
  it('answers 500, reports the error, and runs the sandbox’s retry 4 minutes later', async (t) => {
    const failure = new Error('database is down (password=hunter2)');
    let calls = 0;
    const r = await receiver({
      publicKey: companyKey,
      onEvent: () => {
        calls += 1;
        if (calls === 1) throw failure;
      },
    });
    t.after(r.close);
    const purchase = await createPurchase(sandbox, r.url);
    await payWithTestCard(purchase);
    await sandbox.advanceTime(0);

    let delivery = deliveryOf(sandbox, purchase.id, 'success_callback', 'purchase.paid');
    assert.deepEqual(
      delivery.attempts.map((a) => a.status),
      [500],
    );
    assert.equal(delivery.state, 'pending');
    assert.equal(calls, 1);
    assert.equal(r.events.length, 0);
    assert.equal(r.errors.length, 1);
    assert.equal(r.errors[0]?.error, failure);
    assert.equal(r.errors[0]?.context.stage, 'on_event');
    assert.equal(r.errors[0]?.context.type, 'purchase.paid');
    assert.match(r.errors[0]?.context.deliveryKey ?? '', /^success_callback:/);

    // Not yet: the gateway waits 4 minutes after the first failure.
    await sandbox.advanceTime(3 * MINUTE);
    assert.equal(calls, 1);
    await sandbox.advanceTime(1 * MINUTE);
    delivery = deliveryOf(sandbox, purchase.id, 'success_callback', 'purchase.paid');
    assert.deepEqual(
      delivery.attempts.map((a) => a.status),
      [500, 200],
    );
    assert.equal(delivery.state, 'delivered');
    assert.equal(calls, 2);
    assert.equal(r.events.length, 1);
    assert.equal(r.events[0]?.purchase?.id, purchase.id);
    // Handled now, so a re-delivery is only acknowledged.
    assert.equal((await post(r.url, delivery.body, delivery.signature)).status, 200);
    assert.equal(calls, 2);
  });

  it('never puts the error in the answer, and does not remember the failed delivery', async (t) => {
    const delivery = await recordedDelivery();
    let calls = 0;
    const r = await receiver({
      publicKey: companyKey,
      onEvent: () => {
        calls += 1;
        throw new Error('secret: hunter2\n    at Database.connect (db.ts:1:1)');
      },
    });
    t.after(r.close);
    for (const attempt of [1, 2]) {
      const answer = await post(r.url, delivery.body, delivery.signature);
      assert.equal(answer.status, 500);
      assert.deepEqual(answer.body, { error: 'event_handler_failed' });
      assert.doesNotMatch(answer.text, /hunter2|Database|at /);
      assert.equal(calls, attempt);
    }
    assert.equal(r.errors.length, 2);
  });

  it('keeps answering when onError itself throws', async (t) => {
    const delivery = await recordedDelivery();
    const r = await receiver({
      publicKey: companyKey,
      onEvent: () => {
        throw new Error('boom');
      },
      onError: () => {
        throw new Error('logger is down');
      },
    });
    t.after(r.close);
    assert.equal((await post(r.url, delivery.body, delivery.signature)).status, 500);
  });
});

describe('createCallbackHandler with duplicate deliveries', () => {
  it('runs onEvent once for concurrent duplicates, answering the others 409', async (t) => {
    const delivery = await recordedDelivery();
    const entered = deferred();
    const gate = deferred();
    let calls = 0;
    const r = await receiver({
      publicKey: companyKey,
      onEvent: async () => {
        calls += 1;
        entered.resolve();
        await gate.promise;
      },
    });
    t.after(r.close);
    const first = post(r.url, delivery.body, delivery.signature);
    await entered.promise;
    const others = await Promise.all(
      Array.from({ length: 5 }, () => post(r.url, delivery.body, delivery.signature)),
    );
    // While the first is being handled, a duplicate is not acknowledged: if the first failed,
    // a 2xx for the duplicate would make the gateway give the event up.
    for (const other of others) {
      assert.equal(other.status, 409);
      assert.deepEqual(other.body, { error: 'delivery_in_progress' });
    }
    gate.resolve();
    assert.equal((await first).status, 200);
    assert.equal(calls, 1);
    assert.deepEqual((await post(r.url, delivery.body, delivery.signature)).body, {
      ok: true,
      duplicate: true,
    });
    assert.equal(calls, 1);
  });

  it('runs onEvent once when duplicates arrive at the same moment', async (t) => {
    const delivery = await recordedDelivery();
    let calls = 0;
    const r = await receiver({
      publicKey: companyKey,
      onEvent: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
    t.after(r.close);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(r.url, delivery.body, delivery.signature)),
    );
    assert.equal(calls, 1);
    const statuses = answers.map((a) => a.status);
    assert.equal(
      statuses.filter((s) => s === 200).length + statuses.filter((s) => s === 409).length,
      8,
    );
    assert.ok(statuses.includes(200));
  });

  it('lets the retry run onEvent when the concurrent first handling failed', async (t) => {
    const delivery = await recordedDelivery();
    const entered = deferred();
    const gate = deferred();
    const handled: CallbackEvent[] = [];
    let calls = 0;
    const r = await receiver({
      publicKey: companyKey,
      onEvent: async (event) => {
        calls += 1;
        if (calls === 1) {
          entered.resolve();
          await gate.promise;
          throw new Error('first handling fails');
        }
        handled.push(event);
      },
    });
    t.after(r.close);
    const first = post(r.url, delivery.body, delivery.signature);
    await entered.promise;
    assert.equal((await post(r.url, delivery.body, delivery.signature)).status, 409);
    gate.resolve();
    assert.equal((await first).status, 500);
    assert.equal((await post(r.url, delivery.body, delivery.signature)).status, 200);
    assert.equal(calls, 2);
    assert.equal(handled.length, 1);
  });

  it('answers a duplicate that arrives while the sandbox’s own delivery is being handled', async (t) => {
    const entered = deferred();
    const gate = deferred();
    let calls = 0;
    const r = await receiver({
      publicKey: companyKey,
      onEvent: async () => {
        calls += 1;
        entered.resolve();
        await gate.promise;
      },
    });
    t.after(r.close);
    const purchase = await createPurchase(sandbox, r.url);
    await payWithTestCard(purchase);
    const delivering = sandbox.advanceTime(0);
    await entered.promise;
    const [pending] = sandbox
      .deliveries({ objectId: purchase.id })
      .filter((d) => d.kind === 'success_callback');
    assert.ok(pending);
    assert.equal((await post(r.url, pending.body, pending.signature)).status, 409);
    gate.resolve();
    await delivering;
    const delivery = deliveryOf(sandbox, purchase.id, 'success_callback', 'purchase.paid');
    assert.deepEqual(
      delivery.attempts.map((a) => a.status),
      [200],
    );
    assert.equal((await post(r.url, pending.body, pending.signature)).status, 200);
    assert.equal(calls, 1);
  });
});
