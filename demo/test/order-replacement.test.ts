import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutClient } from '@checkout-kit/server';
import {
  type ApiError,
  type CreateOrderRequest,
  type CreatedOrder,
  ORDER_KEY_HEADER,
  type OrderList,
} from '../shared/api.js';
import { orderRequest, payByDirectPost, readOrder, useShop } from './helpers.js';

describe('an order made in place of the payer’s earlier order of a changed cart', () => {
  const shop = useShop();

  /** `POST /api/orders` as the shop's page sends it: no staff session, from the site's origin. */
  async function payerPost<T = CreatedOrder>(
    body: CreateOrderRequest,
    key?: string,
  ): Promise<{ status: number; body: T }> {
    const { merchant } = shop();
    const response = await fetch(`${merchant.url}/api/orders`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: merchant.url,
        ...(key === undefined ? {} : { [ORDER_KEY_HEADER]: key }),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function payerOrder(overrides: Partial<CreateOrderRequest> = {}): Promise<CreatedOrder> {
    const made = await payerPost(orderRequest(overrides));
    assert.equal(made.status, 201, JSON.stringify(made.body));
    return made.body;
  }

  async function orderCount(): Promise<number> {
    return (await shop().api<OrderList>('GET', '/api/orders')).body.orders.length;
  }

  it('cancels the earlier order first, then makes the new one, each log saying why', async () => {
    const earlier = await payerOrder();
    const changed = orderRequest({ lines: [{ sku: 'kopi-beans', quantity: 1 }] });
    const made = await payerPost({ ...changed, replaces: earlier.id }, earlier.key);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.notEqual(made.body.id, earlier.id);
    assert.equal(made.body.total, 3200);

    const cancelled = await readOrder(shop(), earlier.id);
    assert.equal(cancelled.purchase.status, 'cancelled');
    const purchase = await new CheckoutClient(shop().sandbox).getPurchase(earlier.purchase.id);
    assert.equal(purchase.status, 'cancelled', 'no longer payable at the gateway either');
    assert.deepEqual(
      cancelled.events.filter((event) => event.type === 'cancel').map((event) => event.message),
      [
        'Cancelled: the purchase can no longer be paid (the payer checked out a changed cart as a new order)',
      ],
    );
    assert.equal(
      made.body.events.find((event) => event.type === 'create')?.message,
      `Purchase created for RM 32.00, in place of order ${earlier.id}`,
    );
  });

  it('answers 404, and changes and makes nothing, without the earlier order’s key', async () => {
    const earlier = await payerOrder();
    const other = await payerOrder();
    const before = await orderCount();
    for (const key of [undefined, '', other.key, `${earlier.key.slice(0, -1)}x`]) {
      const refused = await payerPost<ApiError>({ ...orderRequest(), replaces: earlier.id }, key);
      assert.equal(refused.status, 404, String(key));
      assert.deepEqual(refused.body, {
        error: { code: 'not_found', message: `There is no order ${earlier.id}.` },
      });
    }
    assert.equal(await orderCount(), before);
    assert.equal((await readOrder(shop(), earlier.id)).purchase.status, 'created');
  });

  it('makes nothing in place of a paid order (409), and nothing needs cancelling in place of a cancelled one', async () => {
    const paid = await payerOrder();
    await payByDirectPost(paid);
    await shop().deliver();
    const before = await orderCount();
    const refused = await payerPost<ApiError>({ ...orderRequest(), replaces: paid.id }, paid.key);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error.code, 'wrong_status');
    assert.equal(
      refused.body.error.message,
      `Order ${paid.id} is paid: no order is made in its place.`,
    );
    assert.equal(await orderCount(), before);
    assert.equal((await readOrder(shop(), paid.id)).purchase.status, 'paid');

    const first = await payerOrder();
    const second = await payerPost({ ...orderRequest(), replaces: first.id }, first.key);
    assert.equal(second.status, 201);
    // The first is cancelled already: a third in its place cancels nothing more.
    const third = await payerPost({ ...orderRequest(), replaces: first.id }, first.key);
    assert.equal(third.status, 201);
    const log = (await readOrder(shop(), first.id)).events.filter((e) => e.type === 'cancel');
    assert.equal(log.length, 1);
    assert.equal((await readOrder(shop(), second.body.id)).purchase.status, 'created');
  });

  it('refuses a replaced order that is no order number, naming the field', async () => {
    const refused = await payerPost<ApiError>({ ...orderRequest(), replaces: 'order 1' });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body.error.fields, [
      { path: 'replaces', message: 'must be an order number such as K7Q2MX' },
    ]);
  });
});
