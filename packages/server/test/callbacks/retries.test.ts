import assert from 'node:assert/strict';
import { type TestContext, describe, it } from 'node:test';
import type { CallbackEvent } from '../../src/callbacks/callback-event.js';
import {
  PurchaseMismatchError,
  assertPurchaseMatchesOrder,
} from '../../src/callbacks/compare-purchase.js';
import {
  assertAttempts,
  openReceiver,
  paidPurchase,
  recordedDelivery,
  successCallbackOf,
  useCallbackSandbox,
} from './fixtures.js';
import { createPurchase, deferred, payWithTestCard, post } from './helpers.js';

const MINUTE = 60_000;

const gateway = useCallbackSandbox();

/**
 * A receiver whose onEvent holds every event until `release()`: `entered` resolves when the
 * first one is being handled, and `calls()` counts them.
 */
async function holdingReceiver(t: TestContext) {
  const entered = deferred();
  const gate = deferred();
  let calls = 0;
  const r = await openReceiver(t, {
    publicKey: gateway().companyKey,
    onEvent: async () => {
      calls += 1;
      entered.resolve();
      await gate.promise;
    },
  });
  return { ...r, entered: entered.promise, release: () => gate.resolve(), calls: () => calls };
}

describe('createCallbackHandler when onEvent fails', () => {
  it('answers 500, reports the error, and runs the sandbox’s retry 4 minutes later', async (t) => {
    const { sandbox, companyKey } = gateway();
    const failure = new Error('database is down (password=hunter2)');
    let calls = 0;
    const r = await openReceiver(t, {
      publicKey: companyKey,
      onEvent: () => {
        calls += 1;
        if (calls === 1) throw failure;
      },
    });
    const purchase = await paidPurchase(sandbox, r.url);

    let delivery = successCallbackOf(sandbox, purchase.id);
    assertAttempts(delivery, [500]);
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
    delivery = successCallbackOf(sandbox, purchase.id);
    assertAttempts(delivery, [500, 200]);
    assert.equal(delivery.state, 'delivered');
    assert.equal(calls, 2);
    assert.equal(r.events.length, 1);
    assert.equal(r.events[0]?.purchase?.id, purchase.id);
    // Handled now, so a re-delivery is only acknowledged.
    assert.equal((await post(r.url, delivery.body, delivery.signature)).status, 200);
    assert.equal(calls, 2);
  });

  it('never puts the error in the answer, and does not remember the failed delivery', async (t) => {
    const { sandbox, companyKey } = gateway();
    const delivery = await recordedDelivery(sandbox, companyKey);
    let calls = 0;
    const r = await openReceiver(t, {
      publicKey: companyKey,
      onEvent: () => {
        calls += 1;
        throw new Error('secret: hunter2\n    at Database.connect (db.ts:1:1)');
      },
    });
    for (const attempt of [1, 2]) {
      const answer = await post(r.url, delivery.body, delivery.signature);
      assert.equal(answer.status, 500);
      assert.deepEqual(answer.body, { error: 'event_handler_failed' });
      assert.doesNotMatch(answer.text, /hunter2|Database|at /);
      assert.equal(calls, attempt);
    }
    assert.equal(r.errors.length, 2);
  });

  it('acknowledges a purchase that does not match the order: reported once, never retried', async (t) => {
    const { sandbox, companyKey } = gateway();
    let calls = 0;
    const r = await openReceiver(t, {
      publicKey: companyKey,
      onEvent: (event) => {
        calls += 1;
        if (!event.purchase) return;
        // The merchant's order says RM 99.00; the purchase paid is another amount.
        assertPurchaseMatchesOrder(event.purchase, {
          id: event.purchase.id,
          total: 9900,
          brandId: sandbox.brandId,
          isTest: true,
        });
      },
    });
    const purchase = await paidPurchase(sandbox, r.url);
    const delivery = successCallbackOf(sandbox, purchase.id);
    assertAttempts(delivery, [200]);
    assert.equal(delivery.state, 'delivered');
    assert.deepEqual(
      r.errors.map(({ error, context }) => [error instanceof PurchaseMismatchError, context.stage]),
      [[true, 'purchase_mismatch']],
    );
    assert.equal(r.events.length, 0);
    // The answer says it was not taken; a re-delivery is only acknowledged, and nothing retries.
    const again = await post(r.url, delivery.body, delivery.signature);
    assert.equal(again.status, 200);
    await sandbox.advanceTime(60 * MINUTE);
    assertAttempts(successCallbackOf(sandbox, purchase.id), [200]);
    assert.equal(calls, 1);
  });

  it('keeps answering when onError itself throws', async (t) => {
    const { sandbox, companyKey } = gateway();
    const delivery = await recordedDelivery(sandbox, companyKey);
    const r = await openReceiver(t, {
      publicKey: companyKey,
      onEvent: () => {
        throw new Error('boom');
      },
      onError: () => {
        throw new Error('logger is down');
      },
    });
    assert.equal((await post(r.url, delivery.body, delivery.signature)).status, 500);
  });
});

describe('createCallbackHandler with duplicate deliveries', () => {
  it('runs onEvent once for concurrent duplicates, answering the others 409', async (t) => {
    const { sandbox, companyKey } = gateway();
    const delivery = await recordedDelivery(sandbox, companyKey);
    const r = await holdingReceiver(t);
    const first = post(r.url, delivery.body, delivery.signature);
    await r.entered;
    const others = await Promise.all(
      Array.from({ length: 5 }, () => post(r.url, delivery.body, delivery.signature)),
    );
    // While the first is being handled, a duplicate is not acknowledged: if the first failed,
    // a 2xx for the duplicate would make the gateway give the event up.
    for (const other of others) {
      assert.equal(other.status, 409);
      assert.deepEqual(other.body, { error: 'delivery_in_progress' });
    }
    r.release();
    assert.equal((await first).status, 200);
    assert.equal(r.calls(), 1);
    assert.deepEqual((await post(r.url, delivery.body, delivery.signature)).body, {
      ok: true,
      duplicate: true,
    });
    assert.equal(r.calls(), 1);
  });

  it('runs onEvent once when duplicates arrive at the same moment', async (t) => {
    const { sandbox, companyKey } = gateway();
    const delivery = await recordedDelivery(sandbox, companyKey);
    let calls = 0;
    const r = await openReceiver(t, {
      publicKey: companyKey,
      onEvent: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
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
    const { sandbox, companyKey } = gateway();
    const delivery = await recordedDelivery(sandbox, companyKey);
    const entered = deferred();
    const gate = deferred();
    const handled: CallbackEvent[] = [];
    let calls = 0;
    const r = await openReceiver(t, {
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
    const { sandbox } = gateway();
    const r = await holdingReceiver(t);
    const purchase = await createPurchase(sandbox, r.url);
    await payWithTestCard(purchase);
    // Not awaited: the duplicate goes in while the sandbox's delivery is held in onEvent.
    const delivering = sandbox.advanceTime(0);
    await r.entered;
    const [pending] = sandbox
      .deliveries({ objectId: purchase.id })
      .filter((d) => d.kind === 'success_callback');
    assert.ok(pending);
    assert.equal((await post(r.url, pending.body, pending.signature)).status, 409);
    r.release();
    await delivering;
    assertAttempts(successCallbackOf(sandbox, purchase.id), [200]);
    assert.equal((await post(r.url, pending.body, pending.signature)).status, 200);
    assert.equal(r.calls(), 1);
  });
});
