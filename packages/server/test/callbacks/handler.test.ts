import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePurchaseWithOrder } from '../../src/callbacks/compare-purchase.js';
import { CheckoutClient } from '../../src/client/checkout-client.js';
import {
  assertAttempts,
  openReceiver,
  openWebhook,
  paidPurchase,
  successCallbackOf,
  useCallbackSandbox,
} from './fixtures.js';
import { post } from './helpers.js';

const gateway = useCallbackSandbox();

describe('createCallbackHandler with the sandbox’s real deliveries', () => {
  it('verifies a success callback with the company key and runs onEvent once', async (t) => {
    const { sandbox, companyKey } = gateway();
    const r = await openReceiver(t, { getPublicKey: async () => companyKey });
    const purchase = await paidPurchase(sandbox, r.url);

    const delivery = successCallbackOf(sandbox, purchase.id);
    assert.equal(delivery.state, 'delivered');
    assertAttempts(delivery, [200]);
    assert.equal(r.events.length, 1);
    const [event] = r.events;
    assert.ok(event?.purchase);
    assert.equal(event.type, 'purchase.paid');
    assert.equal(event.source, 'success_callback');
    assert.equal(event.algorithm, 'sha256');
    assert.equal(event.webhookId, undefined);
    assert.equal(event.purchase.id, purchase.id);
    assert.equal(event.purchase.status, 'paid');
    assert.equal(event.purchase.event_type, 'purchase.paid');
    assert.equal(event.payload, event.purchase);
    assert.equal(Buffer.from(event.raw).toString('utf8'), delivery.body);
    assert.equal(event.signature, delivery.signature);
    assert.match(event.deliveryKey, /^success_callback:[0-9a-f]{64}$/);
    // The signed purchase is the merchant's order: same id, reference, total, brand, test mode.
    assert.deepEqual(
      comparePurchaseWithOrder(event.purchase, {
        id: purchase.id,
        reference: purchase.reference as string,
        total: 1250,
        currency: 'MYR',
        brandId: sandbox.brandId,
        isTest: true,
      }),
      [],
    );
    assert.deepEqual(r.errors, []);
  });

  it('takes the company key from a CheckoutClient', async (t) => {
    const { sandbox } = gateway();
    const client = new CheckoutClient({
      apiKey: sandbox.apiKey,
      brandId: sandbox.brandId,
      baseUrl: sandbox.baseUrl,
    });
    const r = await openReceiver(t, { getPublicKey: (options) => client.getPublicKey(options) });
    const purchase = await paidPurchase(sandbox, r.url);
    assert.equal(successCallbackOf(sandbox, purchase.id).state, 'delivered');
    assert.deepEqual(
      r.events.map((e) => [e.type, e.purchase?.id]),
      [['purchase.paid', purchase.id]],
    );
  });

  it('verifies webhook deliveries with the webhook’s key, and tells them from callbacks', async (t) => {
    const { sandbox, companyKey } = gateway();
    const r = await openReceiver(t);
    const webhook = await openWebhook(t, sandbox, r.url);
    r.configure({
      publicKey: companyKey,
      webhookPublicKeys: [{ publicKey: webhook.public_key, webhookId: webhook.id }],
    });

    const purchase = await paidPurchase(sandbox, r.url);
    for (const delivery of sandbox.deliveries({ objectId: purchase.id })) {
      assert.equal(delivery.state, 'delivered', `${delivery.kind} ${delivery.eventType}`);
    }
    const seen = r.events.map((e) => [e.source, e.type, e.webhookId, e.purchase?.id]);
    assert.deepEqual(
      seen.sort((a, b) => String(a).localeCompare(String(b))),
      [
        ['success_callback', 'purchase.paid', undefined, purchase.id],
        ['webhook', 'purchase.created', webhook.id, purchase.id],
        ['webhook', 'purchase.paid', webhook.id, purchase.id],
      ],
    );
    // The callback and the webhook carry the same bytes, yet each ran onEvent once: the
    // duplicate key tells a delivery's source apart.
    const paid = r.events.filter((e) => e.type === 'purchase.paid');
    assert.deepEqual(paid[0]?.raw, paid[1]?.raw);
    assert.notEqual(paid[0]?.deliveryKey, paid[1]?.deliveryKey);
  });

  it('finds webhook keys through a resolver, loaded once', async (t) => {
    const { sandbox } = gateway();
    const r = await openReceiver(t);
    const webhook = await openWebhook(t, sandbox, r.url);
    const calls: boolean[] = [];
    r.configure({
      getWebhookPublicKeys: async ({ refresh }) => {
        calls.push(refresh);
        return [webhook.public_key];
      },
    });
    await paidPurchase(sandbox, undefined);
    assert.deepEqual(
      r.events.map((e) => [e.source, e.type]),
      [
        ['webhook', 'purchase.created'],
        ['webhook', 'purchase.paid'],
      ],
    );
    assert.deepEqual(calls, [false]);
    // Without the company key, a success callback is refused.
    const callback = await paidPurchase(sandbox, r.url);
    const refused = successCallbackOf(sandbox, callback.id);
    assert.equal(refused.attempts[0]?.status, 401);
    assert.equal(refused.state, 'pending');
  });

  it('answers a re-delivery of the same bytes 200 without running onEvent again', async (t) => {
    const { sandbox, companyKey } = gateway();
    const r = await openReceiver(t, { publicKey: companyKey });
    const purchase = await paidPurchase(sandbox, r.url);
    const delivery = successCallbackOf(sandbox, purchase.id);
    assert.equal(r.events.length, 1);
    for (let i = 0; i < 3; i++) {
      const again = await post(r.url, delivery.body, delivery.signature);
      assert.equal(again.status, 200);
      assert.deepEqual(again.body, { ok: true, duplicate: true });
    }
    assert.equal(r.events.length, 1);
    assert.equal(delivery.attempts.length, 1);
  });
});
