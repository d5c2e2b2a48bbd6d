/**
 * The site's developer pages: the kit from one `<script>` tag with no bundler, the kit in a
 * React app (each paying a real order by card), the themed forms, and the components page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ISO_LANGUAGE_CODES, KIT_LANGUAGES } from '@checkout-kit/protocol';
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import type { Order } from '../../demo/shared/api.js';
import { type E2E, type Purchase, useDemo } from './harness.js';
import { TEST_CARDS, expiryIn, waitForFulfilment, waitForOutcome } from './payer.js';

/** Waits for the answer to the page's `POST /api/orders` while `action` runs: the new order. */
async function orderCreatedBy(page: Page, action: () => Promise<void>): Promise<Order> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (answer) =>
        answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/orders',
    ),
    action(),
  ]);
  assert.equal(response.status(), 201);
  return (await response.json()) as Order;
}

/** Types the non-3-D-Secure test card into the page's one `<checkout-card-form>` and pays. */
async function payWithTestCard(page: Page): Promise<void> {
  const form = page.locator('checkout-card-form');
  const entries: [string, string][] = [
    ['cardholder_name', 'Siti Aisyah'],
    ['card_number', TEST_CARDS.noThreeDSecure],
    ['expires', expiryIn(1)],
    ['cvc', TEST_CARDS.cvc],
  ];
  for (const [name, text] of entries) {
    const input = form.locator(`input[name="${name}"]`);
    await input.click();
    await input.pressSequentially(text);
  }
  await form.locator('button[type="submit"]').click();
}

/**
 * Checks the end of a card payment: the payer on the result page, paid and fulfilled once; the
 * merchant's order paid by card and fulfilled once on verified deliveries; the purchase paid at
 * the gateway.
 */
async function assertPaidOnce(e2e: E2E, page: Page, created: Order): Promise<void> {
  await waitForOutcome(page, created.id, 'paid');
  assert.match(await waitForFulfilment(page), /\(once\)$/);
  const order = await e2e.waitForOrder(
    created.id,
    (current) =>
      current.events.filter((event) => event.type === 'purchase.paid' && event.signature).length ===
      2,
    'the callback and the webhook of purchase.paid are handled',
  );
  assert.equal(order.purchase.status, 'paid');
  assert.equal(order.purchase.paymentMethod, 'visa');
  assert.equal(order.purchase.capturedAmount, created.total);
  assert.equal(order.fulfilmentCount, 1);
  assert.ok(order.fulfilledAt);
  assert.deepEqual(
    order.events
      .filter((event) => event.type === 'purchase.paid')
      .map((event) => [event.source, event.signature, event.attempt])
      .sort(),
    [
      ['callback', 'verified', 1],
      ['webhook', 'verified', 1],
    ],
  );
  const purchase = await e2e.purchaseOf(created.purchase.id);
  assert.equal(purchase.status, 'paid');
  assert.equal(purchase.reference, created.id);
  assert.equal(purchase.purchase.total, created.total);
  assert.equal(purchase.transaction_data.extra.masked_pan, '444433******1111');
}

/** Where the kit's modules would come from if the page used the sources through Vite. */
const SOURCE_MODULE = /^\/(src|@fs|@vite|@id|node_modules|packages)\/|\/elements\/src\//;

describe('developer pages', () => {
  const e2e = useDemo();

  it('script tag: the single-file kit, no bundler, pays by card', async () => {
    const { siteUrl } = e2e();
    const page = await e2e().newPage();
    const requests: Request[] = [];
    const record = (request: Request) => requests.push(request);
    page.on('request', record);

    await page.goto(`${siteUrl}/script-tag.html`);
    await page.locator('#order-form').waitFor();
    await page.getByLabel('E-mail for the receipt').fill('siti@example.com');
    const created = await orderCreatedBy(page, () =>
      page.getByRole('button', { name: 'Continue to payment' }).click(),
    );
    await page.locator('#payment').waitFor();
    assert.match(
      (await page.locator('#order-summary').textContent()) ?? '',
      new RegExp(`^Order ${created.id}: `),
    );

    // Card stays on this page: the card form in the picker's card slot shows under Card.
    const cardForm = page.locator('checkout-card-form');
    assert.equal(await cardForm.isHidden(), true);
    await page
      .locator('checkout-method-picker')
      .getByRole('radio', { name: /^Card\b/ })
      .click();
    await cardForm.locator('input[name="card_number"]').waitFor({ state: 'visible' });
    assert.equal(new URL(page.url()).pathname, '/script-tag.html');

    // What the page loaded until now: the kit from /kit/, nothing of the sources.
    page.off('request', record);
    const kit = requests.filter(
      (request) => request.url() === `${siteUrl}/kit/checkout-kit.iife.js`,
    );
    assert.equal(kit.length, 1, 'the kit was requested once');
    const kitResponse = await kit[0]?.response();
    assert.equal(kitResponse?.status(), 200);
    assert.match((await kitResponse?.headerValue('content-type')) ?? '', /javascript/);
    const stylesheet = requests.find((r) => r.url() === `${siteUrl}/kit/checkout-kit.css`);
    const stylesheetResponse = await stylesheet?.response();
    assert.equal(stylesheetResponse?.status(), 200, "the elements' stylesheet loads");
    assert.match((await stylesheetResponse?.headerValue('content-type')) ?? '', /text\/css/);
    const scripts = requests
      .filter((request) => request.resourceType() === 'script')
      .map((request) => new URL(request.url()).pathname);
    // A test purchase: the test-mode panel comes from beside the kit, on demand.
    assert.deepEqual(scripts, ['/kit/checkout-kit.iife.js', '/kit/checkout-test-mode.js']);
    const panel = requests.find((r) => r.url() === `${siteUrl}/kit/checkout-test-mode.js`);
    assert.equal((await panel?.response())?.status(), 200, 'the test-mode panel loads');
    const sources = requests
      .map((request) => new URL(request.url()))
      .filter((url) => url.origin === siteUrl && SOURCE_MODULE.test(url.pathname));
    assert.deepEqual(
      sources.map((url) => url.pathname),
      [],
    );
    // The elements on the page are the kit's, upgraded.
    assert.equal(
      await page.evaluate(
        () =>
          customElements.get('checkout-card-form') !== undefined &&
          document.querySelector('checkout-method-picker')?.shadowRoot !== null,
      ),
      true,
    );

    await payWithTestCard(page);
    await assertPaidOnce(e2e(), page, created);
  });

  it('React: the elements rendered by React 19, its select handler keeping Card on the page', async () => {
    const { siteUrl } = e2e();
    const page = await e2e().newPage();
    await page.goto(`${siteUrl}/react.html`);
    await page.getByLabel('E-mail for the receipt').fill('siti@example.com');
    const created = await orderCreatedBy(page, () =>
      page.getByRole('button', { name: 'Create the order' }).click(),
    );
    const picker = page.locator('checkout-method-picker');
    const cardForm = page.locator('checkout-card-form');
    const card = picker.getByRole('radio', { name: /^Card\b/ });
    await card.waitFor();

    // React made both elements (its fiber is on them), set the order as properties, and holds
    // the `oncheckout-method-select` handler.
    // (No named functions inside `evaluate`: the test's compiler would wrap them in a helper
    // that exists only in Node.)
    const reactOf = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const keys = Object.keys(element).filter((key) => key.startsWith('__react'));
        const propsKey = keys.find((key) => key.startsWith('__reactProps$'));
        const props = propsKey
          ? (element as unknown as Record<string, Record<string, unknown>>)[propsKey]
          : undefined;
        return {
          fiber: keys.some((key) => key.startsWith('__reactFiber$')),
          selectHandler: typeof props?.['oncheckout-method-select'],
        };
      });
    const rendered = {
      picker: await reactOf('checkout-method-picker'),
      form: (await reactOf('checkout-card-form')).fiber,
      ...(await page.evaluate(() => {
        const pickerElement = document.querySelector('checkout-method-picker');
        const formElement = document.querySelector('checkout-card-form');
        return {
          amount: pickerElement?.amount,
          checkoutUrl: pickerElement?.checkoutUrl,
          formAction: formElement?.action,
        };
      })),
    };
    assert.deepEqual(rendered, {
      picker: { fiber: true, selectHandler: 'function' },
      form: true,
      amount: created.total,
      checkoutUrl: created.purchase.checkoutUrl,
      formAction: created.purchase.directPostUrl,
    });

    // Choosing Card runs the handler: React shows the card form and the payer stays here.
    assert.equal(await cardForm.isHidden(), true);
    await card.click();
    await cardForm.locator('input[name="card_number"]').waitFor({ state: 'visible' });
    assert.equal(new URL(page.url()).pathname, '/react.html');
    assert.equal(await picker.locator('[part="button"]').count(), 0, 'no Continue to the gateway');

    await payWithTestCard(page);
    await assertPaidOnce(e2e(), page, created);
  });

  it('theming: three themed forms, each with its own colours', async () => {
    const page = await e2e().newPage();
    await page.goto(`${e2e().siteUrl}/theming.html`);
    const themes = ['light', 'dark', 'brand'];
    for (const theme of themes) {
      const section = page.locator(`.theme-${theme}`);
      await section.locator('checkout-card-form button[type="submit"]').waitFor();
      await section.locator('checkout-method-picker').getByRole('radio').first().waitFor();
    }
    const colours = await page.evaluate(
      (names) =>
        names.map((name) => {
          const section = document.querySelector(`.theme-${name}`);
          const button = section?.querySelector('checkout-card-form button[type="submit"]');
          const option = section
            ?.querySelector('checkout-method-picker')
            ?.shadowRoot?.querySelector('[part="option"]');
          return {
            section: section ? getComputedStyle(section).backgroundColor : null,
            button: button ? getComputedStyle(button).backgroundColor : null,
            option: option ? getComputedStyle(option).backgroundColor : null,
          };
        }),
      themes,
    );
    for (const part of ['section', 'button', 'option'] as const) {
      const values = colours.map((colour) => colour[part]);
      assert.ok(
        values.every((value) => value !== null),
        `every theme has a ${part}: ${values}`,
      );
      assert.equal(new Set(values).size, 3, `the ${part} backgrounds differ: ${values}`);
    }
  });

  it('components: every state renders, with no console errors but the failing lookup it shows', async () => {
    // The "lookup failed" state asks a path that does not exist, on purpose.
    const page = await e2e().newPage({ allowConsoleErrors: [/status of 404/] });
    const errors: ConsoleMessage[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message);
    });
    await page.goto(`${e2e().siteUrl}/components.html`);

    for (const state of ['state-test-mode', 'state-malay', 'state-errors', 'state-disabled']) {
      await page.locator(`[data-testid="${state}"] button[type="submit"]`).waitFor();
    }
    await page.locator('[data-testid="state-no-action"] [part="notice"]').waitFor();
    await page.locator('[data-testid="state-errors"] input[aria-invalid="true"]').first().waitFor();
    for (const picker of ['picker-live', 'picker-malay']) {
      await page.locator(`[data-testid="${picker}"]`).getByRole('radio').first().waitFor();
    }
    await page.locator('[data-testid="picker-loading"] [part="skeleton"]').waitFor();
    await page.locator('[data-testid="picker-error"] [part="retry"]').waitFor();
    await page.locator('[data-testid="picker-empty"] [part="message"]').waitFor();
    await page
      .locator('#event-log li')
      .filter({ hasText: 'checkout-methods-load' })
      .first()
      .waitFor();

    assert.deepEqual(
      errors.map((message) => new URL(message.location().url).pathname),
      ['/api/payment-methods-missing'],
      errors.map((message) => message.text()).join('\n'),
    );
  });
});

describe('the shop', () => {
  const e2e = useDemo();

  it('corrects a quantity out of range and says why beside it, in the payer’s language', async () => {
    const page = await e2e().newPage();
    await page.goto(e2e().siteUrl);
    const line = page.locator('li[data-sku="kopi-beans"]');
    await line.getByRole('button', { name: 'Add to cart' }).click();
    const quantity = page.locator('#quantity-kopi-beans');
    const why = page.locator('#line-error-kopi-beans');

    await quantity.fill('1000');
    await quantity.press('Tab');
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('#quantity-kopi-beans');
      return input?.value === '99';
    });
    assert.equal(await why.textContent(), 'At most 99 per order: the quantity is now 99.');
    assert.equal(
      await page.locator('#quantity-kopi-beans').getAttribute('aria-describedby'),
      'line-error-kopi-beans',
    );

    await page.locator('#quantity-kopi-beans').fill('0');
    await page.locator('#quantity-kopi-beans').press('Tab');
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('#quantity-kopi-beans');
      return input?.value === '1';
    });
    assert.equal(await why.textContent(), 'At least 1: use Remove to take it out of the cart.');
  });
});

describe('the gateway’s hosted pages on a phone, in the purchase’s language', () => {
  const e2e = useDemo();

  /** A purchase made at the sandbox in `language`, without redirects (the result page shows). */
  async function purchaseIn(language: string): Promise<Purchase> {
    const { sandbox } = e2e();
    const response = await fetch(`${sandbox.baseUrl}/purchases/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sandbox.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        brand_id: sandbox.brandId,
        client: { email: 'siti@example.com' },
        purchase: { products: [{ name: 'Kopi beans', price: 1000 }], currency: 'MYR', language },
      }),
    });
    assert.equal(response.status, 201);
    return (await response.json()) as Purchase;
  }

  /** A page of a 390 × 844 phone that records the forms it posts. */
  async function phonePage(): Promise<{ page: Page; posts: string[] }> {
    const page = await e2e().newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    return { page, posts };
  }

  /** The line under a field, as the payer sees it. */
  const errorLine = (page: Page, field: string) => page.locator(`#${field}-error`);

  it('Malay card page: an empty form shows Malay messages under the fields, no bubble, nothing posted', async () => {
    const purchase = await purchaseIn('ms');
    const { page, posts } = await phonePage();
    await page.goto(`${new URL(purchase.checkout_url).origin}/p/${purchase.id}/card/`);
    assert.equal(
      await page
        .locator('form[data-field-check]')
        .evaluate((form) => (form as HTMLFormElement).noValidate),
      true,
    );
    assert.equal(await page.getByLabel('Tarikh luput').getAttribute('placeholder'), 'BB/TT');

    await page.getByRole('button', { name: /^Bayar RM\s10\.00$/ }).click();
    await errorLine(page, 'cardholder_name')
      .filter({ hasText: 'Nama pada kad diperlukan.' })
      .waitFor();
    assert.deepEqual(
      await Promise.all(
        ['card_number', 'expires', 'cvc'].map((field) => errorLine(page, field).innerText()),
      ),
      ['Nombor kad diperlukan.', 'Tarikh luput diperlukan.', 'Kod keselamatan diperlukan.'],
    );
    assert.equal(
      await page.locator('#field-summary').innerText(),
      'Sila betulkan medan yang ditandakan.',
    );
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'cardholder_name');
    assert.equal(await page.locator('#card_number').getAttribute('aria-invalid'), 'true');
    // The page's script stopped the form: nothing was posted.
    assert.deepEqual(posts, []);

    // Leaving a field checks it with the card rules, and correcting it clears its line.
    await page.getByLabel('Nombor kad').fill('4444 3333 2222 1112');
    await page.getByLabel('Nombor kad').press('Tab');
    await errorLine(page, 'card_number')
      .filter({ hasText: 'Nombor kad tidak sah: semak digitnya.' })
      .waitFor();
    await page.getByLabel('Nombor kad').fill('4444 3333 2222 1111');
    // An empty line is not shown.
    await errorLine(page, 'card_number').waitFor({ state: 'hidden' });
    assert.equal(await errorLine(page, 'card_number').textContent(), '');
    assert.equal(await page.locator('#card_number').getAttribute('aria-invalid'), null);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= 390), true);
  });

  it('Chinese and Tamil: the pages’ titles and labels are in the purchase’s language', async () => {
    const expected = {
      zh: {
        title: /^银行卡付款 · /,
        labels: ['持卡人姓名', '卡号', '有效期', '安全码（CVC）'],
        pay: /^付款 RM\s10\.00$/,
        summary: '请更正标出的栏位。',
        invalidNumber: '卡号无效：请检查数字。',
      },
      ta: {
        title: /^அட்டை மூலம் செலுத்து · /,
        labels: ['அட்டையில் உள்ள பெயர்', 'அட்டை எண்', 'காலாவதி தேதி', 'பாதுகாப்புக் குறியீடு (CVC)'],
        pay: /^RM\s10\.00 செலுத்து$/,
        summary: 'குறிக்கப்பட்ட புலங்களைத் திருத்துங்கள்.',
        invalidNumber: 'அட்டை எண் தவறு: சரிபார்க்கவும்.',
      },
    };
    for (const [language, words] of Object.entries(expected)) {
      const purchase = await purchaseIn(language);
      const { page } = await phonePage();
      await page.goto(purchase.checkout_url);
      assert.match(await page.getByRole('heading', { level: 1 }).innerText(), words.pay);
      await page.goto(`${new URL(purchase.checkout_url).origin}/p/${purchase.id}/card/`);
      assert.match(await page.title(), words.title);
      assert.equal(await page.locator('html').getAttribute('lang'), language);
      for (const label of words.labels) await page.getByLabel(label, { exact: true }).waitFor();
      // Typed into one field, then Pay at once: the button stays under the pointer, and every
      // field is checked.
      await page.getByLabel(words.labels[1] ?? '', { exact: true }).fill('4444 3333 2222 1112');
      await page.getByRole('button', { name: words.pay }).click();
      await page.locator('#field-summary').filter({ hasText: words.summary }).waitFor();
      assert.equal(await page.locator('#card_number-error').innerText(), words.invalidNumber);
      assert.notEqual(await page.locator('#cardholder_name-error').innerText(), '');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'cardholder_name');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= 390), true);
    }
  });

  it('FPX: a bank left unchosen is asked for under the select, and Decline still goes', async () => {
    const purchase = await purchaseIn('en');
    const { page, posts } = await phonePage();
    await page.goto(`${new URL(purchase.checkout_url).origin}/p/${purchase.id}/method/fpx/`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await errorLine(page, 'fpx_bank_code')
      .filter({ hasText: 'Choose your bank to continue.' })
      .waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'fpx_bank_code');
    assert.equal(await page.locator('#fpx_bank_code').getAttribute('aria-invalid'), 'true');
    assert.deepEqual(posts, []);

    await page.getByLabel('Choose your bank').selectOption({ label: 'Maybank2u' });
    await errorLine(page, 'fpx_bank_code').waitFor({ state: 'hidden' });
    assert.equal(await errorLine(page, 'fpx_bank_code').textContent(), '');
    await page.getByLabel('Choose your bank').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/result\/$/);
    assert.equal(posts.length, 1);
  });

  it('payment page: continuing without a method asks for one, in the purchase’s language', async () => {
    const purchase = await purchaseIn('ta');
    const { page } = await phonePage();
    await page.goto(purchase.checkout_url);
    await page.getByRole('button', { name: 'தொடர்க' }).click();
    await errorLine(page, 'preferred')
      .filter({ hasText: 'தொடர, ஒரு கட்டண முறையைத் தேர்ந்தெடுங்கள்.' })
      .waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('name')),
      'preferred',
    );
    assert.equal(new URL(page.url()).search, '', 'nothing was asked of the server');

    await page.getByRole('radio', { name: /^அட்டை/ }).check();
    await errorLine(page, 'preferred').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'தொடர்க' }).click();
    await page.waitForURL(/\/card\/$/);
  });

  it('no hosted page scrolls sideways on a 390 px phone, in any language', async () => {
    // Each language a purchase can carry: the gateway takes two-letter codes.
    for (const language of KIT_LANGUAGES.filter((code) => ISO_LANGUAGE_CODES.has(code))) {
      const purchase = await purchaseIn(language);
      const { page } = await phonePage();
      const origin = new URL(purchase.checkout_url).origin;
      const fitsWidth = async (where: string) => {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `${language} ${where}: ${width} px wide`);
      };
      await page.goto(purchase.checkout_url);
      await fitsWidth('payment page');
      await page.goto(`${origin}/p/${purchase.id}/method/fpx_b2b1/`);
      await page.getByRole('button').first().click();
      await fitsWidth('bank page, a bank asked for');
      await page.goto(`${origin}/p/${purchase.id}/card/`);
      await page.locator('button[type="submit"]').click();
      await fitsWidth('card page, every field refused');
      await page.locator('#cardholder_name').fill('Siti Aisyah');
      await page.locator('#card_number').fill('5555 5555 5555 4444');
      await page.locator('#expires').fill(expiryIn(1));
      await page.locator('#cvc').fill(TEST_CARDS.cvc);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL(/\/3ds\/$/);
      await fitsWidth('3-D Secure page');
      await page.locator('button[value="cancel"]').click();
      await page.waitForURL(/\/result\/$/);
      await fitsWidth('result page');
    }
  });
});
