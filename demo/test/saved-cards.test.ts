import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutClient } from '@checkout-kit/server';
import type { ApiError, Order, OrderList, SavedCardList } from '../shared/api.js';
import { type TestShop, paidOrder, readOrder, useShop } from './helpers.js';

/** The saved cards the merchant server lists. */
async function savedCards(shop: TestShop): Promise<SavedCardList['cards']> {
  const answer = await shop.api<SavedCardList>('GET', '/api/saved-cards');
  assert.equal(answer.status, 200);
  return answer.body.cards;
}

describe('saved cards', () => {
  const shop = useShop();

  it('lists a card the payer saved, with its brand and last four digits only', async () => {
    const order = await paidOrder(shop(), { email: 'aisyah@example.com' }, { remember: true });
    assert.equal(order.purchase.isRecurringToken, true);
    const card = (await savedCards(shop())).find((item) => item.token === order.purchase.id);
    assert.ok(card);
    assert.equal(card.orderId, order.id);
    assert.equal(card.email, 'aisyah@example.com');
    assert.equal(card.label, 'Visa •••• 1111');
    assert.ok(!Number.isNaN(Date.parse(card.savedAt)));
  });

  it('saves the card of a card verification without charging it', async () => {
    const order = await paidOrder(shop(), { kind: 'card_verification' });
    assert.equal(order.purchase.status, 'preauthorized');
    assert.equal(order.purchase.capturedAmount, 0);
    assert.equal(order.fulfilmentCount, 0);
    const card = (await savedCards(shop())).find((item) => item.token === order.purchase.id);
    assert.equal(card?.label, 'Visa •••• 1111');
  });

  it('charges a saved card for a new order, which the success callback fulfils', async () => {
    const saving = await paidOrder(shop(), { email: 'wei@example.com' }, { remember: true });
    const token = saving.purchase.id;
    const answer = await shop().api<Order>('POST', `/api/saved-cards/${token}/charge`, {
      lines: [{ sku: 'cold-brew', quantity: 2 }],
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const charged = answer.body;
    assert.notEqual(charged.id, saving.id);
    assert.equal(charged.email, 'wei@example.com');
    assert.equal(charged.total, 5600);
    assert.equal(charged.purchase.status, 'paid');
    assert.equal(charged.purchase.recurringToken, token);
    assert.equal(
      charged.events.filter((event) => event.type === 'charge').at(-1)?.message,
      'Charged RM 56.00 to Visa •••• 1111',
    );

    await shop().deliver();
    const fulfilled = await readOrder(shop(), charged.id);
    assert.equal(fulfilled.fulfilmentCount, 1);
    assert.ok(
      fulfilled.events.some(
        (event) => event.source === 'callback' && event.signature === 'verified',
      ),
    );
  });

  it('keeps the order of a charge the gateway refuses, and answers 402', async () => {
    const saving = await paidOrder(shop(), {}, { remember: true });
    const token = saving.purchase.id;
    // Revoked at the gateway behind the shop's back, while its server is down (the webhook
    // that tells it waits for a retry): the shop still lists the card.
    await shop().stopMerchant();
    await new CheckoutClient(shop().sandbox).deleteRecurringToken(token);
    await shop().deliver();
    await shop().startMerchant();
    const before = (await shop().api<OrderList>('GET', '/api/orders')).body.orders.length;

    const answer = await shop().api<ApiError>('POST', `/api/saved-cards/${token}/charge`, {
      lines: [{ sku: 'drip-bags', quantity: 1 }],
    });
    assert.equal(answer.status, 402);
    assert.equal(answer.body.error.code, 'charge_failed');
    assert.match(
      answer.body.error.message,
      /^Charging Visa •••• 1111 failed: .*not a live recurring token/,
    );

    const { orders } = (await shop().api<OrderList>('GET', '/api/orders')).body;
    assert.equal(orders.length, before + 1);
    const kept = orders[0];
    assert.equal(kept?.purchase.status, 'created');
    assert.equal(kept?.fulfilmentCount, 0);
    // The sandbox's `purchase.created` webhook for the new purchase may land before or after
    // the refusal: the charge's own entry is looked up, not taken as the last one.
    const entry = kept?.events.find((event) => event.type === 'charge');
    assert.equal(entry?.type, 'charge');
    assert.equal(entry?.status, 'created');
    assert.match(entry?.message ?? '', /^Charging Visa •••• 1111 failed/);
  });

  it('removes a saved card; it can be charged no more', async () => {
    const saving = await paidOrder(shop(), {}, { remember: true });
    const token = saving.purchase.id;
    const removed = await shop().api('DELETE', `/api/saved-cards/${token}`);
    assert.equal(removed.status, 204);
    assert.equal(removed.body, null);
    assert.ok(!(await savedCards(shop())).some((card) => card.token === token));
    const order = await readOrder(shop(), saving.id);
    assert.equal(order.purchase.isRecurringToken, false);
    assert.match(
      order.events.filter((event) => event.source === 'merchant').at(-1)?.message ?? '',
      /removed/,
    );

    const charge = await shop().api<ApiError>('POST', `/api/saved-cards/${token}/charge`, {
      lines: [{ sku: 'drip-bags', quantity: 1 }],
    });
    assert.equal(charge.status, 404);
    assert.equal((await shop().api('DELETE', `/api/saved-cards/${token}`)).status, 404);
  });

  it('refuses a charge of an unknown token, or with a bad cart', async () => {
    const unknown = await shop().api<ApiError>('POST', '/api/saved-cards/not-a-token/charge', {
      lines: [{ sku: 'drip-bags', quantity: 1 }],
    });
    assert.equal(unknown.status, 404);
    const saving = await paidOrder(shop(), {}, { remember: true });
    const bad = await shop().api<ApiError>(
      'POST',
      `/api/saved-cards/${saving.purchase.id}/charge`,
      {
        lines: [{ sku: 'drip-bags', quantity: 100 }],
        email: 'someone-else@example.com',
      },
    );
    assert.equal(bad.status, 400);
    assert.deepEqual(
      bad.body.error.fields?.map((field) => field.path),
      ['lines[0].quantity', 'email'],
    );
  });
});
