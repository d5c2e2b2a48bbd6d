import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCallbackHandler } from '../../src/callbacks/callback-handler.js';
import { CheckoutValidationError } from '../../src/errors.js';
import { RedisDeliveryStore } from '../../src/redis/index.js';
import { createSignedRequest, generateTestKeyPair } from '../../src/testing.js';
import { useRedis } from './redis-server.js';

const { connect } = useRedis();
const keys = generateTestKeyPair();

let deliveries = 0;
/** A fresh signed delivery of `purchase.paid`, and a way to send it again. */
function delivery() {
  const payload = { id: `p-${++deliveries}`, type: 'purchase', event_type: 'purchase.paid' };
  return () => createSignedRequest('https://shop.example/cb', payload, keys.privateKeyPem);
}

describe('RedisDeliveryStore', () => {
  it('claims a key once, until it is completed or released, across clients', async () => {
    const [a, b] = [await connect(), await connect()];
    const one = new RedisDeliveryStore({ client: a, keyPrefix: 'claims:' });
    const other = new RedisDeliveryStore({ client: b, keyPrefix: 'claims:' });
    assert.equal(await one.claim('k'), 'claimed');
    assert.equal(await other.claim('k'), 'in_progress');
    await one.release('k');
    assert.equal(await other.claim('k'), 'claimed');
    await other.complete('k');
    assert.equal(await one.claim('k'), 'done');
    await one.release('k');
    assert.equal(await other.claim('k'), 'done', 'a handled key stays handled');
    assert.equal((await a.pTTL('claims:k')) > 47 * 60 * 60 * 1000, true);
  });

  it('runs onEvent once when two app instances get the same delivery at once', async () => {
    const ran: string[] = [];
    const instance = async (name: string) =>
      createCallbackHandler({
        publicKey: keys.publicKeyPem,
        deliveryStore: new RedisDeliveryStore({ client: await connect() }),
        onEvent: async () => {
          ran.push(name);
          await sleep(50);
        },
      });
    const [first, second] = [await instance('first'), await instance('second')];
    const send = delivery();
    const answers = await Promise.all([first(send()), second(send())]);
    assert.equal(ran.length, 1, `onEvent ran on ${ran.join(' and ')}`);
    assert.ok(answers.some((answer) => answer.status === 200));
    // Sent again later to either instance: already handled.
    assert.equal((await second(send())).status, 200);
    assert.equal((await first(send())).status, 200);
    assert.equal(ran.length, 1);
  });

  it("lets the gateway's retry run a delivery whose instance stopped mid-event", async () => {
    const ran: string[] = [];
    const claimTtlMs = 300;
    const stopped = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: new RedisDeliveryStore({ client: await connect(), claimTtlMs }),
      // This instance never finishes: it went down while its onEvent ran.
      onEvent: () => {
        ran.push('stopped');
        return new Promise<void>(() => undefined);
      },
    });
    const alive = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: new RedisDeliveryStore({ client: await connect(), claimTtlMs }),
      onEvent: () => {
        ran.push('alive');
      },
    });
    const send = delivery();
    void stopped(send());
    while (ran.length === 0) await sleep(10);
    assert.notEqual((await alive(send())).status, 200, 'refused while the claim holds');
    await sleep(claimTtlMs + 100);
    assert.equal((await alive(send())).status, 200);
    assert.deepEqual(ran, ['stopped', 'alive']);
  });

  it('refuses a client without sendCommand, and nonsense windows', () => {
    const refuses = (field: string) => (error: unknown) =>
      error instanceof CheckoutValidationError && error.issues[0]?.path.join('.') === field;
    assert.throws(() => new RedisDeliveryStore({ client: {} as never }), refuses('client'));
    const client = { sendCommand: async () => null };
    assert.throws(() => new RedisDeliveryStore({ client, ttlMs: 0 }), refuses('ttlMs'));
    assert.throws(() => new RedisDeliveryStore({ client, claimTtlMs: -1 }), refuses('claimTtlMs'));
  });
});
