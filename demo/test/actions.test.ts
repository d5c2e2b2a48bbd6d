import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApiError, Order, OrderEvent } from '../shared/api.js';
import { type TestShop, createOrder, paidOrder, readOrder, useShop } from './helpers.js';

/** Waits (a bounded while) until the sandbox has delivered the order's event to the merchant. */
async function delivered(shop: TestShop, order: Order, eventType: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    await shop.deliver();
    const deliveries = shop.sandbox.deliveries({ objectId: order.purchase.id });
    if (deliveries.some((d) => d.eventType === eventType && d.state === 'delivered')) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail(`${eventType} was not delivered`);
}

/** Runs an action on an order and checks its status code. */
async function act<T = Order>(
  shop: TestShop,
  order: Order,
  action: string,
  status: number,
  body?: unknown,
): Promise<T> {
  const answer = await shop.api<T>('POST', `/api/orders/${order.id}/${action}`, body);
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  return answer.body;
}

/**
 * The last entry the merchant's own actions made in the order's log (deliveries of earlier
 * events may arrive after an action and be logged after it).
 */
function lastEvent(order: Order): OrderEvent | undefined {
  return order.events.filter((event) => event.source === 'merchant').at(-1);
}

describe("the merchant's operations on an order", () => {
  const shop = useShop();

  describe('capture', () => {
    it('captures part of a hold (the rest released), fulfils once captured, then refuses another', async () => {
      const order = await paidOrder(shop(), { kind: 'hold' });
      assert.equal(order.purchase.status, 'hold');
      assert.equal(order.fulfilmentCount, 0);

      const captured = await act(shop(), order, 'capture', 200, { amount: 5000 });
      assert.equal(captured.purchase.status, 'paid');
      assert.equal(captured.purchase.capturedAmount, 5000);
      assert.deepEqual(
        {
          source: lastEvent(captured)?.source,
          type: lastEvent(captured)?.type,
          signature: lastEvent(captured)?.signature,
        },
        { source: 'merchant', type: 'capture', signature: null },
      );
      assert.equal(lastEvent(captured)?.message, 'Captured RM 50.00; RM 59.00 released');

      await shop().deliver();
      const fulfilled = await readOrder(shop(), order.id);
      assert.equal(fulfilled.fulfilmentCount, 1);
      // The success callback and the webhook of the capture arrive together: one of them fulfils.
      const fulfilling = fulfilled.events.filter((event) => /Fulfilled/.test(event.message));
      assert.equal(fulfilling.length, 1);
      assert.equal(fulfilling[0]?.type, 'purchase.captured');
      assert.equal(fulfilling[0]?.signature, 'verified');
      assert.equal(fulfilling[0]?.message, 'Paid RM 50.00 with visa. Fulfilled: 3 items');

      const again = await act<ApiError>(shop(), order, 'capture', 409);
      assert.equal(again.error.code, 'wrong_status');
      assert.match(
        again.error.message,
        /^The capture was refused: .*cannot be captured in status "paid"/,
      );
      const release = await act<ApiError>(shop(), order, 'release', 409);
      assert.equal(release.error.code, 'wrong_status');
    });

    it('captures a whole hold without an amount', async () => {
      const order = await paidOrder(shop(), { kind: 'hold' });
      const captured = await act(shop(), order, 'capture', 200);
      assert.equal(captured.purchase.capturedAmount, order.total);
      assert.equal(lastEvent(captured)?.message, 'Captured RM 109.00');
    });

    it('refuses an amount that is not a whole number of sen, or more than is held', async () => {
      const order = await paidOrder(shop(), { kind: 'hold' });
      for (const amount of [0, 10.5, '100']) {
        const refused = await act<ApiError>(shop(), order, 'capture', 400, { amount });
        assert.equal(refused.error.code, 'validation_failed');
        assert.deepEqual(refused.error.fields, [
          {
            path: 'amount',
            message: 'must be a whole number of sen, 1 or more (1050 is RM 10.50)',
          },
        ]);
      }
      const tooMuch = await act<ApiError>(shop(), order, 'capture', 400, {
        amount: order.total + 1,
      });
      assert.equal(tooMuch.error.code, 'validation_failed');
      assert.equal(tooMuch.error.fields?.[0]?.path, 'amount');
      assert.match(tooMuch.error.fields?.[0]?.message ?? '', /from 1 to 10900/);
      assert.equal((await readOrder(shop(), order.id)).purchase.status, 'hold');
    });
  });

  describe('release', () => {
    it('releases a hold, then refuses to release or capture it again', async () => {
      const order = await paidOrder(shop(), { kind: 'hold' });
      const released = await act(shop(), order, 'release', 200);
      assert.equal(released.purchase.status, 'released');
      assert.equal(released.purchase.capturedAmount, 0);
      assert.equal(lastEvent(released)?.message, 'Released the RM 109.00 held');
      assert.equal((await act<ApiError>(shop(), order, 'release', 409)).error.code, 'wrong_status');
      assert.equal((await act<ApiError>(shop(), order, 'capture', 409)).error.code, 'wrong_status');
      await shop().deliver();
      assert.equal((await readOrder(shop(), order.id)).fulfilmentCount, 0);
    });

    it('refuses a body', async () => {
      const order = await createOrder(shop(), { kind: 'hold' });
      const refused = await act<ApiError>(shop(), order, 'release', 400, { amount: 100 });
      assert.deepEqual(refused.error.fields, [
        { path: 'amount', message: 'is not a field of this request' },
      ]);
    });
  });

  describe('refund', () => {
    it('refunds in parts, then refuses one when nothing is left', async () => {
      const order = await paidOrder(shop());
      const partial = await act(shop(), order, 'refund', 200, { amount: 1000 });
      assert.equal(partial.purchase.status, 'refunded');
      assert.equal(partial.purchase.refundedAmount, 1000);
      assert.equal(lastEvent(partial)?.message, 'Refunded RM 10.00; RM 99.00 still refundable');

      // The refund's Payment arrives by webhook: recorded once, the amount not counted twice.
      await delivered(shop(), order, 'payment.refunded');
      const rest = await readOrder(shop(), order.id);
      assert.equal(rest.purchase.refundedAmount, 1000);
      // (It may overtake the answer to the refund: found by its type, not its place in the log.)
      const reported = rest.events.filter((event) => event.type === 'payment.refunded');
      assert.deepEqual(
        reported.map((event) => [event.source, event.signature, event.message]),
        [['webhook', 'verified', 'Refunded RM 10.00 (RM 10.00 in all)']],
      );

      // A further refund takes what is left (as the gateway maker's plugins refund in parts).
      const second = await act(shop(), order, 'refund', 200, { amount: 9900 });
      assert.equal(second.purchase.refundedAmount, 10900);
      const again = await act<ApiError>(shop(), order, 'refund', 409, { amount: 1 });
      assert.equal(again.error.code, 'wrong_status');
      assert.match(again.error.message, /nothing left to refund/);
      // Fulfilment stays what it was: refunds are the merchant's business.
      assert.equal(rest.fulfilmentCount, 1);
    });

    it('refuses to refund an unpaid order, or more than was paid', async () => {
      const unpaid = await createOrder(shop());
      assert.equal((await act<ApiError>(shop(), unpaid, 'refund', 409)).error.code, 'wrong_status');
      const paid = await paidOrder(shop());
      const tooMuch = await act<ApiError>(shop(), paid, 'refund', 400, { amount: paid.total + 1 });
      assert.equal(tooMuch.error.fields?.[0]?.path, 'amount');
    });
  });

  describe('cancel', () => {
    it('cancels an unpaid order, then refuses to again; a paid one cannot be cancelled', async () => {
      const order = await createOrder(shop());
      const cancelled = await act(shop(), order, 'cancel', 200);
      assert.equal(cancelled.purchase.status, 'cancelled');
      assert.equal(lastEvent(cancelled)?.message, 'Cancelled: the purchase can no longer be paid');
      assert.equal((await act<ApiError>(shop(), order, 'cancel', 409)).error.code, 'wrong_status');

      const paid = await paidOrder(shop());
      const refused = await act<ApiError>(shop(), paid, 'cancel', 409);
      assert.match(refused.error.message, /^The cancellation was refused: /);
    });
  });

  it('answers 404 for an unknown order and 405 for another method', async () => {
    const missing = await shop().api<ApiError>('POST', '/api/orders/NOSUCH/capture');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error.code, 'not_found');
    const wrong = await shop().api<ApiError>('GET', '/api/orders/NOSUCH/capture');
    assert.equal(wrong.status, 405);
  });
});
