import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PayoutWebhook, SendLimit } from '@checkout-kit/protocol';
import type { Sandbox } from '@checkout-kit/sandbox';
import { SendClient } from '../../src/payout/send-client.js';
import { verifySignature } from '../../src/signature/verify-signature.js';
import { assertAttempts, openReceiver, useCallbackSandbox } from './fixtures.js';
import { post } from './helpers.js';

const gateway = useCallbackSandbox();

/** A payout client of the sandbox. */
function payouts(sandbox: Sandbox): SendClient {
  return new SendClient({
    apiKey: sandbox.sendApiKey,
    apiSecret: sandbox.sendApiSecret,
    baseUrl: sandbox.sendBaseUrl,
  });
}

/** A payout webhook delivering to `url`, deleted when the test ends. */
async function openPayoutWebhook(
  t: { after(fn: () => Promise<unknown>): void },
  sandbox: Sandbox,
  url: string,
): Promise<PayoutWebhook> {
  const client = payouts(sandbox);
  const webhook = await client.createWebhook({ callback_url: url, name: 'payout events' });
  t.after(() => client.deleteWebhook(webhook.id));
  return webhook;
}

/** Asks for a send-limit increase and approves it: `budget_allocation_status`. */
async function approveSendLimit(sandbox: Sandbox, ringgit: number): Promise<number> {
  const limit = await payouts(sandbox).increaseSendLimit({ amount: ringgit });
  const url = (limit as SendLimit & { approval_url?: string }).approval_url;
  assert.ok(url, 'the sandbox gives a pending increase its approval link');
  const approved = await fetch(url, { headers: { Accept: 'application/json' } });
  assert.equal(approved.status, 200);
  await sandbox.advanceTime(0);
  return limit.id;
}

describe('createCallbackHandler with payout webhooks (RSA over SHA-512, Event-Type)', () => {
  it('verifies a payout event with the webhook’s key and SHA-512, named by its header', async (t) => {
    const { sandbox, companyKey } = gateway();
    const r = await openReceiver(t);
    const webhook = await openPayoutWebhook(t, sandbox, r.url);
    r.configure({ publicKey: companyKey, webhookPublicKeys: [webhook.public_key] });

    const id = await approveSendLimit(sandbox, 500);
    const delivery = sandbox
      .deliveries({ objectId: String(id) })
      .find((d) => d.eventType === 'budget_allocation_status' && d.state === 'delivered');
    assert.ok(delivery, 'the approval was delivered');
    assert.ok(delivery.signature, 'and signed');
    assert.equal(delivery.algorithm, 'sha512');
    assert.equal(
      verifySignature(delivery.body, delivery.signature, webhook.public_key, 'sha512'),
      true,
    );
    assert.equal(verifySignature(delivery.body, delivery.signature, webhook.public_key), false);

    const event = r.events.find((e) => e.type === 'budget_allocation_status');
    assert.ok(event);
    assert.equal(event.source, 'webhook');
    assert.equal(event.algorithm, 'sha512');
    assert.equal(event.purchase, null);
    assert.equal(event.payment, null);
    assert.equal((event.payload as { id?: unknown }).id, id);
    assert.deepEqual(r.errors, []);
  });

  it('honours a webhook key restricted to one digest', async (t) => {
    const { sandbox } = gateway();
    const r = await openReceiver(t);
    const webhook = await openPayoutWebhook(t, sandbox, r.url);
    r.configure({ webhookPublicKeys: [{ publicKey: webhook.public_key, algorithm: 'sha256' }] });
    const id = await approveSendLimit(sandbox, 100);
    const delivery = sandbox
      .deliveries({ objectId: String(id) })
      .find((d) => d.eventType === 'budget_allocation_status');
    assert.ok(delivery);
    assertAttempts(delivery, [401]);
    r.configure({ webhookPublicKeys: [{ publicKey: webhook.public_key, algorithm: 'sha512' }] });
    const again = await post(r.url, delivery.body, delivery.signature, {
      'Event-Type': 'budget_allocation_status',
    });
    assert.equal(again.status, 200);
    assert.equal(r.events[0]?.type, 'budget_allocation_status');
  });
});
