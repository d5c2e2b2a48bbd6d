import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type DemoOptions, DemoConfigError, PortInUseError, startDemo } from '../launch.js';
import {
  type ApiError,
  type CreatedOrder,
  ORDER_KEY_HEADER,
  type Order,
  type Product,
} from '../shared/api.js';
import { readDataFile, startSandbox } from '@checkout-kit/sandbox';
import { orderRequest, payByDirectPost } from './helpers.js';

/** A purchase's fields beside its brand. */
const purchaseBodyFields = {
  client: { email: 'payer@example.com' },
  purchase: { products: [{ name: 'Kopi', price: 800 }], currency: 'MYR' },
};

/** Holds a port, as another program would. */
async function occupyPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return { port: address.port, server };
}

/** Whether something listens on the port. */
async function isListening(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('startDemo', () => {
  let dataDir = '';
  const options = (extra: DemoOptions = {}): DemoOptions => ({
    sandboxPort: 0,
    merchantPort: 0,
    sitePort: 0,
    dataDir,
    env: {},
    quiet: true,
    ...extra,
  });
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'checkout-kit-demo-'));
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the sandbox, the merchant server and the site, with /api proxied, and stops them', async () => {
    const demo = await startDemo(options());
    const ports = [demo.siteUrl, demo.merchantUrl, demo.sandbox?.url ?? ''].map((url) =>
      Number(new URL(url).port),
    );
    try {
      assert.equal(demo.mode, 'sandbox');
      assert.ok(demo.sandbox);
      const products = await fetch(`${demo.siteUrl}/api/products`);
      assert.equal(products.status, 200);
      assert.equal(((await products.json()) as Product[]).length, 6);

      // An order made through the site's origin, as the page makes it.
      const created = await fetch(`${demo.siteUrl}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: demo.siteUrl },
        body: JSON.stringify(orderRequest()),
      });
      assert.equal(created.status, 201);
      const order = (await created.json()) as CreatedOrder;
      assert.equal(order.purchase.status, 'created');

      await demo.stopMerchant();
      const down = await fetch(`${demo.siteUrl}/api/products`);
      assert.equal(down.status, 502);
      assert.equal(((await down.json()) as ApiError).error.code, 'merchant_unavailable');
      await demo.startMerchant();
      // The site's proxy passes the payer's key on; without it, the order is not there.
      const back = await fetch(`${demo.siteUrl}/api/orders/${order.id}`, {
        headers: { [ORDER_KEY_HEADER]: order.key },
      });
      assert.equal(back.status, 200);
      assert.equal((await fetch(`${demo.siteUrl}/api/orders/${order.id}`)).status, 404);
    } finally {
      await demo.close();
    }
    for (const port of ports)
      assert.equal(await isListening(port), false, `port ${port} is closed`);
  });

  it("keeps an earlier demo's sandbox.json: its purchases are there after the upgrade", async () => {
    const earlierDir = await mkdtemp(join(tmpdir(), 'checkout-kit-demo-earlier-'));
    try {
      // The state an earlier demo left, as one JSON document.
      const made = await startSandbox({ dataFile: join(earlierDir, 'made.db') });
      const body = { brand_id: made.brandId, ...purchaseBodyFields };
      const created = await fetch(`${made.baseUrl}/purchases/`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${made.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const { id } = (await created.json()) as { id: string };
      await made.close();
      const json = JSON.stringify(await readDataFile(join(earlierDir, 'made.db')));
      await writeFile(join(earlierDir, 'sandbox.json'), json);

      const demo = await startDemo(options({ dataDir: earlierDir }));
      try {
        assert.equal(demo.sandbox?.apiKey, made.apiKey, 'the same sandbox account');
        const read = await fetch(`${demo.sandbox?.baseUrl}/purchases/${id}/`, {
          headers: { Authorization: `Bearer ${made.apiKey}` },
        });
        assert.equal(read.status, 200);
      } finally {
        await demo.close();
      }
      assert.equal(await readFile(join(earlierDir, 'sandbox.db.json-backup'), 'utf8'), json);
    } finally {
      await rm(earlierDir, { recursive: true, force: true });
    }
  });

  it('says which port is taken, and leaves nothing running', async () => {
    const taken = await occupyPort();
    const sandboxPort = await occupyPort();
    sandboxPort.server.close();
    try {
      await assert.rejects(
        startDemo(options({ sandboxPort: sandboxPort.port, merchantPort: taken.port })),
        (error: unknown) => {
          assert.ok(error instanceof PortInUseError);
          assert.equal(
            error.message,
            `Port ${taken.port} (merchant server) is already in use: choose another with --merchant-port or DEMO_MERCHANT_PORT.`,
          );
          return true;
        },
      );
      assert.equal(await isListening(sandboxPort.port), false, 'the sandbox was stopped again');

      await assert.rejects(startDemo(options({ sitePort: taken.port })), {
        name: 'PortInUseError',
        message: `Port ${taken.port} (site) is already in use: choose another with --port or DEMO_PORT.`,
      });
      await assert.rejects(startDemo(options({ sandboxPort: taken.port })), {
        message: `Port ${taken.port} (sandbox) is already in use: choose another with --sandbox-port or DEMO_SANDBOX_PORT.`,
      });
    } finally {
      taken.server.close();
    }
  });

  it('needs all three CHECKOUT_ variables or none', async () => {
    await assert.rejects(
      startDemo(options({ env: { CHECKOUT_API_KEY: 'secret', CHECKOUT_BASE_URL: '' } })),
      (error: unknown) => {
        assert.ok(error instanceof DemoConfigError);
        assert.equal(
          error.message,
          'CHECKOUT_BASE_URL and CHECKOUT_BRAND_ID are not set: the real gateway needs all three of CHECKOUT_BASE_URL, CHECKOUT_API_KEY and CHECKOUT_BRAND_ID. Unset them all to use the sandbox.',
        );
        return true;
      },
    );
  });

  it('uses the real gateway named by CHECKOUT_ variables, with no sandbox', async () => {
    // A sandbox of its own stands in for the real gateway: the demo must not start one.
    const sandbox = await startSandbox();
    try {
      const demo = await startDemo(
        options({
          dataDir: join(dataDir, 'real'),
          env: {
            CHECKOUT_BASE_URL: sandbox.baseUrl,
            CHECKOUT_API_KEY: sandbox.apiKey,
            CHECKOUT_BRAND_ID: sandbox.brandId,
          },
        }),
      );
      try {
        assert.equal(demo.mode, 'gateway');
        assert.equal(demo.sandbox, null);
        assert.equal(demo.callbackBaseUrl, null);
        const config = await (await fetch(`${demo.siteUrl}/api/config`)).json();
        assert.deepEqual(config, {
          mode: 'gateway',
          gatewayOrigin: sandbox.url,
          currency: 'MYR',
          testMode: false,
          callbacksReachable: false,
        });
        const created = await fetch(`${demo.siteUrl}/api/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(orderRequest()),
        });
        const order = (await created.json()) as CreatedOrder;
        assert.equal(created.status, 201);
        const purchase = await fetch(`${sandbox.baseUrl}/purchases/${order.purchase.id}/`, {
          headers: { Authorization: `Bearer ${sandbox.apiKey}` },
        });
        const { success_callback } = (await purchase.json()) as { success_callback?: string };
        assert.ok(!success_callback, 'no success callback: the gateway could not reach it');

        // Without callbacks, the site's reads of the order find it paid, and fulfil it once.
        await payByDirectPost(order, { siteUrl: demo.siteUrl });
        const read = async () =>
          (await (
            await fetch(`${demo.siteUrl}/api/orders/${order.id}`, {
              headers: { [ORDER_KEY_HEADER]: order.key },
            })
          ).json()) as Order;
        const paid = await read();
        assert.equal(paid.purchase.status, 'paid');
        assert.equal(paid.fulfilmentCount, 1);
        assert.match(
          paid.events.at(-1)?.message ?? '',
          /^Read from the gateway: paid\. Fulfilled: 3 items$/,
        );
        assert.deepEqual(await read(), paid);
      } finally {
        await demo.close();
      }
    } finally {
      await sandbox.close();
    }
  });
});
