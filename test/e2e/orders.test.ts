/**
 * The merchant's side of card payments end to end: funds held with `skip_capture` and captured
 * (partly) or released on the orders page, a card verified for RM 0, refunds in full and in
 * part, and an order cancelled. The payer pays in Chromium through the card form; the merchant
 * works on `/orders.html`, where every operation asks first, in a modal dialog that states the
 * amount; each test checks the pages, the merchant's order and the purchase at the gateway.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { Order } from '../../demo/shared/api.js';
import { useDemo } from './harness.js';
import { orderCard, payByCard, waitForFulfilment, waitForOutcome } from './payer.js';

/** Money as the pages write it, `RM 12.50` (with any space). */
const rm = (sen: number): RegExp => new RegExp(`^RM\\s${(sen / 100).toFixed(2)}$`);

/** The deliveries of the gateway in an order's log, without their times and messages. */
function deliveries(order: Order) {
  return order.events
    .filter((event) => event.source !== 'merchant')
    .map(({ source, type, signature, attempt }) => ({ source, type, signature, attempt }));
}

/** The merchant's own actions in an order's log. */
const actions = (order: Order): string[] =>
  order.events.filter((event) => event.source === 'merchant').map((event) => event.type);

/** A fact of an order's card on the orders page (`total`, `captured`, `refunded`, …). */
async function fact(page: Page, orderId: string, name: string): Promise<string> {
  return (
    (await orderCard(page, orderId).locator(`[data-testid="${name}"]`).textContent()) ?? ''
  ).trim();
}

/**
 * The question an operation asks (a modal `<dialog>` named by its heading), once it is open:
 * asserts its heading and that the focus is on the safe choice, "Go back".
 */
async function question(page: Page, heading: RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: heading });
  await dialog.waitFor();
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent?.trim()),
    'Go back',
    'the focus is on the safe choice',
  );
  return dialog;
}

/** Answers the open question: yes (its confirm button, named `confirm`), or back (`null`). */
async function answer(dialog: Locator, confirm: RegExp | null): Promise<void> {
  await dialog.getByRole('button', { name: confirm ?? /^Go back$/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('holds, verifications and refunds', () => {
  const e2e = useDemo();

  it('holds the funds, captures part of them on the orders page and fulfils once', async () => {
    const page = await e2e().newPage();
    const id = await payByCard(page, e2e().siteUrl, {
      sku: 'kopi-beans',
      quantity: 2,
      kind: 'hold',
    });
    const outcome = await waitForOutcome(page, id, 'hold');
    assert.match((await outcome.locator('h1').textContent()) ?? '', /authorised/);
    const held = await e2e().waitForOrder(
      id,
      (order) => order.purchase.status === 'hold',
      'the merchant sees the hold',
    );
    assert.equal(held.total, 6400);
    assert.equal(held.purchase.capturedAmount, 0);
    assert.equal(held.fulfilmentCount, 0);
    const heldPurchase = await e2e().purchaseOf(held.purchase.id);
    assert.equal(heldPurchase.status, 'hold');
    assert.equal(heldPurchase.skip_capture, true);
    assert.equal(heldPurchase.payment, null);

    // The merchant captures RM 40.00 of the RM 64.00 held.
    await page.goto(`${e2e().siteUrl}/orders.html`);
    await e2e().signIn(page);
    const card = orderCard(page, id);
    await card.and(page.locator('[data-status="hold"]')).waitFor();
    await card.getByLabel('Amount to capture (RM)').fill('40.00');
    await card.getByRole('button', { name: 'Capture' }).click();
    // Asked first, with the amounts and what follows; going back moves nothing.
    let capture = await question(
      page,
      /^Capture RM\s40\.00 of the RM\s64\.00 held on the payer's card\?$/,
    );
    assert.match(
      (await capture.textContent()) ?? '',
      /the other RM\s24\.00 is released to the payer: nothing more can be captured later\. This cannot be undone\./,
    );
    await answer(capture, null);
    assert.equal((await e2e().orderOf(id)).purchase.status, 'hold');
    assert.equal((await e2e().purchaseOf(held.purchase.id)).status, 'hold');
    await card.getByRole('button', { name: 'Capture' }).click();
    capture = await question(page, /^Capture RM\s40\.00 of the RM\s64\.00/);
    await answer(capture, /^Capture RM\s40\.00$/);
    await orderCard(page, id).and(page.locator('[data-status="paid"]')).waitFor();
    assert.match(await fact(page, id, 'captured'), rm(4000));
    assert.match(await fact(page, id, 'total'), rm(6400));
    // The card says the rest went back to the payer.
    assert.match(await fact(page, id, 'released'), rm(2400));
    assert.match(
      (await orderCard(page, id).getByTestId('operation-done').textContent()) ?? '',
      /^Captured RM\s40\.00; RM\s24\.00 released\.$/,
    );
    // Nothing is left to capture or release: only a refund of what was captured.
    assert.equal(await orderCard(page, id).getByRole('button', { name: 'Capture' }).count(), 0);
    assert.equal(await orderCard(page, id).getByRole('button', { name: 'Release' }).count(), 0);
    await orderCard(page, id).getByText('Leave empty for all: RM').waitFor();

    // The capture's callback and webhook come in no set order: whichever comes first fulfils
    // the order, the other nothing more.
    const captured = await e2e().waitForOrder(
      id,
      (order) =>
        order.fulfilmentCount === 1 &&
        ['callback', 'webhook'].every((source) =>
          deliveries(order).some(
            (event) => event.source === source && event.type === 'purchase.captured',
          ),
        ),
      'the captured order is fulfilled and both deliveries have arrived',
    );
    assert.equal(captured.purchase.status, 'paid');
    assert.equal(captured.purchase.capturedAmount, 4000);
    assert.equal(captured.fulfilmentCount, 1);
    assert.deepEqual(
      deliveries(captured).filter((event) => event.source === 'callback'),
      [{ source: 'callback', type: 'purchase.captured', signature: 'verified', attempt: 1 }],
    );
    assert.ok(actions(captured).includes('capture'));

    // At the gateway: RM 40.00 taken, the other RM 24.00 released, nothing more to capture.
    const purchase = await e2e().purchaseOf(captured.purchase.id);
    assert.equal(purchase.status, 'paid');
    assert.equal(purchase.payment?.amount, 4000);
    assert.equal(purchase.refundable_amount, 4000);
    assert.deepEqual(
      purchase.transaction_data.attempts.map((attempt) => [attempt.type, attempt.successful]),
      // Newest first, as the live gateway lists them.
      [
        ['capture', true],
        ['authorize', true],
      ],
    );
    const again = await e2e().api<{ error: { code: string } }>(`/api/orders/${id}/capture`, {
      body: {},
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.error.code, 'wrong_status');

    // The payer's result page tells the same.
    await page.goto(`${e2e().siteUrl}/result.html?order=${id}`);
    await waitForOutcome(page, id, 'paid');
    assert.match((await page.locator('[data-testid="captured"]').textContent()) ?? '', rm(4000));
    assert.match(await waitForFulfilment(page), /\(once\)$/);
  });

  it('holds the funds and releases them on the orders page', async () => {
    const page = await e2e().newPage();
    const id = await payByCard(page, e2e().siteUrl, { sku: 'house-blend', kind: 'hold' });
    await waitForOutcome(page, id, 'hold');
    await e2e().waitForOrder(id, (order) => order.purchase.status === 'hold', 'the hold');

    await page.goto(`${e2e().siteUrl}/orders.html`);
    await e2e().signIn(page);
    const card = orderCard(page, id);
    await card.and(page.locator('[data-status="hold"]')).waitFor();
    await card.getByRole('button', { name: 'Release' }).click();
    const release = await question(page, /^Release the RM\s54\.00 held on the payer's card\?$/);
    // Escape is the safe choice too.
    await page.keyboard.press('Escape');
    await release.waitFor({ state: 'detached' });
    assert.equal((await e2e().orderOf(id)).purchase.status, 'hold');
    await card.getByRole('button', { name: 'Release' }).click();
    await answer(await question(page, /^Release the RM\s54\.00/), /^Release RM\s54\.00$/);
    await orderCard(page, id).and(page.locator('[data-status="released"]')).waitFor();
    assert.match(await fact(page, id, 'captured'), rm(0));
    assert.equal(await fact(page, id, 'fulfilment'), 'Not fulfilled');
    await orderCard(page, id).getByText('No operation is open for this status.').waitFor();

    const released = await e2e().orderOf(id);
    assert.equal(released.purchase.status, 'released');
    assert.equal(released.purchase.capturedAmount, 0);
    assert.equal(released.fulfilmentCount, 0);
    assert.equal(released.fulfilledAt, null);
    assert.ok(actions(released).includes('release'));
    assert.ok(deliveries(released).every((event) => event.source !== 'callback'));
    const purchase = await e2e().purchaseOf(released.purchase.id);
    assert.equal(purchase.status, 'released');
    assert.equal(purchase.payment, null);
    assert.deepEqual(
      purchase.transaction_data.attempts.map((attempt) => attempt.type),
      ['release', 'authorize'],
    );

    await page.goto(`${e2e().siteUrl}/result.html?order=${id}`);
    await waitForOutcome(page, id, 'released');
    assert.equal(await page.locator('[data-testid="fulfilment"]').textContent(), 'Not yet');
  });

  it('verifies a card for RM 0: preauthorized and saved, nothing charged', async () => {
    const page = await e2e().newPage();
    const id = await payByCard(page, e2e().siteUrl, {
      sku: 'pour-over-kit',
      kind: 'card_verification',
    });
    const outcome = await waitForOutcome(page, id, 'preauthorized');
    assert.match((await outcome.locator('h1').textContent()) ?? '', /verified and saved/);
    assert.match((await page.locator('[data-testid="total"]').textContent()) ?? '', rm(0));
    assert.equal(await page.locator('[data-testid="saved-card"]').textContent(), 'Yes');

    const order = await e2e().waitForOrder(
      id,
      (current) =>
        deliveries(current).some(
          (event) => event.type === 'purchase.preauthorized' && event.signature === 'verified',
        ),
      'the preauthorization has reached the merchant',
    );
    assert.equal(order.kind, 'card_verification');
    assert.equal(order.total, 0);
    assert.equal(order.purchase.status, 'preauthorized');
    assert.equal(order.purchase.isRecurringToken, true);
    assert.equal(order.purchase.capturedAmount, 0);
    assert.equal(order.fulfilmentCount, 0);
    assert.ok(deliveries(order).every((event) => event.source !== 'callback'));

    const purchase = await e2e().purchaseOf(order.purchase.id);
    assert.equal(purchase.status, 'preauthorized');
    assert.equal(purchase.purchase.total, 0);
    assert.equal(purchase.is_recurring_token, true);
    assert.equal(purchase.payment, null);

    // The verified card is a saved card.
    await page.goto(`${e2e().siteUrl}/saved-cards.html`);
    await e2e().signIn(page);
    await page.locator(`li[data-token="${order.purchase.id}"]`).waitFor();
  });

  it('refunds a paid order in full, and another in part, on the orders page', async () => {
    const page = await e2e().newPage();
    const full = await payByCard(page, e2e().siteUrl, { sku: 'cold-brew' });
    await waitForOutcome(page, full, 'paid');
    await waitForFulfilment(page);
    const part = await payByCard(page, e2e().siteUrl, { sku: 'ceramic-mug' });
    await waitForOutcome(page, part, 'paid');
    await waitForFulfilment(page);

    await page.goto(`${e2e().siteUrl}/orders.html`);
    await e2e().signIn(page);
    // In full: no amount.
    const fullCard = orderCard(page, full);
    await fullCard.and(page.locator('[data-status="paid"]')).waitFor();
    // A full refund asks first, stating the amount; declined, nothing happens.
    await fullCard.getByRole('button', { name: 'Refund' }).click();
    const full28 = /^Refund RM\s28\.00 to the payer's card\?$/;
    let refund = await question(page, full28);
    assert.match((await refund.textContent()) ?? '', /This cannot be undone\./);
    await answer(refund, null);
    assert.equal((await e2e().orderOf(full)).purchase.status, 'paid');
    await fullCard.getByRole('button', { name: 'Refund' }).click();
    await answer(await question(page, full28), /^Refund RM\s28\.00$/);
    await orderCard(page, full).and(page.locator('[data-status="refunded"]')).waitFor();
    assert.match(await fact(page, full, 'refunded'), rm(2800));
    await orderCard(page, full).getByText('No operation is open for this status.').waitFor();

    // In part: RM 10.00 of RM 45.00. The gateway takes one refund per payment: the page says
    // so beside the amount and in the question, and promises no second refund.
    const partCard = orderCard(page, part);
    await partCard
      .getByText('One refund per payment: what is not refunded now cannot be refunded later.')
      .waitFor();
    await partCard.getByLabel('Amount to refund (RM)').fill('10.00');
    await partCard.getByRole('button', { name: 'Refund' }).click();
    refund = await question(page, /^Refund RM\s10\.00 of RM\s45\.00 to the payer's card\?$/);
    assert.match(
      (await refund.textContent()) ?? '',
      /The gateway takes one refund per payment: the other RM\s35\.00 cannot be refunded later\./,
    );
    await answer(refund, /^Refund RM\s10\.00$/);
    await orderCard(page, part).and(page.locator('[data-status="refunded"]')).waitFor();
    assert.match(await fact(page, part, 'refunded'), rm(1000));
    await orderCard(page, part).getByText('No operation is open for this status.').waitFor();

    // The merchant's orders and the gateway's purchases.
    const fullOrder = await e2e().orderOf(full);
    assert.equal(fullOrder.purchase.status, 'refunded');
    assert.equal(fullOrder.purchase.refundedAmount, 2800);
    assert.equal(fullOrder.fulfilmentCount, 1);
    assert.ok(actions(fullOrder).includes('refund'));
    const fullPurchase = await e2e().purchaseOf(fullOrder.purchase.id);
    assert.equal(fullPurchase.status, 'refunded');
    assert.equal(fullPurchase.refundable_amount, 0);

    const partOrder = await e2e().orderOf(part);
    assert.equal(partOrder.purchase.status, 'refunded');
    assert.equal(partOrder.purchase.refundedAmount, 1000);
    assert.equal(partOrder.purchase.capturedAmount, 4500);
    assert.equal(partOrder.fulfilmentCount, 1);
    const partPurchase = await e2e().purchaseOf(partOrder.purchase.id);
    assert.equal(partPurchase.status, 'refunded');
    assert.equal(partPurchase.refundable_amount, 3500);

    // The amounts on the payer's result pages.
    await page.goto(`${e2e().siteUrl}/result.html?order=${full}`);
    await waitForOutcome(page, full, 'refunded');
    assert.match((await page.locator('[data-testid="total"]').textContent()) ?? '', rm(2800));
    assert.match((await page.locator('[data-testid="refunded"]').textContent()) ?? '', rm(2800));
    await page.goto(`${e2e().siteUrl}/result.html?order=${part}`);
    await waitForOutcome(page, part, 'refunded');
    assert.match((await page.locator('[data-testid="total"]').textContent()) ?? '', rm(4500));
    assert.match((await page.locator('[data-testid="captured"]').textContent()) ?? '', rm(4500));
    assert.match((await page.locator('[data-testid="refunded"]').textContent()) ?? '', rm(1000));
  });

  it('cancels an order not paid yet, once asked', async () => {
    const made = await e2e().api<Order>('/api/orders', {
      body: { lines: [{ sku: 'drip-bags', quantity: 2 }], email: 'siti@example.com' },
    });
    assert.equal(made.status, 201);
    const id = made.body.id;
    const page = await e2e().newPage();
    await page.goto(`${e2e().siteUrl}/orders.html`);
    await e2e().signIn(page);
    const card = orderCard(page, id);
    await card.getByRole('button', { name: 'Cancel' }).click();
    const heading = new RegExp(`^Cancel order ${id} for RM\\s50\\.00\\?$`);
    await answer(await question(page, heading), null);
    assert.equal((await e2e().orderOf(id)).purchase.status, 'created');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await answer(await question(page, heading), /^Cancel the order$/);
    await orderCard(page, id).and(page.locator('[data-status="cancelled"]')).waitFor();
    assert.equal((await e2e().purchaseOf(made.body.purchase.id)).status, 'cancelled');
  });

  it('shows a new order and its payment on an open orders page, without a reload', async () => {
    const staff = await e2e().newPage();
    await staff.goto(`${e2e().siteUrl}/orders.html`);
    await e2e().signIn(staff);
    await staff.locator('#orders-live[data-state="live"]').waitFor();
    assert.equal((await staff.locator('#orders-live').textContent())?.trim(), 'Live');
    // Anything the page keeps is lost on a reload: this mark proves there was none.
    await staff.evaluate(() => document.body.setAttribute('data-never-reloaded', ''));

    const payer = await e2e().newPage();
    const id = await payByCard(payer, e2e().siteUrl, { sku: 'drip-bags', quantity: 1 });
    await waitForOutcome(payer, id, 'paid');

    const card = orderCard(staff, id);
    await card.and(staff.locator('[data-status="paid"]')).waitFor();
    await card.getByTestId('fulfilment').getByText('(once)').waitFor();
    assert.equal(await staff.locator('body[data-never-reloaded]').count(), 1);
    // The newest order is first, and the screen reader hears the change.
    assert.equal(
      await staff.locator('li[data-order-id]').first().getAttribute('data-order-id'),
      id,
    );
    await staff
      .locator('#orders-status')
      .getByText(new RegExp(`Order ${id}`))
      .waitFor();
  });
});
