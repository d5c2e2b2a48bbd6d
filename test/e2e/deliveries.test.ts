/**
 * The gateway's deliveries as the merchant's server lives them: the same callback arriving
 * twice, and the server down while the payer pays, the gateway retrying until it is back.
 * Each order is paid by a payer in the browser; the deliveries are the sandbox's own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  type E2E,
  assertFulfilledOnceByBothDeliveries,
  logEntriesOf,
  useDemo,
  waitFor,
} from './harness.js';
import {
  addToCartAndCheckout,
  chooseCard,
  fillCardForm,
  payByCard,
  submitCardForm,
  waitForFulfilment,
  waitForOutcome,
} from './payer.js';

/** The sandbox's first retry of a failed delivery: 4 minutes after the failure. */
const FIRST_RETRY_MS = 4 * 60 * 1000;

type Delivery = ReturnType<E2E['sandbox']['deliveries']>[number];

/** The rows of the result page's log about one event from one source. */
function logRows(page: Page, source: string, type: string, signature: string): Locator {
  return page.locator(
    `#order-log tr[data-source="${source}"][data-type="${type}"][data-signature="${signature}"]`,
  );
}

/**
 * Opens the result page's "Developer details", where the log is: closed by default, it is the
 * developer's, not the payer's.
 */
async function openDeveloperDetails(page: Page): Promise<void> {
  const details = page.locator('#developer-details');
  assert.equal(await details.getAttribute('open'), null, 'closed by default');
  await details.locator('summary').click();
  await page.locator('#developer-details[open] #log-title').waitFor();
}

/** The Attempt column of a log row. */
async function attemptOf(row: Locator): Promise<string> {
  return (await row.locator('td').nth(4).textContent()) ?? '';
}

/** Waits until every delivery of the purchase's event has left the pending state. */
async function settledDeliveries(
  e2e: E2E,
  purchaseId: string,
  eventType: string,
  count: number,
): Promise<Delivery[]> {
  return waitFor(() => {
    const list = e2e.sandbox
      .deliveries({ objectId: purchaseId })
      .filter((delivery) => delivery.eventType === eventType);
    return list.length === count && list.every((delivery) => delivery.state !== 'pending')
      ? list
      : null;
  }, `the ${count} deliveries of ${eventType} are done`);
}

describe('deliveries of the gateway', () => {
  const e2e = useDemo();

  it('fulfils once when the same callback arrives twice, and logs the second as a duplicate', async () => {
    const page = await e2e().newPage();
    const id = await payByCard(page, e2e().siteUrl);
    await waitForOutcome(page, id, 'paid');
    await waitForFulfilment(page);
    const paid = await e2e().waitForOrder(
      id,
      (order) => logEntriesOf(order, 'purchase.paid').length === 2,
      'the callback and the webhook of purchase.paid are handled',
    );
    assert.equal(paid.fulfilmentCount, 1);
    assert.ok(paid.fulfilledAt);

    // The exact bytes and signature the gateway sent, sent again.
    const [callback] = (
      await settledDeliveries(e2e(), paid.purchase.id, 'purchase.paid', 2)
    ).filter((delivery) => delivery.kind === 'success_callback');
    assert.ok(callback, 'the sandbox made a success callback of purchase.paid');
    assert.equal(callback.state, 'delivered');
    assert.equal(callback.attempts.length, 1);
    assert.ok(callback.signature, 'signed on its attempt');
    assert.equal(callback.url, `${e2e().demo.callbackBaseUrl}/callbacks/success?order=${id}`);
    const replay = await fetch(callback.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': callback.signature },
      body: callback.body,
    });
    assert.equal(replay.status, 200);
    assert.deepEqual(await replay.json(), { ok: true, duplicate: true });

    // The merchant: acknowledged, logged as the second arrival, not fulfilled again.
    const after = await e2e().orderOf(id);
    assert.equal(after.fulfilmentCount, 1);
    assert.equal(after.fulfilledAt, paid.fulfilledAt);
    assert.equal(after.purchase.status, 'paid');
    const callbacks = logEntriesOf(after, 'purchase.paid').filter(
      ([source]) => source === 'callback',
    );
    assert.deepEqual(callbacks, [
      ['callback', 'verified', 1],
      ['callback', 'duplicate', 2],
    ]);
    assert.equal(after.events.filter((event) => /Fulfilled/.test(event.message)).length, 1);

    // The payer's result page, opened again, shows the duplicate and one fulfilment.
    await page.reload();
    await waitForOutcome(page, id, 'paid');
    await openDeveloperDetails(page);
    const duplicate = logRows(page, 'callback', 'purchase.paid', 'duplicate');
    await duplicate.waitFor();
    assert.equal(await duplicate.count(), 1);
    assert.equal(await attemptOf(duplicate), '2');
    assert.match(await duplicate.innerText(), /Arrived again: already handled/);
    const verified = logRows(page, 'callback', 'purchase.paid', 'verified');
    assert.equal(await verified.count(), 1);
    assert.equal(await attemptOf(verified), '1');
    assert.match(await waitForFulfilment(page), /\(once\)$/);

    // The gateway delivered it once; the replay was not the gateway's.
    const again = e2e()
      .sandbox.deliveries({ objectId: paid.purchase.id })
      .find((delivery) => delivery.id === callback.id);
    assert.equal(again?.attempts.length, 1);
  });

  it('delivers after the merchant server was down: retried, fulfilled once', async () => {
    const { demo, sandbox, siteUrl } = e2e();
    // While the server is down the site's /api answers 502, which Chromium reports.
    const page = await e2e().newPage({ allowConsoleErrors: [/status of 502/] });
    await page.goto(siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'house-blend' });
    const created = await e2e().orderOf(id);
    const purchaseId = created.purchase.id;
    // What happened before the outage is delivered, so only the payment's events meet it.
    await settledDeliveries(e2e(), purchaseId, 'purchase.created', 1);

    await chooseCard(page);
    await fillCardForm(page);
    await demo.stopMerchant();
    try {
      await submitCardForm(page);

      // The gateway took the payment and sent the payer back, but the shop cannot answer.
      await page.waitForURL(
        (url) => url.pathname === '/result.html' && url.searchParams.get('order') === id,
      );
      const error = page.locator('#result-error[data-code="merchant_unavailable"]');
      await error.waitFor();
      // Told in the payer's words by its code, not the proxy's message for developers.
      assert.equal(
        await error.innerText(),
        'The order could not be loaded.\nThe shop’s server is not answering. Try again in a moment.',
      );
      assert.equal(await page.locator('#result').isHidden(), true);

      // Its first attempts failed: nobody listened. The next one is due 4 minutes later.
      await sandbox.advanceTime(0);
      const failed = await waitFor(() => {
        const list = sandbox
          .deliveries({ objectId: purchaseId })
          .filter((delivery) => delivery.eventType === 'purchase.paid');
        return list.length === 2 && list.every((delivery) => delivery.attempts.length === 1)
          ? list
          : null;
      }, 'the first attempts of purchase.paid are made');
      for (const delivery of failed) {
        assert.equal(delivery.state, 'pending');
        const [first] = delivery.attempts;
        assert.equal(first?.status, null);
        assert.ok(first?.error, 'the attempt failed');
        // 4 minutes after the failed attempt ended (it started at `at`).
        const wait = (delivery.nextAttemptAt ?? 0) - (first?.at ?? 0);
        assert.ok(wait >= FIRST_RETRY_MS && wait < 2 * FIRST_RETRY_MS, `retry after ${wait} ms`);
      }
      assert.equal((await e2e().purchaseOf(purchaseId)).status, 'paid');
    } finally {
      await demo.startMerchant();
    }
    // The restarted server has forgotten the back office's session the harness reads orders with.
    await e2e().renewStaffSession();

    // Back up: the order reads as paid from the gateway, but nothing verified has arrived yet.
    await page.reload();
    await waitForOutcome(page, id, 'paid');
    assert.equal(await page.locator('[data-testid="fulfilment"]').textContent(), 'Not yet');
    const waiting = await e2e().orderOf(id);
    assert.equal(waiting.purchase.status, 'paid');
    assert.equal(waiting.fulfilmentCount, 0);
    assert.deepEqual(logEntriesOf(waiting, 'purchase.paid'), []);

    // The gateway's clock reaches the retry: both deliveries arrive and the order is fulfilled.
    await sandbox.advanceTime(FIRST_RETRY_MS);
    const delivered = await settledDeliveries(e2e(), purchaseId, 'purchase.paid', 2);
    for (const delivery of delivered) {
      assert.equal(delivery.state, 'delivered');
      assert.deepEqual(
        delivery.attempts.map((attempt) => attempt.status),
        [null, 200],
      );
    }
    const order = await e2e().waitForOrder(
      id,
      (current) => logEntriesOf(current, 'purchase.paid').length === 2,
      'the retried deliveries are handled',
    );
    assert.equal(order.purchase.status, 'paid');
    // The merchant counts arrivals of the same bytes: the failed attempts never reached it, so
    // the gateway's second attempt is the first arrival.
    assertFulfilledOnceByBothDeliveries(order);

    // The payer's result page shows it.
    await page.reload();
    await waitForOutcome(page, id, 'paid');
    assert.match(await waitForFulfilment(page), /\(once\)$/);
    await openDeveloperDetails(page);
    for (const source of ['callback', 'webhook']) {
      const row = logRows(page, source, 'purchase.paid', 'verified');
      assert.equal(await row.count(), 1);
      assert.equal(await attemptOf(row), '1');
    }
  });
});
