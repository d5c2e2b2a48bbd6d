import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FPX_B2C_BANKS } from '@checkout-kit/protocol';
import type { BankStatusAnswer } from '../../src/proxy/bank-list.js';
import { createBankStatusHandler } from '../../src/proxy/bank-status-handler.js';
import { type AnswerRewrite, countingForwarder } from './counting-forwarder.js';
import { ask, manualClock, useSandbox } from './helpers.js';

/*
 * A status service that answers, but not with statuses: the sandbox's answer turned, on its way
 * to the handler, into what the maker's WooCommerce plugin also takes for no answer
 * (chip-for-woocommerce 2.0.5 `includes/class-chip-woocommerce-api-fpx.php:94-106`: no JSON, or
 * a non-empty `errors`), and into JSON that is no object at all.
 */

/** Text the broken answers carry, which must never reach an error message or a log. */
const UPSTREAM_TEXT = 'upstream-token-7f3a9c';

const BROKEN_ANSWERS: readonly { what: string; rewrite: AnswerRewrite; says: RegExp }[] = [
  {
    what: 'a body that is not JSON',
    rewrite: () => ({
      type: 'text/html',
      body: `<html><body>Service unavailable (${UPSTREAM_TEXT})</body></html>`,
    }),
    says: /GET \/health_check\/fpx_b2c answered HTTP 200 with a body that is not JSON; check that statusUrl/,
  },
  {
    what: '{"errors": [...]} beside the statuses',
    rewrite: (text) => ({
      type: 'application/json',
      body: JSON.stringify({ errors: [`Rate limited: ${UPSTREAM_TEXT}`], ...JSON.parse(text) }),
    }),
    says: /The bank status of fpx answered no statuses: errors must be empty/,
  },
  {
    what: 'JSON that is no object',
    rewrite: (text) => ({
      type: 'application/json',
      body: JSON.stringify([JSON.parse(text), UPSTREAM_TEXT]),
    }),
    says: /The bank status of fpx answered no statuses: The body must be a JSON object/,
  },
];

/** The one error reported, checked to say what was wrong and to carry nothing of the answer. */
function onlyError(errors: unknown[], says: RegExp, apiKey: string): void {
  assert.equal(errors.length, 1, 'reported once');
  const [error] = errors;
  assert.ok(error instanceof Error);
  assert.match(error.message, says);
  assert.ok(!error.message.includes(UPSTREAM_TEXT), 'nothing of the answer is repeated');
  assert.ok(!error.message.includes(apiKey));
}

describe('a status service answering no statuses', () => {
  const sandbox = useSandbox();

  for (const { what, rewrite, says } of BROKEN_ANSWERS) {
    test(`${what}, after a good answer: the kept statuses, stale`, async (t) => {
      const forwarder = await countingForwarder(() => sandbox().url);
      t.after(() => forwarder.close());
      const clock = manualClock();
      const errors: unknown[] = [];
      const handler = createBankStatusHandler({
        statusUrl: forwarder.url,
        now: clock.now,
        onError: (error) => errors.push(error),
      });
      sandbox().takeFpxBankOffline('fpx', 'HLB0224');
      t.after(() => sandbox().bringFpxBankOnline('fpx', 'HLB0224'));
      const good = await ask<BankStatusAnswer>(handler, 'method=fpx');
      assert.equal(good.body.status, 'current');

      forwarder.rewrite = rewrite;
      clock.advance(180_000);
      const stale = await ask<BankStatusAnswer>(handler, 'method=fpx');
      assert.equal(stale.status, 200);
      assert.equal(stale.body.status, 'stale');
      assert.equal(stale.body.parameter, 'fpx_bank_code');
      assert.deepEqual(
        stale.body.banks.filter((bank) => !bank.online).map((bank) => bank.code),
        ['HLB0224'],
        'the last good answer',
      );
      assert.equal(stale.headers.get('cache-control'), 'public, max-age=30');
      assert.equal(forwarder.paths.length, 2);
      onlyError(errors, says, sandbox().apiKey);
    });

    test(`${what}, with nothing kept: every bank online, unknown`, async (t) => {
      const forwarder = await countingForwarder(() => sandbox().url);
      t.after(() => forwarder.close());
      forwarder.rewrite = rewrite;
      const errors: unknown[] = [];
      const handler = createBankStatusHandler({
        statusUrl: forwarder.url,
        onError: (error) => errors.push(error),
      });
      sandbox().takeFpxBankOffline('fpx', 'HLB0224');
      t.after(() => sandbox().bringFpxBankOnline('fpx', 'HLB0224'));
      const answer = await ask<BankStatusAnswer>(handler, 'method=fpx');
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body, {
        method: 'fpx',
        parameter: 'fpx_bank_code',
        status: 'unknown',
        banks: FPX_B2C_BANKS.map(({ code, name }) => ({ code, name, online: true })),
      });
      assert.equal(answer.headers.get('cache-control'), 'public, max-age=30');
      assert.equal(forwarder.paths.length, 1);
      onlyError(errors, says, sandbox().apiKey);
    });
  }
});
