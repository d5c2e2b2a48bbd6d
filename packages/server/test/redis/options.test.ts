import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RedisDeliveryStore, RedisLookupCache } from '../../src/redis/index.js';
import { CheckoutValidationError } from '../../src/errors.js';

/** The issues of what `construct` throws, as `[path, code]`, and its message. */
function refusal(construct: () => unknown): { issues: [string, string][]; message: string } {
  try {
    construct();
  } catch (error) {
    assert.ok(error instanceof CheckoutValidationError);
    return {
      issues: error.issues.map((issue) => [issue.path.join('.'), issue.code]),
      message: error.message,
    };
  }
  assert.fail('expected the constructor to throw');
}

const client = { sendCommand: async () => null };

describe('Redis store options', () => {
  it('names every bad option of the delivery store at once, with its rule', () => {
    const { issues, message } = refusal(
      () =>
        new RedisDeliveryStore({
          client: { sendCommand: 'EVAL' } as never,
          keyPrefix: 7 as never,
          ttlMs: Infinity,
          claimTtlMs: -1,
          commandTimeoutMs: 2 ** 31,
        }),
    );
    assert.deepEqual(issues, [
      ['client', 'invalid'],
      ['keyPrefix', 'invalid'],
      ['ttlMs', 'invalid'],
      ['claimTtlMs', 'invalid'],
      ['commandTimeoutMs', 'invalid'],
    ]);
    assert.match(message, /^The options of RedisDeliveryStore/);
    assert.match(message, /client must be a connected node-redis client .* not an object\./);
    assert.match(message, /keyPrefix must be a string, not 7\./);
    assert.match(message, /ttlMs must be a number of milliseconds above 0 .*, not Infinity\./);
    assert.match(message, /claimTtlMs must be a number of milliseconds above 0 .*, not -1\./);
    assert.match(message, /commandTimeoutMs must be .* at most 2147483647, not 2147483648\./);
  });

  it('names a bad key prefix of the lookup cache, and options that are not an object', () => {
    assert.deepEqual(
      refusal(() => new RedisLookupCache({ client, keyPrefix: 42 as never })).issues,
      [['keyPrefix', 'invalid']],
    );
    const missing = refusal(() => new RedisLookupCache(undefined as never));
    assert.deepEqual(missing.issues, [['__all__', 'invalid']]);
    assert.match(missing.message, /Give the options as an object: \{ client \}/);
  });

  it('takes whole milliseconds, a fraction rounded up rather than to 0', async () => {
    const sent: string[][] = [];
    const recording = {
      sendCommand: async (args: string[]) => {
        sent.push(args);
        return 'claimed';
      },
    };
    const store = new RedisDeliveryStore({ client: recording, claimTtlMs: 0.4 });
    await store.claim('delivery', 'owner');
    assert.equal(sent[0]?.[4], '1');
  });
});
