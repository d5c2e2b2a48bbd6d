import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { startSandbox } from '../../src/index.js';
import { api, purchaseBody } from '../helpers.js';
import { readDataFile } from '../../src/persistence/data-file-contents.js';

const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-store-'));
after(() => rm(folder, { recursive: true, force: true }));

describe('batched writes of the data file', () => {
  it('loses nothing acknowledged when closed at once, however many changes are pending', async () => {
    const dataFile = path.join(folder, 'burst.json');
    const sandbox = await startSandbox({ dataFile });
    const created = await Promise.all(
      Array.from({ length: 200 }, () =>
        api<Purchase>(sandbox, 'POST', '/purchases/', purchaseBody(sandbox)),
      ),
    );
    await sandbox.close();
    const saved = (await readDataFile(dataFile)) as {
      purchases: Record<string, unknown>;
      purchaseSequence: number;
    };
    for (const { status, body } of created) {
      assert.equal(status, 201);
      assert.ok(saved.purchases[body.id], `purchase ${body.id} is in the file`);
    }
    assert.equal(saved.purchaseSequence, 200);
  });

  it('reloads the state identically: every purchase, client, webhook and delivery', async () => {
    const dataFile = path.join(folder, 'reload.json');
    const first = await startSandbox({ dataFile });
    const webhook = await api(first, 'POST', '/webhooks/', {
      title: 'Orders',
      callback: 'http://127.0.0.1:9/hook',
      events: ['purchase.created'],
    });
    assert.equal(webhook.status, 201);
    const client = await api(first, 'POST', '/clients/', { email: 'payer@example.com' });
    assert.equal(client.status, 201);
    const created = await api<Purchase>(first, 'POST', '/purchases/', purchaseBody(first));
    await api(first, 'POST', `/purchases/${created.body.id}/cancel/`);
    await api(first, 'POST', '/purchases/', purchaseBody(first, { reference: 'line\nbreak' }));
    await first.close();
    const written = JSON.stringify(await readDataFile(dataFile));
    assert.ok(first.deliveries().length >= 2, 'the webhook got the purchases');

    const second = await startSandbox({ dataFile });
    try {
      assert.equal(second.stateSnapshot(), written);
      assert.equal(second.deliveries().length, first.deliveries().length);
    } finally {
      await second.close();
    }
  });
});
