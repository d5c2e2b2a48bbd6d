import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Payment, Purchase } from '@checkout-kit/protocol';
import { collectSample, collectSamples } from '../../../../test/fixtures/gateway-samples.js';
import type { CallbackEvent } from '../../src/callbacks/callback-event.js';
import { createCallbackHandler } from '../../src/callbacks/callback-handler.js';
import {
  comparePurchaseWithOrder,
  type MerchantOrder,
} from '../../src/callbacks/compare-purchase.js';
import { generateTestKeyPair, signPayload } from '../../src/testing.js';
import { post, serve } from './helpers.js';

/** The gateway's company key stands in for the test; a webhook has a key of its own. */
const company = generateTestKeyPair();
const webhook = generateTestKeyPair();

/** A handler over HTTP on port 0 that records what reaches `onEvent` and `onError`. */
async function receiver(t: { after(fn: () => Promise<void>): void }) {
  const events: CallbackEvent[] = [];
  const errors: unknown[] = [];
  const server = await serve(
    createCallbackHandler({
      publicKey: company.publicKeyPem,
      webhookPublicKeys: [webhook.publicKeyPem],
      onEvent: (event) => void events.push(event),
      onError: (error) => void errors.push(error),
    }),
  );
  t.after(() => server.close());
  return { url: server.url, events, errors };
}

/** The order a sample purchase belongs to, as its merchant would have recorded it. */
function orderOf(purchase: Purchase): MerchantOrder {
  return {
    id: purchase.id,
    reference: purchase.reference ?? '',
    total: purchase.purchase.total,
    currency: purchase.purchase.currency,
    brandId: purchase.brand_id,
    isTest: purchase.is_test,
  };
}

describe('createCallbackHandler with the live gateway’s own deliveries', () => {
  it('takes each of the 17 samples, signed, and hands over what it carries', async (t) => {
    const r = await receiver(t);
    const samples = collectSamples();
    assert.equal(samples.length, 17);
    for (const [index, sample] of samples.entries()) {
      // Half as success callbacks (the company key), half as webhooks (a webhook's key).
      const key = index % 2 === 0 ? company : webhook;
      const answer = await post(r.url, sample.raw, signPayload(sample.raw, key.privateKeyPem));
      assert.equal(answer.status, 200, `${sample.file}: ${answer.text}`);
      assert.deepEqual(answer.body, { ok: true });

      const event = r.events.at(-1);
      assert.equal(r.events.length, index + 1, sample.file);
      assert.ok(event);
      assert.equal(event.type, sample.eventType);
      assert.equal(event.source, key === company ? 'success_callback' : 'webhook');
      assert.equal(Buffer.from(event.raw).toString('utf8'), sample.raw);
      assert.deepEqual(event.payload, sample.body);
      if (sample.body.type === 'payment') {
        assert.equal(event.purchase, null, sample.file);
        assert.equal(event.payment?.related_to?.type, 'purchase');
        assert.equal(event.payment?.payment.payment_type, 'refund');
      } else {
        assert.equal(event.payment, null, sample.file);
        assert.equal(event.purchase?.id, sample.body.id);
        assert.equal(event.purchase?.status, sample.body.status);
      }
    }
    assert.deepEqual(r.errors, []);
  });

  it('refuses a sample whose bytes changed after signing', async (t) => {
    const r = await receiver(t);
    const sample = collectSample('purchase.paid');
    const signature = signPayload(sample.raw, company.privateKeyPem);
    const cheaper = sample.raw.replace('"total":200', '"total":2');
    assert.notEqual(cheaper, sample.raw);
    assert.equal((await post(r.url, cheaper, signature)).status, 401);
    assert.deepEqual(r.events, []);
  });

  it('matches every sample purchase with its order, and a refund through related_to', () => {
    const purchases = collectSamples().filter((s) => s.body.type === 'purchase');
    assert.equal(purchases.length, 16);
    for (const sample of purchases) {
      const purchase = sample.body as unknown as Purchase;
      assert.deepEqual(comparePurchaseWithOrder(purchase, orderOf(purchase)), [], sample.file);
    }

    const refund = collectSample('payment.refunded').body as unknown as Payment;
    const refunded = purchases.find((s) => s.body.id === refund.related_to?.id);
    assert.ok(refunded, 'the refunded purchase is among the samples');
    const order = orderOf(refunded.body as unknown as Purchase);
    // The purchase was made without a reference: its generated one is what related_to names.
    assert.deepEqual(comparePurchaseWithOrder(refund, { ...order, reference: undefined }), []);
    assert.deepEqual(comparePurchaseWithOrder(refund, { ...order, reference: '' }), []);
    assert.deepEqual(comparePurchaseWithOrder(refund, { ...order, reference: 'CH8512' }), []);

    const fields = (patch: Partial<MerchantOrder>, changed: Record<string, unknown> = {}) =>
      comparePurchaseWithOrder(
        { ...refund, ...changed },
        { ...order, reference: undefined, ...patch },
      ).map((m) => m.field);
    assert.deepEqual(fields({ id: 'another purchase' }), ['related_to.id']);
    assert.deepEqual(fields({ reference: 'A1B2C3' }), ['related_to.reference']);
    assert.deepEqual(fields({ currency: 'SGD' }), ['payment.currency']);
    assert.deepEqual(fields({ isTest: false }), ['is_test']);
    // A refund of more than the order's total is not this order's.
    assert.deepEqual(fields({ total: 99 }), ['payment.amount']);
    assert.deepEqual(fields({}, { related_to: null }), ['related_to.id', 'type']);
    assert.deepEqual(fields({}, { payment: { ...refund.payment, amount: -1 } }), [
      'payment.amount',
    ]);
  });
});

describe('createCallbackHandler never refuses a signed delivery for its shape', () => {
  it('hands over a delivery without event_type, with its payload and bytes', async (t) => {
    const r = await receiver(t);
    const body = JSON.stringify({ id: 'x-1', type: 'settlement', amount: 5 });
    const answer = await post(r.url, body, signPayload(body, company.privateKeyPem));
    assert.equal(answer.status, 200);
    const [event] = r.events;
    assert.equal(event?.type, null);
    assert.equal(event?.purchase, null);
    assert.equal(event?.payment, null);
    assert.deepEqual(event?.payload, { id: 'x-1', type: 'settlement', amount: 5 });
    assert.deepEqual(r.errors, []);
  });

  it('hands over an unknown event name as it is', async (t) => {
    const r = await receiver(t);
    const sample = collectSample('purchase.paid');
    const body = sample.raw.replace('"purchase.paid"', '"purchase.pending_settlement"');
    assert.equal((await post(r.url, body, signPayload(body, company.privateKeyPem))).status, 200);
    assert.equal(r.events[0]?.type, 'purchase.pending_settlement');
    assert.equal(r.events[0]?.purchase?.status, 'paid');
  });

  it('hands over a body that is no JSON object: the value, or null with the raw bytes', async (t) => {
    const r = await receiver(t);
    const bodies: [string, unknown][] = [
      ['[1,2,3]', [1, 2, 3]],
      ['"purchase.paid"', 'purchase.paid'],
      ['{"id": "p1", "event_type": ', null],
      ['', null],
    ];
    for (const [body, payload] of bodies) {
      const answer = await post(r.url, body, signPayload(body, company.privateKeyPem));
      assert.equal(answer.status, 200, body);
      const event = r.events.at(-1);
      assert.deepEqual(event?.payload, payload);
      assert.equal(event?.type, null);
      assert.equal(Buffer.from(event?.raw ?? []).toString('utf8'), body);
    }
    assert.equal(r.events.length, bodies.length);
  });

  it('takes a payout event’s name from its Event-Type header, signed over SHA-512', async (t) => {
    const r = await receiver(t);
    const body = JSON.stringify({ id: 588, state: 'completed', amount: 1.44 });
    const signature = signPayload(body, webhook.privateKeyPem, 'sha512');
    const answer = await post(r.url, body, signature, { 'Event-Type': 'send_instruction_status' });
    assert.equal(answer.status, 200);
    const [event] = r.events;
    assert.equal(event?.type, 'send_instruction_status');
    assert.equal(event?.algorithm, 'sha512');
    assert.equal(event?.source, 'webhook');
    assert.deepEqual(event?.payload, { id: 588, state: 'completed', amount: 1.44 });
  });
});
