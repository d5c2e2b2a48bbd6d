import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { type Sandbox, startSandbox } from '@checkout-kit/sandbox';
import type { Logger } from '../server/logger.js';
import {
  type MerchantServer,
  type MerchantServerOptions,
  startMerchantServer,
} from '../server/merchant-server.js';
import type { CartLine, CreateOrderRequest, CreatedOrder, Order } from '../shared/api.js';

/** The site's origin the tests' orders redirect to (no site runs: only the URLs are checked). */
export const SITE_URL = 'http://127.0.0.1:5999';

/** The back office's password in the tests. */
export const ADMIN_PASSWORD = 'staff-password-for-tests';

/** A sandbox, a merchant server on it, and what the tests need to talk to both. */
export interface TestShop {
  sandbox: Sandbox;
  merchant: MerchantServer;
  dataDir: string;
  /** Every line the merchant server logged. */
  logs: string[];
  /** Every body the merchant server answered, as text. */
  answers: string[];
  /**
   * Calls the merchant server as the back office's own pages do: signed in, from its own origin.
   * A `body` is sent as JSON; `headers` replace the defaults (`Cookie`, `Origin`).
   */
  api<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiAnswer<T>>;
  /** Stops the merchant server (deliveries then fail, and the sandbox retries them). */
  stopMerchant(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  startMerchant(): Promise<void>;
  /** Lets the sandbox deliver what is due now (callbacks, webhooks) and waits for the answers. */
  deliver(): Promise<void>;
}

/** An answer of the merchant server. */
export interface ApiAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A logger keeping its lines in `lines`. */
export function collectingLogger(lines: string[]): Logger {
  return {
    info: (message) => lines.push(message),
    warn: (message) => lines.push(message),
    error: (message, error) =>
      lines.push(`${message} ${error instanceof Error ? error.stack : String(error)}`),
  };
}

/**
 * Starts a sandbox and a merchant server on it (ports 0, a fresh data folder) for the tests of
 * one file, and stops both afterwards; `extra` adds options of the merchant server. Returns a
 * getter: the shop exists once `before` has run.
 */
export function useShop(
  extra: Partial<Omit<MerchantServerOptions, 'dataDir' | 'gateway' | 'logger'>> = {},
): () => TestShop {
  let shop: TestShop | undefined;
  let closeShop: (() => Promise<void>) | undefined;
  before(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'checkout-kit-demo-'));
    const sandbox = await startSandbox({ dataFile: join(dataDir, 'sandbox.db') });
    const logs: string[] = [];
    const answers: string[] = [];
    const options = {
      dataDir,
      gateway: {
        mode: 'sandbox' as const,
        baseUrl: sandbox.baseUrl,
        apiKey: sandbox.apiKey,
        brandId: sandbox.brandId,
        bankStatusUrl: sandbox.url,
      },
      siteUrl: () => SITE_URL,
      adminPassword: ADMIN_PASSWORD,
      logger: collectingLogger(logs),
      ...extra,
    };
    let merchant = await startMerchantServer(options);
    let cookie = await signIn(merchant.url);
    const current: TestShop = {
      sandbox,
      merchant,
      dataDir,
      logs,
      answers,
      api: async <T>(
        method: string,
        path: string,
        body?: unknown,
        headers: Record<string, string> = {},
      ) => {
        const response = await fetch(`${merchant.url}${path}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            Cookie: cookie,
            Origin: merchant.url,
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        answers.push(text);
        return {
          status: response.status,
          body: (text === '' ? null : JSON.parse(text)) as T,
          headers: response.headers,
        };
      },
      stopMerchant: () => merchant.close(),
      startMerchant: async () => {
        merchant = await startMerchantServer({
          ...options,
          port: Number(new URL(merchant.url).port),
        });
        current.merchant = merchant;
        // Sessions live in the server's memory: a restart signs the back office out.
        cookie = await signIn(merchant.url);
      },
      deliver: () => sandbox.advanceTime(0),
    };
    shop = current;
    closeShop = async () => {
      await merchant.close();
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    };
  });
  after(async () => {
    await closeShop?.();
  });
  return () => {
    if (!shop) throw new Error('The shop has not started yet: use it inside a test.');
    return shop;
  };
}

/** Signs in to the back office of the merchant server at `url`; returns the `Cookie` header. */
export async function signIn(url: string, password = ADMIN_PASSWORD): Promise<string> {
  const response = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ password }),
  });
  assert.equal(response.status, 204, await response.text());
  const [cookie] = response.headers.getSetCookie();
  assert.ok(cookie, 'a session cookie');
  return cookie.split(';')[0] as string;
}

/** A valid order request; `overrides` replace fields. */
export function orderRequest(overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest {
  const lines: CartLine[] = [
    { sku: 'kopi-beans', quantity: 2 },
    { sku: 'ceramic-mug', quantity: 1 },
  ];
  return { lines, email: 'siti@example.com', ...overrides };
}

/** Makes an order through the API and checks that it was made; with its key. */
export async function createOrder(
  shop: TestShop,
  overrides: Partial<CreateOrderRequest> = {},
): Promise<CreatedOrder> {
  const answer = await shop.api<CreatedOrder>('POST', '/api/orders', orderRequest(overrides));
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body;
}

/** Reads an order through the API. */
export async function readOrder(shop: TestShop, id: string): Promise<Order> {
  const answer = await shop.api<Order>('GET', `/api/orders/${id}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

/** An expiry a year ahead, `MM/YY`. */
function nextYear(): string {
  return `12/${String(new Date().getFullYear() + 1).slice(-2)}`;
}

/**
 * The payer's browser posting the Direct Post form of the order with the non-3-D-Secure test
 * card, as `<checkout-card-form>` does: straight to the gateway, never through the merchant
 * server. Resolves once the gateway has sent the payer back to the site's result page.
 */
export async function payByDirectPost(
  order: CreatedOrder,
  { remember = false, siteUrl = SITE_URL } = {},
): Promise<void> {
  assert.ok(order.purchase.directPostUrl, 'the order has a Direct Post URL');
  const form = new URLSearchParams({
    cardholder_name: 'Siti Aisyah',
    card_number: '4444333322221111',
    expires: nextYear(),
    cvc: '123',
  });
  if (remember) form.set('remember_card', 'on');
  const response = await fetch(order.purchase.directPostUrl, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  assert.equal(response.status, 302);
  assert.equal(
    response.headers.get('location'),
    `${siteUrl}/result.html?order=${order.id}&key=${order.key}`,
  );
}

/** Makes an order, pays it, and lets the sandbox deliver the events. */
export async function paidOrder(
  shop: TestShop,
  overrides: Partial<CreateOrderRequest> = {},
  { remember = false } = {},
): Promise<Order> {
  const order = await createOrder(shop, overrides);
  await payByDirectPost(order, { remember });
  await shop.deliver();
  return readOrder(shop, order.id);
}
