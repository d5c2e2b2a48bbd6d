import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Sandbox, startSandbox } from '@checkout-kit/sandbox';
import { CheckoutClient } from '@checkout-kit/server';
import { WEBHOOK_TITLE, ensureWebhook } from '../server/callbacks/webhook-registration.js';
import { collectingLogger } from './helpers.js';

describe('the webhook the demo registers', () => {
  let sandbox: Sandbox;
  let client: CheckoutClient;

  before(async () => {
    sandbox = await startSandbox();
    client = new CheckoutClient({
      apiKey: sandbox.apiKey,
      brandId: sandbox.brandId,
      baseUrl: sandbox.baseUrl,
    });
  });
  after(() => sandbox.close());

  it('is made once per address, and an earlier demo address is removed', async () => {
    const logs: string[] = [];
    const logger = collectingLogger(logs);
    const other = await client.createWebhook({
      title: 'Another integration',
      events: ['purchase.paid'],
      callback: 'http://127.0.0.1:4999/hooks',
    });
    const first = await ensureWebhook(client, 'http://127.0.0.1:4020/callbacks/webhook', logger);
    assert.equal(
      (await ensureWebhook(client, 'http://127.0.0.1:4020/callbacks/webhook', logger)).id,
      first.id,
    );

    const moved = await ensureWebhook(client, 'http://127.0.0.1:4021/callbacks/webhook', logger);

    const { results } = await client.listWebhooks();
    assert.deepEqual(results.map((webhook) => [webhook.title, webhook.callback]).sort(), [
      ['Another integration', other.callback],
      [WEBHOOK_TITLE, moved.callback],
    ]);
    assert.ok(logs.some((line) => line.includes('http://127.0.0.1:4020/callbacks/webhook')));
  });
});
