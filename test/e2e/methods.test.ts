/**
 * Payment methods other than the card form, and a purchase that can no longer be paid: FPX
 * through the gateway's bank page, and an order the merchant cancelled, which neither the site,
 * the gateway's page nor a Direct Post can pay any more.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { logEntriesOf, useDemo, waitFor, waitForOrderPaidByFpx } from './harness.js';
import {
  TEST_CARDS,
  addToCartAndCheckout,
  expiryIn,
  orderCard,
  orderLinkIn,
  orderPageUrl,
  postFormDirectly,
  waitForFulfilment,
  waitForOutcome,
} from './payer.js';

describe('payment methods', () => {
  const e2e = useDemo();

  it('pays with FPX: Continue goes to the gateway with ?preferred=fpx, then the bank page', async () => {
    const { sandbox, siteUrl } = e2e();
    const page = await e2e().newPage();
    await page.goto(siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'kopi-beans', quantity: 2 });
    const created = await e2e().orderOf(id);
    const checkoutUrl = created.purchase.checkoutUrl;
    assert.equal(checkoutUrl, `${sandbox.url}/p/${created.purchase.id}/`);

    // A click on FPX in the picker chooses it; Continue, which names it, sends the payer straight
    // into the method at the gateway.
    const picker = page.locator('#method-picker');
    await picker.getByRole('radio', { name: 'FPX Online Banking' }).click();
    const preferred = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() && request.url() === `${checkoutUrl}?preferred=fpx`,
    );
    await picker.getByRole('link', { name: 'Continue with FPX Online Banking' }).click();
    await preferred;

    // The gateway's simulated FPX page: the bank first, then approve.
    await page.waitForURL(`${sandbox.url}/p/${created.purchase.id}/method/fpx/`);
    assert.match(await page.getByRole('heading', { level: 1 }).innerText(), /FPX Online Banking/);
    assert.match(await page.locator('.amount').innerText(), /^RM\s64\.00$/);
    await page.getByLabel('Choose your bank').selectOption({ label: 'Maybank2u' });
    await page.getByRole('button', { name: 'Approve' }).click();

    // Back on the site's result page.
    await waitForOutcome(page, id, 'paid');
    assert.equal(await page.locator('[data-testid="method"]').textContent(), 'FPX online banking');
    assert.match(await waitForFulfilment(page), /^Fulfilled .* \(once\)$/);
    await page.locator('#developer-details > summary').click();
    const log = page.locator('#order-log');
    await log.locator('tr[data-type="purchase.paid"][data-signature="verified"]').first().waitFor();

    // The gateway: paid with FPX, its events delivered at the first attempt.
    const purchase = await e2e().purchaseOf(created.purchase.id);
    assert.equal(purchase.status, 'paid');
    assert.equal(purchase.transaction_data.payment_method, 'fpx');
    assert.equal(purchase.purchase.total, 6400);
    const paidDeliveries = await waitFor(() => {
      const list = sandbox
        .deliveries({ objectId: purchase.id })
        .filter((delivery) => delivery.eventType === 'purchase.paid');
      return list.length === 2 && list.every((delivery) => delivery.state === 'delivered')
        ? list
        : null;
    }, 'the success callback and the webhook of purchase.paid are delivered');
    assert.deepEqual(paidDeliveries.map((delivery) => delivery.kind).sort(), [
      'success_callback',
      'webhook',
    ]);
    assert.ok(paidDeliveries.every((delivery) => delivery.attempts.length === 1));

    // The merchant: paid with FPX, fulfilled once, on verified deliveries.
    await waitForOrderPaidByFpx(e2e(), id);
  });

  it('never takes a payment for a cancelled order: not on the site, the gateway or Direct Post', async () => {
    const { sandbox, siteUrl } = e2e();
    const payer = await e2e().newPage();
    await payer.goto(siteUrl);
    const id = await addToCartAndCheckout(payer, { sku: 'drip-bags' });
    const link = orderLinkIn(payer);
    const created = await e2e().orderOf(id);
    const directPostUrl = created.purchase.directPostUrl;
    assert.ok(directPostUrl, 'the order was made with a Direct Post URL');

    // The merchant cancels it on the orders page.
    const merchant = await e2e().newPage();
    await merchant.goto(`${siteUrl}/orders.html`);
    await e2e().signIn(merchant);
    const card = orderCard(merchant, id);
    await card.getByRole('button', { name: 'Cancel' }).click();
    await merchant.getByRole('dialog').getByRole('button', { name: 'Cancel the order' }).click();
    await merchant.locator(`li[data-order-id="${id}"][data-status="cancelled"]`).waitFor();
    assert.equal(await orderCard(merchant, id).getByRole('button').count(), 0);
    assert.equal(
      await orderCard(merchant, id).locator('[data-testid="fulfilment"]').textContent(),
      'Not fulfilled',
    );
    assert.equal((await e2e().purchaseOf(created.purchase.id)).status, 'cancelled');

    // The payer comes back to the checkout page: no picker, no card form, only the state.
    await payer.goto(orderPageUrl(siteUrl, 'checkout.html', link));
    const notPayable = payer.locator('#not-payable');
    await notPayable.waitFor();
    assert.equal(
      await payer.locator('#not-payable-title').textContent(),
      'This order cannot be paid any more',
    );
    assert.equal(
      await payer.locator('#not-payable-text').textContent(),
      'Its payment is: Cancelled.',
    );
    assert.equal(
      await payer.locator('#not-payable-link').getAttribute('href'),
      `/result.html?order=${id}&key=${link.key}`,
    );
    assert.equal(await payer.locator('#checkout').isHidden(), true);
    assert.equal(await payer.locator('checkout-method-picker, checkout-card-form').count(), 0);
    assert.equal(await payer.locator('main form, main input').count(), 0);

    // The gateway's own page says so too, with nothing to fill in.
    await payer.goto(created.purchase.checkoutUrl);
    await payer.getByRole('heading', { name: 'Payment cancelled' }).waitFor();
    assert.equal(await payer.locator('form, input').count(), 0);

    // A page that still knows the Direct Post URL posts a valid test card to it anyway.
    await payer.goto(orderPageUrl(siteUrl, 'checkout.html', link));
    await notPayable.waitFor();
    await postFormDirectly(payer, directPostUrl, {
      cardholder_name: 'Siti Aisyah',
      card_number: TEST_CARDS.noThreeDSecure.replace(/\s/g, ''),
      expires: expiryIn(1),
      cvc: TEST_CARDS.cvc,
    });
    // The gateway refuses it and sends the payer to the failure redirect, the checkout, which
    // says the order cannot be paid any more and leads to its result page: closed.
    await payer.waitForURL(
      (url) =>
        url.pathname === '/checkout.html' &&
        url.searchParams.get('order') === id &&
        url.searchParams.get('outcome') === 'failure',
    );
    await notPayable.waitFor();
    await payer.locator('#not-payable-link').click();
    await payer.locator('#outcome[data-outcome="closed"]').waitFor();
    await payer.locator('#order-status[data-status="cancelled"][data-final="true"]').waitFor();
    assert.equal(await payer.locator('[data-testid="fulfilment"]').textContent(), 'Not yet');

    // The gateway took no attempt and sent nothing about a payment.
    await sandbox.advanceTime(0);
    const purchase = await e2e().purchaseOf(created.purchase.id);
    assert.equal(purchase.status, 'cancelled');
    assert.equal(purchase.payment, null);
    assert.deepEqual(purchase.transaction_data.attempts, []);
    assert.equal(purchase.transaction_data.payment_method, '');
    const events = new Set(sandbox.deliveries({ objectId: purchase.id }).map((d) => d.eventType));
    assert.equal(events.has('purchase.paid'), false);
    assert.equal(events.has('purchase.payment_failure'), false);

    // The merchant: still cancelled, nothing fulfilled.
    const order = await e2e().orderOf(id);
    assert.equal(order.purchase.status, 'cancelled');
    assert.equal(order.fulfilmentCount, 0);
    assert.equal(order.fulfilledAt, null);
    assert.equal(order.purchase.paymentMethod, null);
    assert.deepEqual(logEntriesOf(order, 'purchase.paid').sort(), []);
    const cancels = order.events.filter((event) => event.type === 'cancel');
    assert.deepEqual(
      cancels.map((event) => [event.source, event.status]),
      [['merchant', 'cancelled']],
    );
  });
});
