import assert from 'node:assert/strict';
import { verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Payment, Purchase } from '@checkout-kit/protocol';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/** A merchant's callback receiver on a free port. */
const received: { body: string; signature: string }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      body: Buffer.concat(chunks).toString('utf8'),
      signature: String(request.headers['x-signature']),
    });
    response.end('ok');
  });
});
let callbackUrl = '';
before(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callback`;
});
after(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

function nextYear(): string {
  return `12/${String(new Date().getFullYear() + 1).slice(-2)}`;
}

describe('payments through their states', () => {
  const sandbox = useSandbox();

  const create = async (overrides: Record<string, unknown> = {}, price = 1000) =>
    (
      await api<Purchase>(
        sandbox(),
        'POST',
        '/purchases/',
        purchaseBody(sandbox(), {
          success_callback: callbackUrl,
          purchase: { products: [{ name: 'Kopi', price }], currency: 'MYR' },
          ...overrides,
        }),
      )
    ).body;

  /** The payer's browser posting the Direct Post form with the non-3-D-Secure test card. */
  const pay = async (purchase: Purchase, { remember = false } = {}) => {
    const form = new URLSearchParams({
      cardholder_name: 'Siti Aisyah',
      card_number: '4444333322221111',
      expires: nextYear(),
      cvc: '123',
    });
    if (remember) form.set('remember_card', 'on');
    const response = await fetch(purchase.direct_post_url ?? '', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), purchase.success_redirect);
    return (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
  };

  const callbacksFor = (id: string) =>
    received
      .map((r) => JSON.parse(r.body) as Purchase & { event_type: string })
      .filter((p) => p.id === id);

  it('pays, and sends a success callback signed with the company key', async () => {
    const purchase = await create();
    const paid = await pay(purchase);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.refundable_amount, 1000);
    assert.equal(paid.transaction_data.payment_method, 'visa');
    assert.equal(paid.transaction_data.extra.masked_pan, '444433******1111');
    await sandbox().advanceTime(0);
    const [callback] = received.filter((r) => (JSON.parse(r.body) as Purchase).id === purchase.id);
    assert.ok(callback);
    assert.equal((JSON.parse(callback.body) as { event_type: string }).event_type, 'purchase.paid');
    const key = (await api<string>(sandbox(), 'GET', '/public_key/')).body;
    assert.equal(
      verify('sha256', Buffer.from(callback.body), key, Buffer.from(callback.signature, 'base64')),
      true,
    );
  });

  it('holds with skip_capture, captures part, and releases the rest', async () => {
    const purchase = await create({ skip_capture: true });
    const held = await pay(purchase);
    assert.equal(held.status, 'hold');
    assert.equal(held.refundable_amount, 0);
    const captured = await api<Purchase>(sandbox(), 'POST', `/purchases/${purchase.id}/capture/`, {
      amount: 600,
    });
    assert.equal(captured.status, 200);
    assert.equal(captured.body.status, 'paid');
    assert.equal(captured.body.refundable_amount, 600);
    assert.equal((captured.body.payment as { amount: number }).amount, 600);
    assert.deepEqual(
      captured.body.transaction_data.attempts.map((a) => [a.type, a.successful]),
      [
        ['capture', true],
        ['authorize', true],
      ],
    );
    const again = await api(sandbox(), 'POST', `/purchases/${purchase.id}/release/`);
    assert.equal(
      (again.body.__all__ as { code: string }[])[0]?.code,
      'purchase_release_wrong_status',
    );
    await sandbox().advanceTime(0);
    assert.deepEqual(
      callbacksFor(purchase.id).map((p) => p.event_type),
      ['purchase.captured'],
    );
  });

  it('refuses an amount of null for a refund or a capture, as CheckoutClient does: nothing moves', async () => {
    const paid = await create();
    await pay(paid);
    const refund = await api(sandbox(), 'POST', `/purchases/${paid.id}/refund/`, { amount: null });
    assert.equal(refund.status, 400);
    const [issue] = refund.body.amount as { code: string; message: string }[];
    assert.equal(issue?.code, 'null');
    assert.match(issue?.message ?? '', /Leave amount out for the whole amount/);
    assert.equal(
      (await api<Purchase>(sandbox(), 'GET', `/purchases/${paid.id}/`)).body.status,
      'paid',
    );
    const held = await create({ skip_capture: true });
    await pay(held);
    const capture = await api(sandbox(), 'POST', `/purchases/${held.id}/capture/`, {
      amount: null,
    });
    assert.equal(capture.status, 400);
    assert.equal(
      (await api<Purchase>(sandbox(), 'GET', `/purchases/${held.id}/`)).body.status,
      'hold',
    );
    // Left out, it is the whole amount, as the gateway maker's clients send a full refund.
    const whole = await api(sandbox(), 'POST', `/purchases/${paid.id}/refund/`, {});
    assert.equal(whole.status, 200);
  });

  it('refuses to capture more than is held', async () => {
    const purchase = await create({ skip_capture: true });
    await pay(purchase);
    for (const amount of [1001, 0, -5]) {
      const refused = await api(sandbox(), 'POST', `/purchases/${purchase.id}/capture/`, {
        amount,
      });
      assert.equal(refused.status, 400, String(amount));
      assert.ok(refused.body.amount);
    }
    // Protocol's money rule: an integer in the smallest unit, and a safe one.
    for (const [amount, code] of [
      [10.5, 'not_an_integer'],
      ['500', 'not_an_integer'],
      [2 ** 53, 'max_value'],
    ] as const) {
      const refused = await api(sandbox(), 'POST', `/purchases/${purchase.id}/capture/`, {
        amount,
      });
      const [issue] = refused.body.amount as { code: string; message: string }[];
      assert.equal(issue?.code, code, String(amount));
      assert.match(issue?.message ?? '', /^amount must be /);
    }
    assert.equal(
      (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body.status,
      'hold',
    );
  });

  it('releases a hold', async () => {
    const purchase = await create({ skip_capture: true });
    await pay(purchase);
    const released = await api<Purchase>(sandbox(), 'POST', `/purchases/${purchase.id}/release/`);
    assert.equal(released.body.status, 'released');
    const capture = await api(sandbox(), 'POST', `/purchases/${purchase.id}/capture/`);
    assert.equal(
      (capture.body.__all__ as { code: string }[])[0]?.code,
      'purchase_capture_wrong_status',
    );
  });

  it('preauthorizes a total of 0 with skip_capture, and saves the card', async () => {
    const purchase = await create({ skip_capture: true }, 0);
    const preauthorized = await pay(purchase);
    assert.equal(preauthorized.status, 'preauthorized');
    assert.equal(preauthorized.is_recurring_token, true);
  });

  it('refuses a total of 0 without skip_capture: only that is a preauthorization', async () => {
    const refused = await api(sandbox(), 'POST', '/purchases/', {
      ...purchaseBody(sandbox(), { purchase: { products: [{ name: 'Card check', price: 0 }] } }),
    });
    assert.equal(refused.status, 400);
    assert.equal(
      (refused.body.__all__ as { code: string }[])[0]?.code,
      'purchase_zero_total_requires_skip_capture',
    );
  });

  it('refunds from paid, in part or in full, answering the refund as a Payment', async () => {
    const purchase = await create();
    await pay(purchase);
    const partial = await api<Payment>(sandbox(), 'POST', `/purchases/${purchase.id}/refund/`, {
      amount: 300,
    });
    assert.equal(partial.status, 200);
    assert.equal(partial.body.type, 'payment');
    assert.equal(partial.body.status, 'success');
    assert.equal(partial.body.payment.amount, 300);
    assert.equal(partial.body.payment.payment_type, 'refund');
    assert.equal(partial.body.payment.is_outgoing, true);
    assert.deepEqual(partial.body.related_to, {
      id: purchase.id,
      type: 'purchase',
      // Made without a reference: its generated one, as in the live sample.
      reference: purchase.reference_generated,
    });
    assert.equal(purchase.reference, '');
    const after = (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
    assert.equal(after.status, 'refunded');
    assert.equal(after.refundable_amount, 700);
    assert.equal(after.refund_availability, 'partial_only');
    assert.deepEqual(after.status_history.at(-1)?.related_object, {
      type: 'payment',
      id: partial.body.id,
    });
    // A further refund takes at most what is left (test/maker-clients/partial-refunds.test.ts).
    const more = await api(sandbox(), 'POST', `/purchases/${purchase.id}/refund/`, {
      amount: 701,
    });
    assert.equal(more.status, 400);
    assert.equal((more.body.amount as { code: string }[])[0]?.code, 'invalid');
  });

  it('refunds no more than the purchase took, however many refunds race', async () => {
    const purchase = await create();
    await pay(purchase);
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        api(sandbox(), 'POST', `/purchases/${purchase.id}/refund/`, { amount: 100 }),
      ),
    );
    assert.equal(results.filter((r) => r.status === 200).length, 10);
    const after = (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
    assert.equal(after.refundable_amount, 0);
    assert.equal(after.refund_availability, 'none');
  });

  it('captures a hold once, however many captures race', async () => {
    const purchase = await create({ skip_capture: true });
    await pay(purchase);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(sandbox(), 'POST', `/purchases/${purchase.id}/capture/`, { amount: 400 }),
      ),
    );
    assert.equal(results.filter((r) => r.status === 200).length, 1);
  });

  it('saves a card, charges it again without the payer, and stops when the token is deleted', async () => {
    const first = await create();
    const token = await pay(first, { remember: true });
    assert.equal(token.is_recurring_token, true);
    assert.ok(token.client_id);
    const tokens = await api<{ results: { recurring_token: string }[] }>(
      sandbox(),
      'GET',
      `/clients/${token.client_id}/recurring_tokens/`,
    );
    assert.deepEqual(
      tokens.body.results.map((t) => t.recurring_token),
      [first.id],
    );

    const second = await create({ client: undefined, client_id: token.client_id });
    const charged = await api<Purchase>(sandbox(), 'POST', `/purchases/${second.id}/charge/`, {
      recurring_token: first.id,
    });
    assert.equal(charged.status, 200);
    assert.equal(charged.body.status, 'paid');
    assert.equal(charged.body.recurring_token, first.id);
    assert.equal(charged.body.transaction_data.attempts[0]?.type, 'recurring_execute');
    await sandbox().advanceTime(0);
    assert.deepEqual(
      callbacksFor(second.id).map((p) => p.event_type),
      ['purchase.paid'],
    );

    const deleted = await api<Purchase>(
      sandbox(),
      'POST',
      `/purchases/${first.id}/delete_recurring_token/`,
    );
    assert.equal(deleted.body.is_recurring_token, false);
    const gone = await api<{ results: unknown[] }>(
      sandbox(),
      'GET',
      `/clients/${token.client_id}/recurring_tokens/`,
    );
    assert.deepEqual(gone.body.results, []);
    const third = await create();
    const refused = await api(sandbox(), 'POST', `/purchases/${third.id}/charge/`, {
      recurring_token: first.id,
    });
    assert.equal((refused.body.__all__ as { code: string }[])[0]?.code, 'invalid_recurring_token');
  });
});
