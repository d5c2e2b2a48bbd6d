import assert from 'node:assert/strict';
import { createPublicKey } from 'node:crypto';
import { describe, it } from 'node:test';
import { CheckoutApiError } from '../../src/errors.js';
import { clientOf, payByDirectPost, purchaseInput, rejection, useSandbox } from './helpers.js';

/** Every method of CheckoutClient against the sandbox, over real HTTP. */
describe('CheckoutClient against the sandbox', () => {
  const sandbox = useSandbox();

  describe('purchases', () => {
    it('creates a purchase for its brand and reads it back', async () => {
      const client = clientOf(sandbox());
      assert.equal(client.brandId, sandbox().brandId);
      assert.equal(client.baseUrl, sandbox().baseUrl);
      const created = await client.createPurchase(purchaseInput({ reference: 'order-1' }));
      assert.equal(created.brand_id, sandbox().brandId);
      assert.equal(created.status, 'created');
      assert.equal(created.is_test, true);
      assert.equal(created.reference, 'order-1');
      assert.equal(created.purchase.total, 1000);
      assert.match(created.direct_post_url ?? '', /^http/);
      const read = await client.getPurchase(created.id);
      assert.equal(read.id, created.id);
      assert.equal(read.status, 'created');
    });

    it('keeps a brand_id that is given', async () => {
      const client = clientOf(sandbox());
      const created = await client.createPurchase({
        ...purchaseInput(),
        brand_id: sandbox().brandId,
      });
      assert.equal(created.brand_id, sandbox().brandId);
    });

    it('pays through Direct Post, then refunds in parts, answered with the refund Payment', async () => {
      const client = clientOf(sandbox());
      const purchase = await client.createPurchase(purchaseInput());
      await payByDirectPost(purchase);
      const paid = await client.getPurchase(purchase.id);
      assert.equal(paid.status, 'paid');
      assert.equal(paid.refundable_amount, 1000);
      assert.equal(paid.transaction_data.extra.masked_pan, '444433******1111');

      const refund = await client.refundPurchase(purchase.id, { amount: 300 });
      assert.equal(refund.type, 'payment');
      assert.equal(refund.payment.payment_type, 'refund');
      assert.equal(refund.payment.amount, 300);
      assert.equal(refund.related_to?.id, purchase.id);
      const refunded = await client.getPurchase(purchase.id);
      assert.equal(refunded.status, 'refunded');
      assert.equal(refunded.refundable_amount, 700);
      // A further refund takes what is left, as the maker's plugins refund in parts; no more.
      const tooMuch = await rejection(client.refundPurchase(purchase.id, { amount: 701 }));
      assert.ok(tooMuch instanceof CheckoutApiError);
      assert.equal(tooMuch.status, 400);
      const rest = await client.refundPurchase(purchase.id);
      assert.equal(rest.payment.amount, 700);
      const more = await rejection(client.refundPurchase(purchase.id, { amount: 1 }));
      assert.ok(more instanceof CheckoutApiError);
      assert.equal(more.code, 'purchase_refund_wrong_status');
    });

    it('captures part of a hold, the rest released', async () => {
      const client = clientOf(sandbox());
      const purchase = await client.createPurchase(purchaseInput({ skip_capture: true }));
      await payByDirectPost(purchase);
      assert.equal((await client.getPurchase(purchase.id)).status, 'hold');
      const captured = await client.capturePurchase(purchase.id, { amount: 600 });
      assert.equal(captured.status, 'paid');
      assert.equal(captured.refundable_amount, 600);
      assert.deepEqual(
        captured.transaction_data.attempts.map((attempt) => attempt.type),
        ['capture', 'authorize'],
      );
    });

    it('captures a whole hold', async () => {
      const client = clientOf(sandbox());
      const purchase = await client.createPurchase(purchaseInput({ skip_capture: true }));
      await payByDirectPost(purchase);
      const captured = await client.capturePurchase(purchase.id);
      assert.equal(captured.status, 'paid');
      assert.equal(captured.refundable_amount, 1000);
    });

    it('releases a hold, after which capture is a wrong-status error', async () => {
      const client = clientOf(sandbox());
      const purchase = await client.createPurchase(purchaseInput({ skip_capture: true }));
      await payByDirectPost(purchase);
      const released = await client.releasePurchase(purchase.id);
      assert.equal(released.status, 'released');
      const error = await rejection(client.capturePurchase(purchase.id));
      assert.ok(error instanceof CheckoutApiError);
      assert.equal(error.status, 400);
      assert.equal(error.code, 'purchase_capture_wrong_status');
      assert.equal(error.fieldErrors[0]?.path, '');
      assert.match(
        error.message,
        /^POST \/purchases\/[0-9a-f-]+\/capture\/ failed with HTTP 400: /,
      );
    });

    it('cancels an unpaid purchase', async () => {
      const client = clientOf(sandbox());
      const purchase = await client.createPurchase(purchaseInput());
      const cancelled = await client.cancelPurchase(purchase.id);
      assert.equal(cancelled.status, 'cancelled');
    });

    it('saves a card, charges it, deletes the token, and then the charge is refused', async () => {
      const client = clientOf(sandbox());
      const first = await client.createPurchase(purchaseInput());
      await payByDirectPost(first, { remember: true });
      const token = await client.getPurchase(first.id);
      assert.equal(token.is_recurring_token, true);
      assert.ok(token.client_id);

      const tokens = await client.listRecurringTokens(token.client_id);
      assert.deepEqual(
        tokens.results.map((saved) => [saved.recurring_token, saved.client_id]),
        [[first.id, token.client_id]],
      );
      assert.equal(tokens.next, null);

      const second = await client.createPurchase(
        purchaseInput({ client: undefined, client_id: token.client_id }),
      );
      const charged = await client.chargePurchase(second.id, first.id);
      assert.equal(charged.status, 'paid');
      assert.equal(charged.recurring_token, first.id);
      assert.equal(charged.transaction_data.attempts[0]?.type, 'recurring_execute');

      const deleted = await client.deleteRecurringToken(first.id);
      assert.equal(deleted.is_recurring_token, false);
      assert.deepEqual((await client.listRecurringTokens(token.client_id)).results, []);

      const third = await client.createPurchase(purchaseInput());
      const refused = await rejection(client.chargePurchase(third.id, first.id));
      assert.ok(refused instanceof CheckoutApiError);
      assert.equal(refused.code, 'invalid_recurring_token');
      assert.equal(refused.status, 400);
      assert.equal((await client.getPurchase(third.id)).status, 'created');
    });
  });

  describe('payment methods and the public key', () => {
    it('looks up payment methods for its brand', async () => {
      const seen: string[] = [];
      const client = clientOf(sandbox(), {
        fetch: (input, init) => {
          seen.push(String(input));
          return fetch(input, init);
        },
      });
      const all = await client.getPaymentMethods({ currency: 'MYR', amount: 1000 });
      assert.ok(all.available_payment_methods.includes('visa'));
      assert.ok(all.available_payment_methods.includes('fpx'));
      assert.deepEqual(
        [...all.card_methods].sort(),
        all.available_payment_methods.filter((m) => all.card_methods.includes(m)).sort(),
      );
      const query = new URL(seen[0] ?? '').searchParams;
      assert.equal(query.get('brand_id'), sandbox().brandId);
      assert.equal(query.get('currency'), 'MYR');
      assert.equal(query.get('amount'), '1000');

      const capturable = await client.getPaymentMethods({
        currency: 'MYR',
        skip_capture: true,
        country: 'MY',
        language: 'en',
      });
      assert.ok(capturable.available_payment_methods.length > 0);
      for (const method of capturable.available_payment_methods) {
        assert.ok(['visa', 'mastercard', 'maestro'].includes(method), method);
      }
      assert.equal(new URL(seen[1] ?? '').searchParams.get('skip_capture'), 'true');
    });

    it('decodes the public key, caches it, and fetches it again on refresh', async () => {
      let calls = 0;
      const client = clientOf(sandbox(), {
        fetch: (input, init) => {
          calls += 1;
          return fetch(input, init);
        },
      });
      const [pem, same] = await Promise.all([client.getPublicKey(), client.getPublicKey()]);
      assert.equal(pem, sandbox().publicKeyPem);
      assert.equal(same, pem);
      assert.match(pem, /^-----BEGIN PUBLIC KEY-----\n/);
      assert.ok(!pem.includes('\\n'), 'real line breaks, not JSON escapes');
      assert.equal(calls, 1);
      assert.equal(await client.getPublicKey(), pem);
      assert.equal(calls, 1);
      assert.equal(await client.getPublicKey({ refresh: true }), pem);
      assert.equal(calls, 2);
      const burst = await Promise.all(
        Array.from({ length: 5 }, () => client.getPublicKey({ refresh: true })),
      );
      assert.deepEqual(new Set(burst), new Set([pem]));
      assert.equal(calls, 3);
      assert.equal(createPublicKey(pem).asymmetricKeyType, 'rsa');
    });

    it('keeps the key it had when a refresh fails', async () => {
      let down = false;
      const client = clientOf(sandbox(), {
        retries: 0,
        fetch: (input, init) =>
          down ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init),
      });
      const pem = await client.getPublicKey();
      down = true;
      await rejection(client.getPublicKey({ refresh: true }));
      // Still down: the key fetched before is what the client has, with no request.
      assert.equal(await client.getPublicKey(), pem);
      down = false;
      assert.equal(await client.getPublicKey({ refresh: true }), pem);
    });
  });

  describe('webhooks', () => {
    const callback = 'https://shop.example/webhooks/checkout';

    it('creates, reads, lists, replaces, patches and deletes a webhook', async () => {
      const client = clientOf(sandbox());
      const created = await client.createWebhook({
        title: 'Orders',
        events: ['purchase.settled'],
        callback,
      });
      assert.equal(created.title, 'Orders');
      assert.deepEqual(created.events, ['purchase.settled']);
      assert.equal(created.all_events, false);
      assert.match(created.public_key, /^-----BEGIN PUBLIC KEY-----/);

      assert.deepEqual(await client.getWebhook(created.id), created);
      const listed = await client.listWebhooks();
      assert.ok(listed.results.some((webhook) => webhook.id === created.id));
      assert.equal(listed.previous, null);

      const replaced = await client.updateWebhook(created.id, {
        title: 'Everything',
        all_events: true,
        callback,
      });
      assert.equal(replaced.title, 'Everything');
      assert.equal(replaced.all_events, true);
      assert.deepEqual(replaced.events, []);
      assert.equal(replaced.public_key, created.public_key);

      const patched = await client.updateWebhook(
        created.id,
        { title: 'Renamed' },
        { partial: true },
      );
      assert.equal(patched.title, 'Renamed');
      assert.equal(patched.all_events, true);

      assert.equal(await client.deleteWebhook(created.id), undefined);
      const gone = await rejection(client.getWebhook(created.id));
      assert.ok(gone instanceof CheckoutApiError);
      assert.equal(gone.status, 404);
      assert.equal(gone.code, 'not_found');
    });

    it('asks for a page of webhooks', async () => {
      const client = clientOf(sandbox());
      const first = await client.listWebhooks({ page: 1 });
      assert.equal(first.next, null);
      const past = await rejection(client.listWebhooks({ page: 2 }));
      assert.ok(past instanceof CheckoutApiError);
      assert.equal(past.status, 404);
      assert.equal(past.code, 'invalid_page');
    });

    it("reads every webhook past the first page, as the README's handler recipe does", async () => {
      const client = clientOf(sandbox());
      // More webhooks than one page of the list holds (20 in the sandbox).
      const created = [];
      for (let i = 0; i < 25; i += 1) {
        created.push(
          await client.createWebhook({ title: `Hook ${i}`, all_events: true, callback }),
        );
      }
      try {
        assert.notEqual((await client.listWebhooks()).next, null, 'the list has a second page');
        // The README's getWebhookPublicKeys.
        const keys: string[] = [];
        for await (const webhook of client.everyWebhook()) keys.push(webhook.public_key);
        assert.equal(keys.length, 25);
        assert.ok(keys.includes(created[24]?.public_key ?? ''), "the 25th webhook's key is read");
      } finally {
        for (const webhook of created) await client.deleteWebhook(webhook.id);
      }
    });
  });

  describe('clients', () => {
    it('creates, reads, lists, updates and deletes a client', async () => {
      const client = clientOf(sandbox());
      const saved = await client.createClient({ email: 'aminah@example.com', full_name: 'Aminah' });
      assert.equal(saved.email, 'aminah@example.com');
      assert.ok(saved.id);
      assert.deepEqual(await client.getClient(saved.id), saved);
      const listed = await client.listClients();
      assert.ok(listed.results.some((entry) => entry.id === saved.id));

      const patched = await client.updateClient(
        saved.id,
        { phone: '+60123456789' },
        { partial: true },
      );
      assert.equal(patched.phone, '+60123456789');
      assert.equal(patched.full_name, 'Aminah');
      const replaced = await client.updateClient(saved.id, { email: 'aminah@shop.example' });
      assert.equal(replaced.email, 'aminah@shop.example');
      assert.equal(replaced.full_name, undefined);

      const purchase = await client.createPurchase(
        purchaseInput({ client: undefined, client_id: saved.id }),
      );
      assert.equal(purchase.client.email, 'aminah@shop.example');

      assert.equal(await client.deleteClient(saved.id), undefined);
      const gone = await rejection(client.getClient(saved.id));
      assert.ok(gone instanceof CheckoutApiError);
      assert.equal(gone.status, 404);
    });

    it('pages through clients', async () => {
      const client = clientOf(sandbox());
      const existing = (await client.listClients()).results.length;
      for (let index = existing; index < 21; index++) {
        await client.createClient({ email: `payer${index}@example.com` });
      }
      const first = await client.listClients();
      assert.equal(first.results.length, 20);
      assert.ok(first.next);
      assert.equal(first.previous, null);
      const second = await client.listClients({ page: 2 });
      assert.ok(second.results.length >= 1);
      assert.ok(second.previous);
      const ids = new Set([...first.results, ...second.results].map((entry) => entry.id));
      assert.equal(ids.size, first.results.length + second.results.length);
    });
  });
});
