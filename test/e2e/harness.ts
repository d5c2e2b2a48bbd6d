/**
 * The end-to-end harness: the whole demo (the sandbox as the gateway, the merchant server, the
 * site on Vite) and one headless Chromium per test file, and small tools to talk to all of them.
 *
 * @example
 * describe('card payments', () => {
 *   const e2e = useDemo();
 *   it('pays', async () => {
 *     const page = await e2e().newPage();
 *     await page.goto(e2e().siteUrl);
 *     const order = await e2e().orderOf('8JR75A');
 *     const purchase = await e2e().purchaseOf(order.purchase.id);
 *   });
 * });
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { type Demo, startDemo } from '../../demo/launch.js';
import type { Order } from '../../demo/shared/api.js';
import type { Purchase } from '../../packages/protocol/src/index.js';
import { chromiumArgs, chromiumExecutablePath } from '../chromium.js';

export type { Order, Purchase };

/** The embedded sandbox: the gateway of every end-to-end test. */
export type Sandbox = NonNullable<Demo['sandbox']>;

/** How long {@link waitFor} waits by default before it gives up. */
export const WAIT_TIMEOUT_MS = 20_000;

/** How long Playwright's actions and `expect`-like waits (`waitFor`, `waitForURL`) wait. */
export const PAGE_TIMEOUT_MS = 20_000;

/** An answer of the merchant server's `/api`, through the site. */
export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** Options of {@link E2E.newPage}. */
export interface NewPageOptions {
  /**
   * Console errors the test expects (e.g. `/status of 409/` for a refused operation, which
   * Chromium reports as "Failed to load resource"). Any other console error, and every uncaught
   * page error, fails the test.
   */
  allowConsoleErrors?: RegExp[];
  /** The browser context's locale; default `en-MY`. */
  locale?: string;
}

/** The running demo, its browser, and the tools of one test file. */
export interface E2E {
  demo: Demo;
  /** The sandbox (never null here: the harness never runs against the real gateway). */
  sandbox: Sandbox;
  /** The site's origin, e.g. `http://127.0.0.1:41235`: the only address a payer opens. */
  siteUrl: string;
  browser: Browser;
  /**
   * A page in a fresh browser context (own cookies and `localStorage`, so an empty cart). Every
   * context opened during a test is closed after it, and the test fails if one of its pages
   * threw an uncaught error or logged a console error it did not allow.
   */
  newPage(options?: NewPageOptions): Promise<Page>;
  /**
   * Signs in to the back office on `page`, which has just opened a back-office page (orders,
   * saved cards) and shows its sign-in form: types the password the demo printed and sends it.
   * The session cookie then serves every page of that browser context.
   */
  signIn(page: Page): Promise<void>;
  /**
   * Calls the merchant's `/api` through the site, as the site's own pages do (same origin, so
   * the merchant's origin check passes), signed in to the back office. A `body` that is not a
   * string is sent as JSON.
   * @example const { status, body } = await e2e().api<OrderList>('/api/orders');
   */
  api<T = unknown>(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiAnswer<T>>;
  /**
   * Signs {@link api} in again: a merchant server that was restarted has forgotten its
   * sessions, and without one an order reads as not found.
   */
  renewStaffSession(): Promise<void>;
  /** `GET /api/orders/:id`, asserting a 200: the order as the merchant's server has it now. */
  orderOf(id: string): Promise<Order>;
  /** `GET /purchases/:id/` at the sandbox: the purchase as the gateway has it now. */
  purchaseOf(id: string): Promise<Purchase>;
  /**
   * Polls the merchant's order until `check` returns true, and returns that order.
   * @example await e2e().waitForOrder(id, (o) => o.fulfilmentCount === 1, 'the order is fulfilled');
   */
  waitForOrder(
    id: string,
    check: (order: Order) => boolean,
    description: string,
    timeoutMs?: number,
  ): Promise<Order>;
}

/** The values of the environment the demo starts with: the machine's own, less the gateway's. */
function demoEnv(): NodeJS.ProcessEnv {
  // CHECKOUT_* (or DEMO_PUBLIC_URL) set on the machine would point the demo at the real gateway
  // and leave the sandbox out. PATH and npm_execpath stay, for the one-off build of the kit.
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('CHECKOUT_') && name !== 'DEMO_PUBLIC_URL',
    ),
  );
}

/**
 * Polls `condition` (every 50 ms) until it returns something truthy, and returns that. Use it
 * for states outside the page (the merchant's order, the sandbox's deliveries); inside a page,
 * prefer Playwright's auto-waiting locators and `page.waitForURL`.
 *
 * @throws {Error} naming `description`, with the last value or error seen, after `timeoutMs`.
 * @example
 * const paid = await waitFor(async () => (await e2e().purchaseOf(id)).status === 'paid', 'paid');
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  description: string,
  timeoutMs: number = WAIT_TIMEOUT_MS,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const seen = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting until ${description} (last: ${seen}).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The order's log entries about one event type, as `[source, signature, attempt]` in the order
 * they arrived: the deliveries of the gateway (callback and webhook) and what became of them.
 */
export function logEntriesOf(order: Order, type: string): [string, string | null, number | null][] {
  return order.events
    .filter((event) => event.type === type)
    .map((event): [string, string | null, number | null] => [
      event.source,
      event.signature,
      event.attempt,
    ]);
}

/**
 * Asserts that a paid order was fulfilled exactly once, and that its log holds the first arrival
 * of both deliveries of `purchase.paid`, the success callback and the webhook, each verified.
 */
export function assertFulfilledOnceByBothDeliveries(order: Order): void {
  assert.equal(order.fulfilmentCount, 1);
  assert.ok(order.fulfilledAt);
  assert.deepEqual(logEntriesOf(order, 'purchase.paid').sort(), [
    ['callback', 'verified', 1],
    ['webhook', 'verified', 1],
  ]);
  assert.equal(order.events.filter((event) => /Fulfilled/.test(event.message)).length, 1);
}

/**
 * Waits until the merchant has logged both deliveries of `purchase.paid` for an order paid by
 * FPX, and asserts it paid in full by FPX and fulfilled once by them; returns the order.
 */
export async function waitForOrderPaidByFpx(e2e: E2E, id: string): Promise<Order> {
  const order = await e2e.waitForOrder(
    id,
    (current) => logEntriesOf(current, 'purchase.paid').length === 2,
    'both deliveries of purchase.paid are logged',
  );
  assert.equal(order.purchase.status, 'paid');
  assert.equal(order.purchase.paymentMethod, 'fpx');
  assert.equal(order.purchase.capturedAmount, order.total);
  assertFulfilledOnceByBothDeliveries(order);
  return order;
}

/** What one test opened, and what went wrong in its pages. */
interface TestPages {
  contexts: BrowserContext[];
  problems: string[];
}

/** Options of {@link useDemo}. */
export interface UseDemoOptions {
  /**
   * Whether to launch Chromium for `browser` and `newPage` (default true). A file that drives
   * other engines itself passes false; `browser` and `newPage` then throw.
   */
  chromium?: boolean;
}

/**
 * Starts the demo for the tests of one file — sandbox, merchant server and site on free ports
 * (`startDemo({ sandboxPort: 0, merchantPort: 0, sitePort: 0, dataDir, quiet: true, env })`)
 * with a fresh data folder and no `CHECKOUT_*` of the machine — and one headless Chromium
 * (unless `chromium: false`); stops them all (and removes the folder) after the file. Call it at
 * the top of a `describe` (or of the file); it returns a getter, usable inside tests once
 * `before` has run.
 */
export function useDemo(options: UseDemoOptions = {}): () => E2E {
  let current: E2E | undefined;
  let dataDir: string | undefined;
  let demo: Demo | undefined;
  let browser: Browser | undefined;
  let pages: TestPages = { contexts: [], problems: [] };

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'checkout-kit-e2e-'));
    [demo, browser] = await Promise.all([
      startDemo({
        sandboxPort: 0,
        merchantPort: 0,
        sitePort: 0,
        dataDir,
        quiet: true,
        env: demoEnv(),
      }),
      options.chromium === false
        ? undefined
        : chromium.launch({
            executablePath: chromiumExecutablePath(),
            args: chromiumArgs,
            headless: true,
          }),
    ]);
    const sandbox = demo.sandbox;
    assert.ok(sandbox, 'the demo runs on its sandbox');
    const running = demo;
    const launched = browser;
    const chrome = (): Browser => {
      if (!launched) throw new Error('This file runs its demo without Chromium (useDemo).');
      return launched;
    };
    const siteUrl = running.siteUrl;
    let staffCookie = await signInByApi(siteUrl, running.adminPassword);

    const api: E2E['api'] = async <T>(
      path: string,
      init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) => {
      const { method = init.body === undefined ? 'GET' : 'POST', body, headers = {} } = init;
      const response = await fetch(new URL(path, siteUrl), {
        method,
        headers: {
          // The merchant server accepts changes only from the site's own pages.
          Origin: siteUrl,
          Cookie: staffCookie,
          ...(body === undefined || typeof body === 'string'
            ? {}
            : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON: the text itself.
      }
      return { status: response.status, body: parsed as T };
    };

    const orderOf = async (id: string): Promise<Order> => {
      const answer = await api<Order>(`/api/orders/${encodeURIComponent(id)}`);
      assert.equal(answer.status, 200, `GET /api/orders/${id}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };

    current = {
      demo: running,
      sandbox,
      siteUrl,
      get browser() {
        return chrome();
      },
      api,
      renewStaffSession: async () => {
        staffCookie = await signInByApi(siteUrl, running.adminPassword);
      },
      orderOf,
      purchaseOf: async (id) => {
        const response = await fetch(`${sandbox.baseUrl}/purchases/${id}/`, {
          headers: { Authorization: `Bearer ${sandbox.apiKey}` },
        });
        assert.equal(response.status, 200, `GET /purchases/${id}/ at the sandbox`);
        return (await response.json()) as Purchase;
      },
      waitForOrder: async (id, check, description, timeoutMs) => {
        let last: Order | undefined;
        try {
          return await waitFor(
            async () => {
              last = await orderOf(id);
              return check(last) ? last : null;
            },
            description,
            timeoutMs,
          );
        } catch (error) {
          const seen = last
            ? `status ${last.purchase.status}, fulfilmentCount ${last.fulfilmentCount}, events ${JSON.stringify(last.events.map((event) => [event.source, event.type, event.signature, event.attempt]))}`
            : 'no answer';
          throw new Error(`${(error as Error).message}\nOrder ${id}: ${seen}`, { cause: error });
        }
      },
      signIn: async (page) => {
        const form = page.locator('#sign-in');
        await form.getByLabel('Password').pressSequentially(running.adminPassword);
        await form.getByRole('button', { name: 'Sign in' }).click();
        await form.waitFor({ state: 'detached' });
      },
      newPage: async (options = {}) => {
        const context = await chrome().newContext({
          locale: options.locale ?? 'en-MY',
          timezoneId: 'Asia/Kuala_Lumpur',
        });
        context.setDefaultTimeout(PAGE_TIMEOUT_MS);
        context.setDefaultNavigationTimeout(PAGE_TIMEOUT_MS);
        const allowed = options.allowConsoleErrors ?? [];
        const seen = pages;
        seen.contexts.push(context);
        context.on('page', (page) => watch(page, allowed, seen.problems));
        const page = await context.newPage();
        return page;
      },
    };
  });

  afterEach(async () => {
    const { contexts, problems } = pages;
    pages = { contexts: [], problems: [] };
    await Promise.all(contexts.map((context) => context.close()));
    assert.deepEqual(problems, [], 'the pages of this test reported no errors');
  });

  after(async () => {
    await Promise.all(pages.contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await demo?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!current) throw new Error('The demo has not started yet: use it inside a test.');
    return current;
  };
}

/** Signs in to the back office through the site's `/api`; returns the `Cookie` header. */
async function signInByApi(siteUrl: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/session', siteUrl), {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  assert.equal(response.status, 204, `sign-in: ${await response.text()}`);
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

/** Records a page's uncaught errors and its console errors that were not allowed. */
function watch(page: Page, allowed: RegExp[], problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error at ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (allowed.some((pattern) => pattern.test(text))) return;
    problems.push(`console error at ${page.url()}: ${text}`);
  });
}
