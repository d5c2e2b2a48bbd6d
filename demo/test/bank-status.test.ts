import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { FPX_B2B1_BANKS, FPX_B2C_BANKS, RAZER_EWALLETS } from '@checkout-kit/protocol';
import type { BankStatusAnswer } from '@checkout-kit/server';
import { startMerchantServer } from '../server/merchant-server.js';
import type { ApiError } from '../shared/api.js';
import { ADMIN_PASSWORD, SITE_URL, collectingLogger, useShop } from './helpers.js';

/** A retail bank the sandbox takes offline before the merchant server first asks for FPX. */
const OFFLINE_BANK = 'HLB0224';

/** A port nothing listens on: a bank status service that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('the bank list for the picker (GET /api/bank-status)', () => {
  const shop = useShop();

  it("answers FPX's retail banks from the sandbox, in the protocol's order, one offline", async () => {
    // Before the first ask: the merchant server keeps an answer 3 minutes.
    shop().sandbox.takeFpxBankOffline('fpx', OFFLINE_BANK);
    const answer = await shop().api<BankStatusAnswer>('GET', '/api/bank-status?method=fpx');
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    // Kept by the browser as long as by the server: the same for every payer.
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=180');
    assert.equal(answer.body.method, 'fpx');
    assert.equal(answer.body.parameter, 'fpx_bank_code');
    assert.equal(answer.body.status, 'current');
    assert.deepEqual(
      answer.body.banks,
      FPX_B2C_BANKS.map(({ code, name }) => ({ code, name, online: code !== OFFLINE_BANK })),
    );
  });

  it("answers FPX's corporate banks, each online", async () => {
    const answer = await shop().api<BankStatusAnswer>('GET', '/api/bank-status?method=fpx_b2b1');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.parameter, 'fpx_bank_code');
    assert.deepEqual(
      answer.body.banks,
      FPX_B2B1_BANKS.map(({ code, name }) => ({ code, name, online: true })),
    );
  });

  it("answers an e-wallet's own code, and no choice for a card", async () => {
    const tng = RAZER_EWALLETS.find(({ method }) => method === 'razer_tng');
    assert.ok(tng);
    const wallet = await shop().api<BankStatusAnswer>('GET', '/api/bank-status?method=razer_tng');
    assert.deepEqual(wallet.body, {
      method: 'razer_tng',
      parameter: 'razer_bank_code',
      status: 'current',
      banks: [{ code: tng.code, name: tng.name, online: true }],
    });
    const card = await shop().api<BankStatusAnswer>('GET', '/api/bank-status?method=visa');
    assert.deepEqual(card.body, { method: 'visa', parameter: null, status: 'current', banks: [] });
  });

  it('refuses a query that names no method, and any method but GET, never cached', async () => {
    const bad = await shop().api<{ error: string }>('GET', '/api/bank-status?method=FPX&x=1');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'invalid_query');
    assert.equal(bad.headers.get('cache-control'), 'no-store');
    const posted = await shop().api<ApiError>('POST', '/api/bank-status?method=fpx', {});
    assert.equal(posted.status, 405);
    assert.equal(posted.headers.get('allow'), 'GET');
    assert.equal(posted.body.error.code, 'method_not_allowed');
  });

  it('still lists every bank when the status service is down, and logs why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'checkout-kit-demo-'));
    const { sandbox } = shop();
    const logs: string[] = [];
    const merchant = await startMerchantServer({
      dataDir,
      gateway: {
        mode: 'sandbox',
        baseUrl: sandbox.baseUrl,
        apiKey: sandbox.apiKey,
        brandId: sandbox.brandId,
        bankStatusUrl: `http://127.0.0.1:${await closedPort()}`,
      },
      // No webhook to register: this server only answers the bank list.
      publicUrl: null,
      siteUrl: () => SITE_URL,
      adminPassword: ADMIN_PASSWORD,
      logger: collectingLogger(logs),
    });
    try {
      const response = await fetch(`${merchant.url}/api/bank-status?method=fpx`);
      const body = (await response.json()) as BankStatusAnswer;
      assert.equal(response.status, 200);
      assert.equal(body.status, 'unknown');
      assert.deepEqual(
        body.banks,
        FPX_B2C_BANKS.map(({ code, name }) => ({ code, name, online: true })),
      );
      assert.equal(
        logs.filter((line) => line.startsWith('The bank status lookup failed.')).length,
        1,
      );
    } finally {
      await merchant.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
