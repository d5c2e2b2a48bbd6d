import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missedReads, prepareCall } from '../../../../test/fixtures/maker-clients/call-setup.js';
import { MAKER_CALLS } from '../../../../test/fixtures/maker-clients/calls.js';
import { useSandbox } from '../helpers.js';

/*
 * Every call of the gateway maker's clients (`test/fixtures/maker-clients/calls.ts`), sent to the
 * sandbox over HTTP as the client sends it: its method, path and query, its headers, its body
 * bytes. Each gets the status the client expects and an answer with every field it reads, of the
 * type it reads. Each call gets the objects it needs made fresh, so that no call depends on
 * another's order.
 */
describe('every call of the gateway maker’s clients, as each sends it', () => {
  const NOW = new Date('2026-06-15T12:00:00Z');
  const sandbox = useSandbox({ now: NOW });

  for (const call of MAKER_CALLS) {
    it(`${call.name} (${call.source})`, async () => {
      const context = await prepareCall(sandbox(), call.needs, NOW.getTime() / 1000);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (call.authorized) headers.Authorization = `Bearer ${sandbox().apiKey}`;
      if (call.jsonContentType) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${sandbox().baseUrl}${call.path(context)}`, {
        method: call.method,
        headers,
        body: call.body?.(context),
      });
      const text = await response.text();
      assert.equal(response.status, call.status, text);
      assert.deepEqual(missedReads(text === '' ? null : JSON.parse(text), call.reads), []);
    });
  }
});
