import assert from 'node:assert/strict';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { collectSample, collectSamples } from '../../../../test/fixtures/gateway-samples.js';
import { missingKeyPaths, nullablePaths } from '../../../../test/fixtures/key-paths.js';
import { SCENARIO_KEY, SLOW_ACTION_MS } from '../../src/purchases/scenarios.js';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/*
 * The sandbox's deliveries against the live gateway's own (`collect-webhooks/*.json`): after
 * each transition, the delivery the sandbox really posted has every key path of the sample of
 * the same event, with the same JSON type (a `null` in any sample allows `null` there).
 */

const sandbox = useSandbox();
/**
 * Where `null` is allowed: wherever a sample has one, and where the description says "nullable"
 * though every sample happens to have a value (`due`: "int64 Unix timestamp, nullable", the
 * samples' purchases were made with one; `client_id`: "string uuid or null").
 */
const NULLABLE = new Set([
  ...nullablePaths(collectSamples().map((sample) => sample.body)),
  'due',
  'client_id',
]);

async function create(overrides: Record<string, unknown> = {}, slow = false): Promise<Purchase> {
  const { purchase: details = {}, ...rest } = overrides as { purchase?: object };
  const body = purchaseBody(sandbox(), {
    ...rest,
    purchase: {
      products: [{ name: 'Test', price: 100 }],
      currency: 'MYR',
      ...(slow ? { metadata: { [SCENARIO_KEY]: 'slow' } } : {}),
      ...details,
    },
  });
  const response = await api<Purchase>(sandbox(), 'POST', '/purchases/', body);
  assert.equal(response.status, 201, JSON.stringify(response.body));
  return response.body;
}

async function postCard(purchase: Purchase, fields: Record<string, string> = {}): Promise<void> {
  const response = await fetch(purchase.direct_post_url ?? '', {
    method: 'POST',
    body: new URLSearchParams({
      cardholder_name: 'wan',
      card_number: '4444333322221111',
      expires: `12/${String(new Date().getFullYear() + 1).slice(-2)}`,
      cvc: '123',
      ...fields,
    }),
    redirect: 'manual',
  });
  await response.arrayBuffer();
}

const action = (id: string, name: string, body?: unknown) =>
  api(sandbox(), 'POST', `/purchases/${id}/${name}/`, body);

/** The body the sandbox delivered for a purchase's event, parsed. */
async function delivered(purchaseId: string, eventType: string): Promise<unknown> {
  await sandbox().advanceTime(0);
  const delivery = sandbox()
    .deliveries({ objectId: purchaseId })
    .find((d) => d.eventType === eventType && d.kind === 'webhook');
  assert.ok(delivery, `the sandbox delivered ${eventType}`);
  return JSON.parse(delivery.body);
}

/** Asserts the sandbox's delivery of an event has the live sample's shape. */
async function assertLiveShape(purchaseId: string, eventType: string): Promise<void> {
  const body = await delivered(purchaseId, eventType);
  const missing = missingKeyPaths(collectSample(eventType).body, body, NULLABLE).filter(
    // The FPX acquirer's own messages (sample 07), which the sandbox has no acquirer to make.
    (problem) =>
      !/^transaction_data\.(attempts\[\]\.)?extra\.(webhook_payload|user_web_browser_data)\b/.test(
        problem,
      ),
  );
  assert.deepEqual(missing, [], eventType);
  assert.equal((body as { event_type?: string }).event_type, eventType);
}

describe('the sandbox delivers the live shape of every event of the samples', () => {
  // In the describe: its hooks run after the file's, once the sandbox is up.
  /** A receiver that answers 200 to everything: the webhook the sandbox delivers to. */
  let receiver: Server;
  before(async () => {
    receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.end('{"ok":true}'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const created = await api(sandbox(), 'POST', '/webhooks/', {
      title: 'every event',
      all_events: true,
      callback: url,
    });
    assert.equal(created.status, 201);
  });
  after(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('created, viewed, paid and settled (FPX, as samples 02, 03, 01 and 07)', async () => {
    const purchase = await create();
    await assertLiveShape(purchase.id, 'purchase.created');
    await (await fetch(purchase.checkout_url)).arrayBuffer();
    await assertLiveShape(purchase.id, 'purchase.viewed');
    const paid = await fetch(new URL(`/p/${purchase.id}/method/fpx/`, sandbox().url), {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve', fpx_bank_code: 'MB2U0227' }),
      redirect: 'manual',
    });
    await paid.arrayBuffer();
    await assertLiveShape(purchase.id, 'purchase.paid');
    await fetch(`${sandbox().url}/__sandbox/purchases/${purchase.id}/settle`, { method: 'POST' });
    await assertLiveShape(purchase.id, 'purchase.settled');
  });

  it('payment_failure (sample 04)', async () => {
    const purchase = await create();
    await postCard(purchase, { cvc: '999' });
    await assertLiveShape(purchase.id, 'purchase.payment_failure');
  });

  it('pending_execute, hold, pending_capture, captured, pending_refund, refunded (05, 08–12)', async () => {
    const purchase = await create({ skip_capture: true }, true);
    await postCard(purchase);
    await assertLiveShape(purchase.id, 'purchase.pending_execute');
    await sandbox().advanceTime(SLOW_ACTION_MS);
    await assertLiveShape(purchase.id, 'purchase.hold');
    assert.equal((await action(purchase.id, 'capture')).status, 200);
    await assertLiveShape(purchase.id, 'purchase.pending_capture');
    await sandbox().advanceTime(SLOW_ACTION_MS);
    await assertLiveShape(purchase.id, 'purchase.captured');
    assert.equal((await action(purchase.id, 'refund')).status, 200);
    await assertLiveShape(purchase.id, 'purchase.pending_refund');
    await sandbox().advanceTime(SLOW_ACTION_MS);
    await assertLiveShape(purchase.id, 'payment.refunded');
    const refund = (await delivered(purchase.id, 'payment.refunded')) as Record<string, unknown>;
    assert.equal(refund.type, 'payment');
    assert.deepEqual(refund.related_to, {
      id: purchase.id,
      type: 'purchase',
      reference: purchase.reference_generated,
    });
  });

  it('pending_release and released (15, 16)', async () => {
    const purchase = await create({ skip_capture: true }, true);
    await postCard(purchase);
    await sandbox().advanceTime(SLOW_ACTION_MS);
    assert.equal((await action(purchase.id, 'release')).status, 200);
    await assertLiveShape(purchase.id, 'purchase.pending_release');
    await sandbox().advanceTime(SLOW_ACTION_MS);
    await assertLiveShape(purchase.id, 'purchase.released');
  });

  it('preauthorized, then the token deleted slowly (06, 13, 14)', async () => {
    const purchase = await create(
      {
        skip_capture: true,
        payment_method_whitelist: ['visa', 'mastercard'],
        purchase: { products: [{ name: 'Check', price: 0 }] },
      },
      true,
    );
    await postCard(purchase, { remember_card: 'on' });
    await sandbox().advanceTime(SLOW_ACTION_MS);
    await assertLiveShape(purchase.id, 'purchase.preauthorized');
    assert.equal((await action(purchase.id, 'delete_recurring_token')).status, 200);
    await assertLiveShape(purchase.id, 'purchase.pending_recurring_token_delete');
    await sandbox().advanceTime(SLOW_ACTION_MS);
    await assertLiveShape(purchase.id, 'purchase.recurring_token_deleted');
  });

  it('cancelled (17)', async () => {
    const purchase = await create();
    assert.equal((await action(purchase.id, 'cancel')).status, 200);
    await assertLiveShape(purchase.id, 'purchase.cancelled');
  });

  it('covers every event of the samples', () => {
    const emitted = new Set(
      sandbox()
        .deliveries()
        .map((d) => d.eventType),
    );
    for (const sample of collectSamples()) assert.ok(emitted.has(sample.eventType), sample.file);
  });
});
