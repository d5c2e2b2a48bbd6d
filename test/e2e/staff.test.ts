/**
 * The back office behind its sign-in, in Chromium: the orders page asks for the password the
 * demo printed, refuses a wrong one, and shows the orders once signed in; payers' pages never
 * ask. Staff charging a saved card again are asked first, and stay on the saved-cards page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OrderList } from '../../demo/shared/api.js';
import { useDemo } from './harness.js';
import { payByCard, waitForOutcome } from './payer.js';

describe('the back office sign-in', () => {
  const e2e = useDemo();

  it('asks for the password on the orders page, refuses a wrong one, then shows the orders', async () => {
    // The wrong password's 401 is a refused request, which Chromium logs.
    const page = await e2e().newPage({ allowConsoleErrors: [/status of 401/] });
    const made = await e2e().api<{ id: string }>('/api/orders', {
      body: { lines: [{ sku: 'kopi-beans', quantity: 1 }], email: 'siti@example.com' },
    });
    assert.equal(made.status, 201);

    await page.goto(`${e2e().siteUrl}/orders.html`);
    const form = page.getByRole('form', { name: 'Sign in to the back office' });
    await form.waitFor();
    assert.equal(await page.locator('li[data-order-id]').count(), 0, 'no order shown');

    const password = form.getByLabel('Password');
    await password.pressSequentially('not-the-password');
    await password.press('Enter');
    await form.getByText('That is not the password.').waitFor();
    assert.equal(await password.getAttribute('aria-invalid'), 'true');

    await password.fill('');
    await password.pressSequentially(e2e().demo.adminPassword);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.locator(`li[data-order-id="${made.body.id}"]`).waitFor();
    assert.equal(await form.count(), 0);

    // The session cookie serves the other back-office page, and is out of scripts' reach.
    await page.goto(`${e2e().siteUrl}/saved-cards.html`);
    await page.locator('#saved-cards-state').waitFor();
    assert.equal(await page.getByRole('form', { name: 'Sign in to the back office' }).count(), 0);
    assert.equal(await page.evaluate(() => document.cookie), '');
  });

  it('never asks a payer to sign in', async () => {
    const page = await e2e().newPage();
    await page.goto(`${e2e().siteUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await page.locator('#sign-in').count(), 0);
  });

  it('charges a saved card again once asked, and shows the new order on the saved-cards page', async () => {
    const page = await e2e().newPage();
    const first = await payByCard(page, e2e().siteUrl, { sku: 'ceramic-mug' }, { remember: true });
    await waitForOutcome(page, first, 'paid');
    const token = (
      await e2e().waitForOrder(
        first,
        (order) => order.purchase.isRecurringToken,
        'the card is saved',
      )
    ).purchase.id;
    const orderCount = async () => (await e2e().api<OrderList>('/api/orders')).body.orders.length;
    const before = await orderCount();

    await page.goto(`${e2e().siteUrl}/saved-cards.html`);
    await e2e().signIn(page);
    const card = page.locator(`li[data-token="${token}"]`);
    await card.getByRole('button', { name: 'Charge again' }).click();
    await card.getByLabel('Product').selectOption('cold-brew');
    await card.getByLabel('Quantity').fill('2');

    // Asked first: the amount, the card, and that the payer is not there. Going back charges
    // nothing.
    const heading = /^Charge RM\s56\.00 to Visa •••• 1111 now\?$/;
    await card.getByRole('button', { name: 'Charge', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: heading });
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? '', /The payer is not here to confirm it/);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Go back');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await orderCount(), before, 'nothing charged');

    await card.getByRole('button', { name: 'Charge', exact: true }).click();
    dialog = page.getByRole('dialog', { name: heading });
    await dialog.getByRole('button', { name: /^Charge RM\s56\.00$/ }).click();

    // The answer, where staff are: the new order's status and amount, and a link to it.
    const result = card.getByTestId('charge-result');
    await result.waitFor();
    const id = (await result.getAttribute('data-order-id')) ?? '';
    assert.notEqual(id, first);
    assert.match((await result.textContent()) ?? '', /^Charged RM\s56\.00: Paid Order \w+$/);
    assert.equal(await result.locator('[data-status]').getAttribute('data-status'), 'paid');
    assert.equal(new URL(page.url()).pathname, '/saved-cards.html');
    const order = await e2e().orderOf(id);
    assert.equal(order.total, 5600);
    assert.equal(order.purchase.recurringToken, token);
    assert.equal(await orderCount(), before + 1);

    // The link leads to the order's card on the orders page.
    await result.getByRole('link', { name: `Order ${id}` }).click();
    await page.waitForURL((url) => url.pathname === '/orders.html');
    const title = page.locator(`li[data-order-id="${id}"] h2`);
    await title.waitFor();
    await page.waitForFunction(
      (orderId) => document.activeElement?.id === `order-${orderId}-title`,
      id,
    );
  });
});
