import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { SIGNATURE_HEADER } from '@checkout-kit/protocol';
import { CheckoutClient } from '@checkout-kit/server';
import { generateTestKeyPair, signPayload } from '@checkout-kit/server/testing';
import { type Delivery, readDataFile } from '@checkout-kit/sandbox';
import type { Order, OrderEvent } from '../shared/api.js';
import { type TestShop, createOrder, paidOrder, readOrder, useShop } from './helpers.js';

/** The order's log entries of one source and type. */
function eventsOf(order: Order, source: OrderEvent['source'], type: string): OrderEvent[] {
  return order.events.filter((event) => event.source === source && event.type === type);
}

/** The sandbox's success callback of `purchase.paid` for the order. */
function paidCallback(shop: TestShop, order: Order): Delivery & { signature: string } {
  const delivery = shop.sandbox
    .deliveries({ objectId: order.purchase.id })
    .find((item) => item.kind === 'success_callback' && item.eventType === 'purchase.paid');
  assert.ok(delivery, 'the sandbox made a success callback');
  const { signature } = delivery;
  assert.ok(signature, 'signed on its attempt');
  return { ...delivery, signature };
}

/** Posts bytes with a signature, as the gateway (or someone else) would. */
async function post(url: string, body: string, signature: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
  });
}

/** Signs a body with the sandbox's company key, which only the gateway holds. */
async function signAsGateway(shop: TestShop, body: string): Promise<string> {
  const state = await readDataFile(join(shop.dataDir, 'sandbox.db'));
  return signPayload(body, state.companyKeys.privateKeyPem);
}

describe('callbacks and webhooks', () => {
  const shop = useShop();

  it('registers a webhook for the purchase events at start', async () => {
    const { results } = await new CheckoutClient(shop().sandbox).listWebhooks();
    const ours = results.filter(
      (webhook) => webhook.callback === `${shop().merchant.url}/callbacks/webhook`,
    );
    assert.equal(ours.length, 1);
    for (const event of ['purchase.paid', 'purchase.payment_failure', 'purchase.preauthorized']) {
      assert.ok(ours[0]?.events.includes(event), event);
    }
  });

  it('fulfils a paid order once, on its verified deliveries', async () => {
    const order = await paidOrder(shop());
    assert.equal(order.purchase.status, 'paid');
    assert.equal(order.purchase.paymentMethod, 'visa');
    assert.equal(order.purchase.capturedAmount, order.total);
    assert.equal(order.fulfilmentCount, 1);
    assert.ok(order.fulfilledAt);

    // The success callback and the webhook of the event arrive together: both are verified and
    // handled, one of them fulfils.
    const paid = order.events.filter((event) => event.type === 'purchase.paid');
    assert.deepEqual(
      paid.map((event) => [event.source, event.signature, event.attempt, event.status]).sort(),
      [
        ['callback', 'verified', 1, 'paid'],
        ['webhook', 'verified', 1, 'paid'],
      ],
    );
    const fulfilling = order.events.filter((event) => /Fulfilled/.test(event.message));
    assert.equal(fulfilling.length, 1);
    assert.equal(fulfilling[0]?.message, 'Paid RM 109.00 with visa. Fulfilled: 3 items');
    assert.equal(eventsOf(order, 'webhook', 'purchase.created').length, 1);
  });

  it('treats the same delivery arriving again as a duplicate: still fulfilled once', async () => {
    const order = await paidOrder(shop());
    const delivery = paidCallback(shop(), order);
    for (const attempt of [2, 3]) {
      const response = await post(delivery.url, delivery.body, delivery.signature);
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { ok: true, duplicate: true });
      const after = await readOrder(shop(), order.id);
      assert.equal(after.fulfilmentCount, 1);
      assert.equal(after.fulfilledAt, order.fulfilledAt);
      const duplicates = eventsOf(after, 'callback', 'purchase.paid').filter(
        (event) => event.signature === 'duplicate',
      );
      assert.equal(duplicates.at(-1)?.attempt, attempt);
      assert.equal(duplicates.length, attempt - 1);
    }
  });

  it('refuses a forged or altered delivery with 401 and writes nothing to disk', async () => {
    const order = await createOrder(shop());
    const url = `${shop().merchant.url}/callbacks/success?order=${order.id}`;
    const purchase = await new CheckoutClient(shop().sandbox).getPurchase(order.purchase.id);
    const forgedBody = JSON.stringify({ ...purchase, status: 'paid', event_type: 'purchase.paid' });
    const forger = generateTestKeyPair();
    const paid = await paidOrder(shop());
    const genuine = paidCallback(shop(), paid);
    const altered = genuine.body.replace(`"reference":"${paid.id}"`, `"reference":"${order.id}"`);
    assert.notEqual(altered, genuine.body);
    const before = await merchantData(shop());
    const logged = shop().logs.length;

    const forged = await post(url, forgedBody, signPayload(forgedBody, forger.privateKeyPem));
    assert.equal(forged.status, 401);
    const tampered = await post(url, altered, genuine.signature);
    assert.equal(tampered.status, 401);
    const unsigned = await post(url, forgedBody, '');
    assert.equal(unsigned.status, 400);
    for (let flood = 0; flood < 20; flood++) {
      const body = JSON.stringify({ reference: order.id, flood });
      assert.equal((await post(url, body, signPayload(body, forger.privateKeyPem))).status, 401);
    }

    assert.deepEqual(
      await merchantData(shop()),
      before,
      'the data folder is byte for byte the same',
    );
    const after = await readOrder(shop(), order.id);
    assert.equal(after.fulfilmentCount, 0);
    assert.equal(after.purchase.status, 'created');
    assert.deepEqual(
      after.events.filter((event) => event.signature === 'rejected'),
      [],
    );
    const refusals = shop()
      .logs.slice(logged)
      .filter((line) => /was refused with 40[01]/.test(line));
    assert.equal(refusals.length, 23);
    assert.match(refusals[0] ?? '', /Signature does not verify/);
  });

  it('does not fulfil an order with a genuine delivery of another purchase', async () => {
    const victim = await createOrder(shop(), { lines: [{ sku: 'pour-over-kit', quantity: 3 }] });
    const cheap = await paidOrder(shop(), { lines: [{ sku: 'drip-bags', quantity: 1 }] });
    const purchase = await new CheckoutClient(shop().sandbox).getPurchase(cheap.purchase.id);
    // Signed by the gateway's key, in bytes of its own: not a re-delivery of the cheap order's.
    const body = JSON.stringify({ event_type: 'purchase.paid', ...purchase });
    const response = await post(
      `${shop().merchant.url}/callbacks/success?order=${victim.id}`,
      body,
      await signAsGateway(shop(), body),
    );
    assert.equal(response.status, 200);

    const after = await readOrder(shop(), victim.id);
    assert.equal(after.fulfilmentCount, 0);
    assert.equal(after.fulfilledAt, null);
    assert.equal(after.purchase.status, 'created');
    const [entry] = eventsOf(after, 'callback', 'purchase.paid');
    assert.equal(entry?.signature, 'verified');
    assert.match(
      entry?.message ?? '',
      /^Does not match this order \(id: .*reference: .*purchase\.total: expected 38700, got 2500\): not fulfilled$/,
    );
  });

  it('acknowledges a verified delivery about a purchase of no order, and logs it', async () => {
    const order = await paidOrder(shop());
    const purchase = await new CheckoutClient(shop().sandbox).getPurchase(order.purchase.id);
    // Neither its reference nor its id is an order's: a purchase of another application, say.
    const body = JSON.stringify({
      event_type: 'purchase.paid',
      ...purchase,
      id: randomUUID(),
      reference: 'NOSUCH',
    });
    const response = await post(
      `${shop().merchant.url}/callbacks/success`,
      body,
      await signAsGateway(shop(), body),
    );
    assert.equal(response.status, 200);
    assert.ok(shop().logs.some((line) => /names no order of this shop/.test(line)));
  });

  it('keeps the status of a failed payment without fulfilling', async () => {
    const order = await createOrder(shop());
    const form = new URLSearchParams({
      cardholder_name: 'Siti Aisyah',
      card_number: '4444333322221111',
      expires: `12/${String(new Date().getFullYear() + 1).slice(-2)}`,
      cvc: '999',
    });
    const response = await fetch(order.purchase.directPostUrl ?? '', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    assert.match(response.headers.get('location') ?? '', /outcome=failure$/);
    await shop().deliver();
    const after = await readOrder(shop(), order.id);
    assert.equal(after.purchase.status, 'error');
    assert.equal(after.purchase.failureCode, 'incorrect_cvc');
    assert.equal(after.fulfilmentCount, 0);
    const [failure] = eventsOf(after, 'webhook', 'purchase.payment_failure');
    assert.equal(failure?.signature, 'verified');
    assert.equal(failure?.message, 'Payment failed');
  });

  it('never puts the API key in an answer or the log', () => {
    const key = shop().sandbox.apiKey;
    assert.ok(shop().answers.length > 0);
    assert.ok(shop().answers.every((text) => !text.includes(key)));
    assert.ok(shop().logs.every((line) => !line.includes(key)));
  });
});

/** Every file of the merchant server's data folder (the sandbox's own file aside), as bytes. */
async function merchantData(shop: TestShop): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of (await readdir(shop.dataDir)).sort()) {
    // The sandbox's data file (and its lock and temporary files) is the gateway's, not the shop's.
    if (name.includes('sandbox.db')) continue;
    files.set(name, await readFile(join(shop.dataDir, name), 'base64'));
  }
  return files;
}
