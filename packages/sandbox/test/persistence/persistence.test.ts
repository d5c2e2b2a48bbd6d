import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Purchase } from '@checkout-kit/protocol';
import { open } from 'lmdb';
import { startSandbox } from '../../src/index.js';
import { api, purchaseBody } from '../helpers.js';
import { readDataFile } from '../../src/persistence/data-file-contents.js';
import { isDatabaseFile } from '../../src/persistence/data-file-database.js';
import { jsonBackupOf } from '../../src/persistence/json-data-file.js';
import { stateFileText } from './legacy-state-file.js';

const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-'));
after(() => rm(folder, { recursive: true, force: true }));

describe('state on disk', () => {
  it('keeps purchases, keys and credentials across a restart', async () => {
    const dataFile = path.join(folder, 'state.json');
    const first = await startSandbox({ dataFile });
    const created = await api<Purchase>(first, 'POST', '/purchases/', purchaseBody(first));
    await api(first, 'POST', `/purchases/${created.body.id}/cancel/`);
    const facts = {
      apiKey: first.apiKey,
      brandId: first.brandId,
      publicKeyPem: first.publicKeyPem,
      sendApiSecret: first.sendApiSecret,
    };
    await first.close();

    const second = await startSandbox({ dataFile });
    try {
      assert.deepEqual(
        {
          apiKey: second.apiKey,
          brandId: second.brandId,
          publicKeyPem: second.publicKeyPem,
          sendApiSecret: second.sendApiSecret,
        },
        facts,
      );
      const read = await api<Purchase>(second, 'GET', `/purchases/${created.body.id}/`);
      assert.equal(read.status, 200);
      assert.equal(read.body.status, 'cancelled');
    } finally {
      await second.close();
    }
  });

  it('refuses a data file that is not sandbox state, naming it', async () => {
    const dataFile = path.join(folder, 'broken.json');
    await writeFile(dataFile, '{"not": "state"');
    await assert.rejects(
      startSandbox({ dataFile }),
      /broken\.json is neither a sandbox database nor JSON/,
    );
    await writeFile(dataFile, '{"version": 7}');
    await assert.rejects(startSandbox({ dataFile }), /not a version 1 sandbox state/);
  });

  it("refuses another program's LMDB file, and adds nothing to it", async () => {
    const dataFile = path.join(folder, 'theirs.db');
    const theirs = open<unknown, string>({ path: dataFile, noSubdir: true, encoding: 'json' });
    await theirs.put('settings', { theme: 'dark' });
    await theirs.close();
    await assert.rejects(
      startSandbox({ dataFile }),
      /theirs\.db is an LMDB database of another program, not sandbox state/,
    );
    const after = open<unknown, string>({ path: dataFile, noSubdir: true, encoding: 'json' });
    try {
      assert.deepEqual([...after.getKeys()], ['settings']);
    } finally {
      await after.close();
    }
  });

  it('refuses a hand-edited entry it cannot serve, naming the file and the entry, and keeps nothing open', async () => {
    const dataFile = path.join(folder, 'edited.json');
    const sandbox = await startSandbox({ dataFile });
    await sandbox.close();
    const saved = (await readDataFile(dataFile)) as unknown as Record<string, unknown>;
    const notStored =
      /holds purchases\["by-hand"\], which is not a stored purchase: it must be an object with a "purchase" object\./;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ purchases: { 'by-hand': {} } }, notStored],
      [{ purchases: { 'by-hand': { purchase: null } } }, notStored],
      [
        { purchases: { 'by-hand': 'paid' } },
        /holds purchases\["by-hand"\], which is not an object\./,
      ],
      [{ deliveries: { d: null } }, /holds deliveries\["d"\], which is not an object\./],
      [{ clients: [] }, /holds clients that is not an object of entries by id\./],
      [
        { payout: { ...(saved.payout as object), bankAccounts: { 7: 7 } } },
        /holds payout\.bankAccounts\["7"\], which is not an object\./,
      ],
    ];
    for (const [edit, message] of cases) {
      await writeFile(dataFile, JSON.stringify({ ...saved, ...edit }));
      // Twice: a first refusal that left the data file's lock held would make the second a
      // "file in use" error instead.
      for (let attempt = 0; attempt < 2; attempt++) {
        await assert.rejects(startSandbox({ dataFile }), (error: Error) => {
          assert.match(error.message, /edited\.json /);
          assert.match(error.message, message);
          return true;
        });
      }
    }
  });

  it('reads a collection the data file does not hold as empty', async () => {
    const dataFile = path.join(folder, 'older.json');
    const first = await startSandbox({ dataFile });
    const { body } = await api<Purchase>(first, 'POST', '/purchases/', purchaseBody(first));
    await first.close();
    const { recurringTokens, ...older } = (await readDataFile(dataFile)) as object & {
      recurringTokens: unknown;
    };
    assert.deepEqual(recurringTokens, {});
    await writeFile(dataFile, JSON.stringify(older));
    const second = await startSandbox({ dataFile });
    try {
      assert.equal((await api<Purchase>(second, 'GET', `/purchases/${body.id}/`)).status, 200);
    } finally {
      await second.close();
    }
  });

  it('converts a JSON data file of an earlier version, keeping the JSON beside it', async () => {
    // A state as an earlier version wrote it: JSON in its line layout, a count of events per
    // object instead of one sequence.
    const made = path.join(folder, 'made.db');
    const first = await startSandbox({ dataFile: made });
    const webhook = await api(first, 'POST', '/webhooks/', {
      title: 'Orders',
      callback: 'http://127.0.0.1:9/hook',
      events: ['purchase.cancelled'],
    });
    assert.equal(webhook.status, 201);
    const { body: purchase } = await api<Purchase>(
      first,
      'POST',
      '/purchases/',
      purchaseBody(first),
    );
    const before = (await api(first, 'GET', `/purchases/${purchase.id}/`)).body;
    await first.close();
    const { eventSequence, ...older } = await readDataFile(made);
    assert.equal(typeof eventSequence, 'number');
    const text = [...stateFileText({ ...older, eventCounters: { [purchase.id]: 41 } })].join('');
    const dataFile = path.join(folder, 'earlier.json');
    await writeFile(dataFile, text);

    const second = await startSandbox({ dataFile });
    try {
      assert.equal(await isDatabaseFile(dataFile), true, 'the file is now a database');
      assert.equal(await readFile(jsonBackupOf(dataFile), 'utf8'), text, 'the JSON, kept whole');
      assert.deepEqual((await api(second, 'GET', `/purchases/${purchase.id}/`)).body, before);
      // The purchase's next event comes after every event the file counted.
      await api(second, 'POST', `/purchases/${purchase.id}/cancel/`);
      const [delivery] = second.deliveries({ objectId: purchase.id });
      assert.ok((delivery?.eventSequence ?? 0) >= 41, String(delivery?.eventSequence));
    } finally {
      await second.close();
    }
    assert.deepEqual(
      (await readdir(folder)).filter((name) => name.includes('converting')),
      [],
      'nothing left of the conversion',
    );
  });

  it('leaves a JSON data file it cannot convert as it was', async () => {
    const dataFile = path.join(folder, 'unconvertible.json');
    const text = JSON.stringify({ version: 1, purchases: { 'by-hand': { purchase: 'paid' } } });
    await writeFile(dataFile, text);
    await assert.rejects(startSandbox({ dataFile }), /unconvertible\.json holds purchases/);
    assert.equal(await readFile(dataFile, 'utf8'), text);
    assert.deepEqual(
      (await readdir(folder)).filter((name) => name.startsWith('unconvertible.json.')),
      [],
    );
  });

  it('leaves no converted copy behind when the converted file cannot take its place', async () => {
    const made = path.join(folder, 'blocked-made.db');
    await (await startSandbox({ dataFile: made })).close();
    const { eventSequence: _sequence, ...older } = await readDataFile(made);
    const text = [...stateFileText(older)].join('');
    const dataFile = path.join(folder, 'blocked.json');
    await writeFile(dataFile, text);
    // A folder with something in it where the JSON is to be kept: moving it there fails.
    await mkdir(jsonBackupOf(dataFile));
    await writeFile(path.join(jsonBackupOf(dataFile), 'keep'), 'not the backup');

    await assert.rejects(startSandbox({ dataFile }), /blocked\.json.*blocked\.json\.json-backup/);
    assert.equal(await readFile(dataFile, 'utf8'), text, 'the JSON, as it was');
    assert.deepEqual(
      (await readdir(folder)).filter((name) => name.startsWith('blocked.json.')).sort(),
      ['blocked.json.json-backup'],
      'nothing of the conversion left beside it',
    );

    // Once the way is clear, the same file converts.
    await rm(jsonBackupOf(dataFile), { recursive: true });
    await (await startSandbox({ dataFile })).close();
    assert.equal(await isDatabaseFile(dataFile), true);
  });

  it('writes the file readable only by its owner', async () => {
    const dataFile = path.join(folder, 'private.json');
    const sandbox = await startSandbox({ dataFile });
    await sandbox.close();
    const { stat } = await import('node:fs/promises');
    assert.equal((await stat(dataFile)).mode & 0o777, 0o600);
    assert.equal((await stat(`${dataFile}-lock`)).mode & 0o777, 0o600);
    assert.equal((await readDataFile(dataFile)).version, 1);
  });
});

describe('the checkout-sandbox command', () => {
  it('prints what a merchant server needs, serves, and stops on SIGINT', async () => {
    const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@checkout-kit/source', cli, '--port', '0'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('END PUBLIC KEY')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    const fact = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(output)?.[1] ?? '';
    const baseUrl = fact('CHECKOUT_BASE_URL');
    // With its trailing slash: the form every client joins correctly (see start-facts.ts).
    assert.match(baseUrl, /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/$/);
    assert.match(fact('CHECKOUT_BRAND_ID'), /^[0-9a-f-]{36}$/);
    assert.ok(fact('CHECKOUT_SEND_API_SECRET'));
    const response = await fetch(`${baseUrl}public_key/`, {
      headers: { Authorization: `Bearer ${fact('CHECKOUT_API_KEY')}` },
    });
    assert.equal(response.status, 200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    assert.equal(await exited, 0);
  });

  it('explains a bad port', async () => {
    const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@checkout-kit/source', cli, '--port', 'eighty'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    assert.equal(code, 2);
    assert.match(errors, /--port must be a number/);
  });

  it("prints the package's version with --version, and starts nothing", async () => {
    const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
    const { version } = JSON.parse(
      await readFile(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    for (const flag of ['--version', '-v']) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--conditions=@checkout-kit/source', cli, flag],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      assert.equal(code, 0, flag);
      assert.equal(output, `checkout-sandbox ${version}\n`, flag);
    }
  });
});
