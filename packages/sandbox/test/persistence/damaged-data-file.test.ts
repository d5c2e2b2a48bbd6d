import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startSandbox } from '../../src/index.js';
import { api, purchaseBody } from '../helpers.js';
import { runCommand } from '../command-process.js';

const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-damaged-'));
after(() => rm(folder, { recursive: true, force: true }));

/** What every refusal of a damaged file says to do. */
const advice = /Move it aside to start with a new data file, or put back a copy\./;

describe('a damaged data file', () => {
  const good = path.join(folder, 'good.db');
  let purchaseId = '';

  before(async () => {
    const sandbox = await startSandbox({ dataFile: good });
    // Notes of random text, so that the purchases fill pages well past LMDB's two meta pages.
    for (let made = 0; made < 20; made++) {
      const notes = randomBytes(1500).toString('base64');
      const purchase = { products: [{ name: 'Teh tarik', price: 1000 }], currency: 'MYR', notes };
      const created = await api<{ id: string }>(
        sandbox,
        'POST',
        '/purchases/',
        purchaseBody(sandbox, { purchase }),
      );
      purchaseId = created.body.id;
    }
    await sandbox.close();
  });

  it('cut short is refused at start, naming the file and what to do, never a SIGBUS', async () => {
    const dataFile = path.join(folder, 'cut.db');
    await copyFile(good, dataFile);
    await truncate(dataFile, Math.floor((await stat(good)).size / 2));
    // The command, in a process of its own: a read past the file's end would kill it by SIGBUS.
    const { code, signal, errors } = await runCommand(['--port', '0', '--data', dataFile]);
    assert.deepEqual({ code, signal }, { code: 1, signal: null }, errors);
    assert.match(errors, /The sandbox data file .*cut\.db is cut short: it has \d+ bytes/);
    assert.match(errors, advice);
    assert.doesNotMatch(errors, /at .*\.ts:\d+/, 'a message, not a stack trace');
  });

  it('of random bytes is refused at start, naming the file and what to do', async () => {
    const dataFile = path.join(folder, 'noise.db');
    await writeFile(dataFile, randomBytes(64 * 1024));
    await assert.rejects(startSandbox({ dataFile }), (error: Error) => {
      assert.match(error.message, /noise\.db is neither a sandbox database nor JSON/);
      assert.match(error.message, advice);
      return true;
    });
  });

  it('of no bytes at all is refused at start, naming the file and what to do', async () => {
    const dataFile = path.join(folder, 'empty.db');
    await writeFile(dataFile, '');
    await assert.rejects(startSandbox({ dataFile }), (error: Error) => {
      assert.match(error.message, /empty\.db is empty \(0 bytes\)/);
      assert.match(error.message, advice);
      return true;
    });
  });

  it('whole, the same file opens and serves its purchases', async () => {
    const sandbox = await startSandbox({ dataFile: good });
    try {
      assert.equal((await api(sandbox, 'GET', `/purchases/${purchaseId}/`)).status, 200);
    } finally {
      await sandbox.close();
    }
  });
});
