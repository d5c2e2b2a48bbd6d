import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ISO_LANGUAGE_CODES, KIT_LANGUAGES } from '@checkout-kit/protocol';
import { CheckoutClient } from '@checkout-kit/server';
import type { ApiError, Order, OrderList, Product } from '../shared/api.js';
import { CATALOGUE } from '../server/catalogue.js';
import { SITE_URL, createOrder, orderRequest, useShop } from './helpers.js';

/** The field issues of a refused order, by path. */
function fieldsOf(body: unknown): Record<string, string> {
  const { error } = body as ApiError;
  assert.equal(error.code, 'validation_failed');
  return Object.fromEntries((error.fields ?? []).map((field) => [field.path, field.message]));
}

describe('orders', () => {
  const shop = useShop();

  describe('the catalogue', () => {
    it('lists 6 products with prices in sen and stable skus', async () => {
      const { status, body } = await shop().api<Product[]>('GET', '/api/products');
      assert.equal(status, 200);
      assert.deepEqual(
        body.map((product) => product.sku),
        ['kopi-beans', 'house-blend', 'cold-brew', 'drip-bags', 'ceramic-mug', 'pour-over-kit'],
      );
      for (const product of body) {
        assert.ok(Number.isInteger(product.price) && product.price > 0);
        assert.equal(product.image, `/products/${product.sku}.svg`);
      }
    });

    it('tells the site which gateway it talks to', async () => {
      const { body } = await shop().api('GET', '/api/config');
      assert.deepEqual(body, {
        mode: 'sandbox',
        gatewayOrigin: shop().sandbox.url,
        currency: 'MYR',
        testMode: true,
        callbacksReachable: true,
      });
    });
  });

  describe('validation', () => {
    const refused = async (body: unknown) => {
      const answer = await shop().api('POST', '/api/orders', body);
      assert.equal(answer.status, 400);
      return fieldsOf(answer.body);
    };

    it('needs 1 to 20 lines', async () => {
      assert.match((await refused(orderRequest({ lines: [] })))['lines'] ?? '', /1 to 20/);
      const many = CATALOGUE.flatMap(() =>
        CATALOGUE.map(() => ({ sku: 'kopi-beans', quantity: 1 })),
      );
      assert.match(
        (await refused(orderRequest({ lines: many.slice(0, 21) })))['lines'] ?? '',
        /1 to 20/,
      );
      assert.match((await refused({ email: 'siti@example.com' }))['lines'] ?? '', /list/);
    });

    it('needs known skus, each once', async () => {
      const unknown = await refused(
        orderRequest({
          lines: [
            { sku: 'teh-tarik', quantity: 1 },
            { sku: 'cold-brew', quantity: 1 },
          ],
        }),
      );
      assert.deepEqual(Object.keys(unknown), ['lines[0].sku']);
      assert.match(unknown['lines[0].sku'] ?? '', /catalogue \(kopi-beans, /);
      const twice = await refused(
        orderRequest({
          lines: [
            { sku: 'cold-brew', quantity: 1 },
            { sku: 'drip-bags', quantity: 1 },
            { sku: 'cold-brew', quantity: 2 },
          ],
        }),
      );
      assert.deepEqual(twice, {
        'lines[2].sku': 'is already in the cart: give each product once, with its quantity',
      });
    });

    it('needs a whole quantity from 1 to 99', async () => {
      const fields = await refused(
        orderRequest({
          lines: [
            { sku: 'kopi-beans', quantity: 0 },
            { sku: 'cold-brew', quantity: 100 },
            { sku: 'drip-bags', quantity: 1.5 },
            { sku: 'ceramic-mug', quantity: '2' as unknown as number },
          ],
        }),
      );
      for (const index of [0, 1, 2, 3]) {
        assert.equal(fields[`lines[${index}].quantity`], 'must be a whole number from 1 to 99');
      }
    });

    it('needs an e-mail address, and a known kind and language', async () => {
      const fields = await refused({
        ...orderRequest(),
        email: 'siti@',
        kind: 'layaway',
        language: 'fr',
      });
      assert.match(fields['email'] ?? '', /e-mail address/);
      assert.match(fields['kind'] ?? '', /payment, hold, card_verification/);
      assert.match(fields['language'] ?? '', /en, ms, zh, ta/);
    });

    it('refuses a price sent by the browser, naming the field', async () => {
      const answer = await shop().api('POST', '/api/orders', {
        ...orderRequest(),
        lines: [{ sku: 'pour-over-kit', quantity: 1, price: 1 }],
        total: 1,
      });
      assert.equal(answer.status, 400);
      const fields = fieldsOf(answer.body);
      assert.match(fields['lines[0].price'] ?? '', /prices and names come from the shop/);
      assert.match(fields['total'] ?? '', /prices and names come from the shop/);
      assert.match((answer.body as ApiError).error.message, /lines\[0\]\.price is not accepted/);
    });

    it('refuses a missing body, one that is not JSON, or not an object', async () => {
      const empty = await shop().api('POST', '/api/orders');
      assert.equal(empty.status, 400);
      assert.deepEqual(Object.keys(fieldsOf(empty.body)), ['lines', 'email']);
      const text = await fetch(`${shop().merchant.url}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: '{}',
      });
      assert.equal(text.status, 415);
      assert.equal(((await text.json()) as ApiError).error.code, 'unsupported_media_type');
      const broken = await fetch(`${shop().merchant.url}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"lines": [',
      });
      assert.equal(broken.status, 400);
      assert.equal(((await broken.json()) as ApiError).error.code, 'invalid_json');
      assert.deepEqual(fieldsOf((await shop().api('POST', '/api/orders', [1])).body), {
        '': 'The body must be a JSON object',
      });
    });

    it('refuses a body that is too large', async () => {
      const answer = await shop().api('POST', '/api/orders', {
        ...orderRequest(),
        note: 'x'.repeat(20_000),
      });
      assert.equal(answer.status, 413);
      assert.equal((answer.body as ApiError).error.code, 'payload_too_large');
    });
  });

  describe('creation', () => {
    it('gives the purchase the payer’s language, in each of the kit’s languages', async () => {
      const client = new CheckoutClient(shop().sandbox);
      for (const language of KIT_LANGUAGES) {
        const order = await createOrder(shop(), { language });
        assert.equal(order.language, language);
        const purchase = await client.getPurchase(order.purchase.id);
        // The gateway takes a two-letter code: a language with none leaves its pages in English.
        const told = ISO_LANGUAGE_CODES.has(language) ? language : 'en';
        assert.equal(purchase.purchase.language, told, language);
      }
    });

    it('prices every line from the catalogue and creates the purchase for it', async () => {
      const order = await createOrder(shop(), { language: 'ms' });
      assert.match(order.id, /^[A-Z2-9]{6}$/);
      assert.deepEqual(order.lines, [
        { sku: 'kopi-beans', name: 'Kopi Beans, 250 g', quantity: 2, price: 3200 },
        { sku: 'ceramic-mug', name: 'Ceramic Mug', quantity: 1, price: 4500 },
      ]);
      assert.equal(order.total, 2 * 3200 + 4500);
      assert.equal(order.kind, 'payment');
      assert.equal(order.purchase.status, 'created');
      assert.equal(order.fulfilledAt, null);
      assert.equal(order.fulfilmentCount, 0);

      const client = new CheckoutClient(shop().sandbox);
      const purchase = await client.getPurchase(order.purchase.id);
      assert.equal(purchase.reference, order.id);
      assert.equal(purchase.purchase.total, order.total);
      assert.equal(purchase.purchase.currency, 'MYR');
      assert.equal(purchase.purchase.language, 'ms');
      assert.equal(purchase.client.email, 'siti@example.com');
      assert.equal(purchase.skip_capture, false);
      assert.equal(
        purchase.success_callback,
        `${shop().merchant.url}/callbacks/success?order=${order.id}`,
      );
      // The payer's links carry the order's key (see order-access.test.ts).
      const query = `order=${order.id}&key=${order.key}`;
      assert.equal(purchase.success_redirect, `${SITE_URL}/result.html?${query}`);
      assert.equal(purchase.failure_redirect, `${SITE_URL}/checkout.html?${query}&outcome=failure`);
      assert.equal(purchase.cancel_redirect, `${SITE_URL}/checkout.html?${query}`);
      assert.equal(order.purchase.directPostUrl, purchase.direct_post_url);
      assert.equal(order.purchase.checkoutUrl, purchase.checkout_url);
    });

    it('holds the funds of a hold, and charges nothing for a card verification', async () => {
      const client = new CheckoutClient(shop().sandbox);
      const hold = await createOrder(shop(), { kind: 'hold' });
      const held = await client.getPurchase(hold.purchase.id);
      assert.equal(held.skip_capture, true);
      assert.equal(held.purchase.total, hold.total);

      const verification = await createOrder(shop(), { kind: 'card_verification' });
      assert.equal(verification.total, 0);
      const verifying = await client.getPurchase(verification.purchase.id);
      assert.equal(verifying.skip_capture, true);
      assert.equal(verifying.purchase.total_override, 0);
      assert.equal(verifying.purchase.total, 0);
    });

    it('lists orders newest first, and reads one', async () => {
      const first = await createOrder(shop());
      const second = await createOrder(shop());
      const { body } = await shop().api<OrderList>('GET', '/api/orders');
      const ids = body.orders.map((order) => order.id);
      assert.ok(ids.indexOf(second.id) < ids.indexOf(first.id));
      const read = await shop().api<Order>('GET', `/api/orders/${first.id}`);
      assert.equal(read.body.id, first.id);
      const missing = await shop().api<ApiError>('GET', '/api/orders/__proto__');
      assert.equal(missing.status, 404);
      assert.equal(missing.body.error.code, 'not_found');
    });
  });

  describe('answers', () => {
    it('are JSON errors for unknown routes and wrong methods, never cached', async () => {
      const unknown = await shop().api<ApiError>('GET', '/api/nothing');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.error.code, 'not_found');
      assert.equal(unknown.headers.get('cache-control'), 'no-store');
      assert.equal(unknown.headers.get('x-content-type-options'), 'nosniff');
      const outside = await shop().api<ApiError>('GET', '/');
      assert.equal(outside.status, 404);
      const wrong = await shop().api<ApiError>('PUT', '/api/orders');
      assert.equal(wrong.status, 405);
      assert.equal(wrong.headers.get('allow'), 'GET, POST');
      assert.equal(wrong.body.error.code, 'method_not_allowed');
    });

    it('refuse a change asked for by a page of another site', async () => {
      const answer = await shop().api<ApiError>('POST', '/api/orders', orderRequest(), {
        Origin: 'https://elsewhere.example',
      });
      assert.equal(answer.status, 403);
      assert.equal(answer.body.error.code, 'forbidden_origin');
      const sameSite = await shop().api('POST', '/api/orders', orderRequest(), {
        Origin: shop().merchant.url,
      });
      assert.equal(sameSite.status, 201);
    });

    it('proxy the payment methods for the picker', async () => {
      const answer = await shop().api<{ available_payment_methods: string[] }>(
        'GET',
        '/api/payment-methods?amount=1000',
      );
      assert.equal(answer.status, 200);
      assert.ok(answer.body.available_payment_methods.includes('visa'));
    });
  });
});
