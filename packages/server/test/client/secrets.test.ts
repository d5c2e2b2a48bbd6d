import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inspect } from 'node:util';
import { CheckoutClient } from '../../src/client/checkout-client.js';
import { CheckoutApiError, CheckoutError, CheckoutNetworkError } from '../../src/errors.js';
import {
  assertNoSecret,
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
const API_KEY = 'sk_test_SECRET_9f8e7d6c5b4a3210';
const ID = '0b6d2f4e-1c3a-4e5f-8a9b-0c1d2e3f4a5b';

const clientWith = (
  baseUrl: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; retries?: number } = {},
) => standInClient(baseUrl, API_KEY, { retries: 0, ...options });

/** The API key never appears in an error, whatever went wrong. */
describe('the API key stays out of every error', () => {
  const sandbox = useSandbox();

  it('in errors the sandbox answers: 400, 404, a wrong-status action, 401', async () => {
    const key = sandbox().apiKey;
    const client = clientOf(sandbox());
    const errors = [
      await rejection(
        client.createPurchase({
          ...purchaseInput(),
          brand_id: '11111111-2222-4333-8444-555555555555',
        }),
      ),
      await rejection(client.getPurchase(ID)),
      await rejection(client.releasePurchase((await client.createPurchase(purchaseInput())).id)),
      await rejection(client.getPaymentMethods({ currency: 'EUR' })),
    ];
    for (const error of errors) {
      assert.ok(error instanceof CheckoutApiError);
      assertNoSecret(error, key);
    }
    const wrongKey = `${key}_revoked`;
    const unauthorized = await rejection(clientOf(sandbox(), { apiKey: wrongKey }).getPublicKey());
    assert.ok(unauthorized instanceof CheckoutApiError);
    assertNoSecret(unauthorized, wrongKey);
  });

  it('in validation errors, made locally', async () => {
    const client = clientWith('http://127.0.0.1:9/api/v1');
    const errors = [
      await rejection(client.createPurchase({ purchase: { products: [] } })),
      await rejection(client.refundPurchase(ID, { amount: 10.5 })),
      await rejection(client.getPurchase('')),
      await rejection(client.getPaymentMethods({} as never)),
      await rejection(client.createWebhook({} as never)),
    ];
    for (const options of [
      { apiKey: API_KEY, brandId: 'x', baseUrl: 'ftp://x' },
      { apiKey: `Bearer ${API_KEY}`, brandId: BRAND_ID, baseUrl: 'http://x' },
      { apiKey: `${API_KEY} ${API_KEY}`, brandId: BRAND_ID, baseUrl: 'http://x' },
    ]) {
      try {
        new CheckoutClient(options);
      } catch (error) {
        errors.push(error);
      }
    }
    assert.equal(errors.length, 8);
    for (const error of errors) {
      assert.ok(error instanceof CheckoutError);
      assertNoSecret(error, API_KEY);
    }
  });

  it('in network errors: timeout, refused connection, unknown host', async () => {
    const silent = await misbehavingServer(() => {});
    try {
      const errors = [
        await rejection(clientWith(silent.baseUrl, { timeoutMs: 100 }).getPurchase(ID)),
        await rejection(
          clientWith(silent.baseUrl, { timeoutMs: 100 }).createPurchase(purchaseInput()),
        ),
        await rejection(
          clientWith(`http://127.0.0.1:${await closedPort()}/api/v1`).getPurchase(ID),
        ),
        await rejection(clientWith('http://checkout-kit-test.invalid/api/v1').getPurchase(ID)),
      ];
      for (const error of errors) {
        assert.ok(error instanceof CheckoutNetworkError);
        assert.ok(error.cause instanceof Error, 'a cause is kept');
        assertNoSecret(error, API_KEY);
      }
    } finally {
      await silent.close();
    }
  });

  it('in answers of a proxy: HTML 502, 503, not JSON, a redirect, an echo of the header', async () => {
    const server = await misbehavingServer((request, response) => {
      const echoed = String(request.headers.authorization);
      if (request.url?.includes('/html/')) {
        response.writeHead(502, { 'Content-Type': 'text/html' });
        response.end(`<pre>${echoed}</pre>`);
      } else if (request.url?.includes('/echo/')) {
        json(response, 400, {
          __all__: [{ message: `Bad header ${echoed}`, code: echoed }],
          [echoed]: ['x'],
        });
      } else if (request.url?.includes('/notjson/')) {
        response.end(`Authorization: ${echoed}`);
      } else if (request.url?.includes('/redirect/')) {
        response.writeHead(307, {
          Location: `http://elsewhere.example/?auth=${encodeURIComponent(echoed)}`,
        });
        response.end(echoed);
      } else {
        json(response, 503, { detail: `Overloaded (${echoed})` });
      }
    });
    try {
      const client = clientWith(server.baseUrl);
      const errors = [
        await rejection(client.getPurchase('html')),
        await rejection(client.getPurchase('echo')),
        await rejection(client.getPurchase('notjson')),
        await rejection(client.getPurchase('redirect')),
        await rejection(client.getPurchase('busy')),
        await rejection(client.cancelPurchase('echo')),
      ];
      for (const error of errors) {
        assert.ok(error instanceof CheckoutApiError);
        assertNoSecret(error, API_KEY);
      }
      const echo = errors[1] as CheckoutApiError;
      assert.equal(echo.fieldErrors[0]?.message, 'Bad header Bearer [redacted]');
      assert.equal(echo.code, 'Bearer [redacted]');
    } finally {
      await server.close();
    }
  });

  it('in errors of a fetch that puts the request, headers and all, into its error', async () => {
    const leaky: typeof fetch = (input, init) => {
      const headers = init?.headers as Record<string, string>;
      const cause = Object.assign(new Error(`socket hang up sending ${headers.Authorization}`), {
        code: 'ECONNRESET',
        request: { url: String(input), headers },
      });
      return Promise.reject(
        Object.assign(new TypeError(`fetch failed: ${JSON.stringify(headers)}`), {
          cause,
          headers,
        }),
      );
    };
    const throwing: typeof fetch = (_input, init) => {
      throw new Error(`cannot send ${JSON.stringify(init?.headers)}`);
    };
    const errors = [
      await rejection(clientWith('http://127.0.0.1:9/api/v1', { fetch: leaky }).getPurchase(ID)),
      await rejection(clientWith('http://127.0.0.1:9/api/v1', { fetch: leaky }).refundPurchase(ID)),
      await rejection(clientWith('http://127.0.0.1:9/api/v1', { fetch: throwing }).getPurchase(ID)),
    ];
    for (const error of errors) {
      assert.ok(error instanceof CheckoutNetworkError);
      assert.equal(error.reason, 'connection');
      assertNoSecret(error, API_KEY);
    }
    const [first] = errors as CheckoutNetworkError[];
    assert.equal((first?.cause as Error).message, 'socket hang up sending Bearer [redacted]');
    assert.equal((first?.cause as { code?: string }).code, 'ECONNRESET');
    assert.match(first?.message ?? '', /\(ECONNRESET\)/);
    // ECONNRESET may come after the request went out: a POST says so.
    assert.match((errors[1] as Error).message, /may still have carried it out/);
  });

  it('nor in the client itself', () => {
    const client = clientWith('http://127.0.0.1:9/api/v1');
    assert.ok(!inspect(client, { depth: 10, showHidden: true }).includes(API_KEY));
    assert.ok(!JSON.stringify(client).includes(API_KEY));
    assert.ok(!String(client).includes(API_KEY));
  });
});
