import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Order } from '../shared/api.js';
import { createOrder, payByDirectPost, signIn, useShop } from './helpers.js';

/** One Server-Sent Event as a browser's EventSource hands it over. */
interface StreamEvent {
  event: string;
  data: string;
}

/** The back office's live stream, read as a browser would, one event at a time. */
interface OrderStream {
  /** The next event, or `null` once the server has ended the stream. */
  next(): Promise<StreamEvent | null>;
  /** The next `order` event of this order for which `until` holds. */
  nextOrder(id: string, until?: (order: Order) => boolean): Promise<Order>;
  close(): Promise<void>;
}

async function openStream(url: string, cookie: string): Promise<OrderStream> {
  const response = await fetch(`${url}/api/orders/events`, { headers: { Cookie: cookie } });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
  assert.ok(response.body);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<StreamEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name: string) =>
          lines
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).replace(/^ /, ''));
        return { event: field('event')[0] ?? 'message', data: field('data').join('\n') };
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  };
  return {
    next,
    nextOrder: async (id, until = () => true) => {
      for (;;) {
        const item = await next();
        assert.ok(item, `the stream ended before a change to order ${id}`);
        if (item.event !== 'order') continue;
        const order = JSON.parse(item.data) as Order;
        if (order.id === id && until(order)) return order;
      }
    },
    close: () => reader.cancel(),
  };
}

describe('the back office live stream', { timeout: 20_000 }, () => {
  const shop = useShop();

  it('is for signed-in staff only', async () => {
    const response = await fetch(`${shop().merchant.url}/api/orders/events`);
    assert.equal(response.status, 401);
    assert.equal(
      ((await response.json()) as { error: { code: string } }).error.code,
      'sign_in_required',
    );
  });

  it('sends a new order, then the same order paid and fulfilled when the callback arrives', async () => {
    const { merchant } = shop();
    const stream = await openStream(merchant.url, await signIn(merchant.url));
    try {
      assert.deepEqual(await stream.next(), { event: 'ready', data: '' });
      const order = await createOrder(shop());
      const created = await stream.nextOrder(order.id);
      assert.equal(created.purchase.status, 'created');
      assert.equal(created.fulfilledAt, null);

      await payByDirectPost(order);
      // No read of the order: only the gateway's delivery can change it.
      await shop().deliver();
      const paid = await stream.nextOrder(order.id, (item) => item.fulfilledAt !== null);
      assert.equal(paid.purchase.status, 'paid');
      assert.notEqual(paid.fulfilledAt, null);
      assert.ok(paid.events.some((event) => event.source !== 'merchant'));
    } finally {
      await stream.close();
    }
  });

  it('tells every open page, and stops telling a page that has left', async () => {
    const { merchant } = shop();
    const cookie = await signIn(merchant.url);
    const first = await openStream(merchant.url, cookie);
    const second = await openStream(merchant.url, cookie);
    await first.next();
    await second.next();
    await first.close();
    const order = await createOrder(shop());
    assert.equal((await second.nextOrder(order.id)).id, order.id);
    await second.close();
    // The server still answers, with no stream left to write to.
    assert.equal((await createOrder(shop())).purchase.status, 'created');
  });

  it('ends its streams when the server stops, so the stop does not wait on them', async () => {
    const { merchant } = shop();
    const stream = await openStream(merchant.url, await signIn(merchant.url));
    await stream.next();
    await shop().stopMerchant();
    // Ended by the server (a clean end), not cut after the grace period (a read error).
    assert.equal(await stream.next(), null);
    await shop().startMerchant();
  });
});
