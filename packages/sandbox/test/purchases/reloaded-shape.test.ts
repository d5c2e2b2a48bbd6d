import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import v8 from 'node:v8';
import type { Purchase } from '@checkout-kit/protocol';
import { SandboxClock } from '../../src/core/clock.js';
import { SandboxCore } from '../../src/core/sandbox-core.js';
import { DeliveryService } from '../../src/events/delivery-service.js';
import { type Sandbox, startSandbox } from '../../src/index.js';
import { createPurchase } from '../../src/purchases/create-purchase.js';
import { UNTRIED_TRANSACTION_DATA } from '../../src/purchases/transaction-data.js';
import { SandboxStore } from '../../src/persistence/store.js';
import { api, purchaseBody } from '../helpers.js';
import { readDataFile } from '../../src/persistence/data-file-contents.js';

// Whether two objects share a hidden class: V8's own check, allowed for this test.
v8.setFlagsFromString('--allow-natives-syntax');
const sameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-reload-'));
after(() => rm(folder, { recursive: true, force: true }));

/** The exact text of the answer to `GET /purchases/{id}/`. */
async function answerText(sandbox: Sandbox, id: string): Promise<string> {
  const response = await fetch(`${sandbox.baseUrl}/purchases/${id}/`, {
    headers: { Authorization: `Bearer ${sandbox.apiKey}` },
  });
  assert.equal(response.status, 200);
  return await response.text();
}

describe('a purchase read back from the data file', () => {
  it('answers exactly as before the restart and has the form of a new purchase', async () => {
    const dataFile = path.join(folder, 'state.json');
    const first = await startSandbox({ dataFile });
    const create = async (overrides: Record<string, unknown> = {}) =>
      (await api<Purchase>(first, 'POST', '/purchases/', purchaseBody(first, overrides))).body.id;
    const plain = await create();
    // Fields the sandbox does not know, and a `__proto__` field, are kept as fields.
    const extra = await create({
      client: JSON.parse(
        '{"email":"payer@example.com","unknown":1,"__proto__":{"x":1},"cc":["a@example.com"]}',
      ),
      purchase: {
        products: [{ name: 'Kopi', price: 500, quantity: '1.5', note: 'hot' }],
        metadata: { order: '7' },
        notes: 'by the door',
      },
      tags: [],
    });
    const cancelled = await create();
    await api(first, 'POST', `/purchases/${cancelled}/cancel/`);
    const paid = (await api<Purchase>(first, 'GET', `/purchases/${await create()}/`)).body;
    const form = new URLSearchParams({
      cardholder_name: 'Siti Aisyah',
      card_number: '4444333322221111',
      expires: `12/${String(new Date().getFullYear() + 1).slice(-2)}`,
      cvc: '123',
    });
    const posted = await fetch(paid.direct_post_url ?? '', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    assert.equal(posted.status, 302);
    const ids = [plain, extra, cancelled, paid.id];
    const before = await Promise.all(ids.map((id) => answerText(first, id)));
    await first.close();

    const second = await startSandbox({ dataFile });
    try {
      assert.deepEqual(await Promise.all(ids.map((id) => answerText(second, id))), before);
    } finally {
      await second.close();
    }

    // The objects themselves, beside a purchase made now from the same body.
    const store = await SandboxStore.open(dataFile);
    const clock = new SandboxClock(Date.now());
    try {
      const core = new SandboxCore(store, clock, new DeliveryService(store, clock));
      core.origin = 'http://127.0.0.1:1';
      const body = { ...purchaseBody(first), brand_id: store.state.brandId };
      const made = createPurchase(core, body, '127.0.0.1').purchase;
      const loaded = (id: string) => store.purchases.get(id)?.purchase as Purchase;
      const reloaded = loaded(plain);

      for (const [a, b] of [
        [reloaded, made],
        [reloaded.client, made.client],
        [reloaded.purchase, made.purchase],
        [reloaded.purchase.products[0], made.purchase.products[0]],
        [reloaded.status_history[0], made.status_history[0]],
        [store.purchases.get(plain), store.purchases.get(made.id)],
      ] as [object, object][]) {
        assert.deepEqual(Object.keys(a), Object.keys(b));
        assert.ok(sameHiddenClass(a, b), `same hidden class: ${Object.keys(a).join(',')}`);
      }
      // The values new purchases share, shared and frozen.
      assert.equal(reloaded.transaction_data, UNTRIED_TRANSACTION_DATA);
      assert.equal(reloaded.issuer_details, made.issuer_details);
      assert.equal(reloaded.tags, made.tags);
      assert.equal(reloaded.upsell_campaigns, made.upsell_campaigns);
      assert.equal(reloaded.client.cc, made.client.cc);
      assert.equal(reloaded.client.delivery_methods, made.client.delivery_methods);
      assert.equal(reloaded.purchase.shipping_options, made.purchase.shipping_options);
      assert.ok(Object.isFrozen(reloaded.issuer_details));
      // A list the merchant gave stays the purchase's own, and so does tried transaction data.
      assert.notEqual(loaded(extra).client.cc, made.client.cc);
      assert.equal(Object.getPrototypeOf(loaded(extra).client), Object.prototype);
      assert.notEqual(loaded(paid.id).transaction_data, UNTRIED_TRANSACTION_DATA);
      assert.ok(!Object.isFrozen(loaded(paid.id).transaction_data));
    } finally {
      clock.stop();
      await store.close();
    }
  });

  it('answers exactly as before from a file read whole, whatever the order of its fields', async () => {
    const dataFile = path.join(folder, 'hand-made.json');
    const first = await startSandbox({ dataFile });
    const id = (await api<Purchase>(first, 'POST', '/purchases/', purchaseBody(first))).body.id;
    const before = await answerText(first, id);
    await first.close();
    // One line of JSON, the purchases before the ids they hold, as a file written by hand.
    const { purchases, ...rest } = (await readDataFile(dataFile)) as object & {
      purchases: unknown;
    };
    await writeFile(dataFile, JSON.stringify({ purchases, ...rest }));

    const second = await startSandbox({ dataFile });
    try {
      assert.equal(await answerText(second, id), before);
    } finally {
      await second.close();
    }
  });
});
