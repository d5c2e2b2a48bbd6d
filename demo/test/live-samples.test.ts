import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Purchase, SIGNATURE_HEADER } from '@checkout-kit/protocol';
import { type Sandbox, readDataFile, startSandbox } from '@checkout-kit/sandbox';
import { signPayload } from '@checkout-kit/server/testing';
import { collectSamples } from '../../test/fixtures/gateway-samples.js';
import { type OrderRecord, emptyDemoData, serializeDemoData } from '../server/demo-data.js';
import { type MerchantServer, startMerchantServer } from '../server/merchant-server.js';
import type { Order, OrderList } from '../shared/api.js';
import { ADMIN_PASSWORD, SITE_URL, collectingLogger, signIn } from './helpers.js';

/** The brand every sample purchase was made for. */
const SAMPLE_BRAND = 'e0bb63e2-bf75-4606-8379-49d91459aa66';

/**
 * An order of this shop for each purchase of the live samples, as the shop would have stored it
 * when it created the purchase (the samples' purchases were made without a reference).
 */
function sampleOrders(): Record<string, OrderRecord> {
  const orders: Record<string, OrderRecord> = {};
  for (const { body } of collectSamples()) {
    if (body.type !== 'purchase') continue;
    const purchase = body as unknown as Purchase;
    const id = `S-${purchase.reference_generated}`;
    if (Object.hasOwn(orders, id)) continue;
    const { total } = purchase.purchase;
    orders[id] = {
      order: {
        id,
        createdAt: new Date(purchase.created_on * 1000).toISOString(),
        kind: total === 0 ? 'card_verification' : purchase.skip_capture ? 'hold' : 'payment',
        lines: [{ sku: 'sample', name: 'Test', quantity: 1, price: total }],
        total,
        currency: 'MYR',
        email: purchase.client.email,
        language: 'en',
        purchase: {
          id: purchase.id,
          checkoutUrl: purchase.checkout_url,
          directPostUrl: null,
          status: 'created',
          paymentMethod: null,
          capturedAmount: 0,
          refundedAmount: 0,
          isRecurringToken: false,
          recurringToken: null,
          failureCode: null,
          failureMethod: null,
        },
        fulfilledAt: null,
        fulfilmentCount: 0,
        events: [],
      },
      isTest: purchase.is_test,
      seen: { historyLength: 0, updatedOn: 0 },
      savedCard: null,
      reference: purchase.reference ?? '',
    };
  }
  return orders;
}

describe('the live gateway’s own deliveries, at the merchant server', () => {
  let dataDir: string;
  let sandbox: Sandbox;
  let merchant: MerchantServer;
  const logs: string[] = [];

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'checkout-kit-demo-samples-'));
    await writeFile(
      join(dataDir, 'orders.json'),
      serializeDemoData({ ...emptyDemoData(), orders: sampleOrders() }),
    );
    sandbox = await startSandbox({ dataFile: join(dataDir, 'sandbox.db') });
    merchant = await startMerchantServer({
      adminPassword: ADMIN_PASSWORD,
      dataDir,
      gateway: {
        mode: 'sandbox',
        baseUrl: sandbox.baseUrl,
        apiKey: sandbox.apiKey,
        brandId: SAMPLE_BRAND,
        bankStatusUrl: sandbox.url,
      },
      siteUrl: () => SITE_URL,
      logger: collectingLogger(logs),
    });
  });
  after(async () => {
    await merchant?.close();
    await sandbox?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The private key of the webhook the merchant server registered (only the gateway has it). */
  async function webhookPrivateKey(callback: string): Promise<string> {
    for (;;) {
      const state = await readDataFile(join(dataDir, 'sandbox.db'));
      const found = Object.values(state.webhooks).find((w) => w.webhook.callback === callback);
      if (found) return found.privateKeyPem;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function orders(): Promise<Map<string, Order>> {
    const response = await fetch(`${merchant.url}/api/orders`, {
      headers: { Cookie: await signIn(merchant.url) },
    });
    const list = (await response.json()) as OrderList;
    return new Map(list.orders.map((order) => [order.purchase.id, order]));
  }

  it('takes all 17 as webhook deliveries, each with its effect on its order', async () => {
    const url = `${merchant.url}/callbacks/webhook`;
    const key = await webhookPrivateKey(url);
    for (const sample of collectSamples()) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: signPayload(sample.raw, key),
        },
        body: sample.raw,
      });
      assert.equal(response.status, 200, `${sample.file}: ${await response.clone().text()}`);
      assert.deepEqual(await response.json(), { ok: true }, sample.file);
    }

    const byPurchase = await orders();
    const order = (purchaseId: string): Order => {
      const found = [...byPurchase.values()].find((o) => o.purchase.id.startsWith(purchaseId));
      assert.ok(found, purchaseId);
      return found;
    };
    const expected: [string, string, boolean][] = [
      // purchase, status after its samples, fulfilled
      ['bb2529fa', 'paid', true], // 01 paid
      ['41336826', 'error', false], // 02 created, 04 payment failure
      ['194b7203', 'viewed', false], // 03
      ['a1b8daa2', 'pending_execute', false], // 05
      ['4352941c', 'preauthorized', false], // 06
      ['8d065839', 'paid', true], // 07 settled (an FPX purchase stays paid)
      ['b6cd91ee', 'refunded', true], // 08 hold … 10 captured, 11 pending refund, 12 refund
      ['29574aa0', 'preauthorized', false], // 13, 14: the card's token deleted
      ['38928be3', 'released', false], // 15 pending release, 16 released
      ['4bfa3571', 'cancelled', false], // 17
    ];
    for (const [purchaseId, status, fulfilled] of expected) {
      const found = order(purchaseId);
      assert.equal(found.purchase.status, status, purchaseId);
      assert.equal(found.fulfilmentCount, fulfilled ? 1 : 0, purchaseId);
      for (const event of found.events) {
        assert.equal(event.signature, 'verified', `${purchaseId}: ${event.message}`);
        assert.doesNotMatch(event.message, /does not match/i, purchaseId);
      }
    }
    assert.equal(order('b6cd91ee').purchase.refundedAmount, 100);
    assert.equal(order('b6cd91ee').purchase.capturedAmount, 100);
    assert.equal(order('4352941c').purchase.isRecurringToken, true);
    assert.equal(order('29574aa0').purchase.isRecurringToken, false);
    assert.equal(order('41336826').purchase.failureCode, 'general_transaction_error');
    assert.equal(order('bb2529fa').purchase.failureCode, null);
    assert.match(
      order('b6cd91ee').events.at(-1)?.message ?? '',
      /^Refunded RM 1\.00 \(RM 1\.00 in all\)$/,
    );
    assert.equal(order('b6cd91ee').events.at(-1)?.type, 'payment.refunded');
    // Nothing was refused, retried or reported as an error.
    assert.deepEqual(
      logs.filter((line) => /error|fail|names no order|does not match/i.test(line)),
      [],
    );
  });

  it('counts a refund delivered twice once, and a later stale snapshot does not undo it', async () => {
    const url = `${merchant.url}/callbacks/webhook`;
    const key = await webhookPrivateKey(url);
    const refund = collectSamples().find((s) => s.eventType === 'payment.refunded');
    const pending = collectSamples().find((s) => s.eventType === 'purchase.pending_refund');
    assert.ok(refund && pending);
    // Re-signed copies with other bytes: not duplicates by their bytes, only by their meaning.
    for (const sample of [refund, pending]) {
      const body = `${sample.raw}\n`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signPayload(body, key) },
        body,
      });
      assert.equal(response.status, 200, sample.file);
    }
    const order = [...(await orders()).values()].find((o) => o.purchase.id.startsWith('b6cd91ee'));
    assert.equal(order?.purchase.refundedAmount, 100);
    assert.equal(order?.purchase.status, 'refunded');
    assert.equal(order?.fulfilmentCount, 1);
    assert.match(order?.events.at(-2)?.message ?? '', /already recorded/);
  });
});
