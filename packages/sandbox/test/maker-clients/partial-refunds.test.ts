import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { api, useSandbox } from '../helpers.js';
import { paidPurchase } from './paid-purchase.js';

/*
 * Refunds in parts, as the maker's plugins send them, one `POST /purchases/{id}/refund/` per
 * refund the merchant makes:
 *
 * - chip-for-woocommerce 2.0.5: `includes/class-chip-woocommerce-gateway.php:2017-2051`
 *   (WooCommerce's order screen refunds an order in several parts), through
 *   `includes/class-chip-woocommerce-api.php:210-218`, the amount `round($amount * 100)`: a PHP
 *   float, written `300.0` by `wp_json_encode`.
 * - chip-for-whmcs 1.7.1: `modules/gateways/chip/gateway.php:67-110`, one call per WHMCS
 *   refund, through `modules/gateways/chip/api.php:104-107` (the same float).
 * - chip-for-gravity-forms v1.2.0: `class-gf-chip-api.php:148-150` sends an empty body, a refund
 *   of what is left.
 *
 * The gateway's `refund_availability` has `partial_only`, which only means something if a
 * refund can follow a refund.
 */
describe('refunds in parts, as WooCommerce and WHMCS make them', () => {
  const sandbox = useSandbox();
  /** Sends the body as PHP writes it: the amount as a float literal. */
  const refund = async (id: string, amount?: number) => {
    const response = await fetch(`${sandbox().baseUrl}/purchases/${id}/refund/`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${sandbox().apiKey}`,
        'Content-Type': 'application/json',
      },
      body: amount === undefined ? '' : `{"amount":${amount}.0}`,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const read = async (id: string): Promise<Purchase> =>
    (await api<Purchase>(sandbox(), 'GET', `/purchases/${id}/`)).body;

  it('takes a second and a third partial refund while something is left', async () => {
    const purchase = await paidPurchase(sandbox(), 1000);
    const first = await refund(purchase.id, 300);
    assert.equal(first.status, 200);
    assert.equal(first.body.status, 'success');
    let after = await read(purchase.id);
    assert.equal(after.status, 'refunded');
    assert.equal(after.refundable_amount, 700);
    assert.equal(after.refund_availability, 'partial_only');

    const second = await refund(purchase.id, 300);
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.equal((second.body.payment as { amount: number }).amount, 300);
    assert.notEqual(second.body.id, first.body.id);
    after = await read(purchase.id);
    assert.equal(after.status, 'refunded');
    assert.equal(after.refundable_amount, 400);
    assert.equal(after.refund_availability, 'partial_only');

    const rest = await refund(purchase.id, 400);
    assert.equal(rest.status, 200);
    after = await read(purchase.id);
    assert.equal(after.refundable_amount, 0);
    assert.equal(after.refund_availability, 'none');
    const refunds = after.transaction_data.attempts.filter((attempt) => attempt.type === 'refund');
    assert.equal(refunds.length, 3);
  });

  it('refuses a refund beyond what is left, and changes nothing', async () => {
    const purchase = await paidPurchase(sandbox(), 1000);
    assert.equal((await refund(purchase.id, 600)).status, 200);
    const before = await read(purchase.id);
    const refused = await refund(purchase.id, 401);
    assert.equal(refused.status, 400);
    assert.deepEqual(Object.keys(refused.body), ['amount']);
    assert.match((refused.body.amount as { message: string }[])[0]?.message ?? '', /from 1 to 400/);
    assert.deepEqual(await read(purchase.id), before);
  });

  it('refunds what is left with an empty body (Gravity Forms), then refuses any more', async () => {
    const purchase = await paidPurchase(sandbox(), 1000);
    assert.equal((await refund(purchase.id, 250)).status, 200);
    const rest = await refund(purchase.id);
    assert.equal(rest.status, 200);
    assert.equal((rest.body.payment as { amount: number }).amount, 750);
    for (const amount of [1, undefined]) {
      const refused = await refund(purchase.id, amount);
      assert.equal(refused.status, 400);
      assert.deepEqual(refused.body, {
        __all__: [
          {
            message: `Purchase ${purchase.id} has nothing left to refund: its refundable_amount is 0.`,
            code: 'purchase_refund_wrong_status',
          },
        ],
      });
    }
  });
});
