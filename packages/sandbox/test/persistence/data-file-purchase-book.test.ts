import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Purchase } from '@checkout-kit/protocol';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SandboxClock } from '../../src/core/clock.js';
import { SandboxCore } from '../../src/core/sandbox-core.js';
import { DeliveryService } from '../../src/events/delivery-service.js';
import { createPurchase } from '../../src/purchases/create-purchase.js';
import { setStatus } from '../../src/purchases/transitions.js';
import { SandboxStore } from '../../src/persistence/store.js';
import { type Sandbox, startSandbox } from '../../src/index.js';
import { api, purchaseBody } from '../helpers.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-book-'));
after(() => rm(folder, { recursive: true, force: true }));

/** A sandbox's store and core on a data file, keeping `recent` purchases beside those in use. */
async function openCore(dataFile: string, recent: number) {
  const store = await SandboxStore.open(dataFile, undefined, recent);
  const clock = new SandboxClock(Date.now());
  const core = new SandboxCore(store, clock, new DeliveryService(store, clock));
  core.origin = 'http://127.0.0.1:1';
  const create = (reference: string) =>
    createPurchase(
      core,
      purchaseBody({ brandId: store.state.brandId } as Sandbox, { reference }),
      '127.0.0.1',
    ).purchase;
  const close = async () => {
    clock.stop();
    await store.close();
  };
  return { store, core, create, close };
}

describe('purchases kept in the data file', () => {
  it('serves every purchase, though only those used last stay in memory', async () => {
    const { store, core, create, close } = await openCore(path.join(folder, 'many.db'), 3);
    try {
      const firstInMemory = new WeakRef(
        createPurchase(core, purchaseBody({ brandId: store.state.brandId } as Sandbox), '::1'),
      );
      const made = Array.from({ length: 40 }, (_, index) => create(`order-${index}`));
      const texts = made.map((purchase) => JSON.stringify(purchase));
      await store.flush();
      await nextTurn();
      collectGarbage();
      assert.equal(firstInMemory.deref(), undefined, 'the first purchase left memory');
      assert.equal(core.purchases.size, 41);
      // Read back from the file, each answers exactly as it did when it was made.
      assert.deepEqual(
        made.map(({ id }) => JSON.stringify(core.purchases.get(id)?.purchase)),
        texts,
      );
      assert.equal(core.purchases.get('no-such-purchase'), undefined);
      assert.equal(core.purchases.get('__proto__'), undefined);
      assert.equal(core.purchases.get('x'.repeat(5000)), undefined);
    } finally {
      await close();
    }
  });

  it('hands out one object per purchase while anyone holds it, and saves changes made to it later', async () => {
    const dataFile = path.join(folder, 'held.db');
    const first = await openCore(dataFile, 1);
    let id: string;
    try {
      id = first.create('held').id;
      // A request holds the purchase across a wait (its body) while many others pass.
      const held = first.core.purchases.get(id);
      assert.ok(held);
      await first.store.flush();
      for (let index = 0; index < 20; index++) first.create(`other-${index}`);
      await first.store.flush();
      await nextTurn();
      collectGarbage();
      assert.equal(first.core.purchases.get(id), held, 'the same object, not a second copy');

      // Changed after the batch that saved it, through the object held, not a new lookup.
      await first.store.flush();
      setStatus(first.core, held, 'sent');
    } finally {
      await first.close();
    }
    const second = await openCore(dataFile, 1);
    try {
      assert.equal(second.core.purchases.get(id)?.purchase.status, 'sent');
      assert.equal(second.core.purchases.size, 21);
    } finally {
      await second.close();
    }
  });

  it('indexes the purchases with scheduled work, and a restart arms their due dates', async () => {
    const dataFile = path.join(folder, 'scheduled.db');
    const first = await openCore(dataFile, 2);
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const brand = { brandId: first.store.state.brandId } as Sandbox;
    const make = (due?: number) =>
      createPurchase(first.core, purchaseBody(brand, due ? { due } : {}), '::1');
    let due: string;
    try {
      due = make(inAnHour).purchase.id;
      const plain = make().purchase.id;
      const cancelled = make(inAnHour);
      await first.store.flush();
      const ids = () => [...first.core.purchases.withScheduledWork()].map((s) => s.purchase.id);
      assert.deepEqual(ids().sort(), [due, cancelled.purchase.id].sort());
      // A purchase that can no longer be paid has nothing left to arm: it leaves the index.
      setStatus(first.core, cancelled, 'cancelled');
      await first.store.flush();
      assert.deepEqual(ids(), [due]);
      assert.ok(!ids().includes(plain));
    } finally {
      await first.close();
    }
    const second = await startSandbox({ dataFile });
    try {
      await second.advanceTime(2 * 3600 * 1000);
      const read = await api<Purchase>(second, 'GET', `/purchases/${due}/`);
      assert.equal(read.body.status, 'overdue');
    } finally {
      await second.close();
    }
  });

  it('lists every purchase once, those not saved yet included', async () => {
    const { store, core, create, close } = await openCore(path.join(folder, 'all.db'), 2);
    try {
      const saved = [create('a'), create('b'), create('c')].map(({ id }) => id);
      await store.flush();
      const unsaved = create('d').id;
      const listed = [...core.purchases.all()].map((stored) => stored.purchase.id);
      assert.deepEqual([...listed].sort(), [...saved, unsaved].sort());
    } finally {
      await close();
    }
  });
});
