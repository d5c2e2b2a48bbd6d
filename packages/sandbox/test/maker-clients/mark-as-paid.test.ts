import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { api, useSandbox } from '../helpers.js';
import { createPurchase, paidPurchase } from './paid-purchase.js';

/*
 * `POST /purchases/{id}/mark_as_paid/`, which the interface description does not show, as the
 * gateway maker's PHP SDK sends it: chip-php-sdk v1.1.3 `lib/Traits/Api/Purchase.php`
 * `markAsPaid($purchaseId, ?int $utcTimestamp)` (lines 116-125; since v1.1.2): no body, or
 * `{"paid_on": <int>}` through Guzzle's `json` option; it maps the answer to its Purchase
 * model. The purchase field `marked_as_paid` is in the description's field list.
 */
describe('POST /purchases/{id}/mark_as_paid/ as the PHP SDK sends it', () => {
  const NOW = new Date('2026-06-15T12:00:00Z');
  const sandbox = useSandbox({ now: NOW });
  /** Guzzle without options: no body, no Content-Type; with `json`: the body and its type. */
  const markAsPaid = async (id: string, body?: string) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${sandbox().apiKey}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${sandbox().baseUrl}/purchases/${id}/mark_as_paid/`, {
      method: 'POST',
      headers,
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const read = async (id: string): Promise<Purchase> =>
    (await api<Purchase>(sandbox(), 'GET', `/purchases/${id}/`)).body;

  it('marks a payable purchase paid now, without a body, and answers the purchase', async () => {
    const purchase = await createPurchase(sandbox(), 1500);
    const marked = await markAsPaid(purchase.id);
    assert.equal(marked.status, 200, JSON.stringify(marked.body));
    const answered = marked.body as unknown as Purchase;
    assert.equal(answered.id, purchase.id);
    assert.equal(answered.status, 'paid');
    assert.equal(answered.marked_as_paid, true);
    assert.equal(answered.payment?.amount, 1500);
    assert.equal(answered.payment?.paid_on, Math.floor(NOW.getTime() / 1000));
    // Paid outside the gateway: nothing it could refund, and no card attempt.
    assert.equal(answered.refundable_amount, 0);
    assert.equal(answered.refund_availability, 'none');
    assert.deepEqual(answered.transaction_data.attempts, []);
    assert.equal(answered.direct_post_url, null);
    assert.deepEqual(await read(purchase.id), answered);
  });

  it('takes paid_on, a Unix time in seconds not later than now', async () => {
    const purchase = await createPurchase(sandbox());
    const paidOn = Math.floor(NOW.getTime() / 1000) - 86_400;
    const marked = await markAsPaid(purchase.id, JSON.stringify({ paid_on: paidOn }));
    assert.equal(marked.status, 200);
    const payment = marked.body.payment as { paid_on: number; remote_paid_on: number };
    assert.equal(payment.paid_on, paidOn);
    assert.equal(payment.remote_paid_on, paidOn);
  });

  const badPaidOn: { value: string; message: string }[] = [
    {
      value: '"1718000000"',
      message: 'paid_on must be a Unix time in whole seconds, not the string "1718000000".',
    },
    {
      value: '1718000000.5',
      message: 'paid_on must be a Unix time in whole seconds, not 1718000000.5.',
    },
    { value: '0', message: 'paid_on must be a Unix time in whole seconds, not 0.' },
    {
      value: String(Math.floor(NOW.getTime() / 1000) + 3600),
      message: 'paid_on must not be later than now (the sandbox clock).',
    },
  ];
  for (const { value, message } of badPaidOn) {
    it(`refuses paid_on ${value}, and changes nothing`, async () => {
      const purchase = await createPurchase(sandbox());
      const refused = await markAsPaid(purchase.id, `{"paid_on":${value}}`);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body, { paid_on: [{ message, code: 'invalid' }] });
      assert.deepEqual(await read(purchase.id), purchase);
    });
  }

  it('refuses a purchase that is not payable (already paid)', async () => {
    const purchase = await paidPurchase(sandbox());
    const refused = await markAsPaid(purchase.id);
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, {
      __all__: [
        {
          message: `Purchase ${purchase.id} cannot be marked as paid in status "paid".`,
          code: 'purchase_mark_as_paid_wrong_status',
        },
      ],
    });
  });
});
