/**
 * Whole payments in each engine payers' phones are built on, besides Chromium: Firefox (Gecko)
 * and WebKit (Safari's engine), at 390 px. A payer goes from the demo shop through the checkout,
 * by card through `<checkout-card-form>` (typed with real key events) and the sandbox's test
 * 3-D Secure page, and by FPX through `<checkout-method-picker>` and the sandbox's bank page,
 * back to the site's result page; each test checks what the payer saw, that the checkout page
 * never scrolls sideways, what the merchant's server recorded, the purchase at the gateway, and
 * that no page reported an error.
 *
 * The engines are driven through `engines/` (Firefox by puppeteer-core over WebDriver BiDi,
 * WebKit by webdriverio over WebDriver classic); `CHECKOUT_TEST_ENGINES` picks them. Every step
 * of both payments is driven in both engines, with two limits of the drivers:
 * - the FPX bank is chosen from the keyboard (the select focused by its label, the bank's name
 *   typed), not from the select's list: the list is drawn by the browser outside the page (a
 *   GTK menu in WebKitGTK, a popup of Firefox's own), where neither driver can tap;
 * - in WebKit, a page's errors are recorded from the first step on that page, not from its first
 *   script: WebDriver classic runs no script of ours before a page's own, and its console does
 *   not reach the driver. An error a page reports while it loads is seen in Firefox only (its
 *   record is added before each page's scripts); in WebKit the site's pages are checked for the
 *   error they would then show instead.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { testEngines } from '../engines.js';
import type { EngineDriver, PhoneEngine } from './engines/engine.js';
import { launchFirefox } from './engines/firefox.js';
import { PayerPage } from './engines/page.js';
import { startWebKit } from './engines/webkit.js';
import { useDemo, waitForOrderPaidByFpx } from './harness.js';
import { TEST_CARDS, expiryIn } from './payer.js';

const PHONE = { width: 390, height: 844 };

/** The engines of this file that `CHECKOUT_TEST_ENGINES` asks for. */
const engines = testEngines().filter(
  (engine): engine is PhoneEngine => engine === 'firefox' || engine === 'webkit',
);

const ENGINE_NAMES: Record<PhoneEngine, string> = {
  firefox: 'Firefox',
  webkit: 'WebKit (Safari’s engine)',
};

const START: Record<PhoneEngine, () => Promise<EngineDriver>> = {
  firefox: launchFirefox,
  webkit: startWebKit,
};

/** The card form's inputs, by the names they post. */
const card = {
  name: { css: '#card-form input[name="cardholder_name"]' },
  number: { css: '#card-form input[name="card_number"]' },
  expiry: { css: '#card-form input[name="expires"]' },
  cvc: { css: '#card-form input[name="cvc"]' },
  pay: { css: '#card-form button[type="submit"]' },
};

/** Whether the radio or checkbox `css` is checked. */
function isChecked(css: string): boolean {
  return (document.querySelector(css) as HTMLInputElement | null)?.checked === true;
}

/** Whether the element `css` is hidden (`hidden`), as the site's error alerts are until used. */
function isHidden(css: string): boolean {
  return (document.querySelector(css) as HTMLElement | null)?.hidden === true;
}

/**
 * Asserts that the page does not scroll sideways: the root is no wider than its viewport, and
 * names what sticks out when it is.
 */
async function assertNoSidewaysScroll(page: PayerPage, where: string): Promise<void> {
  const seen = await page.widths();
  assert.equal(seen.innerWidth, PHONE.width, `${where}: the viewport is a phone's`);
  assert.ok(
    seen.scrollWidth <= seen.clientWidth,
    `${where} scrolls sideways at ${PHONE.width} px: ${seen.scrollWidth} px wide in ${seen.clientWidth} px; ${seen.overflowing.join('; ')}`,
  );
}

/** Waits until `page` is at the site's result page of order `id`, where the gateway sends it. */
async function waitForResultPage(page: PayerPage, siteUrl: string, id: string): Promise<void> {
  await page.waitForURL(
    (url) =>
      url.origin === siteUrl &&
      url.pathname === '/result.html' &&
      url.searchParams.get('order') === id,
    'the result page',
  );
}

/**
 * In the shop: puts one `sku` in the cart, types the e-mail, leaves "Pay now" and English chosen,
 * presses Checkout and waits for the order's checkout page; returns the order's id.
 */
async function checkOut(page: PayerPage, siteUrl: string, sku: string): Promise<string> {
  await page.goto(siteUrl);
  // As a phone's browser has it: blur, `:focus` and the form's checks on leaving a field need it.
  assert.ok(await page.run(() => document.hasFocus()), 'the tab has input focus');
  await page.click({ css: `li[data-sku="${sku}"] button`, text: /Add to cart/ });
  await page.waitForValue(`#quantity-${sku}`, '1');
  assert.equal(await page.type({ css: '#email' }, 'siti@example.com'), 'siti@example.com');
  assert.ok(await page.run(isChecked, '#kind-payment'), 'Pay now is chosen');
  assert.ok(await page.run(isChecked, 'input[name="language"][value="en"]'), 'English is chosen');
  await page.click({ css: '#checkout-button' });
  const url = await page.waitForURL(
    (at) => at.origin === siteUrl && at.pathname === '/checkout.html',
    'the checkout page',
  );
  const id = url.searchParams.get('order');
  assert.ok(id, 'the checkout page names its order');
  // Attached, not drawn: on a phone the summary is folded to its total.
  await page.waitFor({ css: '[data-testid="order-id"]', text: new RegExp(id) }, { attached: true });
  // The picker has its list, and the page no error to show.
  await page.waitFor({ css: '#method-picker >>> input[type="radio"]' });
  assert.equal(await page.run(isHidden, '#checkout-error'), true, 'the checkout shows no error');
  return id;
}

describe(
  'whole payments in Firefox and WebKit at 390 px',
  { skip: engines.length === 0 && 'CHECKOUT_TEST_ENGINES names neither firefox nor webkit' },
  () => {
    const e2e = useDemo({ chromium: false });

    for (const engine of engines) {
      describe(`in ${ENGINE_NAMES[engine]}`, () => {
        let driver: EngineDriver | undefined;
        let page: PayerPage | undefined;

        before(async () => {
          driver = await START[engine]();
        });

        afterEach(async () => {
          const open = page;
          page = undefined;
          await open?.close();
          assert.deepEqual(open?.problems ?? [], [], 'the pages of this test reported no errors');
        });

        after(async () => {
          await driver?.close();
        });

        /** A new tab at 390 × 844, with storage of its own. */
        async function phone(): Promise<PayerPage> {
          assert.ok(driver, `${engine} has started`);
          page = await PayerPage.open(driver, PHONE);
          return page;
        }

        it('pays by card after the 3-D Secure page, typed into the card form', async (t) => {
          const { siteUrl, sandbox } = e2e();
          const payer = await phone();
          t.diagnostic(driver?.version ?? '');
          const id = await checkOut(payer, siteUrl, 'cold-brew');
          await assertNoSidewaysScroll(payer, 'the checkout page with the picker');

          await payer.click({ css: '#method-picker >>> label', text: /^Card\b/ });
          await payer.waitFor(card.number);
          await assertNoSidewaysScroll(payer, 'the checkout page with the card form');
          // Typed key by key: the form groups the number and writes the expiry's slash itself.
          const expiry = expiryIn(1);
          assert.equal(await payer.type(card.name, 'Siti Aisyah'), 'Siti Aisyah');
          assert.equal(
            await payer.type(card.number, TEST_CARDS.threeDSecure.replace(/\s/g, '')),
            TEST_CARDS.threeDSecure,
          );
          assert.equal(await payer.type(card.expiry, expiry.replace('/', '')), expiry);
          assert.equal(await payer.type(card.cvc, TEST_CARDS.cvc), TEST_CARDS.cvc);
          await payer.click(card.pay);

          // The issuer's page at the gateway, naming the amount and the card.
          await payer.waitForURL(
            (url) => url.origin === sandbox.url && /^\/p\/[^/]+\/3ds\/$/.test(url.pathname),
            'the test 3-D Secure page',
          );
          assert.equal(await payer.text({ css: 'h1' }), 'Confirm this payment');
          assert.equal(await payer.text({ css: '.amount' }), 'RM 28.00');
          await payer.waitFor({ css: 'dd', text: /^Mastercard •••• 4444$/ });
          await payer.click({ css: 'button', text: /^Approve$/ });

          // Back on the site's result page: paid, and fulfilled once.
          await waitForResultPage(payer, siteUrl, id);
          assert.match(
            await payer.text({ css: '#outcome[data-outcome="paid"] h1' }),
            /your payment went through/,
          );
          await payer.waitFor({ css: '[data-testid="fulfilment"]', text: /\(once\)$/ });
          await payer.waitFor({ css: '#order-status[data-status="paid"][data-final="true"]' });
          assert.equal(await payer.text({ css: '[data-testid="method"]' }), 'Mastercard');
          assert.equal(await payer.text({ css: '[data-testid="total"]' }), 'RM 28.00');
          assert.equal(
            await payer.run(isHidden, '#result-error'),
            true,
            'the result shows no error',
          );

          // The merchant's server: paid, fulfilled once, on verified deliveries (the webhook
          // and the callback arrive in no set order: either fulfils, the other adds nothing).
          const order = await e2e().waitForOrder(
            id,
            (current) =>
              current.fulfilmentCount === 1 &&
              current.events.some(
                (event) =>
                  event.source === 'webhook' &&
                  event.type === 'purchase.paid' &&
                  event.signature === 'verified',
              ),
            'the order is fulfilled, and the webhook of the payment has arrived',
          );
          assert.equal(order.purchase.status, 'paid');
          assert.equal(order.purchase.paymentMethod, 'mastercard');
          assert.equal(order.total, 2800);
          assert.equal(order.purchase.capturedAmount, order.total);
          assert.equal(order.fulfilmentCount, 1);
          assert.ok(order.fulfilledAt);
          assert.ok(order.events.every((event) => event.signature !== 'rejected'));
          // The gateway: paid after 3-D Secure, with the card and the name the payer typed.
          const purchase = await e2e().purchaseOf(order.purchase.id);
          assert.equal(purchase.status, 'paid');
          assert.equal(purchase.transaction_data.extra.three_d_secure, true);
          assert.equal(purchase.transaction_data.extra.masked_pan, '555555******4444');
          assert.equal(purchase.transaction_data.extra.cardholder_name, 'Siti Aisyah');
        });

        it('pays by FPX through the picker and the bank page', async () => {
          const { siteUrl, sandbox } = e2e();
          const payer = await phone();
          const id = await checkOut(payer, siteUrl, 'kopi-beans');
          const created = await e2e().orderOf(id);

          await payer.click({ css: '#method-picker >>> label', text: /^FPX Online Banking/ });
          const next = { css: '#method-picker >>> a', text: /^Continue with FPX Online Banking$/ };
          await payer.waitFor(next);
          // The choice of the payer's bank opens above Continue once the bank list is here: waited
          // for, so that the tap lands on Continue, and the page is measured with it. Left at
          // "Choose it on the next page", Continue goes to the gateway's own FPX page.
          await payer.waitFor({ css: '#method-picker >>> select' });
          await assertNoSidewaysScroll(payer, 'the checkout page with FPX chosen');
          await payer.click(next);

          // The gateway's simulated FPX page: the bank first, then approve. The bank is typed
          // into the focused select (its list is the browser's, outside the page: see above).
          await payer.waitForURL(
            (url) => url.href === `${sandbox.url}/p/${created.purchase.id}/method/fpx/`,
            'the FPX page',
          );
          assert.match(await payer.text({ css: 'h1' }), /FPX Online Banking/);
          assert.equal(await payer.text({ css: '.amount' }), 'RM 32.00');
          await payer.click({ css: 'label[for="fpx_bank_code"]' });
          await payer.waitForFocus({ css: '#fpx_bank_code' });
          assert.equal(await payer.value('#fpx_bank_code'), '');
          await payer.keys('Maybank2u');
          assert.match(
            await payer.run(() => {
              const select = document.querySelector('#fpx_bank_code') as HTMLSelectElement;
              return select.selectedOptions[0]?.textContent?.trim() ?? '';
            }),
            /^Maybank2u$/,
          );
          await payer.click({ css: 'button', text: /^Approve$/ });

          await waitForResultPage(payer, siteUrl, id);
          await payer.waitFor({ css: '#outcome[data-outcome="paid"]' });
          assert.equal(await payer.text({ css: '[data-testid="method"]' }), 'FPX online banking');
          await payer.waitFor({ css: '[data-testid="fulfilment"]', text: /\(once\)$/ });
          assert.equal(await payer.text({ css: '[data-testid="total"]' }), 'RM 32.00');
          assert.equal(
            await payer.run(isHidden, '#result-error'),
            true,
            'the result shows no error',
          );

          // The merchant: paid with FPX, fulfilled once, on both verified deliveries.
          await waitForOrderPaidByFpx(e2e(), id);
          const purchase = await e2e().purchaseOf(created.purchase.id);
          assert.equal(purchase.status, 'paid');
          assert.equal(purchase.transaction_data.payment_method, 'fpx');
          assert.equal(purchase.purchase.total, 3200);
        });
      });
    }
  },
);
