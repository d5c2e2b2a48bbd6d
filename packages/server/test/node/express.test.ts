import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PaymentMethodsLookup } from '@checkout-kit/protocol';
import express from 'express';
import { toNodeListener } from '../../src/node/node-listener.js';
import { createPaymentMethodsHandler } from '../../src/proxy/payment-methods-handler.js';
import {
  type RequestDescription,
  binaryBody,
  describeRequest,
  listen,
  parseJson,
  rawRequest,
  sha256,
} from './helpers.js';
import { countingClient, useSandbox } from '../proxy/helpers.js';

const sandbox = useSandbox();

/**
 * An Express 5 app laid out as the README says: raw-body routes first, then `express.json()`
 * for the rest of the app, and one route that (wrongly) comes after it.
 */
function app(errors: unknown[] = []) {
  const { client, calls } = countingClient(sandbox());
  const application = express();
  const onError = (error: unknown): void => {
    errors.push(error);
  };
  application.get('/payment-methods', toNodeListener(createPaymentMethodsHandler({ client })));
  // Mounted before the body parser: the listener reads the stream itself.
  application.post('/callback', toNodeListener(describeRequest, { onError }));
  // express.raw() reads it first and leaves a Buffer in req.body: the listener uses that.
  application.post(
    '/raw-callback',
    express.raw({ type: '*/*', limit: '10mb' }),
    toNodeListener(describeRequest, { onError }),
  );
  application.use('/mounted', toNodeListener(describeRequest, { onError }));
  application.get(
    '/throws',
    toNodeListener(
      async () => {
        throw new Error('database password is hunter2');
      },
      { onError },
    ),
  );
  application.get(
    '/cookies',
    toNodeListener(async () => {
      const headers = new Headers();
      headers.append('Set-Cookie', 'a=1; Path=/');
      headers.append('Set-Cookie', 'b=2; Path=/');
      headers.set('X-Answer', 'from the handler');
      return new Response('ok', { status: 202, headers });
    }),
  );
  application.use(express.json());
  // After express.json(): a JSON body is parsed before the listener can see its bytes.
  application.post('/too-late', toNodeListener(describeRequest, { onError }));
  return { application, calls };
}

describe('toNodeListener under Express 5', () => {
  test('GET with a query through the payment-methods proxy', async () => {
    const { application, calls } = app();
    const server = await listen(application);
    try {
      const first = await fetch(`${server.url}/payment-methods?amount=1000&country=MY`);
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('content-type'), 'application/json; charset=utf-8');
      const lookup = (await first.json()) as PaymentMethodsLookup;
      assert.ok(lookup.available_payment_methods.includes('fpx'));
      assert.equal(lookup.logos.visa, `${sandbox().url}/static/logos/visa.svg`);
      const second = await fetch(`${server.url}/payment-methods?amount=1000&country=MY`);
      await second.arrayBuffer();
      assert.equal(calls(), 1);
      const bad = await fetch(`${server.url}/payment-methods?amount=-5`);
      assert.equal(bad.status, 400);
      assert.match(((await bad.json()) as { message: string }).message, /amount/);
    } finally {
      await server.close();
    }
  });

  test('POST with a binary body, route before express.json(): byte for byte', async () => {
    const { application } = app();
    const server = await listen(application);
    try {
      const body = binaryBody(1024 * 1024 + 3);
      for (const type of ['application/octet-stream', 'application/json']) {
        const answer = await rawRequest(`${server.url}/callback`, {
          method: 'POST',
          headers: { 'Content-Type': type },
          body,
        });
        assert.equal(answer.status, 200, type);
        const seen = parseJson<RequestDescription>(answer.body);
        assert.equal(seen.length, body.length);
        assert.equal(seen.sha256, sha256(body));
      }
    } finally {
      await server.close();
    }
  });

  test('POST after express.raw(): the Buffer in req.body is used, byte for byte', async () => {
    const { application } = app();
    const server = await listen(application);
    try {
      const body = binaryBody(200_000);
      const answer = await rawRequest(`${server.url}/raw-callback?x=1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      assert.equal(answer.status, 200);
      const seen = parseJson<RequestDescription>(answer.body);
      assert.equal(seen.length, body.length);
      assert.equal(seen.sha256, sha256(body));
      assert.equal(seen.url, `${server.url}/raw-callback?x=1`);
      const echoed = await rawRequest(`${server.url}/raw-callback?echo`, { method: 'POST', body });
      assert.ok(echoed.body.equals(body));
    } finally {
      await server.close();
    }
  });

  test('a route after express.json() cannot get the raw bytes: 500, and onError says why', async () => {
    const errors: unknown[] = [];
    const { application } = app(errors);
    const server = await listen(application);
    try {
      const answer = await rawRequest(`${server.url}/too-late`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from('{"id":"x"}'),
      });
      assert.equal(answer.status, 500);
      assert.ok(!answer.body.toString().includes('express'));
      assert.equal(errors.length, 1);
      assert.match(String(errors[0]), /before express\.json\(\).*express\.raw/s);

      // A body the JSON parser does not take is left unread, and reaches the handler whole.
      const text = Buffer.from('plain text body');
      const passed = await rawRequest(`${server.url}/too-late`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: text,
      });
      assert.equal(passed.status, 200);
      assert.equal(parseJson<RequestDescription>(passed.body).sha256, sha256(text));
    } finally {
      await server.close();
    }
  });

  test('without onError, a route after express.json() says why on stderr', async (t) => {
    const logged = t.mock.method(console, 'error', () => undefined);
    const application = express();
    application.use(express.json());
    application.post('/callback', toNodeListener(describeRequest));
    const server = await listen(application);
    try {
      const answer = await rawRequest(`${server.url}/callback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from('{"id":"x"}'),
      });
      assert.equal(answer.status, 500);
      assert.equal(logged.mock.callCount(), 1);
      const [prefix, error] = logged.mock.calls[0]?.arguments ?? [];
      assert.equal(prefix, 'toNodeListener:');
      assert.match(String(error), /before express\.json\(\).*express\.raw/s);
    } finally {
      await server.close();
    }
  });

  test('app.use under a mount path: the URL is the one the client asked for', async () => {
    const { application } = app();
    const server = await listen(application);
    try {
      const answer = await rawRequest(`${server.url}/mounted/deeper/path?q=1`, {
        method: 'PUT',
        body: Buffer.from('x'),
      });
      const seen = parseJson<RequestDescription>(answer.body);
      assert.equal(seen.url, `${server.url}/mounted/deeper/path?q=1`);
      assert.equal(seen.method, 'PUT');
      assert.equal(seen.length, 1);
    } finally {
      await server.close();
    }
  });

  test('a handler that throws gets a 500 without details', async () => {
    const errors: unknown[] = [];
    const { application } = app(errors);
    const server = await listen(application);
    try {
      const answer = await rawRequest(`${server.url}/throws`);
      assert.equal(answer.status, 500);
      assert.ok(!answer.body.toString().includes('hunter2'));
      assert.match(String(errors[0]), /hunter2/);
    } finally {
      await server.close();
    }
  });

  test('headers round trip: status, custom headers and several Set-Cookie', async () => {
    const { application } = app();
    const server = await listen(application);
    try {
      const answer = await rawRequest(`${server.url}/cookies`);
      assert.equal(answer.status, 202);
      assert.equal(answer.headers['x-answer'], 'from the handler');
      assert.deepEqual(answer.headers['set-cookie'], ['a=1; Path=/', 'b=2; Path=/']);
      assert.equal(answer.body.toString(), 'ok');
      // Request headers, repeated ones included, reach the handler.
      const seen = parseJson<RequestDescription>(
        (
          await rawRequest(`${server.url}/callback`, {
            method: 'POST',
            headers: { 'X-Multi': ['1', '2'], 'X-Signature': 'c2lnbmF0dXJl' },
            body: Buffer.from('{}'),
          })
        ).body,
      );
      assert.equal(seen.headers['x-multi'], '1, 2');
      assert.equal(seen.headers['x-signature'], 'c2lnbmF0dXJl');
    } finally {
      await server.close();
    }
  });
});
