/**
 * What a payer does in the browser, step by step, through the demo site's stable selectors
 * (`demo/site/README.md`) and the sandbox's hosted pages. Each helper waits for the state it
 * leads to (a URL, an element), never for a fixed time.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { DemoLanguage, OrderKind } from '../../demo/shared/api.js';

/** The sandbox's test cards and their security code (see the gateway's test mode). */
export const TEST_CARDS = {
  /** Pays at once. */
  noThreeDSecure: '4444 3333 2222 1111',
  /** Goes through the test 3-D Secure page first. */
  threeDSecure: '5555 5555 5555 4444',
  /** Declined for insufficient funds (`insufficient_funds`): the payer may try again. */
  insufficientFunds: '4000 0000 0000 9995',
  cvc: '123',
} as const;

/** An expiry `MM/YY` `years` years from now (negative: in the past). */
export function expiryIn(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getFullYear()).slice(-2)}`;
}

/** A line of a cart. */
export interface CartItem {
  sku: string;
  /** Default 1. */
  quantity?: number;
}

/** What the payer chooses in the shop. */
export interface ShopChoice {
  /** One product (with `quantity`), or give `items`. Default `kopi-beans`. */
  sku?: string;
  quantity?: number;
  /** Several products; wins over `sku`. */
  items?: CartItem[];
  /** How to pay; default `payment`. */
  kind?: OrderKind;
  /** Default `siti@example.com`. */
  email?: string;
  /** The language of the payment pages; default `en`. */
  language?: DemoLanguage;
}

/** An order as the payer's links name it: its number and its key (the proof that opens it). */
export interface OrderLink {
  id: string;
  key: string;
}

/** The order named by the URL `page` is at (the checkout or result page), with its key. */
export function orderLinkIn(page: Page): OrderLink {
  const query = new URL(page.url()).searchParams;
  const [id, key] = [query.get('order'), query.get('key')];
  assert.ok(id && key, `the payer's page names its order and its key: ${page.url()}`);
  return { id, key };
}

/** A page of an order (`checkout.html`, `result.html`) as the payer's links give it. */
export function orderPageUrl(siteUrl: string, path: string, order: OrderLink): string {
  return `${siteUrl}/${path}?${new URLSearchParams({ order: order.id, key: order.key })}`;
}

/** The cart line of `sku`, and its quantity input. */
const quantityInput = (page: Page, sku: string): Locator => page.locator(`#quantity-${sku}`);

/** The site's origin, if `page` is at the shop; else fails, saying to open it first. */
function shopOrigin(page: Page): string {
  const shop = new URL(page.url());
  if (!shop.protocol.startsWith('http') || shop.pathname !== '/') {
    throw new Error(`Open the shop first (await page.goto(e2e().siteUrl)), not ${page.url()}.`);
  }
  return shop.origin;
}

/**
 * In the shop (already open in `page`): puts each product in the cart with "Add to cart", then
 * types its quantity, and waits until its line shows it.
 */
export async function addToCart(page: Page, items: CartItem[]): Promise<void> {
  shopOrigin(page);
  for (const { sku, quantity = 1 } of items) {
    await page
      .locator(`li[data-sku="${sku}"]`)
      .getByRole('button', { name: /Add to cart|Tambah ke troli/ })
      .click();
    const input = quantityInput(page, sku);
    await input.waitFor();
    if (quantity !== 1) {
      await input.fill(String(quantity));
      // The cart takes the quantity on `change`.
      await input.dispatchEvent('change');
    }
    await waitForValue(input, String(quantity));
  }
}

/**
 * In the shop (already open in `page`), with the cart as it is: fills the e-mail, chooses how to
 * pay and the language, presses Checkout and waits for the order's checkout page.
 *
 * @returns The order's id (from the checkout page's URL).
 */
export async function checkOut(
  page: Page,
  choice: Pick<ShopChoice, 'kind' | 'email' | 'language'> = {},
): Promise<string> {
  const site = shopOrigin(page);
  await page.locator('#email').fill(choice.email ?? 'siti@example.com');
  await page.locator(`#kind-${choice.kind ?? 'payment'}`).check();
  await page.locator(`input[name="language"][value="${choice.language ?? 'en'}"]`).check();
  await page.locator('#checkout-button').click();
  await page.waitForURL((url) => url.origin === site && url.pathname === '/checkout.html');
  const id = new URL(page.url()).searchParams.get('order');
  assert.ok(id, 'the checkout page names its order');
  // Attached, not visible: on a phone the summary is folded to its total.
  await page
    .locator('[data-testid="order-id"]')
    .filter({ hasText: id })
    .waitFor({ state: 'attached' });
  return id;
}

/**
 * In the shop (already open in `page`): puts the products in the cart, fills the e-mail,
 * chooses how to pay and the language, presses Checkout and waits for the order's checkout page.
 *
 * @returns The new order's id (from the checkout page's URL).
 */
export async function addToCartAndCheckout(page: Page, choice: ShopChoice = {}): Promise<string> {
  await addToCart(
    page,
    choice.items ?? [{ sku: choice.sku ?? 'kopi-beans', quantity: choice.quantity }],
  );
  return checkOut(page, choice);
}

/**
 * The cart as the shop open in `page` shows it, once its products have loaded: each line's
 * product and quantity, in the cart's order (empty for an empty cart).
 */
export async function cartIn(page: Page): Promise<Required<CartItem>[]> {
  shopOrigin(page);
  // The cart is drawn with the products: before they load, no line has a name or a price.
  await page.locator('#products li[data-sku]').first().waitFor();
  return page.locator('#cart-lines .cart-line[data-sku]').evaluateAll((lines) =>
    lines.map((line) => {
      const sku = (line as HTMLElement).dataset.sku ?? '';
      const input = line.querySelector<HTMLInputElement>(`#quantity-${CSS.escape(sku)}`);
      return { sku, quantity: Number(input?.value) };
    }),
  );
}

/** Waits until an input shows `value`. */
async function waitForValue(input: Locator, value: string): Promise<void> {
  await input
    .page()
    .waitForFunction(([element, expected]) => (element as HTMLInputElement).value === expected, [
      await input.elementHandle(),
      value,
    ] as const);
}

/** Chooses Card in the checkout page's method picker and waits for the card form. */
export async function chooseCard(page: Page): Promise<Locator> {
  await page
    .locator('#method-picker')
    .getByRole('radio', { name: /^(Card|Kad)\b/ })
    .check();
  const form = page.locator('#card-form');
  await form.locator('input[name="card_number"]').waitFor({ state: 'visible' });
  return form;
}

/** What the payer types into `<checkout-card-form>`. */
export interface CardEntry {
  /** Default: the non-3-D-Secure test card. */
  number?: string;
  /** `MM/YY`; default a year from now. */
  expiry?: string;
  /** Default `123`. */
  cvc?: string;
  /** Default `Siti Aisyah`. */
  name?: string;
  /** Ticks "Save this card". */
  remember?: boolean;
}

/** The inputs of the card form, by the names it posts. */
export function cardInputs(page: Page) {
  const form = page.locator('#card-form');
  return {
    form,
    name: form.locator('input[name="cardholder_name"]'),
    number: form.locator('input[name="card_number"]'),
    expiry: form.locator('input[name="expires"]'),
    cvc: form.locator('input[name="cvc"]'),
    remember: form.locator('input[name="remember_card"]'),
    submit: form.locator('button[type="submit"]'),
  };
}

/**
 * Types the card into `<checkout-card-form>` key by key, as a payer does (real key events, so
 * the form's formatting runs), and ticks "Save this card" when asked. Does not submit.
 */
export async function fillCardForm(page: Page, card: CardEntry = {}): Promise<void> {
  const inputs = cardInputs(page);
  const entries: [Locator, string][] = [
    [inputs.name, card.name ?? 'Siti Aisyah'],
    [inputs.number, card.number ?? TEST_CARDS.noThreeDSecure],
    [inputs.expiry, card.expiry ?? expiryIn(1)],
    [inputs.cvc, card.cvc ?? TEST_CARDS.cvc],
  ];
  for (const [input, text] of entries) {
    await input.click();
    await input.pressSequentially(text);
  }
  if (card.remember) await inputs.remember.check();
}

/** Presses the card form's pay button. */
export async function submitCardForm(page: Page): Promise<void> {
  await cardInputs(page).submit.click();
}

/** The sandbox's test 3-D Secure page of a purchase: `/p/<id>/3ds/`. */
const THREE_D_SECURE = /\/p\/[^/]+\/3ds\/$/;

/** Waits for the test 3-D Secure page (in English or Malay) and presses Approve. */
export async function approve3ds(page: Page): Promise<void> {
  await page.waitForURL(THREE_D_SECURE);
  await page.getByRole('button', { name: /^(Approve|Luluskan)$/ }).click();
}

/** Waits for the test 3-D Secure page (in English or Malay) and presses Cancel. */
export async function cancel3ds(page: Page): Promise<void> {
  await page.waitForURL(THREE_D_SECURE);
  await page.getByRole('button', { name: /^(Cancel|Batal)$/ }).click();
}

/**
 * Waits for the site's result page of `orderId` and for its outcome to be `outcome` (`paid`,
 * `hold`, `preauthorized`, `failed`, …); returns the `#outcome` section.
 */
export async function waitForOutcome(
  page: Page,
  orderId: string,
  outcome: string,
): Promise<Locator> {
  await page.waitForURL(
    (url) => url.pathname === '/result.html' && url.searchParams.get('order') === orderId,
  );
  const section = page.locator(`#outcome[data-outcome="${outcome}"]`);
  await section.waitFor();
  return section;
}

/**
 * Waits until a payer whose card was declined is back on the order's checkout (the purchase's
 * failure redirect), Card chosen, and returns the card form's message, which says why.
 */
export async function waitForDeclinedCheckout(page: Page, orderId: string): Promise<Locator> {
  await page.waitForURL(
    (url) =>
      url.pathname === '/checkout.html' &&
      url.searchParams.get('order') === orderId &&
      url.searchParams.get('outcome') === 'failure',
  );
  const message = page.locator('#card-form [part~="message"]');
  await message.filter({ hasText: /\S/ }).waitFor();
  await page.locator('#card-form input[name="card_number"]').waitFor({ state: 'visible' });
  return message;
}

/**
 * Waits until the result page shows the order fulfilled once (the page polls the merchant's
 * server), and returns the fulfilment line ("Fulfilled … (once)").
 */
export async function waitForFulfilment(page: Page): Promise<string> {
  const fulfilment = page.locator('[data-testid="fulfilment"]');
  await fulfilment.filter({ hasText: /\((once|1 kali)\)$/ }).waitFor();
  return (await fulfilment.textContent()) ?? '';
}

/**
 * The whole card payment of a new order from the shop: shop → checkout → Card → the card typed
 * in → pay → (3-D Secure approved, for the 3-D Secure card) → the result page.
 *
 * @returns The order's id.
 */
export async function payByCard(
  page: Page,
  siteUrl: string,
  choice: ShopChoice = {},
  card: CardEntry = {},
): Promise<string> {
  await page.goto(siteUrl);
  const id = await addToCartAndCheckout(page, choice);
  await chooseCard(page);
  await fillCardForm(page, card);
  await submitCardForm(page);
  if ((card.number ?? '').replace(/\s/g, '') === TEST_CARDS.threeDSecure.replace(/\s/g, '')) {
    await approve3ds(page);
  }
  await page.waitForURL(
    (url) => url.pathname === '/result.html' && url.searchParams.get('order') === id,
  );
  return id;
}

/** An order's card on the orders page (`/orders.html`). */
export function orderCard(page: Page, orderId: string): Locator {
  return page.locator(`li[data-order-id="${orderId}"]`);
}

/** The element that has focus, looking into shadow roots (the picker's radios live in one). */
function deepActiveElementIs(element: Element | null): boolean {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === element;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through a page;
 * fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const element = await target.elementHandle();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(deepActiveElementIs, element)) return;
  }
  throw new Error(`${target} did not get focus after ${max} presses of Tab.`);
}

/** Whether `target` has focus (looking into shadow roots). */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.page().evaluate(deepActiveElementIs, await target.elementHandle());
}

/**
 * Posts `fields` to `action` as a plain HTML form the page builds itself, with none of the card
 * form's checks: what a hostile or stale page could send straight to the gateway.
 */
export async function postFormDirectly(
  page: Page,
  action: string,
  fields: Record<string, string>,
): Promise<void> {
  await page.evaluate(
    ({ action, fields }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { action, fields },
  );
}
