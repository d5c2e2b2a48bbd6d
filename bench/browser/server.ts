/**
 * The benches' web server, on `node:http` on a free port: the pages, the built single-file kit,
 * the Lit floor's module (the checkout pages also under `moves/`, with the probe of engines
 * without Layout Instability), and what a shop's server gives its checkout page: the kit's files as
 * the root README copies them (`copied-kit.ts`), the five-minute page's script,
 * `/checkout/purchase` (a purchase created on the sandbox, for GET and POST as the READMEs ask
 * it), and a slow payment-methods proxy. The proxy is the server companion's own handler in
 * front of an embedded sandbox (real lookup answers, logos served by the sandbox), answered
 * 500 ms late, as a slow merchant server or gateway would.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../../packages/sandbox/src/index.js';
import {
  CheckoutClient,
  createPaymentMethodsHandler,
  toNodeListener,
} from '../../packages/server/src/index.js';
import {
  type CheckoutPageName,
  FIVE_MINUTE_SCRIPT,
  checkoutPages,
  fiveMinuteCode,
} from './checkout-pages.js';
import { copiedKit } from './copied-kit.js';
import { buildLitFloor } from './lit-floor.js';
import { MOVES_PROBE } from './moves-probe.js';
import { buildServerMarkupApps } from './server-markup.js';
import {
  KIT_SCRIPT,
  LIT_FLOOR_SCRIPT,
  PLAIN_FORM,
  PLAIN_FORM_AMOUNT,
  PROBE,
  type FormPage,
  pages,
} from './pages.js';

export const KIT_PATH = fileURLToPath(
  new URL('../../packages/elements/dist/checkout-kit.js', import.meta.url),
);

/** The checkout pages' purchase, RM 49.90 (the sandbox's lookup for it: Card, 10 and 3). */
const PURCHASE_TOTAL = 4990;

/** How late the payment-methods proxy answers. */
export const PROXY_DELAY_MS = 500;

/** A checkout page with the moves probe in place of the Layout Instability one (`moves-probe.ts`). */
export type WatchedPageName = `moves/${CheckoutPageName}`;

export interface BenchServer {
  url(page: FormPage | CheckoutPageName | WatchedPageName): string;
  close(): Promise<void>;
}

/** The shop's purchase for the checkout pages: the order summary's scarf, on the sandbox. */
function createBenchPurchase(client: CheckoutClient, shop: string) {
  return client.createPurchase({
    client: { email: 'payer@example.com' },
    purchase: {
      currency: 'MYR',
      products: [{ name: 'Batik silk scarf', price: PURCHASE_TOTAL, quantity: 1 }],
    },
    success_redirect: `${shop}/orders/1`,
    failure_redirect: `${shop}/checkout?failed=1`,
  });
}

export function kitIsBuilt(): boolean {
  return existsSync(KIT_PATH);
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  map: 'application/json',
};

/** The Subresource Integrity of `bytes`, as a merchant computes it for the script tag. */
const integrityOf = (bytes: Uint8Array): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export async function startBenchServer(): Promise<BenchServer> {
  const fiveMinutes = fiveMinuteCode();
  const kit = readFileSync(KIT_PATH);
  const copied = copiedKit(fiveMinutes.shell);
  const classic = [...copied].find(([path]) => path.endsWith('/checkout-kit.iife.js'));
  if (!classic) throw new Error("The README's copy no longer copies checkout-kit.iife.js");
  const integrity = { classic: integrityOf(classic[1]), module: integrityOf(kit) };
  const files = new Map<string, Uint8Array>([
    [KIT_SCRIPT, kit],
    [LIT_FLOOR_SCRIPT, await buildLitFloor(PLAIN_FORM, PLAIN_FORM_AMOUNT)],
    [FIVE_MINUTE_SCRIPT, new TextEncoder().encode(fiveMinutes.script)],
    ...copied,
    // The module build beside the copied classic one, for the pages' `-module` variant.
    [classic[0].replace(/\.iife\.js$/, '.js'), kit],
    ...(await buildServerMarkupApps()),
  ]);
  const sandbox = await startSandbox();
  const client = new CheckoutClient({
    apiKey: sandbox.apiKey,
    brandId: sandbox.brandId,
    baseUrl: sandbox.baseUrl,
  });
  const proxy = toNodeListener(createPaymentMethodsHandler({ client }));
  // `localhost` is another origin than the pages' 127.0.0.1: a loopback gateway the card form
  // accepts as its `action`.
  const gatewayOrigin = new URL(sandbox.baseUrl).origin.replace('127.0.0.1', 'localhost');
  const watched = Object.entries(checkoutPages(MOVES_PROBE, integrity)).map(([name, page]) => [
    `moves/${name}`,
    page,
  ]);
  const html = {
    ...pages(gatewayOrigin),
    ...checkoutPages(PROBE, integrity),
    ...(Object.fromEntries(watched) as Record<WatchedPageName, string>),
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    if (path === '/payment-methods') {
      setTimeout(() => void proxy(request, response), PROXY_DELAY_MS);
      return;
    }
    if (path === '/checkout/purchase') {
      createBenchPurchase(client, `http://${request.headers.host}`).then(
        (purchase) => {
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify(purchase));
        },
        (error: unknown) => response.destroy(error instanceof Error ? error : undefined),
      );
      return;
    }
    // No caching: each load is a first visit (each also gets a fresh browser context).
    const headers = { 'Cache-Control': 'no-store' };
    const file = files.get(path);
    if (file) {
      const type = CONTENT_TYPES[path.split('.').at(-1) ?? ''] ?? 'application/octet-stream';
      response.writeHead(200, { ...headers, 'Content-Type': type });
      response.end(file);
      return;
    }
    const page = html[path.slice(1).replace(/\.html$/, '') as keyof typeof html];
    if (page) {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (page) => `http://127.0.0.1:${port}/${page}.html`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
    },
  };
}
