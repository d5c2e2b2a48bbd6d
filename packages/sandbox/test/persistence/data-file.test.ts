import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DataFileInUseError,
  type Sandbox,
  type SandboxOptions,
  startSandbox,
} from '../../src/index.js';
import { api, purchaseBody } from '../helpers.js';
import { sandboxProcess, spawnCommand } from '../command-process.js';
import { readDataFile } from '../../src/persistence/data-file-contents.js';

const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-faults-'));
after(() => rm(folder, { recursive: true, force: true }));

/** The ids of the purchases the data file holds. */
async function savedPurchaseIds(dataFile: string): Promise<string[]> {
  const state = (await readDataFile(dataFile)) as { purchases: object };
  return Object.keys(state.purchases).sort();
}

async function createPurchase(
  sandbox: Sandbox,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const body = purchaseBody(sandbox, overrides);
  const created = await api<{ id: string }>(sandbox, 'POST', '/purchases/', body);
  assert.equal(created.status, 201);
  return created.body.id;
}

/** Waits until `check` holds, polling; fails naming `what` after 10 s. */
async function eventually(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (await check()) return;
    await sleep(25);
  }
  assert.fail(`timed out waiting until ${what}`);
}

/** Makes purchases until `until` holds (a payload of random text, so that the file must grow). */
async function purchasesUntil(sandbox: Sandbox, until: () => boolean): Promise<string[]> {
  const ids: string[] = [];
  while (!until() && ids.length < 500) {
    const notes = randomBytes(1500).toString('base64');
    const purchase = { products: [{ name: 'Teh tarik', price: 1000 }], currency: 'MYR', notes };
    ids.push(await createPurchase(sandbox, { purchase }));
  }
  return ids;
}

/** The reports the store wrote on standard error, without what LMDB prints of its own. */
const reportsIn = (errors: string) => errors.match(/checkout-sandbox: .*/g) ?? [];

describe('a data file that cannot be written', () => {
  it('keeps the sandbox serving, reports the fault once, and saves everything once it clears', async () => {
    const dataFile = path.join(folder, 'fault.db');
    const { sandbox, errors, limitFileSize, stop } = await sandboxProcess(dataFile);
    try {
      const first = await createPurchase(sandbox);
      await eventually('the first purchase is saved', async () =>
        (await savedPurchaseIds(dataFile)).includes(first),
      );
      // No byte more: the next batch that needs a page past the file's end fails (EFBIG).
      limitFileSize((await stat(dataFile)).size);
      const during = await purchasesUntil(sandbox, () => reportsIn(errors()).length > 0);
      assert.ok(reportsIn(errors()).length > 0, 'the fault is reported');
      for (let more = 0; more < 3; more++) during.push(await createPurchase(sandbox));
      await sleep(400); // several retries fail meanwhile
      const reports = reportsIn(errors());
      assert.equal(reports.length, 1, reports.join('\n'));
      assert.match(reports[0] ?? '', /cannot save the state to .*fault\.db \(File too large/);
      assert.match(reports[0] ?? '', /kept in memory/);
      const read = await api(sandbox, 'GET', `/purchases/${during.at(-1)}/`);
      assert.equal(read.status, 200, 'the sandbox still serves from memory');

      limitFileSize('unlimited');
      await eventually('the recovery is reported', () => reportsIn(errors()).length === 2);
      assert.match(reportsIn(errors())[1] ?? '', /saved the state to .*fault\.db again/);
      assert.equal(await stop(), 0);
      assert.deepEqual(await savedPurchaseIds(dataFile), [first, ...during].sort());
    } finally {
      await stop();
    }
  });

  it('refuses to stop quietly while it cannot save: the command names the file and exits 1', async () => {
    const dataFile = path.join(folder, 'closing.db');
    const { sandbox, errors, limitFileSize, stop } = await sandboxProcess(dataFile);
    let kept: string;
    try {
      kept = await createPurchase(sandbox);
      await eventually('the purchase is saved', async () =>
        (await savedPurchaseIds(dataFile)).includes(kept),
      );
      limitFileSize((await stat(dataFile)).size);
      await purchasesUntil(sandbox, () => reportsIn(errors()).length > 0);
    } finally {
      assert.equal(await stop(), 1);
    }
    assert.match(errors(), /could not save its state to .*closing\.db/);
    assert.doesNotMatch(errors(), /at .*\.ts:\d+/, 'a message, not a stack trace');
    // What was saved is whole, and the file opens again: the lock of the process gone is taken.
    assert.ok((await savedPurchaseIds(dataFile)).includes(kept));
    const again = await startSandbox({ dataFile });
    await again.close();
  });
});

describe('one data file, one sandbox', () => {
  it('refuses a second sandbox on the same data file while the first runs', async () => {
    const dataFile = path.join(folder, 'shared.json');
    const first = await startSandbox({ dataFile });
    try {
      await assert.rejects(startSandbox({ dataFile }), (error: Error) => {
        assert.ok(error instanceof DataFileInUseError);
        assert.match(
          error.message,
          /shared\.json is in use by process \d+ \(lock .*shared\.json\.lock\)/,
        );
        return true;
      });
    } finally {
      await first.close();
    }
    const second = await startSandbox({ dataFile });
    await second.close();
  });

  it('refuses a second sandbox process with a clear message', async () => {
    const dataFile = path.join(folder, 'processes.json');
    const first = await startSandbox({ dataFile });
    try {
      const child = spawnCommand(['--port', '0', '--data', dataFile]);
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      assert.equal(code, 1);
      assert.match(errors, new RegExp(`processes\\.json is in use by process ${process.pid}`));
      assert.doesNotMatch(errors, /at .*\.ts:\d+/, 'a message, not a stack trace');
    } finally {
      await first.close();
    }
  });

  // A process id says nothing once its process is gone: the same id comes back (PID 1 in every
  // container, this process's own id in a restart loop). The lock is the system's, not the id.
  for (const [who, pid] of [
    ['this process', process.pid],
    ['PID 1', 1],
  ] as const) {
    it(`starts on a lock file left naming ${who}, when no sandbox holds the file`, async () => {
      const dataFile = path.join(folder, `reused-${pid}.db`);
      await writeFile(`${dataFile}.lock`, `${pid}\n`);
      const sandbox = await startSandbox({ dataFile });
      try {
        await assert.rejects(startSandbox({ dataFile }), DataFileInUseError);
      } finally {
        await sandbox.close();
      }
    });
  }

  it('takes over the lock of a sandbox that no longer runs', async () => {
    const dataFile = path.join(folder, 'stale.json');
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid;
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(`${dataFile}.lock`, `${pid}\n`);
    const sandbox = await startSandbox({ dataFile });
    assert.equal((await readFile(`${dataFile}.lock`, 'utf8')).trim(), String(process.pid));
    await sandbox.close();
    await assert.rejects(readFile(`${dataFile}.lock`), { code: 'ENOENT' });
  });
});

describe('durability: commit (--durable)', () => {
  it('keeps every purchase answered 201 across a kill -9', async () => {
    const dataFile = path.join(folder, 'durable.db');
    const { sandbox, kill } = await sandboxProcess(dataFile, ['--durable']);
    let ids: string[];
    try {
      // One, then more at once: batched, those after the first batch would wait up to 250 ms
      // for the next one, and the kill comes sooner.
      ids = [await createPurchase(sandbox)];
      ids.push(...(await Promise.all(Array.from({ length: 20 }, () => createPurchase(sandbox)))));
    } finally {
      await kill();
    }
    const saved = await savedPurchaseIds(dataFile);
    assert.deepEqual(
      ids.filter((id) => !saved.includes(id)),
      [],
      'purchases answered 201 and lost',
    );
    // The lock of the process killed is the kernel's to give up: the restart takes it at once.
    const again = await startSandbox({ dataFile });
    try {
      assert.equal((await api(again, 'GET', `/purchases/${ids[0]}/`)).status, 200);
    } finally {
      await again.close();
    }
  });

  it('refuses a durability it does not know, and commit without a data file', async () => {
    // A sandbox that starts all the same is closed at once, and the test fails.
    const start = (options: SandboxOptions) => startSandbox(options).then((s) => s.close());
    await assert.rejects(start({ durability: 'always' as never }), {
      name: 'TypeError',
      message: /durability must be 'batched' or 'commit', got always/,
    });
    await assert.rejects(start({ durability: 'commit' }), {
      name: 'TypeError',
      message: /durability 'commit' needs a dataFile/,
    });
  });
});
