import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutValidationError } from '../../src/errors.js';
import { createPaymentMethodsHandler } from '../../src/proxy/payment-methods-handler.js';
import { RedisLookupCache } from '../../src/redis/index.js';
import { ask, countingClient, useSandbox } from '../proxy/helpers.js';
import { useRedis } from './redis-server.js';

const sandbox = useSandbox();
const { connect } = useRedis();

describe('RedisLookupCache', () => {
  it('lets a second app instance serve what the first asked the gateway, for the time left', async () => {
    let now = 1_000_000;
    const instance = async () => {
      const counting = countingClient(sandbox());
      const handler = createPaymentMethodsHandler({
        client: counting.client,
        ttlMs: 60_000,
        now: () => now,
        sharedCache: new RedisLookupCache({ client: await connect(), keyPrefix: 'shared:' }),
      });
      return { handler, calls: counting.calls };
    };
    const [first, second] = [await instance(), await instance()];
    const asked = await ask(first.handler, 'amount=1000&country=MY');
    assert.equal(asked.status, 200);
    assert.equal(first.calls(), 1);
    // The first instance's write reaches Redis after its answer: wait for it to be there.
    const redis = await connect();
    while ((await redis.keys('shared:*')).length === 0) await new Promise((r) => setTimeout(r, 5));
    now += 20_000;
    const served = await ask(second.handler, 'amount=1000&country=MY');
    assert.equal(served.status, 200);
    assert.equal(second.calls(), 0, 'the second instance asked the gateway');
    assert.deepEqual(served.body, asked.body);
    const maxAge = Number(/max-age=(\d+)/.exec(served.headers.get('cache-control') ?? '')?.[1]);
    assert.ok(maxAge > 0 && maxAge <= 60, `max-age ${maxAge}`);
    // Another query is not the same answer.
    assert.equal((await ask(second.handler, 'amount=500&country=MY')).status, 200);
    assert.equal(second.calls(), 1);
  });

  it('asks the gateway when Redis fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    const counting = countingClient(sandbox());
    const broken = {
      sendCommand: async (): Promise<unknown> => {
        throw new Error('Redis is down');
      },
    };
    const handler = createPaymentMethodsHandler({
      client: counting.client,
      sharedCache: new RedisLookupCache({ client: broken }),
      onError: (error) => errors.push(error),
    });
    assert.equal((await ask(handler, 'amount=1000')).status, 200);
    assert.equal(counting.calls(), 1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.ok(errors.length >= 1 && errors.every((e) => (e as Error).message === 'Redis is down'));
  });

  it('refuses a client without sendCommand', () => {
    assert.throws(
      () => new RedisLookupCache({ client: {} as never }),
      (error) =>
        error instanceof CheckoutValidationError && error.issues[0]?.path.join('.') === 'client',
    );
  });
});
