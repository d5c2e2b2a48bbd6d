/**
 * The back office behind its sign-in, in Chromium: the orders page asks for the password the
 * demo printed, refuses a wrong one, and shows the orders once signed in; payers' pages never
 * ask.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useDemo } from './harness.js';

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
});
