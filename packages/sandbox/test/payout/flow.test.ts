import assert from 'node:assert/strict';
import { verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { missingPayoutKeyPaths, payoutSample } from '../../../../test/fixtures/payout-samples.js';
import { useSandbox } from '../helpers.js';
import { PayoutTestClient } from './helpers.js';

const sandbox = useSandbox();
const client = new PayoutTestClient(sandbox);

/** A tiny webhook receiver on a free port that keeps what it is sent. */
interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    response.writeHead(200).end('ok');
  });
});
let receiverUrl = '';
before(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/payout`;
});
beforeEach(() => {
  received.length = 0;
});
after(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/**
 * The deliveries of `eventType` (its `Event-Type` header) to one webhook, each signature checked
 * with that webhook's key: RSA over SHA-512, and not over SHA-256.
 */
function eventsOf(eventType: string, webhook: Record<string, unknown>): Record<string, unknown>[] {
  const publicKeyPem = String(webhook.public_key);
  const path =
    new URL(String(webhook.callback_url)).pathname + new URL(String(webhook.callback_url)).search;
  return received
    .filter((delivery) => delivery.url === path && delivery.headers['event-type'] === eventType)
    .map((delivery) => {
      const signature = Buffer.from(String(delivery.headers['x-signature']), 'base64');
      assert.ok(verify('sha512', delivery.body, publicKeyPem, signature), 'SHA-512 verifies');
      assert.ok(!verify('sha256', delivery.body, publicKeyPem, signature), 'SHA-256 does not');
      assert.equal(delivery.headers['content-type'], 'application/json');
      return JSON.parse(delivery.body.toString('utf8')) as Record<string, unknown>;
    });
}

/** Fails naming every key path of the sample the answer lacks or types differently. */
function assertShape(sample: string, answer: unknown): void {
  assert.deepEqual(missingPayoutKeyPaths(payoutSample(sample), answer), [], `against ${sample}`);
}

let hooks = 0;

/** A payout webhook to the receiver, at its own address so its deliveries can be told apart. */
async function payoutWebhook(): Promise<Record<string, unknown>> {
  hooks += 1;
  const created = await client.request('POST', '/webhooks', {
    callback_url: `${receiverUrl}?hook=${hooks}`,
    email: 'payouts@shop.example',
    name: 'test',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assertShape('Webhooks--create-webhook', created.body);
  return created.body;
}

describe('the payout flow', () => {
  test('accounts → limit increase → approval → bank account → send instruction → completed, with signed deliveries', async () => {
    const webhook = await payoutWebhook();

    // 1. The account: something to allocate, no send limit yet.
    const accounts = await client.request('GET', '/send/accounts');
    assertShape('Accounts--list-all-accounts', accounts.body);
    const account = await client.account();
    assert.equal(account.current_balance, 0);
    assert.ok((account.convertible_balance_from_statement as number) >= 12);

    // 2. Ask for RM 12, as the sample does: pending, one approval to collect.
    const requested = await client.request('POST', '/send/send_limits', { amount: 12 });
    assert.equal(requested.status, 201, JSON.stringify(requested.body));
    assertShape('Send-Limits--increase-budget-allocation', requested.body);
    assert.equal(requested.body.status, 'pending');
    assert.equal(requested.body.transaction_type, 'in');
    assert.equal(requested.body.amount, 12);
    const resent = await client.request(
      'POST',
      `/send/send_limits/${requested.body.id}/resend_approval_requests`,
    );
    assert.equal(resent.status, 200);
    assertShape('Send-Limits--resend-approval-request', resent.body);

    // 3. The approver's link: approved, the send limit grows by RM 12.
    const approved = await fetch(String(requested.body.approval_url), {
      headers: { Accept: 'application/json' },
    });
    assert.equal(approved.status, 200);
    const limit = await client.request('GET', `/send/send_limits/${requested.body.id}`);
    assertShape('Send-Limits--retrieve-send-limit', limit.body);
    assert.equal(limit.body.status, 'approved');
    assert.equal(limit.body.approvals_received, 1);
    assert.equal((await client.account()).current_balance, 12);

    // 4. The recipient, as the sample registers it.
    const bank = await client.request('POST', '/send/bank_accounts', {
      account_number: '157380111111',
      bank_code: 'MBBEMYKL',
      name: 'Ahmad Pintu',
    });
    assert.equal(bank.status, 200, JSON.stringify(bank.body));
    assertShape('Bank-Accounts--add-bank-account', bank.body);
    assert.equal(bank.body.name, 'AHMAD PINTU');
    assert.equal(bank.body.status, 'verified');
    const bankAgain = await client.request('GET', `/send/bank_accounts/${bank.body.id}`);
    assertShape('Bank-Accounts--retrieve-bank-account', bankAgain.body);

    // 5. RM 1.44 out, as the sample sends it; the limit pays it and the RM 1 fee.
    const sent = await client.request('POST', '/send/send_instructions', {
      amount: 1.44,
      bank_account_id: bank.body.id,
      description: 'test',
      email: 'test@gmail.com',
      reference: 'test222',
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assertShape('Send-Instructions--create-send-instructions', sent.body);
    assert.equal(sent.body.amount, 1.44);
    assert.equal(sent.body.state, 'received');
    assert.equal((await client.account()).current_balance, 9.56);
    const limits = await client.request('GET', '/send/send_limits');
    assertShape('Send-Limits--list-all-send-limit', limits.body);
    const [debit] = (limits.body.results as Record<string, unknown>[]).filter(
      (entry) => entry.send_instruction_id === sent.body.id,
    );
    assert.deepEqual(
      [debit?.transaction_type, debit?.amount, debit?.fee, debit?.net_amount, debit?.status],
      ['out', -1.44, 1, -2.44, 'success'],
    );

    // 6. received → processing → completed, each delivered.
    await client.advance(60_000);
    await client.advance(5 * 60_000);
    const done = await client.request('GET', `/send/send_instructions/${sent.body.id}`);
    assertShape('Send-Instructions--retrieve-send-instructions', done.body);
    assert.equal(done.body.state, 'completed');

    assert.deepEqual(
      eventsOf('budget_allocation_status', webhook).map((body) => [body.id, body.status]),
      [[requested.body.id, 'approved']],
    );
    assert.deepEqual(
      eventsOf('bank_account_status', webhook).map((body) => [body.id, body.status]),
      [[bank.body.id, 'verified']],
    );
    const instructionEvents = eventsOf('send_instruction_status', webhook);
    assert.deepEqual(
      instructionEvents.map((body) => [body.id, body.state]),
      [
        [sent.body.id, 'processing'],
        [sent.body.id, 'completed'],
      ],
    );
    assert.deepEqual(instructionEvents[1], done.body, 'the body is the object as GET answers it');
    assert.equal(instructionEvents[1]?.event_type, undefined, 'the name is only in the header');
  });

  test('an instruction to the rejecting test account is rejected and gives amount and fee back', async () => {
    const webhook = await payoutWebhook();
    await client.allocate(10);
    const bank = await client.bankAccount({ account_number: '0000000000' });
    const before = (await client.account()).current_balance as number;
    const sent = await client.request('POST', '/send/send_instructions', {
      amount: '2.50',
      bank_account_id: String(bank.id),
      description: 'refused',
      email: 'test@gmail.com',
      reference: 'rejected-1',
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assert.equal(sent.body.amount, 2.5, 'a decimal string is taken and answered as a number');
    assert.equal((await client.account()).current_balance, before - 3.5);
    await client.advance(5 * 60_000);
    const rejected = await client.request('GET', `/send/send_instructions/${sent.body.id}`);
    assert.equal(rejected.body.state, 'rejected');
    assert.equal(typeof rejected.body.rejection_reason, 'string');
    assert.equal((await client.account()).current_balance, before);
    const events = eventsOf('send_instruction_status', webhook);
    assert.deepEqual(events.at(-1)?.state, 'rejected');
  });

  test('a pending increase expires at the next 04:00 UTC and can then not be approved', async () => {
    const webhook = await payoutWebhook();
    const requested = await client.request('POST', '/send/send_limits', { amount: 5 });
    const expiresAt = Date.parse(
      String((requested.body.approvals_details as { expires_at: string }[])[0]?.expires_at),
    );
    assert.equal(new Date(expiresAt).getUTCHours(), 4);
    assert.equal(requested.body.from_settlement, new Date(expiresAt).toISOString().slice(0, 10));
    const url = String(requested.body.approval_url);
    await client.advance(expiresAt - Date.now() + 1_000);
    const expired = await client.request('GET', `/send/send_limits/${requested.body.id}`);
    assert.equal(expired.body.status, 'expired');
    assert.equal(expired.body.approval_url, undefined);
    const late = await fetch(url, { headers: { Accept: 'application/json' } });
    assert.equal(late.status, 400);
    const resent = await client.request(
      'POST',
      `/send/send_limits/${requested.body.id}/resend_approval_requests`,
    );
    assert.equal(resent.status, 400);
    assert.deepEqual(
      eventsOf('budget_allocation_status', webhook).map((b) => b.status),
      ['expired'],
    );
  });
});

describe('payout webhooks', () => {
  test('create, list, get, update (PATCH) and delete answer the samples’ shapes', async () => {
    const created = await payoutWebhook();
    assert.equal(typeof created.id, 'number');
    assert.deepEqual(created.event_hooks, [
      'bank_account_status',
      'send_instruction_status',
      'budget_allocation_status',
    ]);
    const listed = await client.request('GET', '/webhooks');
    assertShape('Webhooks--list-webhook', listed.body);
    const got = await client.request('GET', `/webhooks/${created.id}`);
    assertShape('Webhooks--retrieve-webhook', got.body);
    const updated = await client.request('PATCH', `/webhooks/${created.id}`, {
      name: 'new test update',
    });
    assertShape('Webhooks--update-webhook', updated.body);
    assert.equal(updated.body.name, 'new test update');
    assert.equal(updated.body.public_key, created.public_key);
    const deleted = await client.request('DELETE', `/webhooks/${created.id}`);
    assertShape('Webhooks--delete-webhook', deleted.body);
    assert.equal((await client.request('GET', `/webhooks/${created.id}`)).status, 404);
  });

  test('needs the payout authentication and refuses a bad body, naming the field', async () => {
    const unsigned = await client.request('GET', '/webhooks', undefined, { checksum: null });
    assert.equal(unsigned.status, 400);
    const bad = await client.request('POST', '/webhooks', { name: 'x', callback_url: 'nope' });
    assert.equal(bad.status, 400);
    assert.ok('callback_url' in bad.body, JSON.stringify(bad.body));
  });

  test('a webhook hears only its event hooks', async () => {
    const hook = await client.request('POST', '/webhooks', {
      callback_url: `${receiverUrl}?hook=banks-only`,
      name: 'banks only',
      event_hooks: ['bank_account_status'],
    });
    assert.equal(hook.status, 201);
    await client.allocate(3);
    await client.bankAccount();
    await client.advance(0); // Lets the deliveries go out.
    assert.equal(eventsOf('bank_account_status', hook.body).length, 1);
    const mine = received.filter((r) => r.url.endsWith('hook=banks-only'));
    assert.deepEqual(
      mine.map((r) => r.headers['event-type']),
      ['bank_account_status'],
    );
  });
});
