/**
 * Property tests over real HTTP: random and hostile input (wrong types, huge numbers, unicode,
 * deep nesting, prototype keys, missing fields, hostile ids) at every endpoint of the sandbox.
 * Nothing answers 500; a 400 names the field at fault; a refused request changes nothing, on a
 * sandbox that has served many requests and on a pristine one (where a refusal that creates
 * something on first use, such as the payout account, shows).
 */
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { fuzzSettings } from '../../../test/fixtures/fuzz-settings.js';
import {
  deeplyNestedText,
  hostileBody,
  hostileId,
  hostileJson,
  hostileKey,
} from '../../../test/fixtures/hostile-input.js';
import { type Sandbox, startSandbox } from '../src/index.js';
import {
  type Endpoint,
  type RealObjects,
  createRealObjects,
  endpoints,
  sendHostile,
} from './fuzz-endpoints.js';
import { useSandbox } from './helpers.js';
import { PayoutTestClient } from './payout/helpers.js';

/** What a 400 must look like: a JSON object whose keys name fields, each with a message. */
function assertNamesFields(body: unknown, where: string): void {
  assert.ok(typeof body === 'object' && body !== null, `${where}: a JSON error body`);
  const entries = Object.entries(body as Record<string, unknown>);
  assert.ok(entries.length > 0, `${where}: names a field`);
  assert.match(JSON.stringify(body), /"message"\s*:\s*"[^"]/, `${where}: says why`);
}

/**
 * Which parts of the state differ between two snapshots (`payout.accounts`, `purchases`, …),
 * named without their values: a snapshot holds the sandbox's keys, which no log shows.
 */
function changedParts(before: string, after: string): string[] {
  const parts = (snapshot: string): Map<string, string> => {
    const flat = new Map<string, string>();
    for (const [key, value] of Object.entries(JSON.parse(snapshot) as Record<string, unknown>)) {
      if (key === 'payout' && typeof value === 'object' && value !== null) {
        for (const [inner, part] of Object.entries(value)) {
          flat.set(`payout.${inner}`, JSON.stringify(part));
        }
      } else flat.set(key, JSON.stringify(value));
    }
    return flat;
  };
  const [was, is] = [parts(before), parts(after)];
  const names = new Set([...was.keys(), ...is.keys()]);
  return [...names].filter((name) => was.get(name) !== is.get(name));
}

/** Asserts that nothing in the sandbox's state changed since `before`. */
function assertUnchanged(sandbox: Sandbox, before: string, where: string): void {
  const changed = changedParts(before, sandbox.stateSnapshot());
  assert.deepEqual(changed, [], `${where} changed ${changed.join(', ')}`);
}

/** A body for an endpoint: hostile JSON, text nested past any limit, or its valid body broken. */
const bodyFor = (endpoint: Endpoint) =>
  fc.oneof(
    hostileBody(endpoint.valid),
    deeplyNestedText,
    fc.dictionary(hostileKey, hostileJson, { maxKeys: 3 }),
  );

/**
 * Sends one hostile request and asserts the promises of every answer: no 500, a 400 that names
 * fields, and a refusal that changed nothing.
 */
async function assertAnswer(
  sandbox: Sandbox,
  endpoint: Endpoint,
  id: string,
  hostile: unknown,
): Promise<void> {
  try {
    const before = sandbox.stateSnapshot();
    const answer = await sendHostile(sandbox, endpoint, id, hostile);
    const where = `${endpoint.name}: ${endpoint.method} ${endpoint.path(id).slice(0, 80)} → ${answer.status}`;
    const said = JSON.stringify(answer.body)?.slice(0, 300);
    assert.ok(answer.status < 500, `${where} ${said}`);
    if (answer.status === 400 && endpoint.api !== 'plain') assertNamesFields(answer.body, where);
    if (answer.status >= 400) assertUnchanged(sandbox, before, `${where} ${said}`);
  } catch (error) {
    // The test runner shows only fast-check's summary: the reason goes to the log.
    console.error(`${endpoint.name}: ${String(error).slice(0, 500)}`);
    throw error;
  }
}

describe('the sandbox under hostile input', () => {
  const sandbox = useSandbox();
  let real: RealObjects;
  /** A data file of a sandbox that has the real objects and nothing else; copied for each use. */
  let folder = '';
  let pristineFile = '';
  let pristineReal: RealObjects;
  let copies = 0;

  before(async () => {
    real = await createRealObjects(sandbox());
    folder = await mkdtemp(join(tmpdir(), 'checkout-sandbox-fuzz-'));
    pristineFile = join(folder, 'pristine');
    const pristine = await startSandbox({ dataFile: pristineFile });
    try {
      pristineReal = await createRealObjects(pristine);
    } finally {
      await pristine.close();
    }
  });

  after(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** Runs `use` on a sandbox of its own in the pristine state (a copy of its data file). */
  async function onPristine(use: (sandbox: Sandbox) => Promise<void>): Promise<void> {
    const dataFile = join(folder, `copy-${++copies}`);
    await copyFile(pristineFile, dataFile);
    const pristine = await startSandbox({ dataFile });
    try {
      await use(pristine);
    } finally {
      await pristine.close();
    }
  }

  it('answers every endpoint without a 500, names the field of a 400, and keeps a refusal from changing anything', async () => {
    for (const endpoint of endpoints(real)) {
      await fc.assert(
        fc.asyncProperty(hostileId, bodyFor(endpoint), (id, hostile) =>
          assertAnswer(sandbox(), endpoint, id, hostile),
        ),
        fuzzSettings(35, { examples: endpoint.kept, endOnFailure: true }),
      );
    }
  });

  it('keeps a refusal from changing anything on a pristine sandbox, where nothing exists yet', async () => {
    for (const endpoint of endpoints(pristineReal)) {
      await fc.assert(
        fc.asyncProperty(hostileId, bodyFor(endpoint), (id, hostile) =>
          onPristine((pristine) => assertAnswer(pristine, endpoint, id, hostile)),
        ),
        fuzzSettings(3, { examples: endpoint.kept, endOnFailure: true }),
      );
    }
  });

  it('a refused first request for a send limit or a payout creates no payout account', async () => {
    const refused: [string, Record<string, unknown>, string][] = [
      ['/send/send_limits', {}, 'required'],
      ['/send/send_limits', { amount: '100000.01' }, 'insufficient_convertible_balance'],
      ['/send/send_instructions', {}, 'required'],
      [
        '/send/send_instructions',
        { bank_account_id: 1, amount: '1.00', reference: 'r' },
        'does_not_exist',
      ],
    ];
    for (const [path, body, code] of refused) {
      await onPristine(async (pristine) => {
        const before = pristine.stateSnapshot();
        const answer = await new PayoutTestClient(() => pristine).request('POST', path, body);
        const where = `${path} ${JSON.stringify(body)}`;
        assert.equal(answer.status, 400, where);
        assert.match(JSON.stringify(answer.body), new RegExp(`"code":"${code}"`), where);
        assertUnchanged(pristine, before, where);
      });
    }
  });
});
