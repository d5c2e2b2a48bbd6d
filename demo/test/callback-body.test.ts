import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { SIGNATURE_HEADER } from '@checkout-kit/protocol';
import { CheckoutClient } from '@checkout-kit/server';
import { signPayload } from '@checkout-kit/server/testing';
import { readDataFile } from '@checkout-kit/sandbox';
import { MAX_DELIVERY_BYTES } from '../server/callbacks/callback-routes.js';
import type { Order } from '../shared/api.js';
import { type TestShop, createOrder, readOrder, useShop } from './helpers.js';

/** How long the tests' merchant server waits for a delivery's body. */
const READ_TIMEOUT_MS = 300;

/**
 * A `purchase.paid` delivery of the order, signed with the gateway's own key: handled, it would
 * fulfil the order. `padding` characters are added to its body.
 */
async function paidDelivery(
  shop: TestShop,
  order: Order,
  padding = 0,
): Promise<{ body: string; signature: string }> {
  const purchase = await new CheckoutClient(shop.sandbox).getPurchase(order.purchase.id);
  const body = JSON.stringify({
    ...purchase,
    status: 'paid',
    event_type: 'purchase.paid',
    ...(padding > 0 ? { padding: 'x'.repeat(padding) } : {}),
  });
  const state = await readDataFile(join(shop.dataDir, 'sandbox.db'));
  return { body, signature: signPayload(body, state.companyKeys.privateKeyPem) };
}

/** An answer read over a raw connection; `null` when none came within `waitMs`. */
interface RawAnswer {
  status: number;
  body: string;
  afterMs: number;
}

/**
 * Posts a delivery over a connection of its own, in chunks (no `Content-Length`): `first` at
 * once, then `rest` only after `restAfterMs` (never when `null`, a sender that stalls). Resolves
 * with the answer, or `null` when none came within `waitMs`.
 */
function postInChunks(
  url: string,
  signature: string,
  first: string,
  rest: string,
  restAfterMs: number | null,
  waitMs: number,
): Promise<RawAnswer | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
      agent: false,
    });
    const giveUp = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, waitMs);
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(giveUp);
        clearTimeout(later);
        req.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          afterMs: Date.now() - started,
        });
      });
    });
    // The server may close the connection before the rest is sent: that is its answer.
    req.on('error', () => undefined);
    req.write(first);
    const later =
      restAfterMs === null
        ? undefined
        : setTimeout(() => {
            if (!req.destroyed) req.end(rest);
          }, restAfterMs);
  });
}

describe("the callback routes read a delivery's body with the kit's bounded, timed reader", () => {
  const shop = useShop({ callbackReadTimeoutMs: READ_TIMEOUT_MS });

  it('answers 413 to a body over the limit, declared or streamed, and handles nothing', async () => {
    const order = await createOrder(shop());
    const big = await paidDelivery(shop(), order, MAX_DELIVERY_BYTES);
    assert.ok(Buffer.byteLength(big.body) > MAX_DELIVERY_BYTES);
    for (const route of ['success', 'webhook']) {
      const url = `${shop().merchant.url}/callbacks/${route}?order=${order.id}`;
      const declared = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: big.signature },
        body: big.body,
      });
      assert.equal(declared.status, 413, route);
      assert.deepEqual(await declared.json(), { error: 'payload_too_large' });

      const half = Math.floor(big.body.length / 2);
      const streamed = await postInChunks(
        url,
        big.signature,
        big.body.slice(0, half),
        big.body.slice(half),
        0,
        5_000,
      );
      assert.ok(streamed, `${route}: an answer to the streamed body`);
      assert.equal(streamed.status, 413, route);
      assert.deepEqual(JSON.parse(streamed.body), { error: 'payload_too_large' });
    }
    const after = await readOrder(shop(), order.id);
    assert.equal(after.fulfilmentCount, 0);
    assert.deepEqual(
      after.events.filter((event) => event.type === 'purchase.paid'),
      [],
    );
  });

  it('answers 408 to a body that does not arrive in time, and handles nothing', async () => {
    const order = await createOrder(shop());
    const delivery = await paidDelivery(shop(), order);
    const url = `${shop().merchant.url}/callbacks/success?order=${order.id}`;
    const half = Math.floor(delivery.body.length / 2);
    const head = delivery.body.slice(0, half);
    const tail = delivery.body.slice(half);

    const stalled = await postInChunks(url, delivery.signature, head, tail, null, 5_000);
    assert.ok(stalled, 'an answer to a sender that stalls, not a connection held open');
    assert.equal(stalled.status, 408);
    assert.deepEqual(JSON.parse(stalled.body), { error: 'body_timeout' });
    assert.ok(stalled.afterMs >= READ_TIMEOUT_MS - 50, `answered after ${stalled.afterMs} ms`);

    // The rest arriving late changes nothing: the whole body was never handed on.
    const late = await postInChunks(
      url,
      delivery.signature,
      head,
      tail,
      READ_TIMEOUT_MS * 3,
      5_000,
    );
    assert.equal(late?.status, 408);
    let after = await readOrder(shop(), order.id);
    assert.equal(after.fulfilmentCount, 0);
    assert.deepEqual(
      after.events.filter((event) => event.type === 'purchase.paid'),
      [],
    );

    // The same bytes in time are handled: what was refused was only the reading.
    const inTime = await postInChunks(url, delivery.signature, head, tail, 20, 5_000);
    assert.equal(inTime?.status, 200, inTime?.body);
    after = await readOrder(shop(), order.id);
    assert.equal(after.fulfilmentCount, 1);
  });
});
