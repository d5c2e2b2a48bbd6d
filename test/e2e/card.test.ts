/**
 * Card payments end to end: a payer in Chromium goes from the demo shop through
 * `<checkout-card-form>` (Direct Post, straight to the gateway), the sandbox's test 3-D Secure
 * page when the card asks for it, and back to the site's result page. Each test checks what the
 * payer saw, what the merchant's server recorded, and the purchase at the gateway.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import type { Order, OrderEvent } from '../../demo/shared/api.js';
import { type E2E, useDemo, waitFor } from './harness.js';
import {
  TEST_CARDS,
  addToCartAndCheckout,
  approve3ds,
  cardInputs,
  chooseCard,
  expiryIn,
  fillCardForm,
  hasFocus,
  postFormDirectly,
  submitCardForm,
  tabTo,
  waitForDeclinedCheckout,
  waitForFulfilment,
  waitForOutcome,
} from './payer.js';

/** The deliveries of an order's log, without their times and messages. */
function deliveries(order: Order, source: OrderEvent['source']) {
  return order.events
    .filter((event) => event.source === source)
    .map(({ type, signature, attempt, status }) => ({ type, signature, attempt, status }));
}

/** When the gateway tries a delivery again after its first attempt failed. */
const FIRST_RETRY_MS = 4 * 60 * 1000;

/**
 * Waits until the gateway has delivered the success callback of an order's `purchase.paid`.
 * The gateway sends it and the webhook of the same event at once, in no set order; the one
 * that arrives while the merchant's server handles the other is answered 409 (in progress),
 * and the gateway tries it again 4 minutes later: on the sandbox's clock, which this moves.
 */
async function callbackDelivered(e2e: E2E, orderId: string): Promise<void> {
  const purchaseId = (await e2e.orderOf(orderId)).purchase.id;
  const callback = () =>
    e2e.sandbox
      .deliveries({ objectId: purchaseId })
      .find((d) => d.eventType === 'purchase.paid' && d.kind === 'success_callback');
  const attempted = await waitFor(() => {
    const delivery = callback();
    return delivery?.attempts.length ? delivery : null;
  }, 'the callback of purchase.paid is attempted');
  if (attempted.state === 'pending') await e2e.sandbox.advanceTime(FIRST_RETRY_MS);
  await waitFor(
    () => callback()?.state === 'delivered',
    'the callback of purchase.paid is delivered',
  );
}

/**
 * The success callbacks of an order's log: `purchase.paid` handled once, verified, at its first
 * arrival. A later arrival of it is only ever a duplicate, acknowledged and not handled: the
 * gateway sends it again when it took its first attempt for failed (no answer in time), and
 * {@link callbackDelivered} moves the clock to that retry.
 */
function assertCallbackHandledOnce(order: Order): void {
  const [first, ...again] = deliveries(order, 'callback');
  assert.deepEqual(first, {
    type: 'purchase.paid',
    signature: 'verified',
    attempt: 1,
    status: 'paid',
  });
  assert.deepEqual(
    again.map(({ type, signature }) => ({ type, signature })),
    again.map(() => ({ type: 'purchase.paid', signature: 'duplicate' })),
  );
}

/** Every request a page sends with a body, kept as `{ url, body }`. */
function recordPosts(page: Page): { url: string; body: string }[] {
  const posts: { url: string; body: string }[] = [];
  page.on('request', (request: Request) => {
    const body = request.postData();
    if (body !== null) posts.push({ url: request.url(), body });
  });
  return posts;
}

/** Every URL the page's main frame went to. */
function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

const digits = (card: string): string => card.replace(/\s/g, '');

describe('card payments', () => {
  const e2e = useDemo();

  it('pays with the card without 3-D Secure, typed into the card form, and fulfils once', async () => {
    const page = await e2e().newPage();
    const posts = recordPosts(page);
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'house-blend', quantity: 2 });
    await chooseCard(page);
    await fillCardForm(page, { number: TEST_CARDS.noThreeDSecure, name: 'Siti Aisyah' });
    // Typed key by key, the number is grouped as the payer reads it on the card.
    assert.equal(await cardInputs(page).number.inputValue(), TEST_CARDS.noThreeDSecure);
    await submitCardForm(page);

    // What the payer sees.
    const outcome = await waitForOutcome(page, id, 'paid');
    assert.match((await outcome.locator('h1').textContent()) ?? '', /your payment went through/);
    assert.match(await waitForFulfilment(page), /^Fulfilled .*\(once\)$/);
    await page.locator('#order-status[data-status="paid"][data-final="true"]').waitFor();
    assert.equal(await page.locator('[data-testid="method"]').textContent(), 'Visa');
    assert.match((await page.locator('[data-testid="total"]').textContent()) ?? '', /RM\s108\.00/);
    await callbackDelivered(e2e(), id);
    // The page stops asking once the order is fulfilled, which the webhook may do while the
    // callback is still being handled: as a developer would, ask again once it has stopped.
    await page.locator('#poll-state').getByRole('button', { name: 'Refresh' }).click();
    // The log is for developers, under "Developer details".
    await page.locator('#developer-details > summary').click();
    await page
      .locator('#order-log tr[data-source="callback"][data-type="purchase.paid"]')
      .and(page.locator('[data-signature="verified"]'))
      .waitFor();

    // What the merchant's server recorded: the webhook of the same payment fulfils nothing more.
    const order = await e2e().waitForOrder(
      id,
      (current) => deliveries(current, 'webhook').some((event) => event.type === 'purchase.paid'),
      'the webhook of the payment has arrived too',
    );
    assert.equal(order.purchase.status, 'paid');
    assert.equal(order.total, 2 * 5400);
    assert.equal(order.purchase.capturedAmount, order.total);
    assert.equal(order.purchase.paymentMethod, 'visa');
    assert.equal(order.fulfilmentCount, 1);
    assert.ok(order.fulfilledAt);
    assertCallbackHandledOnce(order);
    assert.ok(order.events.every((event) => event.signature !== 'rejected'));

    // The purchase at the gateway.
    const purchase = await e2e().purchaseOf(order.purchase.id);
    assert.equal(purchase.status, 'paid');
    assert.equal(purchase.reference, id);
    assert.equal(purchase.payment?.amount, order.total);
    assert.equal(purchase.transaction_data.payment_method, 'visa');
    assert.equal(purchase.transaction_data.extra.masked_pan, '444433******1111');
    assert.equal(purchase.transaction_data.extra.cardholder_name, 'Siti Aisyah');
    assert.equal(purchase.transaction_data.extra.three_d_secure, false);

    // The card went straight to the gateway, once, and nowhere else.
    const withCard = posts.filter((post) => post.body.includes(digits(TEST_CARDS.noThreeDSecure)));
    assert.deepEqual(
      withCard.map((post) => post.url),
      [order.purchase.directPostUrl],
    );
    assert.ok(!JSON.stringify(order).includes(digits(TEST_CARDS.noThreeDSecure)));
  });

  it('pays with the 3-D Secure card after the test 3-D Secure page', async () => {
    const page = await e2e().newPage();
    const navigations = recordNavigations(page);
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'cold-brew' });
    await chooseCard(page);
    await fillCardForm(page, { number: TEST_CARDS.threeDSecure });
    await submitCardForm(page);

    // The issuer's page at the gateway, naming the amount and the card.
    await page.waitForURL(/\/3ds\/$/);
    assert.equal(new URL(page.url()).origin, e2e().sandbox.url);
    await page.getByRole('heading', { name: 'Confirm this payment' }).waitFor();
    await page.getByText('Mastercard •••• 4444').waitFor();
    await page.getByText(/RM\s28\.00/).waitFor();
    await approve3ds(page);

    await waitForOutcome(page, id, 'paid');
    assert.match(await waitForFulfilment(page), /\(once\)$/);
    assert.equal(await page.locator('[data-testid="method"]').textContent(), 'Mastercard');
    assert.ok(navigations.some((url) => url.endsWith('/3ds/')));

    // The gateway sends the callback and the webhook in no set order: either may fulfil.
    await callbackDelivered(e2e(), id);
    const order = await e2e().waitForOrder(
      id,
      (current) => current.fulfilmentCount === 1 && deliveries(current, 'callback').length > 0,
      'the order is fulfilled, and its callback has arrived',
    );
    assert.equal(order.purchase.status, 'paid');
    assert.equal(order.purchase.paymentMethod, 'mastercard');
    assertCallbackHandledOnce(order);
    const purchase = await e2e().purchaseOf(order.purchase.id);
    assert.equal(purchase.status, 'paid');
    assert.equal(purchase.transaction_data.extra.three_d_secure, true);
    assert.equal(purchase.transaction_data.extra.masked_pan, '555555******4444');
  });

  it('fails the 3-D Secure card with a wrong CVC after the 3-D Secure page, and fulfils nothing', async () => {
    const page = await e2e().newPage();
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'drip-bags' });
    await chooseCard(page);
    await fillCardForm(page, { number: TEST_CARDS.threeDSecure, cvc: '999' });
    await submitCardForm(page);
    // The wrong code is found only after the payer approved at the issuer.
    await approve3ds(page);

    // Back on the same checkout, told why in words for the payer, and what to do next.
    const message = await waitForDeclinedCheckout(page, id);
    assert.match(
      (await message.textContent()) ?? '',
      /did not go through, and nothing was charged\. The security code was not accepted\. Check the 3 or 4 digits/,
    );

    const order = await e2e().waitForOrder(
      id,
      (current) =>
        deliveries(current, 'webhook').some((event) => event.type === 'purchase.payment_failure'),
      'the failure has reached the merchant',
    );
    assert.equal(order.purchase.status, 'error');
    assert.equal(order.fulfilmentCount, 0);
    assert.equal(order.fulfilledAt, null);
    assert.equal(order.purchase.capturedAmount, 0);
    assert.deepEqual(deliveries(order, 'callback'), []);
    assert.ok(
      deliveries(order, 'webhook').some(
        (event) =>
          event.type === 'purchase.payment_failure' &&
          event.signature === 'verified' &&
          event.status === 'error',
      ),
    );

    const purchase = await e2e().purchaseOf(order.purchase.id);
    assert.equal(purchase.status, 'error');
    assert.equal(purchase.payment, null);
    const attempt = purchase.transaction_data.attempts[0];
    assert.equal(attempt?.successful, false);
    assert.equal(attempt?.error?.code, 'incorrect_cvc');
  });

  it('blocks an expired card in the form, and the gateway refuses it when posted anyway', async () => {
    const page = await e2e().newPage();
    const posts = recordPosts(page);
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'kopi-beans' });
    const checkoutUrl = page.url();
    await chooseCard(page);
    const order = await e2e().orderOf(id);
    const directPostUrl = order.purchase.directPostUrl;
    assert.ok(directPostUrl);

    // The card form refuses it, names the field, and moves focus there.
    await page.evaluate(() => {
      document.querySelector('#card-form')?.addEventListener('checkout-invalid', (event) => {
        (window as unknown as { refused: unknown }).refused = (event as CustomEvent).detail;
      });
    });
    const expired = expiryIn(-1);
    await fillCardForm(page, { expiry: expired });
    await submitCardForm(page);
    const inputs = cardInputs(page);
    const error = inputs.form.locator('.ck-field-expires [part="error"]');
    await error.filter({ hasText: 'Expiry date is in the past.' }).waitFor();
    assert.equal(await inputs.expiry.getAttribute('aria-invalid'), 'true');
    assert.ok(await hasFocus(inputs.expiry));
    const refused = await page.evaluate(() => (window as unknown as { refused: unknown }).refused);
    assert.deepEqual(refused, {
      errors: [{ field: 'expires', code: 'expired', message: 'Expiry date is in the past.' }],
    });
    // No navigation, nothing posted: the gateway never heard of it.
    assert.equal(page.url(), checkoutUrl);
    assert.deepEqual(
      posts.filter((post) => post.url === directPostUrl),
      [],
    );
    const untouched = await e2e().purchaseOf(order.purchase.id);
    assert.deepEqual(untouched.transaction_data.attempts, []);

    // A hostile page posts the same card to direct_post_url without the form's checks.
    await postFormDirectly(page, directPostUrl, {
      cardholder_name: 'Siti Aisyah',
      card_number: '4444333322221111',
      expires: expired,
      cvc: '123',
    });
    const message = await waitForDeclinedCheckout(page, id);
    assert.match((await message.textContent()) ?? '', /Your card has expired\. Try another card/);

    const purchase = await e2e().purchaseOf(order.purchase.id);
    assert.equal(purchase.status, 'error');
    assert.equal(purchase.payment, null);
    assert.deepEqual(
      purchase.transaction_data.attempts.map((attempt) => [
        attempt.successful,
        attempt.error?.code,
      ]),
      [[false, 'expired_card']],
    );
    const after = await e2e().waitForOrder(
      id,
      (current) => current.purchase.status === 'error',
      'the merchant knows the payment failed',
    );
    assert.equal(after.fulfilmentCount, 0);
    assert.deepEqual(deliveries(after, 'callback'), []);
  });

  it('saves the card as a recurring token and charges it again without the payer', async () => {
    const page = await e2e().newPage();
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'ceramic-mug' });
    await chooseCard(page);
    await fillCardForm(page, { remember: true });
    await submitCardForm(page);
    await waitForOutcome(page, id, 'paid');
    assert.equal(await page.locator('[data-testid="saved-card"]').textContent(), 'Yes');

    const first = await e2e().waitForOrder(
      id,
      (current) => current.fulfilmentCount === 1,
      'the first order is fulfilled',
    );
    assert.equal(first.purchase.isRecurringToken, true);
    const token = first.purchase.id;
    const tokenPurchase = await e2e().purchaseOf(token);
    assert.equal(tokenPurchase.is_recurring_token, true);
    assert.equal(tokenPurchase.status, 'paid');

    // The merchant's saved cards list it.
    await page.goto(`${e2e().siteUrl}/saved-cards.html`);
    await e2e().signIn(page);
    const card = page.locator(`li[data-token="${token}"]`);
    await card.getByRole('heading', { name: 'Visa •••• 1111' }).waitFor();
    await card.getByRole('link', { name: id }).waitFor();

    // Charge again: the payer is not there, and no page of the gateway is shown.
    const navigations = recordNavigations(page);
    await card.getByRole('button', { name: 'Charge again' }).click();
    await card.getByLabel('Product').selectOption('cold-brew');
    await card.getByLabel('Quantity').fill('2');
    await card.getByRole('button', { name: 'Charge', exact: true }).click();
    // Money moves only once staff confirm the amount; they stay in the back office.
    await page
      .getByRole('dialog', { name: /^Charge RM\s56\.00 to Visa •••• 1111 now\?$/ })
      .getByRole('button', { name: /^Charge RM\s56\.00$/ })
      .click();
    const result = card.getByTestId('charge-result');
    await result.waitFor();
    assert.equal(new URL(page.url()).pathname, '/saved-cards.html');
    const secondId = (await result.getAttribute('data-order-id')) ?? '';
    assert.notEqual(secondId, '');
    assert.notEqual(secondId, id);
    await page.goto(`${e2e().siteUrl}/result.html?order=${encodeURIComponent(secondId)}`);
    await waitForOutcome(page, secondId, 'paid');
    assert.match(await waitForFulfilment(page), /\(once\)$/);
    assert.match((await page.locator('[data-testid="total"]').textContent()) ?? '', /RM\s56\.00/);
    assert.ok(navigations.every((url) => new URL(url).origin === e2e().siteUrl));

    const second = await e2e().waitForOrder(
      secondId,
      (current) => current.fulfilmentCount === 1,
      'the charged order is fulfilled',
    );
    assert.equal(second.purchase.status, 'paid');
    assert.equal(second.purchase.recurringToken, token);
    assert.equal(second.total, 2 * 2800);
    assert.deepEqual(
      second.lines.map((line) => [line.sku, line.quantity]),
      [['cold-brew', 2]],
    );
    assert.deepEqual(deliveries(second, 'callback'), [
      { type: 'purchase.paid', signature: 'verified', attempt: 1, status: 'paid' },
    ]);
    const charged = await e2e().purchaseOf(second.purchase.id);
    assert.equal(charged.status, 'paid');
    assert.equal(charged.recurring_token, token);
    assert.equal(charged.payment?.amount, 5600);
    assert.deepEqual(
      charged.transaction_data.attempts.map((attempt) => [attempt.type, attempt.successful]),
      [['recurring_execute', true]],
    );
  });

  it('takes a whole payment with the keyboard alone', async () => {
    const page = await e2e().newPage();
    // Any pointer event the payer's pages see fails the test: only keys are pressed.
    const pointers: string[] = [];
    await page.context().exposeBinding('reportPointer', (_source, type: string) => {
      pointers.push(type);
    });
    await page.context().addInitScript(() => {
      for (const type of ['pointerdown', 'mousedown', 'touchstart']) {
        window.addEventListener(
          type,
          () => (window as unknown as { reportPointer(type: string): void }).reportPointer(type),
          true,
        );
      }
    });
    const keyboard = page.keyboard;
    await page.goto(e2e().siteUrl);

    // The shop: add a product, the e-mail, Checkout.
    const add = page
      .locator('li[data-sku="pour-over-kit"]')
      .getByRole('button', { name: /Add to cart/ });
    await tabTo(page, add);
    await keyboard.press('Enter');
    await page.locator('#quantity-pour-over-kit').waitFor();
    await tabTo(page, page.locator('#email'));
    await keyboard.type('aminah@example.com');
    // The ways to pay are a radio group: arrows move the choice, and back.
    await tabTo(page, page.locator('#kind-payment'));
    await keyboard.press('ArrowDown');
    assert.ok(await page.locator('#kind-hold').isChecked());
    await keyboard.press('ArrowUp');
    assert.ok(await page.locator('#kind-payment').isChecked());
    await tabTo(page, page.locator('#checkout-button'));
    await keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/checkout.html');
    const id = new URL(page.url()).searchParams.get('order') ?? '';

    // The picker: Tab into the group, arrows through it without leaving the page, Space on Card.
    const picker = page.locator('#method-picker');
    const cardRadio = picker.getByRole('radio', { name: /^Card/ });
    await tabTo(page, cardRadio);
    await keyboard.press('ArrowDown');
    await picker.getByRole('link', { name: /^Continue with / }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/checkout.html');
    await keyboard.press('ArrowUp');
    assert.ok(await hasFocus(cardRadio));
    await keyboard.press('Space');
    await page.locator('#card-section').waitFor({ state: 'visible' });
    assert.ok(await cardRadio.isChecked());

    // The card form, field by field.
    const inputs = cardInputs(page);
    await tabTo(page, inputs.name);
    await keyboard.type('Aminah Binti Ali');
    await keyboard.press('Tab');
    await keyboard.type(digits(TEST_CARDS.threeDSecure));
    await keyboard.press('Tab');
    await keyboard.type(expiryIn(2).replace('/', ''));
    await keyboard.press('Tab');
    await keyboard.type(TEST_CARDS.cvc);
    assert.equal(await inputs.number.inputValue(), TEST_CARDS.threeDSecure);
    assert.equal(await inputs.expiry.inputValue(), expiryIn(2));
    await tabTo(page, inputs.submit);
    await keyboard.press('Enter');

    // The gateway's 3-D Secure page.
    await page.waitForURL(/\/3ds\/$/);
    await tabTo(page, page.getByRole('button', { name: 'Approve' }));
    await keyboard.press('Enter');

    await waitForOutcome(page, id, 'paid');
    assert.match(await waitForFulfilment(page), /\(once\)$/);
    assert.deepEqual(pointers, []);

    // The webhook of the payment may have fulfilled the order before the callback came.
    await callbackDelivered(e2e(), id);
    const order = await e2e().waitForOrder(
      id,
      (current) => deliveries(current, 'callback').length > 0,
      'the callback of the payment has arrived',
    );
    assert.equal(order.email, 'aminah@example.com');
    assert.equal(order.kind, 'payment');
    assert.equal(order.purchase.status, 'paid');
    assert.equal(order.fulfilmentCount, 1);
    assertCallbackHandledOnce(order);
    const purchase = await e2e().purchaseOf(order.purchase.id);
    assert.equal(purchase.status, 'paid');
    assert.equal(purchase.transaction_data.extra.cardholder_name, 'Aminah Binti Ali');
    assert.equal(purchase.transaction_data.extra.three_d_secure, true);
  });

  it('brings a declined payer back to the same checkout on a phone, told why in their language, to pay with another card', async () => {
    const page = await e2e().newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'drip-bags', language: 'ms' });
    const before = await e2e().orderOf(id);
    await chooseCard(page);
    // The sandbox's decline test card for insufficient funds.
    await fillCardForm(page, { number: '4000 0000 0000 9995', name: 'Siti Aisyah' });
    await submitCardForm(page);

    // The same checkout: the order as it was, Card chosen, the reason above the card form, in
    // Malay, with what to do next, and focus on it (in sight on the phone).
    const message = await waitForDeclinedCheckout(page, id);
    assert.equal(
      await message.textContent(),
      'Cubaan bayaran terakhir anda tidak berjaya, dan tiada caj dikenakan. Baki kad anda tidak mencukupi. Cuba kad atau kaedah pembayaran lain.',
    );
    assert.equal(await message.getAttribute('role'), 'alert');
    await page.waitForFunction(() =>
      document.activeElement?.matches('#card-form [part~="message"]'),
    );
    const box = await message.boundingBox();
    // Within a pixel: the page scrolls by whole pixels, the box sits at fractions of one.
    assert.ok(box && box.y >= -1 && box.y + box.height <= 845, 'the reason is on the screen');
    assert.equal(await page.locator('#retry-note').isVisible(), false, 'said once, not twice');
    assert.equal(await page.getByTestId('order-id').textContent(), id);
    const after = await e2e().orderOf(id);
    assert.equal(after.purchase.id, before.purchase.id, 'the same purchase, to try again');
    assert.deepEqual(after.lines, before.lines, 'the order intact');
    assert.equal(after.purchase.failureCode, 'insufficient_funds');

    // One Tab into the card form (in test mode, its test cards come first); nothing to re-type
    // but the card.
    await page.keyboard.press('Tab');
    assert.ok(await hasFocus(cardInputs(page).form.getByRole('button').first()));
    await fillCardForm(page, { number: TEST_CARDS.noThreeDSecure, name: 'Siti Aisyah' });
    await submitCardForm(page);
    const outcome = await waitForOutcome(page, id, 'paid');
    assert.match((await outcome.locator('h1').textContent()) ?? '', /bayaran anda berjaya/);
  });

  it('pays by card in Malay on a phone, the 3-D Secure page in Malay too', async () => {
    const page = await e2e().newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'drip-bags', language: 'ms' });
    await chooseCard(page);
    await fillCardForm(page, { number: TEST_CARDS.threeDSecure });
    await submitCardForm(page);

    // The issuer's page speaks the purchase's language, names the shop, and keeps its badge on
    // one line beside the bank's name.
    await page.waitForURL(/\/3ds\/$/);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ms');
    await page.getByRole('heading', { name: 'Sahkan bayaran ini' }).waitFor();
    await page.getByText('Kedai Kopi').waitFor();
    const badge = await page.locator('.acs-badge').boundingBox();
    const bank = await page.locator('.acs-brand').boundingBox();
    assert.ok(badge && bank);
    assert.ok(badge.height < 24, `the badge is one line, not ${badge.height} px`);
    assert.ok(bank.height < 40, `the bank's name and badge are one line, not ${bank.height} px`);
    await approve3ds(page);

    const outcome = await waitForOutcome(page, id, 'paid');
    assert.match((await outcome.locator('h1').textContent()) ?? '', /bayaran anda berjaya/);
    assert.match(await waitForFulfilment(page), /\(1 kali\)$/);
    const order = await e2e().waitForOrder(
      id,
      (current) => current.fulfilmentCount === 1,
      'the order is fulfilled',
    );
    assert.equal(order.language, 'ms');
    const purchase = await e2e().purchaseOf(order.purchase.id);
    assert.equal(purchase.purchase.language, 'ms');
    assert.equal(purchase.status, 'paid');
  });
});
