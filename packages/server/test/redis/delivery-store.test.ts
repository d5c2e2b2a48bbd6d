import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCallbackHandler } from '../../src/callbacks/callback-handler.js';
import { CheckoutValidationError } from '../../src/errors.js';
import { RedisDeliveryStore } from '../../src/redis/index.js';
import { createSignedRequest, generateTestKeyPair } from '../../src/testing.js';
import { useRedis } from './redis-server.js';
import { deliveryStoreContract } from '../../../../test/fixtures/delivery-store-contract.js';

const { connect } = useRedis();
const keys = generateTestKeyPair();

let deliveries = 0;
/** A fresh signed delivery of `purchase.paid`, and a way to send it again. */
function delivery() {
  const payload = { id: `p-${++deliveries}`, type: 'purchase', event_type: 'purchase.paid' };
  return () => createSignedRequest('https://shop.example/cb', payload, keys.privateKeyPem);
}

describe('RedisDeliveryStore', () => {
  deliveryStoreContract(() => ({
    // Each store on a client of its own, as app instances are: they share Redis's keys.
    make: async (claimTtlMs) =>
      new RedisDeliveryStore({ client: await connect(), keyPrefix: 'contract:', claimTtlMs }),
    pass: (ms) => sleep(ms),
  }));

  it('claims a key once, until it is completed or released, across clients', async () => {
    const [a, b] = [await connect(), await connect()];
    const one = new RedisDeliveryStore({ client: a, keyPrefix: 'claims:' });
    const other = new RedisDeliveryStore({ client: b, keyPrefix: 'claims:' });
    assert.equal(await one.claim('k', 'owner-1'), 'claimed');
    assert.equal(await other.claim('k', 'owner-2'), 'in_progress');
    await one.release('k', 'owner-1');
    assert.equal(await other.claim('k', 'owner-3'), 'claimed');
    await other.complete('k', 'owner-3');
    assert.equal(await one.claim('k', 'owner-4'), 'done');
    await one.release('k', 'owner-3');
    assert.equal(await other.claim('k', 'owner-5'), 'done', 'a handled key stays handled');
    // Remembered for the 48 hours past the gateway's last retry (its 8 attempts span 36 hours).
    const ttl = await a.pTTL('claims:k');
    assert.ok(ttl > 48 * 60 * 60 * 1000 - 60_000 && ttl <= 48 * 60 * 60 * 1000, String(ttl));
  });

  it("keeps a newer owner's claim from an owner whose claim lapsed", async () => {
    const claimTtlMs = 200;
    const [a, b] = [await connect(), await connect()];
    const lapsed = new RedisDeliveryStore({ client: a, keyPrefix: 'owners:', claimTtlMs });
    const newer = new RedisDeliveryStore({ client: b, keyPrefix: 'owners:', claimTtlMs: 60_000 });
    assert.equal(await lapsed.claim('k', 'first'), 'claimed');
    await sleep(claimTtlMs + 100);
    assert.equal(await newer.claim('k', 'second'), 'claimed', 'the first claim lapsed');
    // The first owner comes back: neither its release nor its completion touches the claim.
    await lapsed.release('k', 'first');
    assert.equal(await newer.claim('k', 'third'), 'in_progress', 'a lapsed owner released it');
    await lapsed.complete('k', 'first');
    assert.equal(await b.get('owners:k'), 'in_progress:second', 'a lapsed owner completed it');
    // The owner itself can: a failed event is released, a handled one completed.
    await newer.release('k', 'second');
    assert.equal(await newer.claim('k', 'fourth'), 'claimed');
    await newer.complete('k', 'fourth');
    assert.equal(await lapsed.claim('k', 'fifth'), 'done');
    // A lapsed claim nobody took since is still completed by its owner: the event was handled.
    assert.equal(await lapsed.claim('j', 'sixth'), 'claimed');
    await sleep(claimTtlMs + 100);
    await lapsed.complete('j', 'sixth');
    assert.equal(await newer.claim('j', 'seventh'), 'done');
  });

  it("does not let a lapsed instance's failed event free the claim of the instance running it now", async () => {
    const claimTtlMs = 200;
    const ran: string[] = [];
    let failSlowly: (error: Error) => void = () => undefined;
    const slow = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: new RedisDeliveryStore({ client: await connect(), claimTtlMs }),
      onEvent: () => {
        ran.push('slow');
        return new Promise<void>((_resolve, reject) => (failSlowly = reject));
      },
    });
    let finishRunning: () => void = () => undefined;
    const running = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: new RedisDeliveryStore({ client: await connect(), claimTtlMs: 60_000 }),
      onEvent: () => {
        ran.push('running');
        return new Promise<void>((resolve) => (finishRunning = resolve));
      },
    });
    const third = createCallbackHandler({
      publicKey: keys.publicKeyPem,
      deliveryStore: new RedisDeliveryStore({ client: await connect() }),
      onEvent: () => {
        ran.push('third');
      },
    });
    const send = delivery();
    const slowAnswer = slow(send());
    while (ran.length < 1) await sleep(5);
    await sleep(claimTtlMs + 100);
    const runningAnswer = running(send());
    while (ran.length < 2) await sleep(5);
    failSlowly(new Error('the slow instance gave up'));
    assert.equal((await slowAnswer).status, 500);
    assert.equal((await third(send())).status, 409, 'the running claim was freed');
    finishRunning();
    assert.equal((await runningAnswer).status, 200);
    assert.equal((await third(send())).status, 200);
    assert.deepEqual(ran, ['slow', 'running']);
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
    // Long enough that a busy machine still sends the second delivery inside the claim.
    const claimTtlMs = 2000;
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
