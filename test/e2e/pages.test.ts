/**
 * The site's developer pages: the kit from one `<script>` tag with no bundler, the kit in a
 * React app (each paying a real order by card), the themed forms, and the components page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ConsoleMessage, Page, Request } from 'playwright-core';
import type { Order } from '../../demo/shared/api.js';
import { type E2E, useDemo } from './harness.js';
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
    const kit = requests.filter((request) => request.url() === `${siteUrl}/kit/checkout-kit.js`);
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
    assert.deepEqual(scripts, ['/kit/checkout-kit.js']);
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
