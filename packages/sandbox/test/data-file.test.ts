import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DataFileInUseError, type Sandbox, startSandbox } from '../src/index.js';
import { api, purchaseBody } from './helpers.js';

const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-faults-'));
after(() => rm(folder, { recursive: true, force: true }));

/** The ids of the purchases the data file holds. */
async function savedPurchaseIds(dataFile: string): Promise<string[]> {
  const state = JSON.parse(await readFile(dataFile, 'utf8')) as { purchases: object };
  return Object.keys(state.purchases).sort();
}

async function createPurchase(sandbox: Sandbox): Promise<string> {
  const created = await api<{ id: string }>(sandbox, 'POST', '/purchases/', purchaseBody(sandbox));
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

describe('a data file that cannot be written', () => {
  it('keeps the sandbox serving, reports the fault once, and saves everything once it clears', async () => {
    const dataFile = path.join(folder, 'fault.json');
    const reports: string[] = [];
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const sandbox = await startSandbox({ dataFile, log: (message) => reports.push(message) });
    try {
      const first = await createPurchase(sandbox);
      await eventually('the first purchase is saved', async () =>
        (await savedPurchaseIds(dataFile)).includes(first),
      );

      // The data file's path is taken by a folder: every rename over it fails (EISDIR).
      await rm(dataFile);
      await mkdir(dataFile);
      const during = [await createPurchase(sandbox)];
      await eventually('the fault is reported', () => reports.length > 0);
      during.push(await createPurchase(sandbox), await createPurchase(sandbox));
      await sleep(400); // several retries fail meanwhile
      assert.equal(reports.length, 1, reports.join('\n'));
      assert.match(reports[0] ?? '', /cannot save the state to .*fault\.json \(.*EISDIR/);
      assert.match(reports[0] ?? '', /kept in memory/);
      const read = await api(sandbox, 'GET', `/purchases/${during[0]}/`);
      assert.equal(read.status, 200, 'the sandbox still serves from memory');

      await rmdir(dataFile);
      await eventually('the recovery is reported', () => reports.length === 2);
      assert.match(reports[1] ?? '', /saved the state to .*fault\.json again/);
      assert.deepEqual(await savedPurchaseIds(dataFile), [first, ...during].sort());
      assert.deepEqual(rejections, []);
    } finally {
      process.off('unhandledRejection', onRejection);
      await sandbox.close();
    }
  });

  it('leaves the last saved file whole when a write fails half-way, and no temporary file', async () => {
    const dataFile = path.join(folder, 'atomic.json');
    const reports: string[] = [];
    const sandbox = await startSandbox({ dataFile, log: (message) => reports.push(message) });
    try {
      const first = await createPurchase(sandbox);
      await eventually('the first purchase is saved', async () =>
        (await savedPurchaseIds(dataFile)).includes(first),
      );
      // The temporary file the next write starts with cannot be created.
      const temporary = path.join(folder, `.atomic.json.${process.pid}.tmp`);
      await mkdir(temporary);
      const second = await createPurchase(sandbox);
      await eventually('the fault is reported', () => reports.length > 0);
      assert.deepEqual(await savedPurchaseIds(dataFile), [first], 'the old file, whole');

      await rmdir(temporary);
      await eventually(
        'both purchases are saved',
        async () => (await savedPurchaseIds(dataFile)).length === 2,
      );
      assert.deepEqual(await savedPurchaseIds(dataFile), [first, second].sort());
      const leftovers = (await readdir(folder)).filter((name) => name.endsWith('.tmp'));
      assert.deepEqual(leftovers, []);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses to close quietly while it cannot save: close() names the file', async () => {
    const dataFile = path.join(folder, 'closing.json');
    const sandbox = await startSandbox({ dataFile, log: () => {} });
    await rm(dataFile);
    await mkdir(dataFile);
    await createPurchase(sandbox);
    await assert.rejects(sandbox.close(), /could not save its state to .*closing\.json/);
    // The lock is given up all the same: the file can be opened again once the fault clears.
    await rmdir(dataFile);
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
      const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--conditions=@checkout-kit/source',
          cli,
          '--port',
          '0',
          '--data',
          dataFile,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
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
