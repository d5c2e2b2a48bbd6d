/**
 * The shop's cart from the payer's side: it holds what was ordered until the order is paid. A
 * payer whose card was declined, who goes back from the checkout or from the gateway's page,
 * finds the same lines and quantities in the shop; a changed cart makes a new order (the one
 * it replaces can no longer be paid); a paid order empties the cart.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useDemo } from './harness.js';
import {
  TEST_CARDS,
  addToCart,
  addToCartAndCheckout,
  cartIn,
  checkOut,
  chooseCard,
  fillCardForm,
  submitCardForm,
  waitForDeclinedCheckout,
  waitForOutcome,
} from './payer.js';

/** What the payer puts in the cart first. */
const ORDERED = [
  { sku: 'kopi-beans', quantity: 2 },
  { sku: 'ceramic-mug', quantity: 1 },
];

/** Goes to the shop by the header's link, as a payer leaving a page of the site does. */
async function backToShopByHeader(page: Page): Promise<void> {
  await page.locator('.site-nav').getByRole('link', { name: 'Shop', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The header's count of items in the cart; 0 when it is hidden (an empty cart). */
async function headerCount(page: Page): Promise<number> {
  const count = page.locator('[data-testid="cart-count"]');
  return (await count.isVisible()) ? Number(await count.textContent()) : 0;
}

describe('the cart until the order is paid', () => {
  const e2e = useDemo();

  it('keeps the cart after a declined card, and empties it once the changed cart’s new order is paid', async () => {
    const page = await e2e().newPage();
    await page.goto(e2e().siteUrl);
    const declined = await addToCartAndCheckout(page, { items: ORDERED });
    await chooseCard(page);
    await fillCardForm(page, { number: TEST_CARDS.insufficientFunds });
    await submitCardForm(page);
    await waitForDeclinedCheckout(page, declined);

    // To take something out after "insufficient funds": the cart holds what was ordered.
    await backToShopByHeader(page);
    assert.deepEqual(await cartIn(page), ORDERED);
    assert.equal(await headerCount(page), 3);

    // The mug out: Checkout makes a new order of what is left.
    const mug = page.locator('.cart-line[data-sku="ceramic-mug"]');
    await mug.getByRole('button', { name: /^Remove/ }).click();
    await mug.waitFor({ state: 'detached' });
    const paid = await checkOut(page);
    assert.notEqual(paid, declined, 'a changed cart is a new order');
    const order = await e2e().orderOf(paid);
    assert.deepEqual(
      order.lines.map(({ sku, quantity }) => ({ sku, quantity })),
      [{ sku: 'kopi-beans', quantity: 2 }],
    );
    // The order it replaces can no longer be paid, here or at the gateway.
    const replaced = await e2e().orderOf(declined);
    assert.equal(replaced.purchase.status, 'cancelled');
    assert.equal((await e2e().purchaseOf(replaced.purchase.id)).status, 'cancelled');
    // Until it is paid, the cart still holds it.
    assert.equal(await headerCount(page), 2);

    await chooseCard(page);
    await fillCardForm(page);
    await submitCardForm(page);
    await waitForOutcome(page, paid, 'paid');
    await page.locator('[data-testid="cart-count"]').waitFor({ state: 'hidden' });

    await backToShopByHeader(page);
    assert.deepEqual(await cartIn(page), []);
    assert.equal(await headerCount(page), 0);
  });

  it('keeps the cart back from the checkout and from the gateway’s page, and checks the same cart out as the same order', async () => {
    const page = await e2e().newPage();
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { items: ORDERED });

    // The browser's Back button, from the checkout to the shop.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    assert.deepEqual(await cartIn(page), ORDERED);
    // Nothing changed: Checkout goes on with the same order, not a second one to pay.
    assert.equal(await checkOut(page), id);

    // To the gateway's page, and back to the seller from there.
    await page.locator('#gateway-link').click();
    await page.waitForURL((url) => url.href.startsWith(`${e2e().sandbox.url}/p/`));
    await page.getByRole('link', { name: 'Return to seller' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout.html');
    await backToShopByHeader(page);
    assert.deepEqual(await cartIn(page), ORDERED);
    assert.equal(await checkOut(page), id);

    // One more mug: a new order for the new cart, and the one before can no longer be paid.
    await backToShopByHeader(page);
    await addToCart(page, [{ sku: 'ceramic-mug', quantity: 2 }]);
    const changed = await checkOut(page);
    assert.notEqual(changed, id);
    assert.deepEqual(
      (await e2e().orderOf(changed)).lines.map(({ sku, quantity }) => ({ sku, quantity })),
      [
        { sku: 'kopi-beans', quantity: 2 },
        { sku: 'ceramic-mug', quantity: 2 },
      ],
    );
    assert.equal((await e2e().orderOf(id)).purchase.status, 'cancelled');
  });
});
