import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startSandbox } from '@checkout-kit/sandbox';
import { startMerchantServer } from '../server/merchant-server.js';
import type { ApiError, Order, OrderList } from '../shared/api.js';
import { ADMIN_PASSWORD, SITE_URL, collectingLogger, orderRequest, signIn } from './helpers.js';

describe('when the gateway cannot be reached', () => {
  it('an order is answered 502 with its message, nothing is stored, the key is never shown', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'checkout-kit-demo-'));
    const sandbox = await startSandbox();
    const logs: string[] = [];
    const merchant = await startMerchantServer({
      adminPassword: ADMIN_PASSWORD,
      dataDir,
      gateway: {
        mode: 'sandbox',
        baseUrl: sandbox.baseUrl,
        apiKey: sandbox.apiKey,
        brandId: sandbox.brandId,
        bankStatusUrl: sandbox.url,
      },
      siteUrl: () => SITE_URL,
      logger: collectingLogger(logs),
    });
    const cookie = await signIn(merchant.url);
    const call = async <T>(method: string, path: string, body?: unknown) => {
      const response = await fetch(`${merchant.url}${path}`, {
        method,
        headers: {
          Cookie: cookie,
          Origin: merchant.url,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      assert.ok(!text.includes(sandbox.apiKey), 'no answer holds the API key');
      return { status: response.status, body: JSON.parse(text) as T };
    };
    try {
      const created = await call<Order>('POST', '/api/orders', orderRequest());
      assert.equal(created.status, 201);
      // The gateway's deliveries of the new purchase land first: the order as it is then stored.
      await sandbox.advanceTime(0);
      const stored = await call<Order>('GET', `/api/orders/${created.body.id}`);
      await sandbox.close();

      const refused = await call<ApiError>('POST', '/api/orders', orderRequest());
      assert.equal(refused.status, 502);
      assert.equal(refused.body.error.code, 'gateway_error');
      assert.match(
        refused.body.error.message,
        /^Creating the purchase failed: POST \/purchases\/ could not reach/,
      );
      const { body } = await call<OrderList>('GET', '/api/orders');
      assert.deepEqual(
        body.orders.map((order) => order.id),
        [stored.body.id],
      );

      // A read that cannot reach the gateway answers what is stored.
      const read = await call<Order>('GET', `/api/orders/${stored.body.id}`);
      assert.equal(read.status, 200);
      assert.deepEqual(read.body, stored.body);

      const capture = await call<ApiError>('POST', `/api/orders/${stored.body.id}/capture`);
      assert.equal(capture.status, 502);
      assert.match(capture.body.error.message, /^The capture failed: .* could not reach/);
      assert.ok(logs.length > 0);
      assert.ok(logs.every((line) => !line.includes(sandbox.apiKey)));
    } finally {
      await merchant.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
