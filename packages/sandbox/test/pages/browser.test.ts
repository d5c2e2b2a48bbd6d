import assert from 'node:assert/strict';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../../../../test/chromium.js';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/**
 * A payer in a real (headless) Chromium walks the hosted pages: the payment page, the card
 * page, the test 3-D Secure page, and back to the merchant's success page.
 */
describe('hosted pages in a browser', () => {
  const sandbox = useSandbox();
  let browser: Browser;
  let merchant: Server;
  let merchantUrl = '';

  before(async () => {
    // The merchant's site: every page answers 200 "ok".
    merchant = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('ok');
    });
    await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
    merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: chromiumExecutablePath(),
      args: chromiumArgs,
      headless: true,
    });
  });

  after(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => merchant.close(() => resolve()));
  });

  it('pays with the 3-D-Secure test card from checkout_url to the success redirect', async () => {
    const created = await api<Purchase>(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), {
        reference: 'ORDER-3DS',
        success_redirect: `${merchantUrl}/success`,
        failure_redirect: `${merchantUrl}/failure`,
      }),
    );
    assert.equal(created.status, 201);
    const purchase = created.body;

    const page = await browser.newPage();
    try {
      await page.goto(purchase.checkout_url);
      // Amounts are written with a no-break space: `RM 10.00`.
      assert.match(await page.getByRole('heading', { level: 1 }).innerText(), /^Pay RM\s10\.00$/);
      assert.ok(await page.getByText('ORDER-3DS').isVisible());

      // Choose card on the payment page.
      await page.getByRole('radio', { name: /^Card/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`${sandbox().url}/p/${purchase.id}/card/`);

      // The card page, filled as a payer types.
      await page.getByLabel('Name on card').fill('Siti Aisyah');
      await page.getByLabel('Card number').fill('5555 5555 5555 4444');
      await page
        .getByLabel('Expiry date')
        .fill(`12/${String(new Date().getFullYear() + 3).slice(-2)}`);
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: /^Pay RM\s10\.00$/ }).click();

      // The test 3-D Secure page.
      await page.waitForURL(`${sandbox().url}/p/${purchase.id}/3ds/`);
      assert.equal(
        await page.getByRole('heading', { level: 1 }).textContent(),
        'Confirm this payment',
      );
      assert.ok(await page.getByText('Mastercard •••• 4444').isVisible());
      await page.getByRole('button', { name: 'Approve' }).click();

      // Back at the merchant.
      await page.waitForURL(`${merchantUrl}/success`);
      assert.equal(await page.locator('body').textContent(), 'ok');
    } finally {
      await page.close();
    }

    const paid = (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
    assert.equal(paid.status, 'paid');
    assert.equal(paid.transaction_data.payment_method, 'mastercard');
    assert.equal(paid.transaction_data.extra.masked_pan, '555555******4444');
    assert.equal(paid.transaction_data.extra.three_d_secure, true);
  });
});
