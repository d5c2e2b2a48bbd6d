import assert from 'node:assert/strict';
import { verify } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { SandboxClock } from '../../src/core/clock.js';
import { DeliveryService } from '../../src/events/delivery-service.js';
import type { Delivery } from '../../src/core/state.js';
import { DELIVERY_WINDOW_MS, MAX_RETRIES } from '../../src/events/retry-schedule.js';
import { generateKeyPair } from '../../src/core/keys.js';
import { SandboxStore } from '../../src/persistence/store.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 22, 10);

/** A real HTTP receiver on a free port that answers with the statuses it is told to. */
function receiver() {
  const received: { body: string; signature: string; at: number }[] = [];
  let answers: number[] = [];
  let clock: SandboxClock | undefined;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['x-signature']),
        at: clock?.now() ?? 0,
      });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  return {
    received,
    answer: (...statuses: number[]) => (answers = statuses),
    watch: (watched: SandboxClock) => (clock = watched),
    url: '',
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function purchase(id: string, successCallback: string): Purchase {
  return { id, success_callback: successCallback, status: 'paid' } as Purchase;
}

async function setup(successCallback: string) {
  const store = await SandboxStore.open();
  const clock = new SandboxClock(Date.UTC(2026, 10, 22, 10));
  const deliveries = new DeliveryService(store, clock);
  const webhookKeys = generateKeyPair();
  return {
    store,
    clock,
    deliveries,
    webhookKeys,
    purchase: (id: string) => purchase(id, successCallback),
  };
}

describe('callback and webhook deliveries', () => {
  const hook = receiver();
  before(() => hook.start());
  after(() => hook.stop());

  it('signs the exact body with the company key, SHA-256', async () => {
    const { store, clock, deliveries } = await setup(hook.url);
    hook.watch(clock);
    hook.received.length = 0;
    deliveries.emit('purchase.paid', purchase('p-1', hook.url), { successCallback: true });
    await clock.advance(0);
    const [delivery] = hook.received;
    assert.ok(delivery);
    const payload = JSON.parse(delivery.body) as Record<string, unknown>;
    assert.equal(payload.event_type, 'purchase.paid');
    assert.equal(payload.id, 'p-1');
    const { publicKeyPem } = store.state.companyKeys;
    assert.equal(
      verify(
        'sha256',
        Buffer.from(delivery.body),
        publicKeyPem,
        Buffer.from(delivery.signature, 'base64'),
      ),
      true,
    );
    assert.equal(
      verify(
        'sha256',
        Buffer.from(`${delivery.body} `),
        publicKeyPem,
        Buffer.from(delivery.signature, 'base64'),
      ),
      false,
    );
    assert.equal(deliveries.list({ objectId: 'p-1' })[0]?.state, 'delivered');
  });

  it('delivers webhooks with their own key, and only the events they subscribe to', async () => {
    const { store, clock, deliveries, webhookKeys } = await setup(hook.url);
    hook.watch(clock);
    store.state.webhooks.w = {
      webhook: {
        id: 'w',
        callback: hook.url,
        events: ['purchase.paid'],
        all_events: false,
      } as never,
      privateKeyPem: webhookKeys.privateKeyPem,
    };
    hook.received.length = 0;
    deliveries.emit('purchase.created', purchase('p-2', hook.url), { successCallback: false });
    deliveries.emit('purchase.paid', purchase('p-2', hook.url), { successCallback: false });
    await clock.advance(0);
    assert.equal(hook.received.length, 1);
    const [delivery] = hook.received;
    assert.ok(delivery);
    assert.equal(
      verify(
        'sha256',
        Buffer.from(delivery.body),
        webhookKeys.publicKeyPem,
        Buffer.from(delivery.signature, 'base64'),
      ),
      true,
    );
  });

  it('signs payout events with SHA-512', async () => {
    const { store, clock, deliveries, webhookKeys } = await setup(hook.url);
    hook.watch(clock);
    store.state.webhooks.w = {
      webhook: { id: 'w', callback: hook.url, events: [], all_events: true } as never,
      privateKeyPem: webhookKeys.privateKeyPem,
    };
    hook.received.length = 0;
    deliveries.emitPayout('send_instruction_status', 's-1', { id: 's-1', amount: 100 });
    await clock.advance(0);
    const [delivery] = hook.received;
    assert.ok(delivery);
    const signature = Buffer.from(delivery.signature, 'base64');
    assert.equal(
      verify('sha512', Buffer.from(delivery.body), webhookKeys.publicKeyPem, signature),
      true,
    );
    assert.equal(
      verify('sha256', Buffer.from(delivery.body), webhookKeys.publicKeyPem, signature),
      false,
    );
  });

  it('retries a failing receiver with growing intervals, then delivers', async () => {
    const { clock, deliveries } = await setup(hook.url);
    hook.watch(clock);
    hook.received.length = 0;
    hook.answer(500, 503, 404);
    const start = clock.now();
    deliveries.emit('purchase.paid', purchase('p-3', hook.url), { successCallback: true });
    await clock.advance(0);
    await clock.advance(4 * MINUTE);
    await clock.advance(8 * MINUTE);
    await clock.advance(16 * MINUTE);
    const offsets = hook.received.map((r) => Math.round((r.at - start) / MINUTE));
    assert.deepEqual(offsets, [0, 4, 12, 28]);
    const [delivery] = deliveries.list({ objectId: 'p-3' });
    assert.equal(delivery?.state, 'delivered');
    assert.deepEqual(
      delivery?.attempts.map((a) => a.status),
      [500, 503, 404, 200],
    );
  });

  it('signs a delivery on its first attempt, not when the event is made, and sends that signature on every attempt', async () => {
    const { store, clock, deliveries } = await setup(hook.url);
    hook.watch(clock);
    hook.received.length = 0;
    hook.answer(500);
    deliveries.emit('purchase.paid', purchase('p-10', hook.url), { successCallback: true });
    // The call that made the event (a merchant's request) did not pay for an RSA signature.
    assert.equal(deliveries.list({ objectId: 'p-10' })[0]?.signature, null);
    await clock.advance(0);
    await clock.advance(4 * MINUTE);
    const [delivery] = deliveries.list({ objectId: 'p-10' });
    assert.ok(delivery?.signature);
    assert.deepEqual(
      delivery.attempts.map((a) => a.status),
      [500, 200],
    );
    const { publicKeyPem } = store.state.companyKeys;
    const signature = Buffer.from(delivery.signature, 'base64');
    assert.ok(verify('sha256', Buffer.from(delivery.body), publicKeyPem, signature));
    // A repeat of the delivered bytes goes with the same signature.
    deliveries.repeat(delivery.id);
    await clock.advance(0);
    assert.deepEqual(
      hook.received.map((r) => r.signature),
      [delivery.signature, delivery.signature, delivery.signature],
    );
  });

  it('signs a delivery still unsigned when the sandbox stopped, once it starts again on its data file', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-deliveries-'));
    try {
      const file = path.join(folder, 'sandbox.db');
      const first = await SandboxStore.open(file);
      const clock = new SandboxClock(Date.UTC(2026, 10, 22, 10));
      new DeliveryService(first, clock).emit('purchase.paid', purchase('p-11', hook.url), {
        successCallback: true,
      });
      const { publicKeyPem } = first.state.companyKeys;
      clock.stop();
      await first.close();

      const store = await SandboxStore.open(file);
      try {
        const restarted = new SandboxClock(Date.UTC(2026, 10, 22, 10));
        hook.watch(restarted);
        hook.received.length = 0;
        const deliveries = new DeliveryService(store, restarted);
        assert.equal(deliveries.list({ objectId: 'p-11' })[0]?.signature, null);
        deliveries.resume();
        // The clock starts where the first did: the delivery may be due a moment later.
        await restarted.advance(MINUTE);
        const [received] = hook.received;
        assert.ok(received);
        const signature = Buffer.from(received.signature, 'base64');
        assert.ok(verify('sha256', Buffer.from(received.body), publicKeyPem, signature));
        assert.equal(deliveries.list({ objectId: 'p-11' })[0]?.signature, received.signature);
        restarted.stop();
      } finally {
        await store.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('retries a delivery at its time after a restart, as it would have without one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-deliveries-'));
    try {
      const file = path.join(folder, 'sandbox.db');
      const first = await SandboxStore.open(file);
      const clock = new SandboxClock(START);
      hook.watch(clock);
      hook.answer(500);
      const service = new DeliveryService(first, clock);
      service.emit('purchase.paid', purchase('p-12', hook.url), { successCallback: true });
      await clock.advance(0);
      assert.equal(service.list({ objectId: 'p-12' })[0]?.attempts.length, 1);
      clock.stop();
      service.close();
      await first.close();

      const store = await SandboxStore.open(file);
      const restarted = new SandboxClock(clock.now());
      hook.watch(restarted);
      hook.received.length = 0;
      const deliveries = new DeliveryService(store, restarted);
      try {
        deliveries.resume();
        await restarted.advance(3 * MINUTE);
        assert.equal(hook.received.length, 0, 'not before its retry is due');
        await restarted.advance(MINUTE);
        const [delivery] = deliveries.list({ objectId: 'p-12' });
        assert.equal(delivery?.state, 'delivered');
        assert.deepEqual(
          delivery.attempts.map((a) => a.status),
          [500, 200],
        );
      } finally {
        restarted.stop();
        deliveries.close();
        await store.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('gives up after 8 retries, all within 36 hours', async () => {
    const { clock, deliveries } = await setup(hook.url);
    hook.watch(clock);
    hook.received.length = 0;
    hook.answer(...Array<number>(20).fill(500));
    const start = clock.now();
    deliveries.emit('purchase.paid', purchase('p-4', hook.url), { successCallback: true });
    for (let hour = 0; hour < 40; hour++) await clock.advance(60 * MINUTE);
    assert.equal(hook.received.length, 1 + MAX_RETRIES);
    assert.ok(hook.received.every((r) => r.at - start <= DELIVERY_WINDOW_MS));
    const [delivery] = deliveries.list({ objectId: 'p-4' });
    assert.equal(delivery?.state, 'failed');
    assert.equal(delivery?.nextAttemptAt, null);
    hook.answer();
  });

  it('runs every retry that falls due in one jump of the clock, each at its own time', async () => {
    const { clock, deliveries } = await setup(hook.url);
    hook.watch(clock);
    hook.received.length = 0;
    hook.answer(...Array<number>(20).fill(500));
    const start = clock.now();
    deliveries.emit('purchase.paid', purchase('p-9', hook.url), { successCallback: true });
    await clock.advance(18 * 60 * MINUTE);
    // 4, 8, 16 … 512 minutes apart: the 8th retry comes 1020 minutes (17 hours) after the event.
    const offsets = hook.received.map((r) => Math.round((r.at - start) / MINUTE));
    assert.deepEqual(offsets, [0, 4, 12, 28, 60, 124, 252, 508, 1020]);
    const [delivery] = deliveries.list({ objectId: 'p-9' });
    assert.equal(delivery?.state, 'failed');
    assert.equal(Math.round((clock.now() - start) / MINUTE), 18 * 60);
    hook.answer();
  });

  it("retries when the receiver is down, and keeps a purchase's events in order", async () => {
    const down = receiver();
    await down.start();
    const url = down.url;
    await down.stop();
    const { clock, deliveries } = await setup(url);
    deliveries.emit('purchase.created', purchase('p-5', url), { successCallback: true });
    // purchase.created has no success callback; give the purchase two that do.
    deliveries.emit('purchase.paid', purchase('p-5', url), { successCallback: true });
    deliveries.emit('purchase.captured', purchase('p-5', url), { successCallback: true });
    await clock.advance(0);
    const [paid, captured] = deliveries.list({ objectId: 'p-5' });
    assert.equal(paid?.attempts.length, 1);
    assert.match(paid?.attempts[0]?.error ?? '', /ECONNREFUSED|fetch failed/);
    // The later event waits for the earlier one: not even tried.
    assert.equal(captured?.attempts.length, 0);
    await clock.advance(4 * MINUTE);
    assert.equal(paid?.attempts.length, 2);
    assert.equal(captured?.attempts.length, 0);
  });

  it('keeps every pending delivery and the last settled ones; the first settled leave first, also on a restart', async () => {
    const down = receiver();
    await down.start();
    await down.stop();
    const store = await SandboxStore.open();
    const clock = new SandboxClock(Date.UTC(2026, 10, 22, 10));
    const deliveries = new DeliveryService(store, clock, { settledKept: 3 });
    hook.watch(clock);
    hook.answer();
    // The oldest delivery cannot get through: it stays pending, retried.
    deliveries.emit('purchase.paid', purchase('p-down', down.url), { successCallback: true });
    await clock.advance(0);
    for (const id of ['p-a', 'p-b', 'p-c', 'p-d', 'p-e']) {
      deliveries.emit('purchase.paid', purchase(id, hook.url), { successCallback: true });
      await clock.advance(0);
    }
    const kept = (log: Delivery[]) => log.map((d) => `${d.objectId} ${d.state}`);
    assert.deepEqual(kept(deliveries.list()), [
      'p-down pending',
      'p-c delivered',
      'p-d delivered',
      'p-e delivered',
    ]);
    assert.deepEqual(deliveries.list({ objectId: 'p-a' }), []);
    assert.equal(Object.keys(store.state.deliveries).length, 4);

    // A sandbox started again on the same state keeps as many as it is told to.
    const restarted = new DeliveryService(store, clock, { settledKept: 1 });
    assert.deepEqual(kept(restarted.list()), ['p-down pending', 'p-e delivered']);
    assert.deepEqual(Object.keys(store.state.deliveries).length, 2);
  });

  it("does not hold one purchase's delivery back behind another purchase's slow receiver", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = createServer((request, response) => {
      request.resume();
      void held.then(() => response.end('ok'));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook`;
    try {
      const { clock, deliveries } = await setup(hook.url);
      hook.watch(clock);
      hook.answer();
      hook.received.length = 0;
      deliveries.emit('purchase.paid', purchase('p-slow', slowUrl), { successCallback: true });
      deliveries.emit('purchase.paid', purchase('p-quick', hook.url), { successCallback: true });
      // In real time: the quick receiver has its delivery while the slow one still holds its own.
      for (let waited = 0; hook.received.length === 0 && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.deepEqual(
        hook.received.map((r) => JSON.parse(r.body).id),
        ['p-quick'],
      );
      assert.equal(deliveries.list({ objectId: 'p-slow' })[0]?.state, 'pending');
      release();
      await clock.settled();
      assert.equal(deliveries.list({ objectId: 'p-slow' })[0]?.state, 'delivered');
      clock.stop();
    } finally {
      release();
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('delivers a later event only after the earlier one got through', async () => {
    const { clock, deliveries } = await setup(hook.url);
    hook.watch(clock);
    hook.received.length = 0;
    hook.answer(500);
    deliveries.emit('purchase.paid', purchase('p-6', hook.url), { successCallback: true });
    deliveries.emit('purchase.captured', purchase('p-6', hook.url), { successCallback: true });
    await clock.advance(0);
    assert.deepEqual(
      hook.received.map((r) => JSON.parse(r.body).event_type),
      ['purchase.paid'],
    );
    await clock.advance(4 * MINUTE);
    assert.deepEqual(
      hook.received.map((r) => JSON.parse(r.body).event_type),
      ['purchase.paid', 'purchase.paid', 'purchase.captured'],
    );
  });

  it('stops delivering to a webhook once it is deleted', async () => {
    const { store, clock, deliveries, webhookKeys } = await setup(hook.url);
    hook.watch(clock);
    store.state.webhooks.w = {
      webhook: { id: 'w', callback: hook.url, events: [], all_events: true } as never,
      privateKeyPem: webhookKeys.privateKeyPem,
    };
    hook.received.length = 0;
    hook.answer(500);
    deliveries.emit('purchase.paid', purchase('p-7', hook.url), { successCallback: false });
    await clock.advance(0);
    assert.equal(hook.received.length, 1);
    delete store.state.webhooks.w;
    await clock.advance(60 * MINUTE);
    assert.equal(hook.received.length, 1);
    const [delivery] = deliveries.list({ objectId: 'p-7' });
    assert.equal(delivery?.state, 'failed');
    assert.equal(delivery?.attempts.at(-1)?.error, 'webhook deleted');
  });
});
