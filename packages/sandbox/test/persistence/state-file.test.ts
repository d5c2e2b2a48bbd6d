import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { readStateFile } from '../../src/persistence/state-file.js';
import { stateFileText } from './legacy-state-file.js';

const folder = await mkdtemp(path.join(tmpdir(), 'checkout-sandbox-state-file-'));
after(() => rm(folder, { recursive: true, force: true }));

/** A state with what a layout could trip on: hostile keys, texts that look like the layout. */
function awkwardState(): Record<string, unknown> {
  const purchases: Record<string, unknown> = {
    'a-1': { purchase: { notes: 'line one\nline two', reference: '"quoted":{' }, heldAmount: 0 },
    'b:{': { purchase: { tags: ['},', '{'] }, heldAmount: 5 },
  };
  Object.defineProperty(purchases, '__proto__', {
    value: { purchase: { id: '__proto__' } },
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return {
    version: 1,
    companyKeys: { publicKeyPem: '-----BEGIN\nKEY-----\n', privateKeyPem: 'x' },
    purchases,
    clients: {},
    eventCounters: { 'a-1': 3 },
    purchaseSequence: 2,
    payout: { apiKey: 'k', lastId: 2, accounts: [{ id: 1 }], bankAccounts: { '2': { id: 2 } } },
  };
}

describe('JSON data files of earlier versions', () => {
  it('reads back line by line to the same state, keys in the same order', async () => {
    const state = awkwardState();
    const file = path.join(folder, 'layout.json');
    await writeFile(file, [...stateFileText(state)].join(''));
    const read = (await readStateFile(file)) as Record<string, Record<string, unknown>>;
    assert.equal(JSON.stringify(read), JSON.stringify(state));
    assert.equal(Object.getPrototypeOf(read.purchases), Object.prototype, '__proto__ is a key');
    assert.deepEqual(Object.keys(read.purchases ?? {}), ['a-1', 'b:{', '__proto__']);
  });

  it('reads a file of one line (as written before the layout) whole', async () => {
    const file = path.join(folder, 'one-line.json');
    const state = awkwardState();
    await writeFile(file, JSON.stringify(state));
    assert.equal(JSON.stringify(await readStateFile(file)), JSON.stringify(state));
  });

  it('hands every entry to the reviver as it is read, in either layout, and keeps its answer', async () => {
    const state = awkwardState();
    const layouts = {
      lines: [...stateFileText(state)].join(''),
      whole: JSON.stringify(state),
    };
    for (const [layout, text] of Object.entries(layouts)) {
      const file = path.join(folder, `revived-${layout}.json`);
      await writeFile(file, text);
      const seen: string[] = [];
      const read = (await readStateFile(file, (level, key, value, root) => {
        seen.push(`${level}/${key}`);
        // Read line by line, the root holds what came before the entry, never what follows.
        if (layout === 'lines' && level === 'purchases') assert.equal(root.clients, undefined);
        return level === 'purchases' ? { revived: key } : value;
      })) as Record<string, Record<string, unknown>>;
      assert.deepEqual(
        seen,
        [
          '/version',
          'companyKeys/publicKeyPem',
          'companyKeys/privateKeyPem',
          'purchases/a-1',
          'purchases/b:{',
          'purchases/__proto__',
          'eventCounters/a-1',
          '/purchaseSequence',
          'payout/apiKey',
          'payout/lastId',
          'payout/accounts',
          'payout.bankAccounts/2',
        ],
        layout,
      );
      assert.deepEqual(read.purchases?.['b:{'], { revived: 'b:{' }, layout);
      assert.equal(Object.getPrototypeOf(read.purchases), Object.prototype, layout);
      assert.deepEqual(Object.keys(read.purchases ?? {}), ['a-1', 'b:{', '__proto__'], layout);
      assert.deepEqual(read.payout?.accounts, [{ id: 1 }], layout);
    }
  });

  it('leaves out an entry the reviver answers undefined for, in either layout', async () => {
    const state = awkwardState();
    for (const text of [[...stateFileText(state)].join(''), JSON.stringify(state)]) {
      const file = path.join(folder, 'left-out.json');
      await writeFile(file, text);
      const read = (await readStateFile(file, (level, _key, value) =>
        level === 'purchases' ? undefined : value,
      )) as Record<string, Record<string, unknown>>;
      assert.deepEqual(read.purchases, {});
      assert.equal(read.purchaseSequence, 2);
    }
  });

  it('refuses a cut-off or broken file, naming it and the line', async () => {
    const file = path.join(folder, 'cut.json');
    const text = [...stateFileText(awkwardState())].join('');
    await writeFile(file, text.slice(0, text.indexOf('"clients"')));
    await assert.rejects(
      readStateFile(file),
      /cut\.json is neither a sandbox database nor JSON: it ends before/,
    );
    await writeFile(file, text.replace('"purchaseSequence":2', '"purchaseSequence":'));
    await assert.rejects(
      readStateFile(file),
      /cut\.json is neither a sandbox database nor JSON: line \d+: /,
    );
    await writeFile(file, '');
    await assert.rejects(readStateFile(file), /cut\.json is empty \(0 bytes\)/);
  });

  it('reports a missing file as missing', async () => {
    await assert.rejects(readStateFile(path.join(folder, 'none.json')), { code: 'ENOENT' });
    assert.equal((await readFile(path.join(folder, 'layout.json'), 'utf8')).at(0), '{');
  });
});
