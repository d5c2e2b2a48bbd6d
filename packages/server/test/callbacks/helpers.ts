import assert from 'node:assert/strict';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Purchase, Webhook } from '@checkout-kit/protocol';
import type { Delivery, Sandbox } from '@checkout-kit/sandbox';
import type { CallbackEvent } from '../../src/callbacks/callback-event.js';
import {
  type CallbackErrorContext,
  type CallbackHandlerOptions,
  createCallbackHandler,
} from '../../src/callbacks/callback-handler.js';
import type { WebHandler } from '../../src/web-handler.js';

/**
 * Serves a web-standard handler from `node:http` (a few lines of our own, so these tests do not
 * depend on the package's `toNodeListener`).
 */
export async function serve(handler: WebHandler): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      }
      const method = request.method ?? 'GET';
      const answer = await handler(
        new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, {
          method,
          headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
        }),
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      response.statusCode = 599;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/checkout/callback`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Calls the sandbox's collection API with its test key. */
export async function api<T = Record<string, unknown>>(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${sandbox.apiKey}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The company public key as `GET /public_key/` gives it: a JSON string, decoded. */
export async function fetchCompanyKey(sandbox: Sandbox): Promise<string> {
  const { status, body } = await api<string>(sandbox, 'GET', '/public_key/');
  assert.equal(status, 200);
  assert.equal(typeof body, 'string');
  return body;
}

/** Creates a purchase whose success callback goes to `callbackUrl`. */
export async function createPurchase(
  sandbox: Sandbox,
  callbackUrl: string | undefined,
  overrides: Record<string, unknown> = {},
): Promise<Purchase> {
  const { status, body } = await api<Purchase>(sandbox, 'POST', '/purchases/', {
    brand_id: sandbox.brandId,
    client: { email: 'payer@example.com', full_name: 'Siti Aisyah' },
    purchase: { products: [{ name: 'Kopi', price: 1250 }], currency: 'MYR' },
    reference: `order-${Math.random().toString(36).slice(2)}`,
    success_redirect: 'https://shop.example/success',
    failure_redirect: 'https://shop.example/failure',
    ...(callbackUrl ? { success_callback: callbackUrl } : {}),
    ...overrides,
  });
  assert.equal(status, 201, JSON.stringify(body));
  return body;
}

/** The payer's browser posting the Direct Post form with the non-3-D-Secure test card. */
export async function payWithTestCard(purchase: Purchase): Promise<void> {
  const response = await fetch(purchase.direct_post_url ?? '', {
    method: 'POST',
    body: new URLSearchParams({
      cardholder_name: 'Siti Aisyah',
      card_number: '4444333322221111',
      expires: `12/${String(new Date().getFullYear() + 1).slice(-2)}`,
      cvc: '123',
    }),
    redirect: 'manual',
  });
  assert.equal(response.status, 302);
  assert.equal(response.headers.get('location'), purchase.success_redirect);
}

/** Registers a webhook for every event, delivering to `callback`. */
export async function createWebhook(sandbox: Sandbox, callback: string): Promise<Webhook> {
  const { status, body } = await api<Webhook>(sandbox, 'POST', '/webhooks/', {
    title: 'All events',
    all_events: true,
    callback,
  });
  assert.equal(status, 201, JSON.stringify(body));
  return body;
}

export async function deleteWebhook(sandbox: Sandbox, id: string): Promise<void> {
  assert.equal((await api(sandbox, 'DELETE', `/webhooks/${id}/`)).status, 204);
}

/** The one delivery of a purchase's event of a kind. */
export function deliveryOf(
  sandbox: Sandbox,
  objectId: string,
  kind: Delivery['kind'],
  eventType: string,
): Delivery {
  const found = sandbox
    .deliveries({ objectId })
    .filter((d) => d.kind === kind && d.eventType === eventType);
  assert.equal(found.length, 1, `${kind} ${eventType} deliveries of ${objectId}`);
  return found[0] as Delivery;
}

/** Posts bytes with a signature, as the gateway would (or an attacker). */
export async function post(
  url: string,
  body: string | Uint8Array,
  signature: string | null,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; text: string; headers: Headers }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === null ? {} : { 'X-Signature': signature }),
      ...headers,
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text) as Record<string, unknown>,
    text,
    headers: response.headers,
  };
}

/** A promise with its resolver, to hold a handler until a test lets it go. */
export function deferred<T = void>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * A callback handler served on a free port, recording the events it ran and the errors it
 * reported. `configure` (re)creates the handler: a webhook's key exists only once the webhook,
 * which needs the URL, does.
 */
export async function receiver(options?: Partial<CallbackHandlerOptions>) {
  const events: CallbackEvent[] = [];
  const errors: { error: unknown; context: CallbackErrorContext }[] = [];
  let handler: WebHandler = async () => new Response('not configured', { status: 503 });
  const server = await serve((request) => handler(request));
  const configure = (options: Partial<CallbackHandlerOptions>): WebHandler => {
    handler = createCallbackHandler({
      onError: (error, context) => errors.push({ error, context }),
      ...options,
      onEvent: async (event) => {
        await options.onEvent?.(event);
        events.push(event);
      },
    });
    return handler;
  };
  if (options) configure(options);
  return { url: server.url, events, errors, configure, close: server.close };
}
