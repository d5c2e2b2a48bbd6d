/**
 * The shop on a 390 px phone, as a payer walks it: the header on two rows, "Add to cart" that
 * answers where the thumb is, a checkout whose summary folds to its total so the Pay button is
 * near, methods told apart, an unknown order that leads back to the shop, a result log in the
 * payer's language, and a saved card whose brand is whole.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useDemo } from './harness.js';
import {
  TEST_CARDS,
  addToCartAndCheckout,
  chooseCard,
  payByCard,
  waitForFulfilment,
  waitForOutcome,
} from './payer.js';

const PHONE = { width: 390, height: 844 };

/** The tops of the header's navigation entries: one value when they share a row. */
async function navigationRows(page: Page): Promise<number> {
  const tops = await page
    .locator('.site-nav__list > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return new Set(tops).size;
}

describe('on a phone', () => {
  const e2e = useDemo();

  async function phone(language: 'en' | 'ms' = 'en', allowConsoleErrors?: RegExp[]): Promise<Page> {
    const page = await e2e().newPage({ allowConsoleErrors });
    await page.setViewportSize(PHONE);
    await page.addInitScript((chosen) => {
      localStorage.setItem('kedai-kopi.language', chosen);
    }, language);
    await page.goto(e2e().siteUrl);
    return page;
  }

  it('keeps the header to the name row and one row of navigation, in both languages', async () => {
    for (const language of ['en', 'ms'] as const) {
      const page = await phone(language);
      await page.locator('.site-nav__list > li').first().waitFor();
      assert.equal(await navigationRows(page), 1, language);
    }
  });

  it('says on the button itself that a product went into the cart', async () => {
    const page = await phone();
    const product = page.locator('.product-card[data-sku="cold-brew"]');
    const button = product.getByRole('button', { name: /^Add to cart/ });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await product.locator('.product-card__add--added').getByText('Added: 1 in cart').waitFor();
    await product.locator('button').click();
    await product.locator('button').getByText('Added: 2 in cart').waitFor();
    // Then it offers to add again.
    await product.locator('button').getByText('Add to cart').waitFor();
  });

  it('folds the summary to its total and keeps Pay within two screens', async () => {
    for (const language of ['en', 'ms'] as const) {
      const page = await phone(language);
      await addToCartAndCheckout(page, {
        items: [{ sku: 'kopi-beans', quantity: 2 }, { sku: 'ceramic-mug' }],
        language,
      });
      const toggle = page.locator('.summary-toggle');
      const [total, show, hide] =
        language === 'en'
          ? ['Total RM 109.00', 'Show details', 'Hide details']
          : ['Jumlah RM 109.00', 'Lihat butiran', 'Sembunyi butiran'];
      assert.equal(
        (await toggle.innerText()).replace(/\s+/g, ' ').trim(),
        `${total} ${show}`.replace(/\s+/g, ' '),
      );
      assert.ok(((await toggle.boundingBox())?.height ?? Infinity) <= 60, 'one line');
      assert.equal(await page.getByTestId('order-id').isVisible(), false);
      await toggle.click();
      await page.getByTestId('order-id').waitFor();
      await toggle.getByText(hide).waitFor();
      await toggle.click();
      await page.getByTestId('order-id').waitFor({ state: 'hidden' });

      await chooseCard(page);
      const pay = page.locator('#card-form button[type="submit"]');
      const bottom = await pay.evaluate(
        (button) => button.getBoundingClientRect().bottom + scrollY,
      );
      assert.ok(bottom <= 2 * PHONE.height, `${language}: Pay ends at ${bottom} px`);
    }
  });

  it('tells alike methods apart, with logos tall enough to read', async () => {
    const page = await phone();
    await addToCartAndCheckout(page);
    const picker = page.locator('#method-picker');
    const option = (name: string) => picker.locator('label').filter({ hasText: name });
    await option('FPX Corporate Banking').getByText('Company bank account').waitFor();
    await option('FPX Online Banking').getByText('Personal bank account').waitFor();
    const logo = option('FPX Corporate Banking').locator('img');
    await logo.waitFor();
    assert.equal((await logo.boundingBox())?.height, 32);
  });

  it('leads from an unknown order back to the shop', async () => {
    // Chromium reports the order's 404 as a failed resource.
    const page = await phone('ms', [/status of 404/]);
    await page.goto(`${e2e().siteUrl}/result.html?order=NOSUCH1`);
    await page.getByRole('heading', { name: 'Kami tidak menemui pesanan ini' }).waitFor();
    await page.getByText('Kedai ini tiada pesanan NOSUCH1.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Kembali ke kedai' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('writes the result log in Malay for a Malay payer', async () => {
    const page = await phone('ms');
    const id = await payByCard(page, e2e().siteUrl, { language: 'ms' });
    await waitForOutcome(page, id, 'paid');
    await waitForFulfilment(page);
    const paid = page.locator('#order-log tr[data-type="purchase.paid"]').first();
    assert.equal((await paid.locator('.log__message').textContent())?.trim(), 'Bayaran diterima.');
  });

  it('shows a saved card by its brand whole, in the case people write it', async () => {
    const page = await phone();
    await payByCard(page, e2e().siteUrl, {}, { number: TEST_CARDS.threeDSecure, remember: true });
    await page.goto(`${e2e().siteUrl}/saved-cards.html`);
    await e2e().signIn(page);
    await page.getByRole('heading', { name: 'Mastercard •••• 4444' }).waitFor();
    const chip = page.locator('.saved-card__brand').first();
    assert.equal((await chip.textContent())?.trim(), 'Mastercard');
    assert.ok(
      await chip.evaluate((element) => element.scrollWidth <= element.clientWidth),
      'the brand is not cut',
    );
  });
});
