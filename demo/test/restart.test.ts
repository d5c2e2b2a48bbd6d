import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { SIGNATURE_HEADER } from '@checkout-kit/protocol';
import type { Order, OrderList } from '../shared/api.js';
import { createOrder, payByDirectPost, paidOrder, readOrder, useShop } from './helpers.js';

describe('a restart of the merchant server', () => {
  const shop = useShop();

  it('keeps the orders, readable only by their owner', async () => {
    const paid = await paidOrder(shop());
    const unpaid = await createOrder(shop(), { kind: 'hold' });
    await shop().deliver();
    const before = (await shop().api<OrderList>('GET', '/api/orders')).body;

    await shop().stopMerchant();
    await shop().startMerchant();

    const after = (await shop().api<OrderList>('GET', '/api/orders')).body;
    assert.deepEqual(after, before);
    assert.deepEqual(
      after.orders.map((order) => order.id),
      [unpaid.id, paid.id],
    );
    const file = await stat(join(shop().dataDir, 'orders.json'));
    assert.equal(file.mode & 0o777, 0o600);
  });

  it('still treats a delivery handled before it as a duplicate, and fulfils nothing again', async () => {
    const order = await paidOrder(shop());
    const delivery = shop()
      .sandbox.deliveries({ objectId: order.purchase.id })
      .find((item) => item.kind === 'success_callback');
    assert.ok(delivery?.signature, 'a success callback, signed when it was delivered');

    await shop().stopMerchant();
    await shop().startMerchant();

    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: delivery.signature },
      body: delivery.body,
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { ok: true, duplicate: true });
    const after = await readOrder(shop(), order.id);
    assert.equal(after.fulfilmentCount, 1);
    assert.equal(after.fulfilledAt, order.fulfilledAt);
    const replay = after.events.at(-1);
    assert.equal(replay?.signature, 'duplicate');
    assert.equal(replay?.attempt, 2);
  });

  it('handles the deliveries the gateway retries after it was down', async () => {
    const order = await createOrder(shop());
    await shop().deliver();
    await shop().stopMerchant();
    await payByDirectPost(order);
    await shop().deliver();
    const failed = shop()
      .sandbox.deliveries({ objectId: order.purchase.id })
      .filter((item) => item.eventType === 'purchase.paid');
    assert.ok(failed.length > 0);
    assert.ok(failed.every((item) => item.state === 'pending' && item.attempts.length === 1));

    await shop().startMerchant();
    // The first retry comes 4 minutes after the failure, on the sandbox's clock.
    await shop().sandbox.advanceTime(4 * 60 * 1000);
    const after = await readOrder(shop(), order.id);
    assert.equal(after.purchase.status, 'paid');
    assert.equal(after.fulfilmentCount, 1);
    const paid = after.events.filter((event) => event.type === 'purchase.paid');
    assert.deepEqual(
      paid.map((event) => event.attempt),
      [1, 1],
    );
  });
  it('does not fulfil an order refunded before its late purchase.paid delivery arrives', async () => {
    const order = await createOrder(shop());
    await shop().deliver();
    await shop().stopMerchant();
    await payByDirectPost(order);
    await shop().deliver();
    await shop().startMerchant();
    const refund = await shop().api<Order>('POST', `/api/orders/${order.id}/refund`, {});
    assert.equal(refund.status, 200);
    assert.equal(refund.body.purchase.status, 'refunded');

    // The paid delivery's retry comes after the refund: a stale snapshot, fulfilling nothing.
    await shop().sandbox.advanceTime(5 * 60 * 1000);
    const after = await readOrder(shop(), order.id);
    const paid = after.events.filter((event) => event.type === 'purchase.paid');
    assert.ok(paid.length > 0, 'the late delivery arrived');
    assert.equal(after.purchase.status, 'refunded');
    assert.equal(after.fulfilledAt, null);
    assert.equal(after.fulfilmentCount, 0);
  });
});
