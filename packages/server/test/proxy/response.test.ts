import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PaymentMethodsLookup } from '@checkout-kit/protocol';
import { startSandbox } from '@checkout-kit/sandbox';
import { CheckoutNetworkError, CheckoutValidationError } from '../../src/errors.js';
import { absoluteLogoUrl, absoluteLogos } from '../../src/proxy/logo-urls.js';
import { createPaymentMethodsHandler } from '../../src/proxy/payment-methods-handler.js';
import { ask, closedPort, countingClient, directLookup, useSandbox } from './helpers.js';

const sandbox = useSandbox();

describe('payment-methods proxy: what it asks the gateway', () => {
  test('adds the currency on the server, and the client adds brand_id', async () => {
    const { client, queries } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client });
    const answer = await ask<PaymentMethodsLookup>(handler, 'amount=1000&country=MY');
    assert.equal(answer.status, 200);
    assert.deepEqual(queries, [{ currency: 'MYR', amount: 1000, country: 'MY' }]);
    // The sandbox refuses a lookup without the right brand_id: this answer proves it was sent.
    const direct = await directLookup(sandbox(), { amount: '1000', country: 'MY' });
    assert.deepEqual(answer.body.available_payment_methods, direct.available_payment_methods);
    assert.deepEqual(answer.body.by_country, direct.by_country);
    assert.deepEqual(answer.body.card_methods, direct.card_methods);
  });

  test('the currency option is what the gateway gets (the sandbox takes only MYR)', async () => {
    const { client, queries } = countingClient(sandbox());
    const errors: unknown[] = [];
    const handler = createPaymentMethodsHandler({
      client,
      currency: 'USD',
      onError: (error) => errors.push(error),
    });
    const answer = await ask(handler, 'amount=1000');
    assert.equal(queries[0]?.currency, 'USD');
    assert.equal(answer.status, 502);
    assert.match(String(errors[0]), /currency/);
  });
});

describe('payment-methods proxy: the answer', () => {
  test('logo paths become absolute URLs on the sandbox host, and they load as SVG', async () => {
    const { client } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client });
    const answer = await ask<PaymentMethodsLookup>(handler, 'amount=1000');
    const direct = await directLookup(sandbox(), { amount: '1000' });
    assert.deepEqual(Object.keys(answer.body.logos), Object.keys(direct.logos));
    for (const [method, path] of Object.entries(direct.logos)) {
      assert.equal(typeof path, 'string');
      assert.match(path as string, /^\/static\/logos\//, 'the sandbox gives relative paths');
      assert.equal(answer.body.logos[method], `${sandbox().url}${path as string}`);
    }
    const fpx = answer.body.logos.fpx as string;
    assert.equal(new URL(fpx).origin, new URL(sandbox().baseUrl).origin);
    const logo = await fetch(fpx);
    assert.equal(logo.status, 200);
    assert.equal(logo.headers.get('content-type'), 'image/svg+xml');
    assert.match(await logo.text(), /<svg/);
  });

  test('everything but the logos is the gateway answer unchanged', async () => {
    const { client } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client });
    const answer = await ask<PaymentMethodsLookup>(handler, 'language=ms');
    const direct = await directLookup(sandbox(), { language: 'ms' });
    assert.deepEqual({ ...answer.body, logos: null }, { ...direct, logos: null });
  });

  test('JSON with Cache-Control, nosniff and Content-Length; no CORS headers unless configured', async () => {
    const { client } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client, ttlMs: 300_000 });
    const response = await handler(
      new Request('https://shop.example/pm?amount=1000', {
        headers: { Origin: 'https://evil.example' },
      }),
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'public, max-age=300');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    assert.equal(response.headers.get('content-length'), String(bytes.byteLength));
    for (const [name] of response.headers) {
      assert.ok(!name.startsWith('access-control-'), `unexpected ${name}`);
    }
    assert.equal(response.headers.get('vary'), null);
  });
});

describe('payment-methods proxy: CORS', () => {
  const allowed = 'https://shop.example';

  test('echoes an allowed Origin with Vary: Origin, and leaves others without', async () => {
    const { client } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({
      client,
      cors: { origin: [allowed, 'http://localhost:5173'] },
    });
    const yes = await ask(handler, 'amount=1', { headers: { Origin: allowed } });
    assert.equal(yes.status, 200);
    assert.equal(yes.headers.get('access-control-allow-origin'), allowed);
    assert.equal(yes.headers.get('vary'), 'Origin');
    assert.equal(yes.headers.get('access-control-allow-credentials'), null);

    const local = await ask(handler, 'amount=1', { headers: { Origin: 'http://localhost:5173' } });
    assert.equal(local.headers.get('access-control-allow-origin'), 'http://localhost:5173');

    const no = await ask(handler, 'amount=1', { headers: { Origin: 'https://evil.example' } });
    assert.equal(no.status, 200);
    assert.equal(no.headers.get('access-control-allow-origin'), null);
    assert.equal(no.headers.get('vary'), 'Origin');

    const none = await ask(handler, 'amount=1');
    assert.equal(none.headers.get('access-control-allow-origin'), null);
  });

  test('errors carry CORS headers too, so the browser can read them', async () => {
    const { client } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client, cors: { origin: allowed } });
    const bad = await ask(handler, 'amount=x', { headers: { Origin: allowed } });
    assert.equal(bad.status, 400);
    assert.equal(bad.headers.get('access-control-allow-origin'), allowed);
    const post = await ask(handler, '', { method: 'POST', headers: { Origin: allowed } });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD, OPTIONS');
    assert.equal(post.headers.get('access-control-allow-origin'), allowed);
  });

  test('answers a preflight for an allowed origin; OPTIONS is 405 without CORS', async () => {
    const { client, calls } = countingClient(sandbox());
    const handler = createPaymentMethodsHandler({ client, cors: { origin: allowed } });
    const preflight = await handler(
      new Request('https://shop.example/pm', {
        method: 'OPTIONS',
        headers: { Origin: allowed, 'Access-Control-Request-Method': 'GET' },
      }),
    );
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), allowed);
    assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET, HEAD');
    assert.equal(preflight.headers.get('access-control-max-age'), '600');
    assert.equal(preflight.headers.get('allow'), 'GET, HEAD, OPTIONS');

    const stranger = await handler(
      new Request('https://shop.example/pm', {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
      }),
    );
    assert.equal(stranger.status, 204);
    assert.equal(stranger.headers.get('access-control-allow-origin'), null);
    assert.equal(stranger.headers.get('access-control-allow-methods'), null);
    assert.equal(calls(), 0);

    const plain = createPaymentMethodsHandler({ client });
    const refused = await plain(new Request('https://shop.example/pm', { method: 'OPTIONS' }));
    assert.equal(refused.status, 405);
    assert.equal(refused.headers.get('allow'), 'GET, HEAD');
  });

  test("'*' answers * to every origin; credentials echo the origin and refuse '*'", async () => {
    const { client } = countingClient(sandbox());
    const any = createPaymentMethodsHandler({ client, cors: { origin: '*' } });
    const answer = await ask(any, 'amount=1', { headers: { Origin: 'https://anyone.example' } });
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    assert.equal(answer.headers.get('access-control-allow-credentials'), null);

    const withCookies = createPaymentMethodsHandler({
      client,
      cors: { origin: allowed, credentials: true },
    });
    const credentialed = await ask(withCookies, 'amount=1', { headers: { Origin: allowed } });
    assert.equal(credentialed.headers.get('access-control-allow-origin'), allowed);
    assert.equal(credentialed.headers.get('access-control-allow-credentials'), 'true');

    assert.throws(
      () => createPaymentMethodsHandler({ client, cors: { origin: '*', credentials: true } }),
      /cannot be combined with credentials/,
    );
    assert.throws(
      () =>
        createPaymentMethodsHandler({ client, cors: { origin: ['https://shop.example/path'] } }),
      /is not an origin/,
    );
    assert.throws(
      () => createPaymentMethodsHandler({ client, cors: { origin: [] } }),
      /at least one/,
    );
  });
});

describe('payment-methods proxy: upstream failure', () => {
  /** Asserts a 502 that says the lookup failed and gives nothing of the upstream away. */
  function assertBare502(
    answer: { status: number; headers: Headers; body: unknown },
    secrets: string[],
  ): void {
    assert.equal(answer.status, 502);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.deepEqual(answer.body, {
      error: 'lookup_failed',
      message: 'The payment methods lookup failed; try again later.',
    });
    const text = JSON.stringify(answer.body);
    for (const secret of secrets) assert.ok(!text.includes(secret), `502 body holds ${secret}`);
  }

  test('a client pointed at a closed port: 502, the error to onError', async () => {
    const port = await closedPort();
    const baseUrl = `http://127.0.0.1:${port}/api/v1`;
    const { client } = countingClient(sandbox(), { baseUrl });
    const errors: unknown[] = [];
    const handler = createPaymentMethodsHandler({ client, onError: (error) => errors.push(error) });
    const answer = await ask(handler, 'amount=1000');
    assertBare502(answer, [sandbox().apiKey, String(port), '127.0.0.1', '/api', 'ECONNREFUSED']);
    assert.equal(errors.length, 1);
    assert.ok(errors[0] instanceof CheckoutNetworkError);
    assert.ok(!String((errors[0] as Error).message).includes(sandbox().apiKey));
  });

  test('a sandbox that was stopped: 502', async () => {
    const stopped = await startSandbox();
    const { client } = countingClient(stopped);
    const handler = createPaymentMethodsHandler({ client });
    assert.equal((await ask(handler, 'amount=1')).status, 200);
    await stopped.close();
    const answer = await ask(handler, 'amount=500');
    assertBare502(answer, [stopped.apiKey, stopped.url, stopped.baseUrl, stopped.brandId]);
  });

  test('an error answer of the gateway (wrong brand, wrong key): 502 without its body', async () => {
    const wrongBrand = countingClient(sandbox(), {
      brandId: '00000000-0000-4000-8000-000000000000',
    });
    const errors: unknown[] = [];
    const handler = createPaymentMethodsHandler({
      client: wrongBrand.client,
      onError: (error) => errors.push(error),
    });
    const answer = await ask(handler, 'amount=1');
    assertBare502(answer, ['brand_id', 'brand', sandbox().apiKey, '00000000-0000']);
    assert.match(String(errors[0]), /brand_id/, 'the merchant learns why through onError');

    const wrongKey = countingClient(sandbox(), { apiKey: 'not-the-key-0123456789' });
    const keyed = createPaymentMethodsHandler({
      client: wrongKey.client,
      onError: () => {
        throw new Error('a broken reporter changes nothing');
      },
    });
    assertBare502(await ask(keyed, 'amount=1'), ['not-the-key-0123456789', 'authentication']);
  });

  test('an answer that is not a lookup object: 502', async () => {
    const errors: unknown[] = [];
    const handler = createPaymentMethodsHandler({
      client: {
        baseUrl: sandbox().baseUrl,
        // A real request whose JSON is a string (the public key), not a lookup.
        getPaymentMethods: async () => {
          const response = await fetch(`${sandbox().baseUrl}/public_key/`, {
            headers: { Authorization: `Bearer ${sandbox().apiKey}` },
          });
          return (await response.json()) as PaymentMethodsLookup;
        },
      },
      onError: (error) => errors.push(error),
    });
    assertBare502(await ask(handler, ''), ['BEGIN PUBLIC KEY']);
    assert.match(String(errors[0]), /not a lookup result/);
  });
});

describe('payment-methods proxy: options', () => {
  test('refuses options it cannot work with', () => {
    const { client } = countingClient(sandbox());
    assert.throws(
      () => createPaymentMethodsHandler({} as Parameters<typeof createPaymentMethodsHandler>[0]),
      /client must be an API client/,
    );
    assert.throws(
      () =>
        createPaymentMethodsHandler({
          client: { baseUrl: 'ftp://x', getPaymentMethods: client.getPaymentMethods },
        }),
      /client.baseUrl must be the http\(s\) URL/,
    );
    assert.throws(() => createPaymentMethodsHandler({ client, currency: 'myr' }), /ISO 4217/);
    assert.throws(() => createPaymentMethodsHandler({ client, ttlMs: -1 }), /ttlMs/);
    assert.throws(() => createPaymentMethodsHandler({ client, ttlMs: Number.NaN }), /ttlMs/);
    assert.throws(() => createPaymentMethodsHandler({ client, maxEntries: 0 }), /maxEntries/);
    assert.throws(() => createPaymentMethodsHandler({ client, maxEntries: 1.5 }), /maxEntries/);
  });

  test('names every problem at once, each with its path, code and rule', () => {
    const { client } = countingClient(sandbox());
    let refused: unknown;
    try {
      createPaymentMethodsHandler({
        client: { baseUrl: 'ftp://x', getPaymentMethods: client.getPaymentMethods },
        currency: 'myr',
        ttlMs: -1,
        maxEntries: 0,
        amountBands: [0],
        maxLookupsPerMinute: 0,
        cors: { origin: ['https://shop.example', 'shop.example'], maxAgeSeconds: -1 },
        onError: 'console' as never,
        sharedCache: {} as never,
      });
    } catch (error) {
      refused = error;
    }
    assert.ok(refused instanceof CheckoutValidationError);
    assert.deepEqual(
      refused.issues.map((issue) => `${issue.path.join('.')} ${issue.code}`),
      [
        'client.baseUrl invalid',
        'currency invalid',
        'ttlMs invalid',
        'maxEntries invalid',
        'amountBands invalid',
        'maxLookupsPerMinute invalid',
        'cors.origin.1 invalid',
        'cors.maxAgeSeconds invalid',
        'onError invalid',
        'sharedCache invalid',
      ],
    );
    const messages = refused.issues.map((issue) => issue.message);
    assert.match(messages[6] ?? '', /^cors\.origin\[1\] "shop\.example" is not an origin/);
    assert.match(messages[7] ?? '', /^cors\.maxAgeSeconds must be a whole number ≥ 0, not -1\.$/);
    assert.match(messages[8] ?? '', /^onError must be a function, not a string\.$/);
  });
});

describe('absoluteLogoUrl', () => {
  const api = 'https://gate.example';

  test('resolves paths on the API host and keeps absolute http(s) URLs', () => {
    assert.equal(
      absoluteLogoUrl('/static/logos/fpx.svg', api),
      'https://gate.example/static/logos/fpx.svg',
    );
    assert.equal(
      absoluteLogoUrl('static/logos/fpx.svg', api),
      'https://gate.example/static/logos/fpx.svg',
    );
    assert.equal(absoluteLogoUrl('https://cdn.example/a.svg', api), 'https://cdn.example/a.svg');
    assert.equal(absoluteLogoUrl('http://cdn.example/a.svg', api), 'http://cdn.example/a.svg');
    assert.equal(absoluteLogoUrl('//cdn.example/a.svg', api), 'https://cdn.example/a.svg');
  });

  test('drops every other scheme, credentials, and non-strings', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://gate.example/1',
      'https://user:pass@cdn.example/a.svg',
      'http://[::1',
      '',
      '   ',
      42,
      null,
      { href: '/x.svg' },
    ]) {
      assert.equal(absoluteLogoUrl(bad, api), undefined, String(bad));
    }
  });

  test('arrays keep what survives; a method left with nothing loses its entry', () => {
    const logos = JSON.parse(
      '{"a":"/a.svg","b":["/b1.svg","javascript:x","https://cdn.example/b2.svg"],"c":"data:x","d":["data:y"],"e":7,"__proto__":"/p.svg"}',
    ) as unknown;
    assert.deepEqual(absoluteLogos(logos, api), {
      a: 'https://gate.example/a.svg',
      b: ['https://gate.example/b1.svg', 'https://cdn.example/b2.svg'],
    });
    assert.deepEqual(absoluteLogos(null, api), {});
    assert.deepEqual(absoluteLogos(['/a.svg'], api), {});
  });
});
