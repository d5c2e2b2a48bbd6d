import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CheckoutClient } from '../../src/client/checkout-client.js';
import { HttpTransport, retryDelay } from '../../src/internal/http-transport.js';
import { DEFAULT_MAX_RESPONSE_BYTES } from '../../src/internal/transport-limits.js';
import {
  CheckoutApiError,
  CheckoutAuthError,
  CheckoutNetworkError,
  CheckoutValidationError,
} from '../../src/errors.js';
import {
  type MisbehavingServer,
  clientOf,
  closedPort,
  json,
  misbehavingServer,
  purchaseInput,
  rejection,
  STAND_IN_BRAND_ID,
  standInClient,
  useSandbox,
} from './helpers.js';

const BRAND_ID = STAND_IN_BRAND_ID;
const API_KEY = 'sk_test_errors_0123456789abcdef';
const PURCHASE_ID = '0b6d2f4e-1c3a-4e5f-8a9b-0c1d2e3f4a5b';

const clientAt = (
  baseUrl: string,
  options: { timeoutMs?: number; retries?: number; fetch?: typeof fetch } = {},
) => standInClient(baseUrl, API_KEY, options);

/**
 * A `fetch` that counts the client's attempts. Where the server never answers, its own count
 * depends on whether it read the request before the client gave up (a busy machine delays it):
 * the attempts are what the client did.
 */
function countingFetch(): { fetch: typeof fetch; attempts: () => number } {
  let attempts = 0;
  return {
    fetch: (input, init) => {
      attempts++;
      return fetch(input, init);
    },
    attempts: () => attempts,
  };
}

describe('errors the sandbox answers', () => {
  const sandbox = useSandbox();

  it('maps a 400 of a body the local rules accept to field errors by path', async () => {
    const client = clientOf(sandbox());
    const unknownBrand = '11111111-2222-4333-8444-555555555555';
    const error = await rejection(
      client.createPurchase({ ...purchaseInput(), brand_id: unknownBrand }),
    );
    assert.ok(error instanceof CheckoutApiError);
    assert.ok(!(error instanceof CheckoutAuthError));
    assert.equal(error.status, 400);
    assert.equal(error.code, 'invalid');
    assert.deepEqual(
      error.fieldErrors.map(({ path, code }) => ({ path, code })),
      [{ path: 'brand_id', code: 'invalid' }],
    );
    assert.match(error.message, /^POST \/purchases\/ failed with HTTP 400: brand_id: brand_id /);
  });

  it('maps a nested 400 from the sandbox (local rules bypassed) to paths', async () => {
    // The transport alone, as a body that skipped local validation would be sent.
    const transport = new HttpTransport({
      apiKey: sandbox().apiKey,
      baseUrl: sandbox().baseUrl,
      fetch: globalThis.fetch,
      timeoutMs: 5000,
      retries: 0,
      maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
      maxRetryWaitMs: 0,
      userAgent: 'test',
    });
    const error = await rejection(
      transport.request({
        method: 'POST',
        path: '/purchases/',
        body: {
          brand_id: sandbox().brandId,
          purchase: {
            products: [
              { name: 'Kopi', price: 100 },
              { name: 'Teh', price: 10.5 },
            ],
          },
        },
      }),
    );
    assert.ok(error instanceof CheckoutApiError);
    assert.equal(error.status, 400);
    const byPath = Object.fromEntries(error.fieldErrors.map((e) => [e.path, e.code]));
    assert.deepEqual(byPath, {
      'purchase.products[1].price': 'not_an_integer',
      '': 'purchase_client_or_id_required',
    });
    assert.match(error.message, /purchase\.products\[1\]\.price: .*1050 for RM 10\.50/);
  });

  it('maps a 400 on a partial webhook update judged on the stored webhook', async () => {
    const client = clientOf(sandbox());
    const webhook = await client.createWebhook({
      title: 'Orders',
      events: ['purchase.settled'],
      callback: 'https://shop.example/hooks',
    });
    // Alone, `events: []` is left to the stored `all_events` (false): only the gateway can say.
    const error = await rejection(
      client.updateWebhook(webhook.id, { events: [] }, { partial: true }),
    );
    assert.ok(error instanceof CheckoutApiError);
    assert.equal(error.status, 400);
    assert.deepEqual(
      error.fieldErrors.map(({ path, code }) => [path, code]),
      [['events', 'empty']],
    );
  });

  it('maps 401 to CheckoutAuthError', async () => {
    const wrongKey = 'sk_test_wrong_key_0000';
    const client = clientOf(sandbox(), { apiKey: wrongKey });
    const error = await rejection(client.getPurchase(PURCHASE_ID));
    assert.ok(error instanceof CheckoutAuthError);
    assert.ok(error instanceof CheckoutApiError);
    assert.equal(error.status, 401);
    assert.equal(error.code, 'authentication_failed');
    assert.match(error.message, /Check the API key \(it is not shown here\)\.$/);
    assert.ok(!error.message.includes(wrongKey));
  });

  it('does not retry a 401 GET', async () => {
    let calls = 0;
    const client = clientOf(sandbox(), {
      apiKey: 'sk_test_wrong',
      fetch: (input, init) => {
        calls += 1;
        return fetch(input, init);
      },
    });
    await rejection(client.getPaymentMethods({ currency: 'MYR' }));
    assert.equal(calls, 1);
  });

  it('maps 404 to CheckoutApiError with the gateway code', async () => {
    const client = clientOf(sandbox());
    const error = await rejection(client.getPurchase(PURCHASE_ID));
    assert.ok(error instanceof CheckoutApiError);
    assert.ok(!(error instanceof CheckoutAuthError));
    assert.equal(error.status, 404);
    assert.equal(error.code, 'not_found');
    assert.equal(error.name, 'CheckoutApiError');
  });

  it('maps a 400 of a payment-methods query', async () => {
    const client = clientOf(sandbox());
    const error = await rejection(client.getPaymentMethods({ currency: 'USD', country: 'my' }));
    assert.ok(error instanceof CheckoutApiError);
    assert.deepEqual(error.fieldErrors.map((e) => e.path).sort(), ['country', 'currency']);
  });
});

describe('a misbehaving network', () => {
  it('times out when no answer comes, without retrying when retries is 0', async () => {
    const server = await misbehavingServer(() => {
      /* never answers */
    });
    try {
      const started = Date.now();
      const counted = countingFetch();
      const error = await rejection(
        clientAt(server.baseUrl, { timeoutMs: 150, retries: 0, fetch: counted.fetch }).getPurchase(
          PURCHASE_ID,
        ),
      );
      assert.ok(error instanceof CheckoutNetworkError);
      assert.equal(error.reason, 'timeout');
      assert.match(
        error.message,
        /^GET \/purchases\/[0-9a-f-]+\/ got no answer from http:\/\/127\.0\.0\.1:\d+ within 150 ms\.$/,
      );
      assert.ok(Date.now() - started < 2000);
      assert.equal(counted.attempts(), 1);
    } finally {
      await server.close();
    }
  });

  it('times out while the answer body trickles in', async () => {
    const server = await misbehavingServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"id":'); // and nothing more
    });
    try {
      const error = await rejection(
        clientAt(server.baseUrl, { timeoutMs: 150, retries: 0 }).getPurchase(PURCHASE_ID),
      );
      assert.ok(error instanceof CheckoutNetworkError);
      assert.equal(error.reason, 'timeout');
    } finally {
      await server.close();
    }
  });

  it('says a timed-out POST may have been carried out, and does not retry it', async () => {
    const server = await misbehavingServer(() => {});
    try {
      const counted = countingFetch();
      const client = clientAt(server.baseUrl, { timeoutMs: 150, fetch: counted.fetch });
      const error = await rejection(client.refundPurchase(PURCHASE_ID, { amount: 100 }));
      assert.ok(error instanceof CheckoutNetworkError);
      assert.equal(error.reason, 'timeout');
      assert.match(error.message, /may still have carried it out: read the object before/);
      assert.equal(counted.attempts(), 1);
    } finally {
      await server.close();
    }
  });

  it('retries a GET that timed out', async () => {
    const server = await misbehavingServer(() => {});
    try {
      const counted = countingFetch();
      const error = await rejection(
        clientAt(server.baseUrl, { timeoutMs: 100, retries: 1, fetch: counted.fetch }).getPurchase(
          PURCHASE_ID,
        ),
      );
      assert.ok(error instanceof CheckoutNetworkError);
      assert.equal(counted.attempts(), 2);
    } finally {
      await server.close();
    }
  });

  it('maps a refused connection, and retries it for a GET only', async () => {
    const port = await closedPort();
    const baseUrl = `http://127.0.0.1:${port}/api/v1`;
    const attempts: string[] = [];
    const client = new CheckoutClient({
      apiKey: API_KEY,
      brandId: BRAND_ID,
      baseUrl,
      fetch: (input, init) => {
        attempts.push(init?.method ?? 'GET');
        return fetch(input, init);
      },
    });
    const error = await rejection(client.getPurchase(PURCHASE_ID));
    assert.ok(error instanceof CheckoutNetworkError);
    assert.equal(error.reason, 'connection');
    assert.match(error.message, /could not reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\.$/);
    assert.equal((error.cause as { code?: string }).code, 'ECONNREFUSED');
    assert.deepEqual(attempts, ['GET', 'GET', 'GET']);

    attempts.length = 0;
    const post = await rejection(client.cancelPurchase(PURCHASE_ID));
    assert.ok(post instanceof CheckoutNetworkError);
    assert.equal(post.reason, 'connection');
    // A refused connection carried nothing out: no "read before retrying" hint.
    assert.doesNotMatch(post.message, /may still/);
    assert.deepEqual(attempts, ['POST']);
  });

  it('maps a name that does not resolve to a connection error', async () => {
    const client = clientAt('http://checkout-kit-test.invalid/api/v1', {
      timeoutMs: 10_000,
      retries: 0,
    });
    const error = await rejection(client.getPublicKey());
    assert.ok(error instanceof CheckoutNetworkError);
    assert.equal(error.reason, 'connection');
    assert.match(
      error.message,
      /could not reach http:\/\/checkout-kit-test\.invalid \((ENOTFOUND|EAI_AGAIN)\)/,
    );
  });

  describe('5xx answers', () => {
    let server: MisbehavingServer;
    let script: ((index: number) => { status: number; html?: boolean }) | undefined;
    before(async () => {
      server = await misbehavingServer((request, response, index) => {
        const step = script?.(index) ?? { status: 200 };
        if (step.html) {
          response.writeHead(step.status, { 'Content-Type': 'text/html' });
          response.end(
            '<html><body><h1>502 Bad Gateway</h1>nginx secret-upstream-10.0.0.7</body></html>',
          );
        } else if (step.status === 200) {
          json(response, 200, { id: PURCHASE_ID, status: 'paid' });
        } else {
          json(response, step.status, { detail: 'Service unavailable, try later.' });
        }
      });
    });
    after(() => server.close());
    const reset = (next: (index: number) => { status: number; html?: boolean }) => {
      server.requests.length = 0;
      script = (index) => next(index);
    };

    it('maps an HTML 502 page to http_502 with none of its text', async () => {
      reset(() => ({ status: 502, html: true }));
      const error = await rejection(
        clientAt(server.baseUrl, { retries: 0 }).getPurchase(PURCHASE_ID),
      );
      assert.ok(error instanceof CheckoutApiError);
      assert.equal(error.status, 502);
      assert.equal(error.code, 'http_502');
      assert.deepEqual(error.fieldErrors, []);
      assert.equal(error.message, `GET /purchases/${PURCHASE_ID}/ failed with HTTP 502.`);
      assert.doesNotMatch(JSON.stringify(error) + String(error), /html|nginx|upstream/i);
      assert.equal(server.requests.length, 1);
    });

    it('retries a GET on 503 and succeeds, with backoff', async () => {
      reset((index) => ({ status: index < 2 ? 503 : 200 }));
      const started = Date.now();
      const purchase = await clientAt(server.baseUrl).getPurchase(PURCHASE_ID);
      assert.equal(purchase.status, 'paid');
      assert.equal(server.requests.length, 3);
      // Waits of at least 100 ms and 200 ms (200 ms doubling, jittered down by up to half).
      assert.ok(Date.now() - started >= 290, `waited ${Date.now() - started} ms`);
      assert.ok(server.requests.every((request) => request.method === 'GET'));
    });

    it('gives up after the configured retries with the last 5xx', async () => {
      reset(() => ({ status: 503 }));
      const error = await rejection(
        clientAt(server.baseUrl, { retries: 1 }).getPurchase(PURCHASE_ID),
      );
      assert.ok(error instanceof CheckoutApiError);
      assert.equal(error.status, 503);
      assert.equal(error.code, 'http_503');
      assert.equal(server.requests.length, 2);
    });

    it('never retries a POST or PATCH on 503', async () => {
      reset(() => ({ status: 503 }));
      const client = clientAt(server.baseUrl);
      const webhook = { title: 'Orders', all_events: true, callback: 'https://shop.example/h' };
      const calls: [string, () => Promise<unknown>][] = [
        ['POST', () => client.createPurchase(purchaseInput())],
        ['POST', () => client.capturePurchase(PURCHASE_ID)],
        ['POST', () => client.refundPurchase(PURCHASE_ID, { amount: 100 })],
        ['POST', () => client.chargePurchase(PURCHASE_ID, PURCHASE_ID)],
        ['POST', () => client.createWebhook(webhook)],
        ['PATCH', () => client.updateWebhook(PURCHASE_ID, { title: 'x' }, { partial: true })],
      ];
      for (const [method, call] of calls) {
        server.requests.length = 0;
        const error = await rejection(call());
        assert.ok(error instanceof CheckoutApiError);
        assert.equal(error.status, 503);
        assert.deepEqual(
          server.requests.map((request) => request.method),
          [method],
        );
      }
    });

    it('retries a PUT or DELETE on 503, which do the same however often they are sent', async () => {
      reset(() => ({ status: 503 }));
      const client = clientAt(server.baseUrl, { retries: 1 });
      const webhook = { title: 'Orders', all_events: true, callback: 'https://shop.example/h' };
      const calls: [string, () => Promise<unknown>][] = [
        ['PUT', () => client.updateWebhook(PURCHASE_ID, webhook)],
        ['DELETE', () => client.deleteWebhook(PURCHASE_ID)],
      ];
      for (const [method, call] of calls) {
        server.requests.length = 0;
        const error = await rejection(call());
        assert.ok(error instanceof CheckoutApiError);
        assert.equal(error.status, 503);
        assert.deepEqual(
          server.requests.map((request) => request.method),
          [method, method],
        );
      }
    });

    it('does not retry a GET on a 4xx', async () => {
      reset(() => ({ status: 404 }));
      const error = await rejection(clientAt(server.baseUrl).getPurchase(PURCHASE_ID));
      assert.ok(error instanceof CheckoutApiError);
      assert.equal(error.status, 404);
      assert.equal(error.code, 'http_404'); // `{"detail": …}` names no code
      assert.match(error.message, /: Service unavailable, try later\.$/);
      assert.equal(server.requests.length, 1);
    });
  });

  it('bounds the backoff: 200 ms doubling to 1 s, jittered down by up to half', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 10].map((attempt) => retryDelay(attempt, () => 1)),
      [200, 400, 800, 1000, 1000],
    );
    assert.deepEqual(
      [1, 2, 3, 4].map((attempt) => retryDelay(attempt, () => 0)),
      [100, 200, 400, 500],
    );
  });

  it('refuses a 2xx answer that is not JSON', async () => {
    const server = await misbehavingServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>login</html>');
    });
    try {
      const error = await rejection(clientAt(server.baseUrl).getPurchase(PURCHASE_ID));
      assert.ok(error instanceof CheckoutApiError);
      assert.equal(error.code, 'invalid_response');
      assert.equal(error.status, 200);
      assert.doesNotMatch(error.message, /login/);
    } finally {
      await server.close();
    }
  });

  it('does not follow a redirect, so the key goes nowhere else', async () => {
    const elsewhere = await misbehavingServer((_request, response) => json(response, 200, {}));
    const server = await misbehavingServer((_request, response) => {
      response.writeHead(302, { Location: `${elsewhere.baseUrl}/purchases/` });
      response.end();
    });
    try {
      const error = await rejection(clientAt(server.baseUrl).createPurchase(purchaseInput()));
      assert.ok(error instanceof CheckoutApiError);
      assert.equal(error.status, 302);
      assert.equal(error.code, 'http_302');
      assert.match(error.message, /does not follow redirects/);
      assert.equal(server.requests.length, 1);
      assert.equal(elsewhere.requests.length, 0);
    } finally {
      await server.close();
      await elsewhere.close();
    }
  });

  it('refuses a public key that is not a JSON string, and does not cache the failure', async () => {
    const pem = '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n';
    const server = await misbehavingServer((_request, response, index) =>
      json(response, 200, index === 0 ? { key: pem } : pem),
    );
    try {
      const client = clientAt(server.baseUrl);
      const error = await rejection(client.getPublicKey());
      assert.ok(error instanceof CheckoutApiError);
      assert.equal(error.code, 'invalid_response');
      assert.equal(await client.getPublicKey(), pem);
      assert.equal(await client.getPublicKey(), pem);
      assert.equal(server.requests.length, 2);
    } finally {
      await server.close();
    }
  });

  it('sends the key, JSON, a User-Agent, and ids encoded into the path', async () => {
    const server = await misbehavingServer((_request, response) =>
      json(response, 200, { id: 'x' }),
    );
    try {
      const client = clientAt(`${server.baseUrl}/`); // a trailing slash is dropped
      assert.equal(client.baseUrl, server.baseUrl);
      await client.getPurchase('a/b?c#d é');
      await client.capturePurchase('id 1', { amount: 250 });
      await client.releasePurchase('id2');
      const [get, capture, release] = server.requests;
      assert.equal(get?.url, '/api/v1/purchases/a%2Fb%3Fc%23d%20%C3%A9/');
      assert.equal(get?.method, 'GET');
      assert.equal(get?.headers.authorization, `Bearer ${API_KEY}`);
      assert.equal(get?.headers.accept, 'application/json');
      assert.match(
        get?.headers['user-agent'] ?? '',
        /^checkout-kit-server\/\d+\.\d+\.\d+ node\/v\d+/,
      );
      assert.equal(get?.headers['content-type'], undefined);
      assert.equal(capture?.url, '/api/v1/purchases/id%201/capture/');
      assert.equal(capture?.headers['content-type'], 'application/json');
      assert.deepEqual(JSON.parse(capture?.body ?? ''), { amount: 250 });
      assert.equal(release?.body, '');
    } finally {
      await server.close();
    }
  });

  it('refuses a body that cannot be written as JSON, sending nothing', async () => {
    const calls: unknown[] = [];
    const client = new CheckoutClient({
      apiKey: API_KEY,
      brandId: BRAND_ID,
      baseUrl: 'http://127.0.0.1:9/api/v1',
      fetch: async (input) => {
        calls.push(input);
        return new Response('{}');
      },
    });
    const error = await rejection(
      client.createPurchase(
        purchaseInput({
          purchase: {
            products: [{ name: 'Kopi', price: 100 }],
            metadata: { big: BigInt(1) as unknown as number },
          },
        }),
      ),
    );
    assert.ok(error instanceof CheckoutValidationError);
    assert.match(error.message, /cannot be written as JSON: .*BigInt/);
    assert.equal(calls.length, 0);
  });
});
