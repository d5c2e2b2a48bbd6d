import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Sandbox } from '@checkout-kit/sandbox';
import { verifySignature } from '../src/signature/verify-signature.js';
import {
  assertAttempts,
  openReceiver,
  openWebhook,
  useCallbackSandbox,
} from './callback-fixtures.js';
import { post } from './callback-helpers.js';

const gateway = useCallbackSandbox();

/** Asks the payout service for a send-limit increase and approves it: `send_limit.approved`. */
async function approveSendLimit(sandbox: Sandbox, amount: number): Promise<string> {
  const epoch = String(Math.floor((Date.now() - 1) / 1000));
  const { sendApiKey, sendApiSecret } = sandbox;
  const response = await fetch(`${sandbox.sendBaseUrl}/send/send_limits`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${sendApiKey}`,
      epoch,
      checksum: createHmac('sha512', sendApiSecret).update(`${epoch}${sendApiKey}`).digest('hex'),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ amount }),
  });
  assert.equal(response.status, 201);
  const sendLimit = (await response.json()) as { id: string; approval_url: string };
  const approved = await fetch(sendLimit.approval_url, { headers: { Accept: 'application/json' } });
  assert.equal(approved.status, 200);
  await sandbox.advanceTime(0);
  return sendLimit.id;
}

describe('createCallbackHandler with payout webhooks (RSA over SHA-512)', () => {
  it('verifies a payout event with the webhook’s key and SHA-512', async (t) => {
    const { sandbox, companyKey } = gateway();
    const r = await openReceiver(t);
    const webhook = await openWebhook(t, sandbox, r.url);
    r.configure({ publicKey: companyKey, webhookPublicKeys: [webhook.public_key] });

    const id = await approveSendLimit(sandbox, 50_000);
    const [delivery] = sandbox.deliveries({ objectId: id });
    assert.ok(delivery);
    assert.equal(delivery.algorithm, 'sha512');
    assert.equal(delivery.state, 'delivered');
    assert.equal(
      verifySignature(delivery.body, delivery.signature, webhook.public_key, 'sha512'),
      true,
    );
    assert.equal(verifySignature(delivery.body, delivery.signature, webhook.public_key), false);

    assert.equal(r.events.length, 1);
    const [event] = r.events;
    assert.equal(event?.type, 'send_limit.approved');
    assert.equal(event?.source, 'webhook');
    assert.equal(event?.algorithm, 'sha512');
    assert.equal(event?.purchase, null);
    assert.equal((event?.payload as { id?: unknown } | undefined)?.id, id);
  });

  it('honours a webhook key restricted to one digest', async (t) => {
    const { sandbox } = gateway();
    const r = await openReceiver(t);
    const webhook = await openWebhook(t, sandbox, r.url);
    r.configure({ webhookPublicKeys: [{ publicKey: webhook.public_key, algorithm: 'sha256' }] });
    const id = await approveSendLimit(sandbox, 10_000);
    const [delivery] = sandbox.deliveries({ objectId: id });
    assert.ok(delivery);
    assertAttempts(delivery, [401]);
    r.configure({ webhookPublicKeys: [{ publicKey: webhook.public_key, algorithm: 'sha512' }] });
    assert.equal((await post(r.url, delivery.body, delivery.signature)).status, 200);
    assert.equal(r.events[0]?.type, 'send_limit.approved');
  });
});
