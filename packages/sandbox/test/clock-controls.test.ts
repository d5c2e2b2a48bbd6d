import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startSandbox } from '../src/index.js';
import { codes } from './payout/helpers.js';
import { useSandbox } from './helpers.js';

const TEN_YEARS_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;

describe('clock controls', () => {
  const sandbox = useSandbox();

  /** Posts `/__sandbox/advance` with a raw JSON body. */
  async function advance(body: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${sandbox().url}/__sandbox/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('refuses absurd jumps with 400 naming ms and the rule, and leaves the clock where it was', async () => {
    const before = (await advance('{"ms": 0}')).body.now as number;
    for (const [body, rule] of [
      ['{"ms": -1}', /≥ 0/],
      ['{"ms": 1e400}', /finite/],
      [`{"ms": ${TEN_YEARS_MS + 1}}`, /at most .* \(10 years\)/],
      ['{"ms": 1e308}', /at most/],
      ['{"ms": "60000"}', /finite number/],
      ['{"ms": null}', /finite number/],
      ['{"ms": [1]}', /finite number/],
      ['{}', /finite number/],
    ] as const) {
      const answer = await advance(body);
      assert.equal(answer.status, 400, body);
      assert.deepEqual(codes(answer.body, 'ms'), ['invalid'], body);
      assert.match(JSON.stringify(answer.body), rule, body);
    }
    const after = (await advance('{"ms": 0}')).body.now as number;
    assert.ok(after - before < 60_000, 'no refused jump moved the clock');
  });

  it('takes a jump of up to 10 years', async () => {
    const answer = await advance(`{"ms": ${TEN_YEARS_MS}}`);
    assert.equal(answer.status, 200);
  });

  it('advanceTime() and a start date refuse the same', async () => {
    await assert.rejects(sandbox().advanceTime(Number.POSITIVE_INFINITY), RangeError);
    await assert.rejects(sandbox().advanceTime(TEN_YEARS_MS * 2), /10 years/);
    await assert.rejects(startSandbox({ now: Number.NaN }), /now must be a date within 10 years/);
    await assert.rejects(
      startSandbox({ now: new Date('1900-01-01T00:00:00Z') }),
      /now must be a date within 10 years/,
    );
  });
});
