import assert from 'node:assert/strict';
import { verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { api, useSandbox } from './helpers.js';
import { PayoutTestClient } from './payout-helpers.js';

const sandbox = useSandbox();
const client = new PayoutTestClient(sandbox);

/** A tiny webhook receiver on a free port that keeps what it is sent. */
interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(200).end('ok');
  });
});
let receiverUrl = '';
before(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/payout`;
});
after(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The deliveries the receiver got of `eventType`, signature checked with the webhook key. */
function eventsOf(eventType: string, publicKeyPem: string): Record<string, unknown>[] {
  return received
    .filter((delivery) => JSON.parse(delivery.body.toString('utf8')).event_type === eventType)
    .map((delivery) => {
      const signature = String(delivery.headers['x-signature']);
      assert.ok(
        verify('sha512', delivery.body, publicKeyPem, Buffer.from(signature, 'base64')),
        'the payout webhook signature verifies with RSA over SHA-512',
      );
      assert.ok(
        !verify('sha256', delivery.body, publicKeyPem, Buffer.from(signature, 'base64')),
        'and not over SHA-256',
      );
      return JSON.parse(delivery.body.toString('utf8')) as Record<string, unknown>;
    });
}

describe('the payout flow', () => {
  test('accounts → limit increase → approval → bank account → send instruction → completed, with signed webhooks', async () => {
    const webhook = await api(sandbox(), 'POST', '/webhooks/', {
      title: 'Payouts',
      events: ['send_limit.approved', 'send_instruction.completed'],
      callback: receiverUrl,
    });
    assert.equal(webhook.status, 201, JSON.stringify(webhook.body));
    const publicKey = String(webhook.body.public_key);

    // 1. The convertible balance, and no send limit yet.
    const before = await client.account();
    assert.equal(before.currency, 'MYR');
    assert.equal(typeof before.convertible_balance, 'number');
    assert.ok((before.convertible_balance as number) >= 500_00);
    assert.equal(before.send_limit, 0);
    assert.equal(before.send_limit_remaining, 0);
    const again = await client.account();
    assert.equal(again.id, before.id, 'the seeded account is kept');

    // 2. Ask for RM 500.00 more: pending until approved.
    const requested = await client.request('POST', '/send/send_limits', {
      amount: 500_00,
      currency: 'MYR',
    });
    assert.equal(requested.status, 201, JSON.stringify(requested.body));
    assert.equal(requested.body.status, 'pending_approval');
    assert.equal(requested.body.amount, 500_00);
    assert.equal(requested.body.account_id, before.id);
    const approvalUrl = String(requested.body.approval_url);
    assert.ok(
      approvalUrl.startsWith(
        `${sandbox().sendBaseUrl}/send/send_limits/${requested.body.id}/approve?token=`,
      ),
    );
    assert.match(new URL(approvalUrl).searchParams.get('token') ?? '', /^[A-Za-z0-9_-]{40,}$/);
    const pending = await client.account();
    assert.equal(pending.send_limit, 0, 'nothing to send before the approval');
    assert.equal(pending.pending_send_limit, 500_00);

    // The approver's click: no HMAC headers, an HTML confirmation.
    const approval = await fetch(approvalUrl);
    assert.equal(approval.status, 200);
    assert.match(approval.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await approval.text(), /approved/i);
    const second = await fetch(approvalUrl, { headers: { Accept: 'application/json' } });
    assert.equal(second.status, 200);
    assert.equal(((await second.json()) as Record<string, unknown>).status, 'approved');

    const limit = await client.request('GET', `/send/send_limits/${requested.body.id}`);
    assert.equal(limit.body.status, 'approved');
    assert.equal(typeof limit.body.approved_on, 'number');
    const listed = await client.request<{ results: { id: string }[] }>('GET', '/send/send_limits');
    assert.deepEqual(
      listed.body.results.map((item) => item.id),
      [requested.body.id],
    );

    // 3. The balance shows the increase.
    const allocated = await client.account();
    assert.equal(allocated.send_limit, 500_00);
    assert.equal(allocated.send_limit_remaining, 500_00);
    assert.equal(allocated.pending_send_limit, 0);
    assert.equal(allocated.convertible_balance, (before.convertible_balance as number) - 500_00);

    // 4. A recipient.
    const bankAccount = await client.request('POST', '/send/bank_accounts', {
      account_number: '5861122242',
      bank_code: 'OCBCMYKL',
      name: 'Vendor Sdn Bhd',
      reference: 'vendor-42',
    });
    assert.equal(bankAccount.status, 200, JSON.stringify(bankAccount.body));
    assert.equal(bankAccount.body.status, 'verified');
    assert.equal(bankAccount.body.bank_code, 'OCBCMYKL');
    const readBank = await client.request('GET', `/send/bank_accounts/${bankAccount.body.id}`);
    assert.deepEqual(readBank.body, bankAccount.body);
    const banks = await client.request<{ results: unknown[] }>('GET', '/send/bank_accounts');
    assert.deepEqual(banks.body.results, [bankAccount.body]);

    // 5. Send RM 120.50.
    const sent = await client.request('POST', '/send/send_instructions', {
      bank_account_id: bankAccount.body.id,
      amount: 120_50,
      email: 'vendor@example.com',
      description: 'Supplies for March',
      reference: 'invoice-123',
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assert.equal(sent.body.status, 'received');
    assert.equal(sent.body.amount, 120_50);
    assert.equal(sent.body.currency, 'MYR');
    const id = String(sent.body.id);
    const spent = await client.account();
    assert.equal(spent.send_limit_used, 120_50);
    assert.equal(spent.send_limit_remaining, 500_00 - 120_50);

    // The sandbox clock walks it on.
    await client.advance(60_000);
    assert.equal(
      (await client.request('GET', `/send/send_instructions/${id}`)).body.status,
      'processing',
    );
    await client.advance(4 * 60_000);
    const done = await client.request('GET', `/send/send_instructions/${id}`);
    assert.equal(done.body.status, 'completed');
    assert.deepEqual(
      (done.body.status_history as { status: string }[]).map((entry) => entry.status),
      ['received', 'processing', 'completed'],
    );
    const instructions = await client.request<{ results: { id: string }[] }>(
      'GET',
      '/send/send_instructions',
    );
    assert.deepEqual(
      instructions.body.results.map((item) => item.id),
      [id],
    );

    // The webhook got both events, signed with RSA over SHA-512 by its own key.
    const [approvedEvent, ...moreApproved] = eventsOf('send_limit.approved', publicKey);
    assert.equal(moreApproved.length, 0, 'approving twice emits once');
    assert.equal(approvedEvent?.id, requested.body.id);
    assert.equal(approvedEvent?.status, 'approved');
    const [completedEvent] = eventsOf('send_instruction.completed', publicKey);
    assert.equal(completedEvent?.id, id);
    assert.equal(completedEvent?.status, 'completed');
    assert.equal(completedEvent?.amount, 120_50);
    assert.equal(completedEvent?.reference, 'invoice-123');
    const log = sandbox().deliveries({ objectId: id });
    assert.equal(log.length, 1);
    assert.equal(log[0]?.algorithm, 'sha512');
    assert.equal(log[0]?.state, 'delivered');
  });

  test('an instruction to the rejecting test account is rejected and gives its amount back', async () => {
    await client.allocate(10_00);
    const start = await client.account();
    const bankAccount = await client.bankAccount({
      account_number: '0000000000',
      reference: 'rejecting',
    });
    const sent = await client.request('POST', '/send/send_instructions', {
      bank_account_id: bankAccount.id,
      amount: 10_00,
      email: 'vendor@example.com',
      description: 'Will bounce',
      reference: 'bounce-1',
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assert.equal(
      (await client.account()).send_limit_remaining,
      (start.send_limit_remaining as number) - 10_00,
    );
    await client.advance(5 * 60_000);
    const read = await client.request('GET', `/send/send_instructions/${sent.body.id}`);
    assert.equal(read.body.status, 'rejected');
    assert.equal((await client.account()).send_limit_remaining, start.send_limit_remaining);
  });
});
