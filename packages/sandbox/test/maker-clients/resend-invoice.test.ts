import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { useSandbox } from '../helpers.js';
import { createPurchase, paidPurchase } from './paid-purchase.js';

/*
 * `POST /purchases/{id}/resend_invoice/`, which the interface description does not show, as
 * the gateway maker's PHP SDK sends it: chip-php-sdk 2.0 `lib/Resource/PurchasesResource.php`
 * `resendInvoice($purchaseId)` (and 1.2.0's `Purchase` trait): no body, no Content-Type; the
 * answer mapped to its Purchase model.
 */
describe('POST /purchases/{id}/resend_invoice/ as the PHP SDK sends it', () => {
  const sandbox = useSandbox();
  /** Guzzle without options: no body, no Content-Type. */
  const resend = async (id: string) => {
    const response = await fetch(`${sandbox().baseUrl}/purchases/${id}/resend_invoice/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sandbox().apiKey}` },
    });
    return { status: response.status, body: (await response.json()) as Purchase };
  };

  it('answers the purchase, sent, while the payer can still pay it', async () => {
    const purchase = await createPurchase(sandbox());
    const first = await resend(purchase.id);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.id, purchase.id);
    assert.equal(first.body.status, 'sent');
    const again = await resend(purchase.id);
    assert.equal(again.status, 200);
    assert.equal(again.body.status, 'sent');
    assert.equal(again.body.checkout_url, purchase.checkout_url);
  });

  it('refuses a purchase already paid with the wrong-status code, changing nothing', async () => {
    const paid = await paidPurchase(sandbox());
    const before = sandbox().stateSnapshot();
    const refused = await resend(paid.id);
    assert.equal(refused.status, 400);
    assert.equal(
      (refused.body as unknown as { __all__: { code: string }[] }).__all__[0]?.code,
      'purchase_resend_invoice_wrong_status',
    );
    assert.equal(sandbox().stateSnapshot(), before);
  });

  it('answers an unknown purchase 404', async () => {
    const answer = await resend('00000000-0000-4000-8000-000000000000');
    assert.equal(answer.status, 404);
  });
});
