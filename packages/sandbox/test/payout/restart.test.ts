import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { SandboxClock } from '../../src/core/clock.js';
import { SandboxCore } from '../../src/core/sandbox-core.js';
import { DeliveryService } from '../../src/events/delivery-service.js';
import { type Sandbox, startSandbox } from '../../src/index.js';
import { resumePayouts } from '../../src/payout/payout-routes.js';
import { SandboxStore } from '../../src/persistence/store.js';
import { PayoutTestClient } from './helpers.js';
import { readDataFile } from '../../src/persistence/data-file-contents.js';

const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-payout-'));
after(() => rm(folder, { recursive: true, force: true }));

/** Starts a sandbox on `dataFile` and makes one send instruction of RM 12.34 there. */
async function sandboxWithInstruction(dataFile: string): Promise<{ sandbox: Sandbox; id: string }> {
  const sandbox = await startSandbox({ dataFile });
  const client = new PayoutTestClient(() => sandbox);
  await client.allocate(50);
  const bank = await client.bankAccount();
  const sent = await client.request('POST', '/send/send_instructions', {
    bank_account_id: bank.id,
    amount: 12.34,
    email: 'vendor@example.com',
    description: 'Before the restart',
    reference: 'restart-1',
  });
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  return { sandbox, id: String(sent.body.id) };
}

describe('payouts across a restart', () => {
  test('resumePayouts re-arms the state moves of instructions read from the data file', async () => {
    const dataFile = path.join(folder, 'direct.json');
    const { sandbox, id } = await sandboxWithInstruction(dataFile);
    await sandbox.close();

    const store = await SandboxStore.open(dataFile);
    const clock = new SandboxClock();
    const core = new SandboxCore(store, clock, new DeliveryService(store, clock));
    try {
      resumePayouts(core);
      resumePayouts(core); // Twice is harmless.
      const stored = store.state.payout.sendInstructions[id];
      assert.equal(stored?.instruction.state, 'received');
      await clock.advance(60_000);
      assert.equal(stored?.instruction.state, 'processing');
      await clock.advance(4 * 60_000);
      assert.equal(stored?.instruction.state, 'completed');
      // RM 50 allocated, RM 12.34 and the RM 1 fee sent.
      assert.equal(store.state.payout.accounts[0]?.balanceCents, 50_00 - 12_34 - 1_00);
    } finally {
      clock.stop();
      // Closed, not only flushed: the store holds the data file's lock, whose handle Node 26
      // refuses to leave to the garbage collector.
      await store.close();
    }
  });

  test('over HTTP: an instruction made before a restart completes after it, balances and links kept', async () => {
    const dataFile = path.join(folder, 'http.json');
    const { sandbox: first, id } = await sandboxWithInstruction(dataFile);
    const firstClient = new PayoutTestClient(() => first);
    const pendingLimit = await firstClient.request('POST', '/send/send_limits', { amount: 1 });
    const accountBefore = await firstClient.account();
    await first.close();

    const second = await startSandbox({ dataFile });
    const client = new PayoutTestClient(() => second);
    try {
      assert.deepEqual(await client.account(), accountBefore);
      // The approval link now points at the new address and still works.
      const limit = await client.request('GET', `/send/send_limits/${pendingLimit.body.id}`);
      const url = String(limit.body.approval_url);
      assert.ok(url.startsWith(second.sendBaseUrl));
      assert.equal((await fetch(url)).status, 200);
      await client.advance(5 * 60_000);
      const read = await client.request('GET', `/send/send_instructions/${id}`);
      assert.equal(read.body.state, 'completed');
    } finally {
      await second.close();
    }
  });

  test('a data file from before the live shapes starts the payout side afresh, credentials kept', async () => {
    const dataFile = path.join(folder, 'old.json');
    const { sandbox } = await sandboxWithInstruction(dataFile);
    const { sendApiKey, sendApiSecret } = sandbox;
    await sandbox.close();
    const old = (await readDataFile(dataFile)) as unknown as {
      payout: Record<string, unknown>;
    };
    delete old.payout.lastId;
    old.payout.sendInstructions = {
      'a-uuid': { instruction: { id: 'a-uuid', status: 'received' } },
    };
    await writeFile(dataFile, JSON.stringify(old));

    const second = await startSandbox({ dataFile });
    try {
      assert.equal(second.sendApiKey, sendApiKey);
      assert.equal(second.sendApiSecret, sendApiSecret);
      const client = new PayoutTestClient(() => second);
      const list = await client.request<{ results: unknown[] }>('GET', '/send/send_instructions');
      assert.equal(list.status, 200);
      assert.deepEqual(list.body.results, []);
    } finally {
      await second.close();
    }
  });
});
