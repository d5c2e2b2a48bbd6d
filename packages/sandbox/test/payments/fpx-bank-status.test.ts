import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  FPX_B2B1_BANKS,
  FPX_B2C_BANKS,
  FPX_BANK_STATUS_PATHS,
  type FpxBankStatusAnswer,
  isFpxBankOnline,
  readFpxBankStatuses,
} from '@checkout-kit/protocol';
import { startSandbox } from '../../src/index.js';
import { useSandbox } from '../helpers.js';

/*
 * FPX's bank status as the gateway maker's WooCommerce plugin asks for it (chip-for-woocommerce
 * 2.0.5 `includes/class-chip-woocommerce-api-fpx.php:53-68, 83-90`): `GET /fpx_b2c?time=<unix
 * time>` under the status root, with a `Content-type` header and no API key.
 */

describe("FPX's bank status", () => {
  const sandbox = useSandbox();

  /** Asks as the plugin does: `?time=`, a content type, no key (or `headers` besides). */
  const status = (statusPath: string, headers: Record<string, string> = {}) =>
    fetch(`${sandbox().url}${statusPath}?time=${Math.floor(Date.now() / 1000)}`, {
      headers: { 'Content-type': 'application/json', ...headers },
    });
  const answerOf = async (statusPath: string): Promise<FpxBankStatusAnswer> => {
    const response = await status(statusPath);
    assert.equal(response.status, 200);
    return (await response.json()) as FpxBankStatusAnswer;
  };
  const control = (method: string, code: string, move: string, verb = 'POST') =>
    fetch(`${sandbox().url}/__sandbox/fpx_banks/${method}/${code}/${move}`, { method: verb });

  it('answers every bank of each FPX list, online, as an object of code to status', async () => {
    for (const [statusPath, banks] of [
      [FPX_BANK_STATUS_PATHS.fpx, FPX_B2C_BANKS],
      [FPX_BANK_STATUS_PATHS.fpx_b2b1, FPX_B2B1_BANKS],
    ] as const) {
      const response = await status(statusPath);
      assert.equal(response.status, 200, statusPath);
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
      const answer = (await response.json()) as FpxBankStatusAnswer;
      assert.deepEqual(
        answer,
        Object.fromEntries(banks.map((bank) => [bank.code, 'A'])),
        statusPath,
      );
      const read = readFpxBankStatuses(answer);
      assert.ok(read.success);
      assert.deepEqual(
        read.data.map((bank) => bank.code),
        banks.map((bank) => bank.code),
      );
    }
  });

  it('answers the same with the API key, and with a wrong one: the key is not asked for', async () => {
    const plain = await answerOf(FPX_BANK_STATUS_PATHS.fpx);
    for (const key of [sandbox().apiKey, 'wrong']) {
      const response = await status(FPX_BANK_STATUS_PATHS.fpx, { Authorization: `Bearer ${key}` });
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), plain);
    }
  });

  it('answers a bank taken offline with another status than A, until it is back', async () => {
    const before = sandbox().stateSnapshot();
    const taken = await control('fpx', 'MB2U0227', 'offline');
    assert.equal(taken.status, 200);
    assert.deepEqual(await taken.json(), { method: 'fpx', code: 'MB2U0227', status: 'B' });

    const offline = await answerOf(FPX_BANK_STATUS_PATHS.fpx);
    assert.ok(!isFpxBankOnline(offline.MB2U0227 ?? 'A'));
    assert.equal(offline.BCBB0235, 'A', 'the other banks stay online');
    assert.ok(Object.values(await answerOf(FPX_BANK_STATUS_PATHS.fpx_b2b1)).every(isFpxBankOnline));
    assert.equal((await control('fpx', 'MB2U0227', 'offline')).status, 200, 'twice is once');

    const back = await control('fpx', 'MB2U0227', 'online');
    assert.equal(back.status, 200);
    assert.deepEqual(await back.json(), { method: 'fpx', code: 'MB2U0227', status: 'A' });
    assert.equal((await answerOf(FPX_BANK_STATUS_PATHS.fpx)).MB2U0227, 'A');
    assert.equal(sandbox().stateSnapshot(), before, 'back online, the state is as it was');
  });

  it('takes a bank offline and back from the Sandbox object too, per list', async () => {
    // CIMB (BCBB0235) is on both lists: each list's status is its own.
    assert.deepEqual(sandbox().takeFpxBankOffline('fpx_b2b1', 'BCBB0235'), {
      method: 'fpx_b2b1',
      code: 'BCBB0235',
      status: 'B',
    });
    assert.equal((await answerOf(FPX_BANK_STATUS_PATHS.fpx_b2b1)).BCBB0235, 'B');
    assert.equal((await answerOf(FPX_BANK_STATUS_PATHS.fpx)).BCBB0235, 'A');
    assert.equal(sandbox().bringFpxBankOnline('fpx_b2b1', 'BCBB0235').status, 'A');
    assert.equal((await answerOf(FPX_BANK_STATUS_PATHS.fpx_b2b1)).BCBB0235, 'A');
  });

  it('refuses a method or bank it does not list with a 404, changing nothing', async () => {
    const before = sandbox().stateSnapshot();
    for (const [method, code] of [
      ['fpx', 'ABB0235'], // a corporate bank only
      ['fpx_b2b1', 'MB2U0227'], // a retail bank only
      ['fpx', 'NEW0001'],
      ['fpx', '__proto__'],
      ['fpx_b2c', 'MB2U0227'], // the status path's name, not the method's
      ['razer_tng', 'TNG-EWALLET'],
      ['constructor', 'MB2U0227'],
    ] as const) {
      const answer = await control(method, code, 'offline');
      assert.equal(answer.status, 404, `${method} ${code}`);
      const body = (await answer.json()) as { __all__: { code: string }[] };
      assert.equal(body.__all__[0]?.code, 'not_found');
    }
    assert.throws(() => sandbox().takeFpxBankOffline('fpx', 'NEW0001'), /lists no bank NEW0001/);
    assert.equal((await control('fpx', 'MB2U0227', 'offline', 'GET')).status, 405);
    assert.equal(sandbox().stateSnapshot(), before);
  });

  it('answers 404 for a status path it does not serve, as for any unknown path, and 405 for POST', async () => {
    for (const unknown of [
      '/health_check/fpx_b2b2',
      '/health_check/fpx',
      '/health_check/razer',
      '/health_check/',
      '/health_check',
      '/health_check/fpx_b2c/',
    ]) {
      const response = await fetch(`${sandbox().url}${unknown}`);
      assert.equal(response.status, 404, unknown);
      const body = (await response.json()) as { __all__: { code: string; message: string }[] };
      assert.equal(body.__all__[0]?.code, 'not_found', unknown);
    }
    const posted = await fetch(`${sandbox().url}${FPX_BANK_STATUS_PATHS.fpx}`, { method: 'POST' });
    assert.equal(posted.status, 405);
    assert.equal(posted.headers.get('allow'), 'GET');
  });
});

describe("FPX's bank status kept in the data file", () => {
  const folderMade = mkdtemp(path.join(tmpdir(), 'checkout-sandbox-fpx-status-'));
  after(async () => rm(await folderMade, { recursive: true, force: true }));

  it('keeps a bank offline across a restart', async () => {
    const dataFile = path.join(await folderMade, 'sandbox.db');
    const first = await startSandbox({ dataFile });
    first.takeFpxBankOffline('fpx', 'HLB0224');
    await first.close();

    const second = await startSandbox({ dataFile });
    try {
      const response = await fetch(`${second.url}${FPX_BANK_STATUS_PATHS.fpx}`);
      const answer = (await response.json()) as FpxBankStatusAnswer;
      assert.equal(answer.HLB0224, 'B');
      assert.equal(answer.MB2U0227, 'A');
    } finally {
      await second.close();
    }
  });
});
