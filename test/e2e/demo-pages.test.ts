/**
 * The demo's pages as a phone and a laptop show them: every control a thumb taps at least
 * 44 × 44 px and nothing scrolling sideways at 390 × 844, nothing broken at 1280 × 800; the payer
 * pages' language switch in their header, and in Chinese and Tamil no English word of the demo's
 * own; a server's refusal told once, in Malay; the result page's developer details closed; the
 * theming page's forms live; the components page's form without a Direct Post URL only a notice.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KIT_LANGUAGES } from '@checkout-kit/protocol';
import type { Page } from 'playwright-core';
import type { CreatedOrder, DemoLanguage, Order } from '../../demo/shared/api.js';
import { CATALOGUE } from '../../demo/server/catalogue.js';
import { CHECKOUT_TEXTS } from '../../demo/site/src/checkout/texts.js';
import { RESULT_TEXTS } from '../../demo/site/src/result/texts.js';
import { SHELL_TEXTS } from '../../demo/site/src/shell/texts.js';
import { SHOP_TEXTS } from '../../demo/site/src/shop/texts.js';
import { ERROR_TEXTS } from '../../demo/site/src/ui/error-texts.js';
import { FAILURE_SENTENCES } from '../../demo/site/src/ui/failure-reason.js';
import { METHOD_NAMES } from '../../demo/site/src/ui/method-name.js';
import { KIND_LABELS, STATUS_LABELS } from '../../demo/site/src/ui/status.js';
import { en as cardFormEnglish } from '../../packages/elements/src/card-form/internal/strings.js';
import { en as methodPickerEnglish } from '../../packages/elements/src/method-picker/internal/strings.js';
import { useDemo } from './harness.js';
import {
  TEST_CARDS,
  chooseCard,
  expiryIn,
  orderLinkIn,
  orderPageUrl,
  payByCard,
  waitForFulfilment,
  waitForOutcome,
} from './payer.js';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** The smallest a tappable control may be, both ways (WCAG 2.5.5's 44 CSS px). */
const MIN_TAP = 44;

/**
 * The visible controls of the page smaller than 44 × 44 px: buttons, form controls (a radio or
 * a checkbox by its label, which is what the thumb taps), summaries, the header's links,
 * links drawn as buttons and the checkout's link of its own to the gateway's page. Links inside
 * running text are sentences, not controls.
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'select',
      'textarea',
      'input:not([type="hidden"], [type="radio"], [type="checkbox"])',
      'label:has(input[type="radio"], input[type="checkbox"])',
      'summary',
      'header a',
      'a.button',
      '.gateway-link a',
    ].join(', ');
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (control.closest('.visually-hidden, .skip-link')) continue;
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (control.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        found.push(`${control.tagName.toLowerCase()} "${name}" ${box.width}×${box.height}`);
      }
    }
    return found;
  }, MIN_TAP);
}

/** How far the page scrolls sideways, in px (0: not at all). */
const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every string the demo's payer pages and the kit's elements are written with, in English. */
function englishStrings(): Set<string> {
  const strings = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  for (const texts of [SHELL_TEXTS, SHOP_TEXTS, CHECKOUT_TEXTS, RESULT_TEXTS, ERROR_TEXTS]) {
    walk(texts.en);
  }
  walk(FAILURE_SENTENCES.en);
  walk(METHOD_NAMES.en);
  for (const labels of [...STATUS_LABELS, ...Object.values(KIND_LABELS)]) walk(labels.en);
  for (const product of CATALOGUE) walk(product.description.en);
  walk(cardFormEnglish);
  walk(methodPickerEnglish);
  // Names every language keeps (`demo/test/texts.test.ts` and the kit's allow the same).
  for (const same of ['React', 'Webhook', 'Status', 'DuitNow QR', 'MM/YY']) strings.delete(same);
  return strings;
}

/**
 * The visible text of the page, the method picker's shadow root included, that is, or holds,
 * one of the demo's or the kit's English strings.
 */
function englishOnPage(page: Page, english: Set<string>): Promise<string[]> {
  return page.evaluate(
    (strings) => {
      const known = new Set(strings);
      const long = strings.filter((text) => text.length >= 12);
      const texts: string[] = [];
      const roots: Node[] = [
        document.body,
        ...[...document.querySelectorAll('checkout-method-picker')].flatMap((picker) =>
          picker.shadowRoot ? [picker.shadowRoot] : [],
        ),
      ];
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('script, style, [lang="en"]')) continue;
          if (!parent.checkVisibility({ visibilityProperty: true })) continue;
          const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text === '') continue;
          if (known.has(text) || long.some((english) => text.includes(english))) texts.push(text);
        }
      }
      return texts;
    },
    [...english],
  );
}

/** A page at `size`, its language stored as the payer's choice. */
async function pageAt(
  open: (options?: { allowConsoleErrors?: RegExp[] }) => Promise<Page>,
  size: { width: number; height: number },
  language: DemoLanguage = 'en',
  allowConsoleErrors?: RegExp[],
): Promise<Page> {
  const page = await open({ allowConsoleErrors });
  await page.setViewportSize(size);
  await page.addInitScript(
    (chosen) => localStorage.setItem('kedai-kopi.language', chosen),
    language,
  );
  return page;
}

describe('the demo’s pages', () => {
  const e2e = useDemo();

  /** Orders every page can show: a paid one whose card was saved, a hold, one to pay. */
  let orders: Promise<{ paid: CreatedOrder; hold: Order; toPay: CreatedOrder }> | undefined;
  const someOrders = () => {
    orders ??= (async () => {
      const page = await e2e().newPage();
      const paid = await payByCard(page, e2e().siteUrl, { sku: 'kopi-beans' }, { remember: true });
      const paidLink = orderLinkIn(page);
      await waitForOutcome(page, paid, 'paid');
      await waitForFulfilment(page);
      const hold = await payByCard(page, e2e().siteUrl, { sku: 'ceramic-mug', kind: 'hold' });
      await waitForOutcome(page, hold, 'hold');
      const toPay = await e2e().api<CreatedOrder>('/api/orders', {
        body: { lines: [{ sku: 'drip-bags', quantity: 1 }], email: 'siti@example.com' },
      });
      assert.equal(toPay.status, 201);
      return {
        paid: { ...(await e2e().orderOf(paid)), key: paidLink.key },
        hold: await e2e().orderOf(hold),
        toPay: toPay.body,
      };
    })();
    return orders;
  };

  /** Each page, opened and made to show its controls (a cart line, the card form, a form). */
  async function everyPage(page: Page): Promise<[string, () => Promise<void>][]> {
    const { paid, hold, toPay } = await someOrders();
    const site = e2e().siteUrl;
    return [
      [
        'shop',
        async () => {
          await page.goto(site);
          await page.locator('li[data-sku="cold-brew"] button').click();
          await page.locator('#quantity-cold-brew').waitFor();
        },
      ],
      [
        'checkout',
        async () => {
          await page.goto(orderPageUrl(site, 'checkout.html', toPay));
          await chooseCard(page);
        },
      ],
      [
        'result',
        async () => {
          await page.goto(orderPageUrl(site, 'result.html', paid));
          await waitForOutcome(page, paid.id, 'paid');
          await page.locator('#developer-details > summary').click();
        },
      ],
      [
        'orders',
        async () => {
          await page.goto(`${site}/orders.html`);
          if (await page.locator('#sign-in').isVisible()) await e2e().signIn(page);
          await page.locator(`li[data-order-id="${hold.id}"] [data-operation="capture"]`).waitFor();
        },
      ],
      [
        'saved cards',
        async () => {
          await page.goto(`${site}/saved-cards.html`);
          const card = page.locator(`li[data-token="${paid.purchase.id}"]`);
          await card.getByRole('button', { name: 'Charge again' }).click();
          await card.getByLabel('Quantity').waitFor();
        },
      ],
      [
        'theming',
        async () => {
          await page.goto(`${site}/theming.html`);
          await page.locator('.theme-brand checkout-card-form button[type="submit"]').waitFor();
          await page
            .locator('.theme-brand checkout-method-picker')
            .getByRole('radio')
            .first()
            .waitFor();
        },
      ],
      [
        'components',
        async () => {
          await page.goto(`${site}/components.html`);
          await page.locator('[data-testid="picker-live"]').getByRole('radio').first().waitFor();
        },
      ],
    ];
  }

  it('has every tappable control at least 44 × 44 px, and nothing sideways, at 390 × 844', async () => {
    const page = await pageAt(e2e().newPage, PHONE, 'en', [/status of 404/]);
    // The back office's pages sign in once for the whole context.
    await page.goto(`${e2e().siteUrl}/orders.html`);
    await e2e().signIn(page);
    for (const [name, open] of await everyPage(page)) {
      await open();
      assert.deepEqual(await smallControls(page), [], `${name}: controls under 44 px`);
      assert.equal(await sidewaysScroll(page), 0, `${name}: scrolls sideways`);
      // The Developers menu, opened, stays on the screen.
      await page.locator('.dev-menu summary').click();
      await page.locator('.dev-menu__list').waitFor();
      assert.equal(await sidewaysScroll(page), 0, `${name}: the Developers menu scrolls sideways`);
      assert.deepEqual(await smallControls(page), [], `${name}: menu entries under 44 px`);
      await page.keyboard.press('Escape');
    }
  });

  it('lays every page out whole at 1280 × 800: one header row, nothing sideways', async () => {
    const page = await pageAt(e2e().newPage, LAPTOP, 'en', [/status of 404/]);
    await page.goto(`${e2e().siteUrl}/orders.html`);
    await e2e().signIn(page);
    for (const [name, open] of await everyPage(page)) {
      await open();
      assert.equal(await sidewaysScroll(page), 0, `${name}: scrolls sideways`);
      const rows = await page.locator('.site-header__inner > *').evaluateAll((parts) =>
        parts.map((part) => {
          const box = part.getBoundingClientRect();
          return box.top + box.height / 2;
        }),
      );
      const spread = Math.max(...rows) - Math.min(...rows);
      assert.ok(spread < 8, `${name}: the header is one row (centres ${rows.join(', ')})`);
      assert.deepEqual(await smallControls(page), [], `${name}: controls under 44 px`);
    }
  });

  it('offers the language switch in the header of the shop, checkout and result pages only', async () => {
    const { paid, toPay } = await someOrders();
    // The components page's "lookup failed" state asks a missing path, on purpose.
    const page = await e2e().newPage({ allowConsoleErrors: [/status of 404/] });
    const site = e2e().siteUrl;
    const payerPages = [
      `${site}/`,
      orderPageUrl(site, 'checkout.html', toPay),
      orderPageUrl(site, 'result.html', paid),
    ];
    for (const url of payerPages) {
      await page.goto(url);
      const languages = page.locator('header.site-header input[name="language"]');
      await languages.first().waitFor();
      assert.deepEqual(
        await languages.evaluateAll((inputs) =>
          inputs.map((input) => (input as HTMLInputElement).value),
        ),
        [...KIT_LANGUAGES],
        url,
      );
      await page.getByRole('radio', { name: 'Bahasa Melayu' }).check();
      await page.locator('html[lang="ms"]').waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Kedai' }).waitFor();
      await page.getByRole('radio', { name: 'English' }).check();
      await page.locator('html[lang="en"]').waitFor();
    }
    for (const url of [`${site}/theming.html`, `${site}/components.html`]) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.locator('input[name="language"]').count(), 0, url);
    }
  });

  it('speaks Chinese and Tamil on every payer page, with no English word of the demo’s own', async () => {
    const { paid, toPay } = await someOrders();
    const english = englishStrings();
    const site = e2e().siteUrl;
    const names: Record<'zh' | 'ta', string> = { zh: '中文', ta: 'தமிழ்' };
    for (const language of ['zh', 'ta'] as const) {
      const page = await pageAt(e2e().newPage, PHONE);
      const switchTo = async () => {
        await page.getByRole('radio', { name: names[language] }).check();
        await page.locator(`html[lang="${language}"]`).waitFor();
      };
      await page.goto(site);
      await page.locator('li[data-sku="kopi-beans"] button').first().waitFor();
      await switchTo();
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: SHOP_TEXTS[language].title })
        .waitFor();
      await page.locator('li[data-sku="kopi-beans"] button').click();
      await page.locator('#quantity-kopi-beans').waitFor();
      assert.deepEqual(await englishOnPage(page, english), [], `${language}: shop`);

      await page.goto(orderPageUrl(site, 'checkout.html', toPay));
      await page.locator('#method-picker').waitFor();
      await switchTo();
      await page.getByText(CHECKOUT_TEXTS[language].payTitle).waitFor();
      // The kit's elements speak it too: the picker, and the card form under Card.
      await page.locator('#method-picker').getByRole('radio').first().check();
      await page
        .locator('#card-form button[type="submit"]')
        .filter({ hasText: language === 'zh' ? '付款' : 'செலுத்து' })
        .waitFor();
      assert.deepEqual(await englishOnPage(page, english), [], `${language}: checkout`);

      await page.goto(orderPageUrl(site, 'result.html', paid));
      await waitForOutcome(page, paid.id, 'paid');
      await switchTo();
      await page.getByRole('heading', { level: 1, name: RESULT_TEXTS[language].paid[0] }).waitFor();
      await page.locator('#developer-details > summary').click();
      await page.locator('#order-log').waitFor();
      assert.deepEqual(await englishOnPage(page, english), [], `${language}: result`);
    }
  });

  it('tells a Malay payer the server’s refusal in Malay, once', async () => {
    // The refused order's 400 is a failed request, which Chromium logs.
    const page = await pageAt(e2e().newPage, PHONE, 'ms', [/status of 400/]);
    await page.goto(e2e().siteUrl);
    await page.locator('li[data-sku="kopi-beans"] button').click();
    // The browser takes this address; the shop's server does not (no domain after the @).
    await page.locator('#email').fill('siti@kedai');
    await page.locator('#checkout-button').click();
    const alert = page.locator('#checkout-error[data-code="validation_failed"]');
    await alert.waitFor();
    assert.equal(
      (await alert.innerText()).replace(/\s+/g, ' ').trim(),
      `${SHOP_TEXTS.ms.orderFailed} ${ERROR_TEXTS.ms.validation_failed}`,
    );
    assert.equal(await page.locator('#email-error').textContent(), SHOP_TEXTS.ms.emailInvalid);
    assert.equal(await page.locator('#email').getAttribute('aria-invalid'), 'true');
    const body = await page.locator('main').innerText();
    assert.equal(body.split(SHOP_TEXTS.ms.emailInvalid).length - 1, 1, 'said once');
    // Nothing of the server's English message.
    assert.doesNotMatch(body, /not valid|must be|e-mail address/i);
  });

  it('keeps the purchase, the capture and the log under Developer details, closed', async () => {
    const { paid } = await someOrders();
    const page = await e2e().newPage();
    await page.goto(orderPageUrl(e2e().siteUrl, 'result.html', paid));
    await waitForOutcome(page, paid.id, 'paid');
    // What the payer needs, in sight.
    for (const [testId, value] of [
      ['total', /^RM\s32\.00$/],
      ['method', /^Visa$/],
      ['order-number', new RegExp(`^${paid.id}$`)],
      ['email', /^siti@example\.com$/],
    ] as const) {
      const fact = page.getByTestId(testId);
      assert.ok(await fact.isVisible(), `${testId} is shown`);
      assert.match((await fact.textContent()) ?? '', value);
    }
    // What a developer checks, behind a closed disclosure.
    const details = page.locator('details#developer-details');
    const summary = details.locator('summary');
    assert.equal(await summary.textContent(), 'Developer details');
    assert.equal(await details.getAttribute('open'), null);
    for (const hidden of [
      '[data-testid="purchase-id"]',
      '[data-testid="captured"]',
      '#order-log',
    ]) {
      assert.equal(await page.locator(hidden).isVisible(), false, `${hidden} is hidden`);
    }
    await summary.click();
    await page.locator('[data-testid="purchase-id"]').getByText(paid.purchase.id).waitFor();
    await page.locator('#order-log tr[data-type="purchase.paid"]').first().waitFor();
    assert.match((await page.getByTestId('captured').textContent()) ?? '', /^RM\s32\.00$/);
  });

  it('gives the theming page’s three forms a real purchase to pay, and they pay', async () => {
    const page = await e2e().newPage();
    await page.goto(`${e2e().siteUrl}/theming.html`);
    const note = page.locator('#theming-note');
    await note.getByText(/The order is \w+/).waitFor();
    const id = /The order is (\w+)/.exec((await note.textContent()) ?? '')?.[1] ?? '';
    const order = await e2e().orderOf(id);
    const action = order.purchase.directPostUrl;
    assert.ok(
      action && new URL(action).origin === new URL(e2e().sandbox.url).origin,
      `a Direct Post URL of the gateway: ${action}`,
    );
    for (const theme of ['light', 'dark', 'brand']) {
      const form = page.locator(`.theme-${theme} checkout-card-form`);
      await form.locator('button[type="submit"]:enabled').waitFor();
      assert.equal(await form.locator('form').getAttribute('action'), action, theme);
      assert.equal(await form.locator('[part="notice"]').count(), 0, `${theme}: no notice`);
      assert.equal(await form.locator('input:disabled').count(), 0, `${theme}: no disabled field`);
    }
    // A payer pays in the dark theme.
    const dark = page.locator('.theme-dark checkout-card-form');
    for (const [name, text] of [
      ['cardholder_name', 'Siti Aisyah'],
      ['card_number', TEST_CARDS.noThreeDSecure],
      ['expires', expiryIn(1)],
      ['cvc', TEST_CARDS.cvc],
    ] as const) {
      await dark.locator(`input[name="${name}"]`).click();
      await dark.locator(`input[name="${name}"]`).pressSequentially(text);
    }
    await dark.locator('button[type="submit"]').click();
    await waitForOutcome(page, id, 'paid');
  });

  it('shows the components page’s form without a Direct Post URL as its notice alone', async () => {
    const page = await e2e().newPage({ allowConsoleErrors: [/status of 404/] });
    await page.goto(`${e2e().siteUrl}/components.html`);
    const state = page.locator('[data-testid="state-no-action"]');
    const notice = state.locator('[part="notice"]');
    await notice.waitFor();
    await notice.getByRole('link').waitFor();
    const shown = await state
      .locator('input, button, label')
      .evaluateAll((controls) => controls.filter((control) => control.checkVisibility()).length);
    assert.equal(shown, 0, 'no dead field or button beside the notice');
  });
});
