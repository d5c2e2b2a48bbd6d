import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { type Sandbox, startSandbox } from '../src/index.js';
import { api, purchaseBody } from './helpers.js';

/*
 * What the live gateway does that a merchant's code must survive, on demand: an account
 * without Direct Post, and deliveries repeated after a 2xx answer.
 */

/** A receiver that answers 200 and keeps the bodies it got, in order. */
async function openReceiver(): Promise<{ url: string; bodies: string[]; server: Server }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      bodies.push(body);
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, bodies, server };
}

async function createPurchase(sandbox: Sandbox, callback?: string): Promise<Purchase> {
  const response = await api<Purchase>(
    sandbox,
    'POST',
    '/purchases/',
    purchaseBody(sandbox, callback ? { success_callback: callback } : {}),
  );
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body;
}

describe('an account without Direct Post (directPost: false)', () => {
  let sandbox: Sandbox;
  before(async () => (sandbox = await startSandbox({ directPost: false })));
  after(() => sandbox.close());

  it('gives every purchase direct_post_url null, redirects or not', async () => {
    const purchase = await createPurchase(sandbox);
    assert.ok(purchase.success_redirect && purchase.failure_redirect);
    assert.equal(purchase.direct_post_url, null);
    assert.ok(purchase.checkout_url, 'the payment page is still there');
  });

  it('refuses a bad value at start', async () => {
    await assert.rejects(
      startSandbox({ directPost: 'no' as never }),
      /directPost must be true or false/,
    );
  });
});

describe('deliveries repeated after a 2xx answer', () => {
  let receiver: Awaited<ReturnType<typeof openReceiver>>;
  before(async () => (receiver = await openReceiver()));
  after(() => new Promise<void>((resolve) => receiver.server.close(() => resolve())));

  it('repeatDeliveries: 1 delivers every delivery twice, the same bytes and signature', async () => {
    const sandbox = await startSandbox({ repeatDeliveries: 1 });
    try {
      await api(sandbox, 'POST', '/webhooks/', {
        title: 'all',
        all_events: true,
        callback: receiver.url,
      });
      const purchase = await createPurchase(sandbox);
      await sandbox.advanceTime(0);
      await sandbox.advanceTime(0);
      const log = sandbox.deliveries({ objectId: purchase.id });
      assert.equal(log.length, 2);
      const [first, repeat] = log;
      assert.equal(first?.state, 'delivered');
      assert.equal(repeat?.state, 'delivered');
      assert.equal(repeat?.repeatOf, first?.id);
      assert.equal(repeat?.body, first?.body);
      assert.equal(repeat?.signature, first?.signature);
      const created = receiver.bodies.filter((body) => body.includes(purchase.id));
      assert.equal(created.length, 2, 'the receiver got the same delivery twice');
      assert.equal(created[0], created[1]);
    } finally {
      await sandbox.close();
    }
  });

  it('repeats one delivery on demand, by API or over HTTP; an unknown one is 404', async () => {
    const sandbox = await startSandbox();
    try {
      const purchase = await createPurchase(sandbox, receiver.url);
      await api(sandbox, 'POST', '/webhooks/', {
        title: 'all',
        all_events: true,
        callback: receiver.url,
      });
      await api(sandbox, 'POST', `/purchases/${purchase.id}/cancel/`);
      await sandbox.advanceTime(0);
      const [cancelled] = sandbox.deliveries({ objectId: purchase.id });
      assert.equal(cancelled?.eventType, 'purchase.cancelled');
      assert.equal(cancelled?.state, 'delivered');

      const repeat = sandbox.repeatDelivery(cancelled.id);
      assert.equal(repeat.repeatOf, cancelled.id);
      const overHttp = await fetch(`${sandbox.url}/__sandbox/deliveries/${cancelled.id}/repeat`, {
        method: 'POST',
      });
      assert.equal(overHttp.status, 201);
      await sandbox.advanceTime(0);
      const got = receiver.bodies.filter((body) => body === cancelled.body);
      assert.equal(got.length, 3, 'the first delivery and its two repeats');

      const unknown = await fetch(`${sandbox.url}/__sandbox/deliveries/constructor/repeat`, {
        method: 'POST',
      });
      assert.equal(unknown.status, 404);
      assert.throws(() => sandbox.repeatDelivery('constructor'), /no delivery constructor/);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses a share outside 0 to 1', async () => {
    for (const share of [-0.1, 1.5, Number.NaN]) {
      await assert.rejects(startSandbox({ repeatDeliveries: share }), /repeatDeliveries/);
    }
  });
});

describe('the checkout-sandbox command', () => {
  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  const run = (args: string[]) =>
    spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@checkout-kit/source', cli, ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );

  it('starts an account without Direct Post with --without-direct-post', async () => {
    const child = run(['--port', '0', '--without-direct-post', '--repeat-deliveries', '0.5']);
    try {
      let output = '';
      for await (const chunk of child.stdout) {
        output += String(chunk);
        if (output.includes('CHECKOUT_SEND_API_SECRET=')) break;
      }
      const fact = (name: string) => new RegExp(`${name}=(\\S+)`).exec(output)?.[1] ?? '';
      const response = await fetch(`${fact('CHECKOUT_BASE_URL')}purchases/`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${fact('CHECKOUT_API_KEY')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          brand_id: fact('CHECKOUT_BRAND_ID'),
          client: { email: 'payer@example.com' },
          purchase: { products: [{ name: 'Kopi', price: 500 }] },
          success_redirect: 'https://shop.example/ok',
          failure_redirect: 'https://shop.example/failed',
        }),
      });
      assert.equal(response.status, 201);
      assert.equal(((await response.json()) as Purchase).direct_post_url, null);
    } finally {
      child.kill();
    }
  });

  it('refuses a share outside 0 to 1, naming the option', async () => {
    const child = run(['--repeat-deliveries', '2']);
    let errors = '';
    for await (const chunk of child.stderr) errors += String(chunk);
    const code = await new Promise((resolve) => child.on('close', resolve));
    assert.equal(code, 2);
    assert.match(errors, /--repeat-deliveries must be a share from 0 to 1/);
  });
});
