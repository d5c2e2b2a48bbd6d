/**
 * The benches' web server, on `node:http` on a free port: the pages, the built single-file kit,
 * the Lit floor's module, and a slow payment-methods proxy. The proxy is the server companion's
 * own handler in front of an embedded sandbox (real lookup answers, logos served by the
 * sandbox), answered 500 ms late, as a slow merchant server or gateway would.
 */
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
import { buildLitFloor } from './lit-floor.js';
import {
  KIT_SCRIPT,
  LIT_FLOOR_SCRIPT,
  PLAIN_FORM,
  PLAIN_FORM_AMOUNT,
  type PageName,
  pages,
} from './pages.js';

export const KIT_PATH = fileURLToPath(
  new URL('../../packages/elements/dist/checkout-kit.js', import.meta.url),
);

/** How late the payment-methods proxy answers. */
export const PROXY_DELAY_MS = 500;

export interface BenchServer {
  url(page: PageName): string;
  close(): Promise<void>;
}

export function kitIsBuilt(): boolean {
  return existsSync(KIT_PATH);
}

export async function startBenchServer(): Promise<BenchServer> {
  const scripts = new Map<string, Uint8Array>([
    [KIT_SCRIPT, readFileSync(KIT_PATH)],
    [LIT_FLOOR_SCRIPT, await buildLitFloor(PLAIN_FORM, PLAIN_FORM_AMOUNT)],
  ]);
  const sandbox = await startSandbox();
  const proxy = toNodeListener(
    createPaymentMethodsHandler({
      client: new CheckoutClient({
        apiKey: sandbox.apiKey,
        brandId: sandbox.brandId,
        baseUrl: sandbox.baseUrl,
      }),
    }),
  );
  // `localhost` is another origin than the pages' 127.0.0.1: a loopback gateway the card form
  // accepts as its `action`.
  const gatewayOrigin = new URL(sandbox.baseUrl).origin.replace('127.0.0.1', 'localhost');
  const html = pages(gatewayOrigin);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    if (path === '/payment-methods') {
      setTimeout(() => void proxy(request, response), PROXY_DELAY_MS);
      return;
    }
    // No caching: each load is a first visit (each also gets a fresh browser context).
    const headers = { 'Cache-Control': 'no-store' };
    const script = scripts.get(path);
    if (script) {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(script);
      return;
    }
    const page = html[path.slice(1).replace(/\.html$/, '') as PageName];
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
