/**
 * The payer's bank on the shop's own page, on a 390 px phone: the checkout's picker asks the
 * merchant server's bank list (`banks-src`, `/api/bank-status`, the sandbox's bank status) when
 * FPX is chosen, the payer picks the bank from the keyboard, and Continue goes straight to that
 * bank's page, past the gateway's choice of banks; a bank the sandbox took offline is shown so
 * and cannot be chosen; the choice speaks the payer's language; an e-wallet's Continue names its
 * wallet. And 100 pickers on one page asking one bank list make one call to the status service.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BANK_CHOICE_WORDS } from '../../packages/elements/src/method-picker/internal/bank-choice-strings.js';
import { countingForwarder } from '../../packages/server/test/proxy/counting-forwarder.js';
import { startManyPickersPage } from './bank-choice/many-pickers-page.js';
import { useDemo, waitFor, waitForOrderPaidByFpx } from './harness.js';
import { addToCartAndCheckout, tabTo, waitForFulfilment, waitForOutcome } from './payer.js';

const PHONE = { width: 390, height: 844 };

/** The retail bank the sandbox takes offline, and its neighbours in the protocol's list. */
const OFFLINE = { code: 'HLB0224', name: 'Hong Leong Bank' };
// Typed as far as it tells the bank apart: a space would open the select's list.
const BEFORE_OFFLINE = 'CIMB';
const AFTER_OFFLINE = { code: 'HSBC0223', name: 'HSBC Bank' };

/** The bank the payer pays at. */
const CHOSEN = { code: 'MB2U0227', name: 'Maybank2u' };

/** An option's text as the select shows it: the markup's spaces around it left out. */
const textOf = async (option: Locator): Promise<string> =>
  ((await option.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Where `part` is drawn; fails when it is not. */
const boxOf = async (part: Locator) =>
  (await part.boundingBox()) ?? assert.fail(`${part} is not shown`);

/** The header's language switch, by the name of each language. */
const LANGUAGE_NAMES = { en: 'English', ms: 'Bahasa Melayu', zh: '中文', ta: 'தமிழ்' } as const;

describe("the payer's bank on the checkout page", () => {
  const e2e = useDemo();

  before(() => {
    // Before any page asks: the merchant server keeps the bank list for 3 minutes.
    e2e().sandbox.takeFpxBankOffline('fpx', OFFLINE.code);
  });

  /** A new order's checkout page on a phone, FPX chosen and its banks shown; the order's id. */
  async function fpxChosen(): Promise<{ page: Page; id: string }> {
    const page = await e2e().newPage();
    await page.setViewportSize(PHONE);
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'kopi-beans', quantity: 2 });
    const picker = page.locator('#method-picker');
    await picker.getByRole('radio', { name: 'FPX Online Banking' }).click();
    await picker.getByRole('combobox', { name: BANK_CHOICE_WORDS.en?.bank }).waitFor();
    return { page, id };
  }

  it('takes the payer from a bank picked by keyboard straight to its page, and the order is paid', async () => {
    const { sandbox } = e2e();
    const { page, id } = await fpxChosen();
    const { purchase } = await e2e().orderOf(id);
    const picker = page.locator('#method-picker');
    const select = picker.getByRole('combobox', { name: 'Your bank' });
    const next = picker.getByRole('link', { name: 'Continue with FPX Online Banking' });

    // Right under FPX's row, above Continue, within the phone's width.
    const row = await boxOf(picker.locator('label').filter({ hasText: 'FPX Online Banking' }));
    const [field, button] = [await boxOf(select), await boxOf(next)];
    assert.ok(row.y + row.height <= field.y && field.y + field.height <= button.y);
    assert.ok(field.x >= 0 && field.x + field.width <= PHONE.width, 'the select fits the phone');
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      0,
      'nothing scrolls sideways',
    );
    assert.equal(await textOf(select.locator('option:checked')), 'Choose it on the next page');

    // The page hears which bank, as the payer picks it.
    await picker.evaluate((element) => {
      const seen: unknown[] = [];
      Object.assign(window, { bankSelections: seen });
      element.addEventListener('checkout-method-select', (event) =>
        seen.push((event as Event & { detail: unknown }).detail),
      );
    });
    // From the FPX radio, Tab reaches the bank, typed by its name as a keyboard picks it.
    await tabTo(page, select);
    await page.keyboard.type(CHOSEN.name);
    assert.equal(await select.inputValue(), CHOSEN.code);
    const lastSelection = await page.evaluate(() =>
      (window as unknown as { bankSelections: unknown[] }).bankSelections.at(-1),
    );
    assert.deepEqual(lastSelection, {
      method: 'fpx',
      name: 'FPX Online Banking',
      isCard: false,
      bank: CHOSEN,
    });
    const bankUrl = `${purchase.checkoutUrl}?preferred=fpx&fpx_bank_code=${CHOSEN.code}`;
    assert.equal(await next.getAttribute('href'), bankUrl);

    // Tab on to Continue, Enter: the gateway's checkout URL sends the payer on to the bank's
    // own page, and no page in between asks for a bank.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents.push(request.url());
      }
    });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    const bankPage = `${sandbox.url}/p/${purchase.id}/method/fpx/?fpx_bank_code=${CHOSEN.code}`;
    await page.waitForURL(bankPage);
    assert.deepEqual(documents, [bankUrl, bankPage]);
    assert.match(await page.locator('.merchant-name').innerText(), /^Maybank2u\s+FPX$/);
    assert.equal(await page.locator('select').count(), 0, 'no bank to choose again');
    assert.match(await page.locator('.amount').innerText(), /^RM\s64\.00$/);
    await page.getByRole('button', { name: 'Approve' }).click();

    // Paid, at that bank: FPX's record names it once the purchase is settled.
    await waitForOutcome(page, id, 'paid');
    assert.match(await waitForFulfilment(page), /^Fulfilled .* \(once\)$/);
    await waitForOrderPaidByFpx(e2e(), id);
    sandbox.settlePurchase(purchase.id);
    const settled = await e2e().purchaseOf(purchase.id);
    const record = settled.transaction_data.extra.webhook_payload as Record<string, string[]>;
    assert.deepEqual(record.fpx_buyerBankId, [CHOSEN.code]);
  });

  it('shows a bank the sandbox took offline as offline, never chosen, in each language', async () => {
    const { page } = await fpxChosen();
    const picker = page.locator('#method-picker');
    const select = picker.locator('select');
    const next = picker.getByRole('link', { name: 'Continue with FPX Online Banking' });

    const offline = select.locator(`option[value="${OFFLINE.code}"]`);
    assert.equal(await textOf(offline), `${OFFLINE.name} (offline now)`);
    assert.equal(await offline.isDisabled(), true);
    assert.equal(
      await select.locator('option:disabled').count(),
      1,
      'only the bank the sandbox took offline',
    );

    // The arrow key steps over it, from the bank before it to the one after.
    await tabTo(page, select);
    await page.keyboard.type(BEFORE_OFFLINE);
    await page.keyboard.press('ArrowDown');
    assert.equal(await select.inputValue(), AFTER_OFFLINE.code);
    assert.match((await next.getAttribute('href')) ?? '', /&fpx_bank_code=HSBC0223$/);

    // The payer switches language: the choice speaks it, and what was chosen stays.
    for (const [language, name] of Object.entries(LANGUAGE_NAMES)) {
      const words = BANK_CHOICE_WORDS[language];
      assert.ok(words, language);
      await page.getByRole('radio', { name }).check();
      await page.locator(`html[lang="${language}"]`).waitFor();
      await picker.getByRole('combobox', { name: words.bank }).waitFor();
      assert.equal(await textOf(select.locator('option').first()), words.bankOnNextPage);
      assert.equal(await textOf(offline), words.bankOffline(OFFLINE.name), language);
      assert.equal(await select.inputValue(), AFTER_OFFLINE.code, language);
    }
  });

  it("continues with an e-wallet's own code, and no choice to make", async () => {
    const { sandbox } = e2e();
    const page = await e2e().newPage();
    await page.setViewportSize(PHONE);
    await page.goto(e2e().siteUrl);
    const id = await addToCartAndCheckout(page, { sku: 'kopi-beans', quantity: 2 });
    const { purchase } = await e2e().orderOf(id);
    const picker = page.locator('#method-picker');
    await picker.getByRole('radio', { name: "Touch 'n Go eWallet" }).click();
    // Once the bank list has answered, Continue carries the wallet's code.
    const walletUrl = `${purchase.checkoutUrl}?preferred=razer_tng&razer_bank_code=TNG-EWALLET`;
    const next = picker.locator(`a[href="${walletUrl}"]`);
    await next.waitFor();
    assert.equal(await picker.getByRole('combobox').count(), 0);
    await next.click();
    await page.waitForURL(`${sandbox.url}/p/${purchase.id}/method/razer_tng/`);
  });

  it('asks the status service once for 100 pickers on one page, each with FPX chosen', async () => {
    const { sandbox } = e2e();
    const forwarder = await countingForwarder(() => sandbox.url);
    const shop = await startManyPickersPage({ count: 100, statusUrl: forwarder.url });
    try {
      const page = await e2e().newPage();
      // Every picker's request reaches the merchant's bank list, not the browser's cache.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
      await page.goto(shop.url);
      // Each picker asks once its FPX row opens; whether its list then opens depends on its
      // coming within the bank choice's window (the element tests hold that), not counted here.
      await waitFor(
        async () => shop.bankListRequests() === 100,
        'each of the 100 pickers asked the bank list',
      );
      assert.deepEqual(
        forwarder.paths.map((path) => path.split('?')[0]),
        ['/health_check/fpx_b2c'],
      );
    } finally {
      await shop.close();
      await forwarder.close();
    }
  });
});
