import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { describe, test } from 'node:test';
import type { PaymentMethodsLookup } from '@checkout-kit/protocol';
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
  watchClose,
} from './helpers.js';
import { countingClient, useSandbox } from '../proxy/helpers.js';

const sandbox = useSandbox();

describe('toNodeListener under node:http', () => {
  test('GET: full URL with the query, method and headers reach the handler', async () => {
    const server = await listen(toNodeListener(describeRequest));
    try {
      const answer = await rawRequest(`${server.url}/payment-methods?amount=1000&country=MY`, {
        headers: { 'X-Custom': 'one', Accept: 'application/json' },
      });
      assert.equal(answer.status, 200);
      const seen = parseJson<RequestDescription>(answer.body);
      assert.equal(seen.method, 'GET');
      assert.equal(seen.url, `${server.url}/payment-methods?amount=1000&country=MY`);
      assert.equal(seen.headers['x-custom'], 'one');
      assert.equal(seen.headers.host, `127.0.0.1:${server.port}`);
      assert.equal(seen.length, 0);
    } finally {
      await server.close();
    }
  });

  test('POST: a binary body reaches the handler byte for byte, streamed in many chunks', async () => {
    const server = await listen(toNodeListener(describeRequest));
    try {
      const body = binaryBody(3 * 1024 * 1024 + 17);
      const chunks = Array.from({ length: 50 }, (_, index) =>
        body.subarray(
          Math.floor((index * body.length) / 50),
          Math.floor(((index + 1) * body.length) / 50),
        ),
      );
      const described = await rawRequest(`${server.url}/callback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: chunks,
      });
      const seen = parseJson<RequestDescription>(described.body);
      assert.equal(seen.method, 'POST');
      assert.equal(seen.length, body.length);
      assert.equal(seen.sha256, sha256(body));

      const echoed = await rawRequest(`${server.url}/callback?echo`, { method: 'POST', body });
      assert.ok(echoed.body.equals(body), 'the same bytes come back');
      assert.equal(echoed.headers['content-type'], 'application/octet-stream');
    } finally {
      await server.close();
    }
  });

  test('a UTF-8 JSON body split inside a character stays exact', async () => {
    const server = await listen(toNodeListener(describeRequest));
    try {
      const body = Buffer.from(JSON.stringify({ name: 'Siti Aisyah — 茶', amount: 1050 }));
      const cut = body.indexOf(Buffer.from('茶')) + 1;
      const answer = await rawRequest(`${server.url}/cb`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: [body.subarray(0, cut), body.subarray(cut)],
      });
      assert.equal(parseJson<RequestDescription>(answer.body).sha256, sha256(body));
    } finally {
      await server.close();
    }
  });

  test('a handler that throws gets a 500 without details; onError gets the error', async () => {
    const errors: unknown[] = [];
    const listener = toNodeListener(
      async () => {
        throw new Error('secret detail sk_test_123 at /srv/app.js');
      },
      { onError: (error) => errors.push(error) },
    );
    const server = await listen(listener);
    try {
      const answer = await rawRequest(`${server.url}/x`);
      assert.equal(answer.status, 500);
      assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8');
      const text = answer.body.toString();
      assert.deepEqual(JSON.parse(text), {
        error: 'internal_error',
        message: 'The server could not answer this request.',
      });
      assert.ok(!text.includes('secret') && !text.includes('sk_test'));
      assert.equal(errors.length, 1);
      assert.match(String(errors[0]), /secret detail/);
    } finally {
      await server.close();
    }
  });

  test('a handler that resolves to something else than a Response gets a 500', async () => {
    const errors: unknown[] = [];
    const listener = toNodeListener((async () => ({ status: 200 })) as never, {
      onError: (error) => errors.push(error),
    });
    const server = await listen(listener);
    try {
      assert.equal((await rawRequest(server.url)).status, 500);
      assert.match(String(errors[0]), /did not resolve to a Response/);
    } finally {
      await server.close();
    }
  });

  test('an answer whose body fails before its first byte gets a 500 without details; onError gets the error', async () => {
    const errors: unknown[] = [];
    const listener = toNodeListener(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull() {
              throw new Error('secret detail sk_test_123 in the body');
            },
          }),
        ),
      { onError: (error) => errors.push(error) },
    );
    const server = await listen(listener);
    try {
      const answer = await rawRequest(`${server.url}/x`);
      assert.equal(answer.status, 500);
      assert.deepEqual(parseJson(answer.body), {
        error: 'internal_error',
        message: 'The server could not answer this request.',
      });
      assert.equal(errors.length, 1);
      assert.match(String(errors[0]), /secret detail/);
    } finally {
      await server.close();
    }
  });

  test('an answer whose body fails after its first bytes cuts the connection; onError gets the error', async () => {
    const errors: unknown[] = [];
    const { listener, closed } = watchClose(
      toNodeListener(
        async () => {
          let step = 0;
          const body = new ReadableStream<Uint8Array>({
            pull(controller) {
              if (step++ === 0) controller.enqueue(new TextEncoder().encode('data: 0\n\n'));
              else throw new Error('the event source broke');
            },
          });
          // Chunked: the first chunk goes out before the second is read.
          return new Response(body, { headers: { 'Transfer-Encoding': 'chunked' } });
        },
        { onError: (error) => errors.push(error) },
      ),
    );
    const server = await listen(listener);
    try {
      const outcome = await new Promise<string>((resolve) => {
        const req = httpRequest(`${server.url}/events`, (res) => {
          res.on('error', () => resolve('cut'));
          res.on('end', () => resolve('ended'));
          res.resume();
        });
        req.on('error', () => resolve('cut'));
        req.end();
      });
      await closed;
      assert.equal(outcome, 'cut', 'a truncated answer must not look complete');
      assert.equal(errors.length, 1);
      assert.match(String(errors[0]), /event source broke/);
    } finally {
      await server.close();
    }
  });

  test('headers round trip: repeated request headers, status, several Set-Cookie', async () => {
    let seen: Headers | undefined;
    const server = await listen(
      toNodeListener(async (request) => {
        seen = request.headers;
        const headers = new Headers({ 'Content-Type': 'text/plain', 'X-Answer': 'yes' });
        headers.append('Set-Cookie', 'a=1; Path=/; HttpOnly');
        headers.append('Set-Cookie', 'b=2, with comma; Path=/');
        headers.append('Set-Cookie', 'c=3; Expires=Wed, 21 Oct 2026 07:28:00 GMT');
        return new Response('created', { status: 201, statusText: 'Made It', headers });
      }),
    );
    try {
      const answer = await rawRequest(`${server.url}/x`, {
        headers: { 'X-Multi': ['first', 'second'], Cookie: 'session=abc' },
      });
      assert.equal(answer.status, 201);
      assert.equal(answer.statusMessage, 'Made It');
      assert.equal(answer.headers['x-answer'], 'yes');
      assert.deepEqual(answer.headers['set-cookie'], [
        'a=1; Path=/; HttpOnly',
        'b=2, with comma; Path=/',
        'c=3; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
      ]);
      assert.equal(answer.body.toString(), 'created');
      assert.equal(answer.headers['content-length'], '7');
      assert.equal(seen?.get('x-multi'), 'first, second');
      assert.equal(seen?.get('cookie'), 'session=abc');
    } finally {
      await server.close();
    }
  });

  test('HEAD sends headers only; a 204 has no body', async () => {
    const server = await listen(
      toNodeListener(async (request) =>
        new URL(request.url).pathname === '/empty'
          ? new Response(null, { status: 204 })
          : new Response('hello', { headers: { 'Content-Length': '5' } }),
      ),
    );
    try {
      const head = await rawRequest(`${server.url}/x`, { method: 'HEAD' });
      assert.equal(head.status, 200);
      assert.equal(head.headers['content-length'], '5');
      assert.equal(head.body.length, 0);
      const empty = await rawRequest(`${server.url}/empty`, { method: 'DELETE' });
      assert.equal(empty.status, 204);
      assert.equal(empty.body.length, 0);
    } finally {
      await server.close();
    }
  });

  test('a streamed answer goes out chunk by chunk as it comes', async () => {
    const server = await listen(
      toNodeListener(async () => {
        const encoder = new TextEncoder();
        let count = 0;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            if (count === 3) controller.close();
            else controller.enqueue(encoder.encode(`data: ${count++}\n\n`));
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    try {
      const arrivals: string[] = [];
      await new Promise<void>((resolve, reject) => {
        httpRequest(`${server.url}/events`, (res) => {
          assert.equal(res.headers['transfer-encoding'], 'chunked');
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => arrivals.push(chunk));
          res.on('end', resolve);
          res.on('error', reject);
        })
          .on('error', reject)
          .end();
      });
      assert.equal(arrivals.join(''), 'data: 0\n\ndata: 1\n\ndata: 2\n\n');
      assert.ok(arrivals.length >= 2, 'not gathered into one write');
    } finally {
      await server.close();
    }
  });

  test('a chunked answer (Server-Sent Events) sends each chunk before the next is made', async () => {
    // An event stream writes an event, then waits for the next change: an event held back
    // until another one comes would reach the page one change late.
    let received: () => void = () => undefined;
    const firstArrived = new Promise<void>((resolve) => (received = resolve));
    const server = await listen(
      toNodeListener(async () => {
        const encoder = new TextEncoder();
        let step = 0;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            if (step === 0) controller.enqueue(encoder.encode('event: ready\ndata:\n\n'));
            else if (step === 1) {
              const late = setTimeout(() => controller.error(new Error('held back')), 2_000);
              await firstArrived;
              clearTimeout(late);
              controller.enqueue(encoder.encode('event: order\ndata: 1\n\n'));
            } else controller.close();
            step += 1;
          },
        });
        return new Response(body, {
          headers: { 'Content-Type': 'text/event-stream', 'Transfer-Encoding': 'chunked' },
        });
      }),
    );
    try {
      let text = '';
      await new Promise<void>((resolve, reject) => {
        httpRequest(`${server.url}/events`, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('event: ready')) received();
          });
          res.on('end', resolve);
          res.on('error', reject);
        })
          .on('error', reject)
          .end();
      });
      assert.equal(text, 'event: ready\ndata:\n\nevent: order\ndata: 1\n\n');
    } finally {
      await server.close();
    }
  });

  test('a large answer is streamed with backpressure and arrives whole', async () => {
    const big = binaryBody(8 * 1024 * 1024);
    const server = await listen(toNodeListener(async () => new Response(new Uint8Array(big))));
    try {
      const answer = await rawRequest(`${server.url}/big`);
      assert.equal(answer.body.length, big.length);
      assert.ok(answer.body.equals(big));
    } finally {
      await server.close();
    }
  });

  test('a client that goes away aborts the request signal and cancels the answer body', async () => {
    let aborted = false;
    let cancelled = false;
    const { listener, closed } = watchClose(
      toNodeListener(async (request) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('first chunk\n'));
          },
          cancel() {
            cancelled = true;
          },
        });
        return new Response(body);
      }),
    );
    const server = await listen(listener);
    try {
      const req = httpRequest(`${server.url}/forever`, (res) => {
        res.once('data', () => req.destroy());
      });
      req.on('error', () => undefined);
      req.end();
      await closed;
      assert.equal(aborted, true, 'the request signal aborted');
      assert.equal(cancelled, true, 'the answer body was cancelled');
    } finally {
      await server.close();
    }
  });

  test('a client that goes away mid-body errors the body the handler reads', async () => {
    let outcome = 'pending';
    let reached: () => void = () => undefined;
    const handlerReached = new Promise<void>((resolve) => (reached = resolve));
    const { listener, closed } = watchClose(
      toNodeListener(async (request) => {
        reached();
        outcome = await request.arrayBuffer().then(
          () => 'read',
          (error: unknown) => `failed: ${String(error)}`,
        );
        return new Response('never seen');
      }),
    );
    const server = await listen(listener);
    try {
      const req = httpRequest(`${server.url}/upload`, {
        method: 'POST',
        headers: { 'Content-Length': '1000000' },
      });
      req.on('error', () => undefined);
      req.write(Buffer.alloc(1000));
      await handlerReached;
      req.destroy();
      await closed;
      assert.match(outcome, /^failed/);
    } finally {
      await server.close();
    }
  });

  test('X-Forwarded-* are ignored unless trustProxy; then they make the URL', async () => {
    const headers = {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'shop.example, proxy.internal',
    };
    const plain = await listen(toNodeListener(describeRequest));
    const trusting = await listen(toNodeListener(describeRequest, { trustProxy: true }));
    try {
      const ignored = parseJson<RequestDescription>(
        (await rawRequest(`${plain.url}/a?b=1`, { headers })).body,
      );
      assert.equal(ignored.url, `${plain.url}/a?b=1`);
      const used = parseJson<RequestDescription>(
        (await rawRequest(`${trusting.url}/a?b=1`, { headers })).body,
      );
      assert.equal(used.url, 'https://shop.example/a?b=1');
      const junkProto = parseJson<RequestDescription>(
        (await rawRequest(`${trusting.url}/a`, { headers: { 'X-Forwarded-Proto': 'gopher' } }))
          .body,
      );
      assert.equal(junkProto.url, `${trusting.url}/a`);
    } finally {
      await plain.close();
      await trusting.close();
    }
  });

  test('the Host header decides the URL; a Host that is not a host is 400', async () => {
    const server = await listen(toNodeListener(describeRequest));
    try {
      const named = parseJson<RequestDescription>(
        (await rawRequest(`${server.url}/p?q=1`, { headers: { Host: 'shop.example:8080' } })).body,
      );
      assert.equal(named.url, 'http://shop.example:8080/p?q=1');
      const ipv6 = parseJson<RequestDescription>(
        (await rawRequest(`${server.url}/p`, { headers: { Host: '[::1]:3000' } })).body,
      );
      assert.equal(ipv6.url, 'http://[::1]:3000/p');
      for (const host of ['evil.example/x?', 'a b', 'user@host']) {
        const answer = await rawRequest(`${server.url}/p`, { headers: { Host: host } });
        assert.equal(answer.status, 400, host);
      }
    } finally {
      await server.close();
    }
  });

  test('a path that starts with // stays a path on this host', async () => {
    const server = await listen(toNodeListener(describeRequest));
    try {
      const seen = parseJson<RequestDescription>(
        (await rawRequest(`${server.url}//evil.example/x`)).body,
      );
      assert.equal(seen.url, `${server.url}//evil.example/x`);
      assert.equal(new URL(seen.url).host, `127.0.0.1:${server.port}`);
    } finally {
      await server.close();
    }
  });

  test('serves the payment-methods proxy against the sandbox', async () => {
    const { client, calls } = countingClient(sandbox());
    const server = await listen(
      toNodeListener(
        createPaymentMethodsHandler({ client, cors: { origin: 'https://shop.example' } }),
      ),
    );
    try {
      const response = await fetch(`${server.url}/payment-methods?amount=1000&country=MY`, {
        headers: { Origin: 'https://shop.example' },
      });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=60');
      assert.equal(response.headers.get('access-control-allow-origin'), 'https://shop.example');
      const lookup = (await response.json()) as PaymentMethodsLookup;
      assert.equal(lookup.logos.fpx, `${sandbox().url}/static/logos/fpx.svg`);
      const again = await fetch(`${server.url}/payment-methods?country=MY&amount=1000`);
      assert.equal(again.status, 200);
      await again.arrayBuffer();
      assert.equal(calls(), 1);

      const refused = await fetch(`${server.url}/payment-methods?brand_id=x`);
      assert.equal(refused.status, 400);
      const posted = await fetch(`${server.url}/payment-methods`, { method: 'POST', body: 'x' });
      assert.equal(posted.status, 405);
      assert.equal(posted.headers.get('allow'), 'GET, HEAD, OPTIONS');
    } finally {
      await server.close();
    }
  });
});
