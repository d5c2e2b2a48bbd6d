import type { PaymentMethodsLookup } from '@checkout-kit/protocol';
import type { Sandbox } from '@checkout-kit/sandbox';
import { CheckoutClient } from '../../src/client/checkout-client.js';
import type { PaymentMethodsSourceQuery } from '../../src/proxy/payment-methods-handler.js';
import type { WebHandler } from '../../src/web-handler.js';

// Re-exported so that the tests take all their helpers from this one file.
export { useSandbox } from '../sandbox-helpers.js';

/** A real `CheckoutClient` for a sandbox whose `getPaymentMethods` calls are counted and kept. */
export interface CountingClient {
  client: CheckoutClient;
  /** How many times `getPaymentMethods` was called. */
  calls(): number;
  /** The query of every call, in order. */
  queries: PaymentMethodsSourceQuery[];
}

/**
 * A `CheckoutClient` talking to the sandbox over HTTP, with `getPaymentMethods` wrapped in a
 * counter. `options` override the client's (a closed port, another brand, no retries).
 */
export function countingClient(
  sandbox: Sandbox,
  options: Partial<ConstructorParameters<typeof CheckoutClient>[0]> = {},
): CountingClient {
  const client = new CheckoutClient({
    apiKey: sandbox.apiKey,
    brandId: sandbox.brandId,
    baseUrl: sandbox.baseUrl,
    retries: 0,
    ...options,
  });
  const queries: PaymentMethodsSourceQuery[] = [];
  const original = client.getPaymentMethods.bind(client);
  client.getPaymentMethods = (query): Promise<PaymentMethodsLookup> => {
    queries.push(query as PaymentMethodsSourceQuery);
    return original(query);
  };
  return { client, calls: () => queries.length, queries };
}

/** A handler's answer, its body parsed when it is JSON. */
export interface HandlerAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls a web handler with a request for `/payment-methods?{query}` and reads the answer. */
export async function ask<T = Record<string, unknown>>(
  handler: WebHandler,
  query = '',
  init: RequestInit = {},
): Promise<HandlerAnswer<T>> {
  const response = await handler(
    new Request(`https://shop.example/payment-methods${query ? `?${query}` : ''}`, init),
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}

/** The lookup straight from the sandbox, with the brand and MYR, for comparison. */
export async function directLookup(
  sandbox: Sandbox,
  query: Record<string, string> = {},
): Promise<PaymentMethodsLookup> {
  const params = new URLSearchParams({ brand_id: sandbox.brandId, currency: 'MYR', ...query });
  const response = await fetch(`${sandbox.baseUrl}/payment_methods/?${params}`, {
    headers: { Authorization: `Bearer ${sandbox.apiKey}` },
  });
  if (!response.ok) throw new Error(`direct lookup answered ${response.status}`);
  return (await response.json()) as PaymentMethodsLookup;
}

/** A loopback port nothing listens on (one was just freed). */
export async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A clock tests move by hand. */
export function manualClock(start = 1_000_000): { now: () => number; advance(ms: number): void } {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}
