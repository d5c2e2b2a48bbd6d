import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CheckoutClient } from '@checkout-kit/server';
import { ORDER_KEY_HEADER, type ApiError, type CreatedOrder, type Order } from '../shared/api.js';
import { SITE_URL, orderRequest, payByDirectPost, useShop } from './helpers.js';

/** The key with its first character changed. */
function oneCharOff(key: string): string {
  return `${key.startsWith('A') ? 'B' : 'A'}${key.slice(1)}`;
}

/** A payer's call: no staff session, only the headers given. */
async function payerCall<T = ApiError>(
  url: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

describe("an order's page is the payer's alone", () => {
  const shop = useShop();

  /** An order made as the shop's page makes it: no staff session, from the site's origin. */
  async function payerOrder(): Promise<CreatedOrder> {
    const { merchant } = shop();
    const response = await fetch(`${merchant.url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: merchant.url },
      body: JSON.stringify(orderRequest()),
    });
    assert.equal(response.status, 201);
    return (await response.json()) as CreatedOrder;
  }

  it('gives the browser that made the order a 256-bit key, kept only as a digest', async () => {
    const order = await payerOrder();
    assert.match(order.key, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual((await payerOrder()).key, order.key);
    await shop().stopMerchant();
    const file = await readFile(join(shop().dataDir, 'orders.json'), 'utf8');
    await shop().startMerchant();
    assert.ok(file.includes(order.id));
    assert.ok(!file.includes(order.key), 'the key itself is not stored');
  });

  it('answers 404 alike without the key, with a wrong one, or for an order that does not exist', async () => {
    const { merchant } = shop();
    const order = await payerOrder();
    const other = await payerOrder();
    const refusals: [string, Record<string, string>][] = [
      [order.id, {}],
      [order.id, { [ORDER_KEY_HEADER]: '' }],
      [order.id, { [ORDER_KEY_HEADER]: oneCharOff(order.key) }],
      [order.id, { [ORDER_KEY_HEADER]: other.key }],
      ['ZZZZZZ', {}],
      ['ZZZZZZ', { [ORDER_KEY_HEADER]: order.key }],
    ];
    for (const [id, headers] of refusals) {
      const answer = await payerCall(merchant.url, `/api/orders/${id}`, headers);
      assert.equal(answer.status, 404, `${id} ${JSON.stringify(headers)}`);
      assert.deepEqual(answer.body, {
        error: { code: 'not_found', message: `There is no order ${id}.` },
      });
    }
    const opened = await payerCall<Order>(merchant.url, `/api/orders/${order.id}`, {
      [ORDER_KEY_HEADER]: order.key,
    });
    assert.equal(opened.status, 200);
    assert.equal(opened.body.id, order.id);
    assert.equal('key' in opened.body, false, 'the key is given once, when the order is made');
  });

  it('opens every order to a signed-in member of staff', async () => {
    const order = await payerOrder();
    const answer = await shop().api<Order>('GET', `/api/orders/${order.id}`);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.id, order.id);
  });

  it("puts the key in the payer's links back from the gateway", async () => {
    const order = await payerOrder();
    const purchase = await new CheckoutClient(shop().sandbox).getPurchase(order.purchase.id);
    const query = `order=${order.id}&key=${order.key}`;
    assert.equal(purchase.success_redirect, `${SITE_URL}/result.html?${query}`);
    assert.equal(purchase.failure_redirect, `${SITE_URL}/checkout.html?${query}&outcome=failure`);
    assert.equal(purchase.cancel_redirect, `${SITE_URL}/checkout.html?${query}`);
    // The callback is the gateway's, signed: it needs no key.
    assert.equal(
      purchase.success_callback,
      `${shop().merchant.url}/callbacks/success?order=${order.id}`,
    );
    await payByDirectPost(order);
  });
});
