import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { CheckoutClientOptions } from '../../src/client/checkout-client.js';
import { parseRetryAfter } from '../../src/internal/retry-after.js';
import { SendClient } from '../../src/payout/send-client.js';
import {
  CheckoutApiError,
  CheckoutResponseTooLargeError,
  CheckoutValidationError,
} from '../../src/errors.js';
import { MAX_FIELD_ERRORS } from '@checkout-kit/protocol';
import {
  type MisbehavingServer,
  json,
  misbehavingServer,
  rejection,
  standInClient,
} from './helpers.js';

const API_KEY = 'sk_test_limits_0123456789abcdef';
const PURCHASE_ID = '0b6d2f4e-1c3a-4e5f-8a9b-0c1d2e3f4a5b';

const clientAt = (baseUrl: string, options: Partial<CheckoutClientOptions> = {}) =>
  standInClient(baseUrl, API_KEY, { retries: 0, ...options });

describe('the size of an answer', () => {
  /** A server that streams JSON-ish bytes for ever, counting what it managed to write. */
  let endless: { baseUrl: string; written: number; stopped: Promise<void>; close(): Promise<void> };
  before(async () => {
    let written = 0;
    let stop: () => void = () => {};
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const server = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('"');
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) written += chunk.length;
        if (response.destroyed) stop();
      };
      response.on('drain', pump);
      response.on('close', stop);
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    endless = {
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      get written() {
        return written;
      },
      stopped,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  });
  after(() => endless.close());

  it('stops reading an endless answer at maxResponseBytes and fails with CheckoutResponseTooLargeError', async () => {
    const limit = 1024 * 1024;
    const error = await rejection(
      clientAt(endless.baseUrl, { maxResponseBytes: limit, timeoutMs: 20_000 }).getPurchase(
        PURCHASE_ID,
      ),
    );
    assert.ok(error instanceof CheckoutResponseTooLargeError, String(error));
    assert.equal(error.limitBytes, limit);
    assert.match(error.message, /answered more than 1048576 bytes.*maxResponseBytes/);
    await endless.stopped; // the connection was given up: the server cannot write any more
    assert.ok(endless.written < 16 * limit, `the server wrote ${endless.written} bytes`);
  });

  it('refuses a declared Content-Length above the limit before reading it', async () => {
    const server = await misbehavingServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5000000' });
      response.write('{"id": "');
    });
    try {
      const error = await rejection(clientAt(server.baseUrl).getPurchase(PURCHASE_ID));
      assert.ok(error instanceof CheckoutResponseTooLargeError);
      assert.equal(error.limitBytes, 4 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });

  it('takes an answer up to the limit', async () => {
    const server = await misbehavingServer((_request, response) =>
      json(response, 200, { id: PURCHASE_ID, status: 'paid', notes: 'x'.repeat(1000) }),
    );
    try {
      const purchase = await clientAt(server.baseUrl, { maxResponseBytes: 2000 }).getPurchase(
        PURCHASE_ID,
      );
      assert.equal(purchase.status, 'paid');
    } finally {
      await server.close();
    }
  });

  it('refuses a limit that is no whole number of bytes, naming it', () => {
    for (const maxResponseBytes of [0, -1, 1.5, Number.NaN, '4MB']) {
      assert.throws(
        () => clientAt('https://gate.example/api/v1', { maxResponseBytes } as never),
        (error: unknown) =>
          error instanceof CheckoutValidationError &&
          error.issues.some((issue) => issue.path[0] === 'maxResponseBytes'),
      );
    }
    assert.throws(
      () =>
        new SendClient({
          apiKey: 'k',
          apiSecret: 's',
          baseUrl: 'https://gate.example/api',
          maxRetryWaitMs: -1,
        }),
      /maxRetryWaitMs must be a number of milliseconds/,
    );
  });
});

describe('error bodies of any depth or size', () => {
  let server: MisbehavingServer;
  let body = '';
  before(async () => {
    server = await misbehavingServer((_request, response) => {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(body);
    });
  });
  after(() => server.close());

  it('maps a body nested 100 000 deep to CheckoutApiError, not a RangeError', async () => {
    body = `${'{"purchase":'.repeat(100_000)}["too deep"]${'}'.repeat(100_000)}`;
    const error = await rejection(clientAt(server.baseUrl).getPurchase(PURCHASE_ID));
    assert.ok(error instanceof CheckoutApiError, String(error));
    assert.equal(error.status, 400);
    const lists = `[${'['.repeat(100_000)}"deep"${']'.repeat(100_000)}]`;
    body = `{"__all__": ${lists}}`;
    const listed = await rejection(clientAt(server.baseUrl).getPurchase(PURCHASE_ID));
    assert.ok(listed instanceof CheckoutApiError, String(listed));
  });

  it('reads at most the first errors of a huge body, and says how many more', async () => {
    const fields = Object.fromEntries(
      Array.from({ length: 50_000 }, (_, index) => [
        `field_${index}`,
        [{ message: 'Bad.', code: 'invalid' }],
      ]),
    );
    body = JSON.stringify(fields);
    const error = await rejection(clientAt(server.baseUrl).getPurchase(PURCHASE_ID));
    assert.ok(error instanceof CheckoutApiError);
    assert.equal(error.fieldErrors.length, MAX_FIELD_ERRORS);
    assert.deepEqual(error.fieldErrors[0], { path: 'field_0', code: 'invalid', message: 'Bad.' });
    assert.ok(error.message.length < 1000, 'a readable message');
  });
});

describe('429 and 503 with Retry-After', () => {
  let server: MisbehavingServer;
  let script: (index: number) => { status: number; retryAfter?: string } = () => ({ status: 200 });
  before(async () => {
    server = await misbehavingServer((_request, response, index) => {
      const step = script(index);
      if (step.status === 200) return json(response, 200, { id: PURCHASE_ID, status: 'paid' });
      response.writeHead(step.status, {
        'Content-Type': 'application/json',
        ...(step.retryAfter === undefined ? {} : { 'Retry-After': step.retryAfter }),
      });
      response.end(JSON.stringify({ detail: 'Slow down.' }));
    });
  });
  after(() => server.close());
  const reset = (next: typeof script) => {
    server.requests.length = 0;
    script = next;
  };

  it('waits the seconds a 429 asks for, then retries a GET', async () => {
    reset((index) => (index === 0 ? { status: 429, retryAfter: '1' } : { status: 200 }));
    const started = Date.now();
    const purchase = await clientAt(server.baseUrl, { retries: 2 }).getPurchase(PURCHASE_ID);
    assert.equal(purchase.status, 'paid');
    assert.equal(server.requests.length, 2);
    assert.ok(Date.now() - started >= 950, `waited ${Date.now() - started} ms`);
  });

  it('waits until the date a 503 names', async () => {
    reset((index) =>
      index === 0
        ? { status: 503, retryAfter: new Date(Date.now() + 2000).toUTCString() }
        : { status: 200 },
    );
    const started = Date.now();
    await clientAt(server.baseUrl, { retries: 1 }).getPurchase(PURCHASE_ID);
    assert.equal(server.requests.length, 2);
    assert.ok(Date.now() - started >= 900, `waited ${Date.now() - started} ms`);
  });

  it('fails at once with retryAfterMs when the wait is beyond maxRetryWaitMs', async () => {
    reset(() => ({ status: 429, retryAfter: '120' }));
    const started = Date.now();
    const error = await rejection(
      clientAt(server.baseUrl, { retries: 2, maxRetryWaitMs: 5000 }).getPurchase(PURCHASE_ID),
    );
    assert.ok(error instanceof CheckoutApiError);
    assert.equal(error.status, 429);
    assert.equal(error.retryAfterMs, 120_000);
    assert.match(error.message, /retry after 120000 ms/);
    assert.equal(server.requests.length, 1);
    assert.ok(Date.now() - started < 1000);
  });

  it('never retries a POST, but tells it when to try again', async () => {
    reset(() => ({ status: 429, retryAfter: '3' }));
    const error = await rejection(
      clientAt(server.baseUrl, { retries: 2 }).capturePurchase(PURCHASE_ID),
    );
    assert.ok(error instanceof CheckoutApiError);
    assert.equal(error.retryAfterMs, 3000);
    assert.equal(server.requests.length, 1);
  });

  it('gives up after the retries with the last answer', async () => {
    reset(() => ({ status: 503, retryAfter: '0' }));
    const error = await rejection(
      clientAt(server.baseUrl, { retries: 2 }).getPurchase(PURCHASE_ID),
    );
    assert.ok(error instanceof CheckoutApiError);
    assert.equal(error.retryAfterMs, 0);
    assert.equal(server.requests.length, 3);
  });

  it('reads Retry-After as seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    assert.equal(parseRetryAfter('30', now), 30_000);
    assert.equal(parseRetryAfter('Tue, 24 Nov 2026 10:00:05 GMT', now), 5000);
    assert.equal(parseRetryAfter('Tue, 24 Nov 2026 09:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter('99999999999', now), 24 * 60 * 60 * 1000);
    for (const unreadable of [null, '', '-1', '1.5', 'soon', '2026-11-24']) {
      assert.equal(parseRetryAfter(unreadable, now), null, String(unreadable));
    }
  });
});
