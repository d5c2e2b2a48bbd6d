import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { FPX_B2B1_BANKS, FPX_B2C_BANKS } from '@checkout-kit/protocol';
import type { BankStatusAnswer } from '../../src/proxy/bank-list.js';
import { createBankStatusHandler } from '../../src/proxy/bank-status-handler.js';
import { toNodeListener } from '../../src/node/node-listener.js';
import { type Forwarder, countingForwarder } from './counting-forwarder.js';
import { ask, closedPort, manualClock, useSandbox } from './helpers.js';

const sandbox = useSandbox();

const B2C_CODES = FPX_B2C_BANKS.map(({ code }) => code);

describe('bank status', () => {
  test('lists the banks of each method in the protocol order, each online, from the sandbox', async () => {
    const handler = createBankStatusHandler({ statusUrl: sandbox().url });
    const retail = await ask<BankStatusAnswer>(handler, 'method=fpx');
    assert.equal(retail.status, 200);
    assert.match(retail.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(retail.headers.get('cache-control'), 'public, max-age=180', 'three minutes');
    assert.equal(retail.body.method, 'fpx');
    assert.equal(retail.body.parameter, 'fpx_bank_code');
    assert.equal(retail.body.status, 'current');
    assert.deepEqual(
      retail.body.banks,
      FPX_B2C_BANKS.map(({ code, name }) => ({ code, name, online: true })),
    );

    const corporate = await ask<BankStatusAnswer>(handler, 'method=fpx_b2b1');
    assert.equal(corporate.body.parameter, 'fpx_bank_code');
    assert.deepEqual(
      corporate.body.banks.map(({ code, name }) => ({ code, name })),
      FPX_B2B1_BANKS.map(({ code, name }) => ({ code, name })),
    );
  });

  test('a bank taken offline shows online: false once the kept answer expires', async (t) => {
    const clock = manualClock();
    const handler = createBankStatusHandler({ statusUrl: sandbox().url, now: clock.now });
    const before = await ask<BankStatusAnswer>(handler, 'method=fpx');
    assert.ok(before.body.banks.every((bank) => bank.online));

    sandbox().takeFpxBankOffline('fpx', 'MB2U0227');
    t.after(() => sandbox().bringFpxBankOnline('fpx', 'MB2U0227'));
    clock.advance(60_000);
    const kept = await ask<BankStatusAnswer>(handler, 'method=fpx');
    assert.ok(
      kept.body.banks.every((bank) => bank.online),
      'still the kept answer',
    );
    assert.equal(kept.headers.get('cache-control'), 'public, max-age=120');

    clock.advance(120_000);
    const after = await ask<BankStatusAnswer>(handler, 'method=fpx');
    assert.equal(after.body.status, 'current');
    const offline = after.body.banks.filter((bank) => !bank.online).map((bank) => bank.code);
    assert.deepEqual(offline, ['MB2U0227']);
    assert.deepEqual(
      after.body.banks.map((bank) => bank.code),
      B2C_CODES,
      'the order is the protocol list',
    );

    const corporate = await ask<BankStatusAnswer>(handler, 'method=fpx_b2b1');
    assert.ok(
      corporate.body.banks.every((bank) => bank.online),
      'each method has its own list',
    );
  });

  describe('through a counting forwarder', () => {
    let forwarder: Forwarder;
    before(async () => {
      forwarder = await countingForwarder(() => sandbox().url);
    });
    after(() => forwarder.close());

    test('100 concurrent requests over HTTP make one upstream call', async () => {
      const calls = forwarder.paths.length;
      const handler = createBankStatusHandler({ statusUrl: forwarder.url });
      const server = createServer(toNodeListener(handler));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const answers = await Promise.all(
          Array.from({ length: 100 }, async () => {
            const response = await fetch(`http://127.0.0.1:${port}/bank-status?method=fpx`);
            return { status: response.status, body: (await response.json()) as BankStatusAnswer };
          }),
        );
        assert.ok(answers.every((answer) => answer.status === 200));
        assert.ok(answers.every((answer) => answer.body.banks.length === FPX_B2C_BANKS.length));
        assert.equal(forwarder.paths.length - calls, 1);
        assert.match(forwarder.paths.at(-1) ?? '', /^\/health_check\/fpx_b2c\?time=\d+$/);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });

    test('a failing service keeps the last good answer, marked stale', async (t) => {
      const clock = manualClock();
      let target = sandbox().url;
      const flaky = await countingForwarder(() => target);
      t.after(() => flaky.close());
      const errors: unknown[] = [];
      const handler = createBankStatusHandler({
        statusUrl: flaky.url,
        now: clock.now,
        onError: (error) => errors.push(error),
      });
      sandbox().takeFpxBankOffline('fpx', 'BCBB0235');
      t.after(() => sandbox().bringFpxBankOnline('fpx', 'BCBB0235'));
      await ask(handler, 'method=fpx');

      target = `http://127.0.0.1:${await closedPort()}`;
      clock.advance(180_000);
      const stale = await ask<BankStatusAnswer>(handler, 'method=fpx');
      assert.equal(stale.status, 200);
      assert.equal(stale.body.status, 'stale');
      assert.deepEqual(
        stale.body.banks.filter((bank) => !bank.online).map((bank) => bank.code),
        ['BCBB0235'],
      );
      assert.equal(errors.length, 1, 'the failure is reported');
      assert.equal(stale.headers.get('cache-control'), 'public, max-age=30', 'asked again soon');
    });
  });

  test('the service down with nothing kept: every bank online, status unknown', async () => {
    const errors: unknown[] = [];
    const handler = createBankStatusHandler({
      statusUrl: `http://127.0.0.1:${await closedPort()}`,
      onError: (error) => errors.push(error),
    });
    const answer = await ask<BankStatusAnswer>(handler, 'method=fpx_b2b1');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.status, 'unknown');
    assert.deepEqual(
      answer.body.banks,
      FPX_B2B1_BANKS.map(({ code, name }) => ({ code, name, online: true })),
    );
    assert.equal(errors.length, 1);
  });

  test('a bad or missing method, or another parameter, is a 400 naming it and the rule', async () => {
    const handler = createBankStatusHandler({ statusUrl: sandbox().url });
    for (const query of [
      '',
      'method=',
      'method=FPX',
      'method=fpx%26x%3D1',
      'method=razer-tng',
      `method=${'a'.repeat(65)}`,
      'method=fpx&method=fpx',
      'method=visa&method=fpx',
      'method=fpx&url=x',
    ]) {
      const answer = await ask<{ error: string; errors: { parameter: string; message: string }[] }>(
        handler,
        query,
      );
      assert.equal(answer.status, 400, query);
      assert.equal(answer.headers.get('cache-control'), 'no-store');
      assert.equal(answer.body.error, 'invalid_query');
      const [issue] = answer.body.errors;
      assert.ok(issue);
      if (query.endsWith('url=x')) {
        assert.equal(issue.parameter, 'url');
      } else {
        assert.equal(issue.parameter, 'method');
        assert.match(
          issue.message,
          query.includes('&method=')
            ? /method must be given once/
            : /method must be a payment method name: lowercase letters, digits and _, at most 64 characters/,
        );
      }
    }
    const post = await ask(handler, 'method=fpx', { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
  });

  test('a statusUrl that is not an http(s) root is refused when the handler is made', () => {
    assert.throws(
      () => createBankStatusHandler({ statusUrl: 'ftp://status.example' }),
      /statusUrl must be an absolute http/,
    );
    assert.throws(
      () => createBankStatusHandler({ statusUrl: 'https://status.example/?x=1' }),
      /statusUrl/,
    );
  });
});
