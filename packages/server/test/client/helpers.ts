import assert from 'node:assert/strict';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import type { Purchase } from '@checkout-kit/protocol';
import type { Sandbox } from '@checkout-kit/sandbox';
import { CheckoutClient, type CheckoutClientOptions } from '../../src/client/checkout-client.js';
import type { PurchaseCreateInput } from '../../src/client/resources.js';

// Re-exported so that the tests take all their helpers from this one file.
export { useSandbox } from '../sandbox-helpers.js';

/** The brand of clients that talk to a stand-in server (a misbehaving one, a closed port). */
export const STAND_IN_BRAND_ID = '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12';

/**
 * A client of the stand-in server at `baseUrl`, with the API key the test looks for in what
 * comes back; `options` replace any option.
 */
export function standInClient(
  baseUrl: string,
  apiKey: string,
  options: Partial<CheckoutClientOptions> = {},
): CheckoutClient {
  return new CheckoutClient({ apiKey, brandId: STAND_IN_BRAND_ID, baseUrl, ...options });
}

/** A client of the sandbox; `options` replace any option. */
export function clientOf(
  sandbox: Sandbox,
  options: Partial<CheckoutClientOptions> = {},
): CheckoutClient {
  return new CheckoutClient({
    apiKey: sandbox.apiKey,
    brandId: sandbox.brandId,
    baseUrl: sandbox.baseUrl,
    ...options,
  });
}

/** A valid purchase body without `brand_id` (the client adds it); `overrides` replace fields. */
export function purchaseInput(overrides: Partial<PurchaseCreateInput> = {}): PurchaseCreateInput {
  return {
    client: { email: 'payer@example.com', full_name: 'Siti Aisyah' },
    purchase: { products: [{ name: 'Teh tarik', price: 1000 }], currency: 'MYR' },
    success_redirect: 'https://shop.example/success',
    failure_redirect: 'https://shop.example/failure',
    ...overrides,
  };
}

/** An expiry a year ahead, `MM/YY`. */
function nextYear(): string {
  return `12/${String(new Date().getFullYear() + 1).slice(-2)}`;
}

/**
 * The payer's browser posting the Direct Post form with the non-3-D-Secure test card, as
 * `<checkout-card-form>` does; resolves once the sandbox has redirected to `success_redirect`.
 */
export async function payByDirectPost(
  purchase: Purchase,
  { remember = false } = {},
): Promise<void> {
  assert.ok(purchase.direct_post_url, 'the purchase has a direct_post_url');
  const form = new URLSearchParams({
    cardholder_name: 'Siti Aisyah',
    card_number: '4444333322221111',
    expires: nextYear(),
    cvc: '123',
  });
  if (remember) form.set('remember_card', 'on');
  const response = await fetch(purchase.direct_post_url, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  assert.equal(response.status, 302);
  assert.equal(response.headers.get('location'), purchase.success_redirect);
}

/** One request seen by a {@link MisbehavingServer}. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A `node:http` server on port 0 that behaves as a broken network or proxy would (never
 * answering, answering HTML 502s, 503s): what the sandbox, a faithful gateway, cannot do.
 */
export interface MisbehavingServer {
  /** `http://127.0.0.1:<port>/api/v1`. */
  baseUrl: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

export async function misbehavingServer(
  handle: (request: SeenRequest, response: ServerResponse, index: number) => void,
): Promise<MisbehavingServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen: SeenRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      handle(seen, response, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON. */
export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A port nothing listens on: one the system gave and took back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The rejection of `promise`, which must reject. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the call to fail');
}

/**
 * Asserts that `secret` appears nowhere in an error: not in `JSON.stringify`, `String`, its
 * stack, `util.inspect` (with its `cause`, five levels deep), nor in its cause's own message
 * and stack.
 */
export function assertNoSecret(error: unknown, secret: string): void {
  assert.ok(error instanceof Error, 'an Error');
  const views: [string, string][] = [
    ['JSON.stringify', JSON.stringify(error) ?? ''],
    ['String', String(error)],
    ['stack', error.stack ?? ''],
    ['inspect', inspect(error, { depth: 5, showHidden: true })],
    ['message', error.message],
  ];
  for (let cause = error.cause, depth = 0; cause && depth < 5; depth++) {
    views.push(['cause', inspect(cause, { depth: 5, showHidden: true })]);
    if (cause instanceof Error) {
      views.push(['cause.stack', cause.stack ?? ''], ['String(cause)', String(cause)]);
      cause = cause.cause;
    } else break;
  }
  for (const [view, text] of views) {
    assert.ok(!text.includes(secret), `${view} of ${error.name} shows the key: ${text}`);
  }
}
