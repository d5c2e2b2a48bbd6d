import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { RAZER_EWALLETS } from '@checkout-kit/protocol';
import type { BankStatusAnswer } from '../../src/proxy/bank-list.js';
import { createBankStatusHandler } from '../../src/proxy/bank-status-handler.js';
import { type Forwarder, countingForwarder } from './counting-forwarder.js';
import { ask, useSandbox } from './helpers.js';

/*
 * The answers for the methods no status service speaks for: an e-wallet's one wallet, carried
 * by `razer_bank_code` as the maker's WooCommerce plugin sends it (chip-for-woocommerce 2.0.5
 * `includes/class-chip-woocommerce-gateway.php` `bypass_chip`, 2957-2985), and nothing for any
 * other method. The handler asks the sandbox through a forwarder that counts: neither calls it.
 */
describe('bank choices without a status service', () => {
  const sandbox = useSandbox();
  let forwarder: Forwarder;
  before(async () => {
    forwarder = await countingForwarder(() => sandbox().url);
  });
  after(() => forwarder.close());

  test("an e-wallet's method answers its one wallet, online, with no upstream call", async () => {
    const handler = createBankStatusHandler({ statusUrl: forwarder.url });
    for (const { code, name, method } of RAZER_EWALLETS) {
      const answer = await ask<BankStatusAnswer>(handler, `method=${method}`);
      assert.equal(answer.status, 200, method);
      assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(answer.headers.get('cache-control'), 'public, max-age=180', method);
      assert.deepEqual(answer.body, {
        method,
        parameter: 'razer_bank_code',
        status: 'current',
        banks: [{ code, name, online: true }],
      });
    }
    const tng = await ask<BankStatusAnswer>(handler, 'method=razer_tng');
    assert.deepEqual(tng.body.banks, [
      { code: 'TNG-EWALLET', name: "Touch 'n Go eWallet", online: true },
    ]);
    assert.deepEqual(forwarder.paths, [], 'no status service is asked for an e-wallet');
  });

  test('any other method name answers no choice, cacheable, with no upstream call', async () => {
    const handler = createBankStatusHandler({ statusUrl: forwarder.url, ttlMs: 60_000 });
    for (const method of [
      'visa',
      'card',
      'maestro',
      'crypto_coin',
      'new_method_2030',
      'a'.repeat(64),
    ]) {
      const answer = await ask<BankStatusAnswer>(handler, `method=${method}`);
      assert.equal(answer.status, 200, method);
      assert.equal(answer.headers.get('cache-control'), 'public, max-age=60', method);
      assert.deepEqual(answer.body, { method, parameter: null, status: 'current', banks: [] });
    }
    const head = await ask(handler, 'method=visa', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body, null);
    assert.equal(head.headers.get('cache-control'), 'public, max-age=60');
    assert.equal(
      head.headers.get('content-length'),
      String(
        JSON.stringify({ method: 'visa', parameter: null, status: 'current', banks: [] }).length,
      ),
    );
    assert.deepEqual(
      forwarder.paths,
      [],
      'no status service is asked for a method without choices',
    );
  });

  test('ttlMs 0 tells browsers to keep nothing', async () => {
    const handler = createBankStatusHandler({ statusUrl: forwarder.url, ttlMs: 0 });
    for (const method of ['razer_grabpay', 'visa']) {
      const answer = await ask(handler, `method=${method}`);
      assert.equal(answer.headers.get('cache-control'), 'public, max-age=0', method);
    }
  });
});
