import assert from 'node:assert/strict';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { HttpPoster } from '../../src/events/http-poster.js';

interface Arrival {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** The client's port: the same for attempts over one kept connection. */
  port: number;
}

/** A receiver on a free port whose answer each test sets. */
async function receiver(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const arrivals: Arrival[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrivals.push({
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        port: request.socket.remotePort ?? 0,
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?order=1`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { arrivals, url, close };
}

describe('deliveries posted over HTTP', () => {
  const poster = new HttpPoster();
  after(() => poster.close());

  describe('a receiver that answers', () => {
    let hook: Awaited<ReturnType<typeof receiver>>;
    before(async () => {
      hook = await receiver((request, response) => {
        response.statusCode = request.url?.endsWith('moved') ? 302 : 200;
        if (response.statusCode === 302) response.setHeader('Location', '/elsewhere');
        response.end('ok, and more text than anyone reads');
      });
    });
    after(() => hook.close());

    it('posts the exact bytes with the headers and their length, and tells the status', async () => {
      const body = JSON.stringify({ id: 'p-1', event_type: 'purchase.paid', note: 'Kopi ☕' });
      const status = await poster.post(
        hook.url,
        { 'Content-Type': 'application/json', 'X-Signature': 'c2lnbmF0dXJl' },
        body,
        5000,
      );
      assert.equal(status, 200);
      const arrival = hook.arrivals.at(-1);
      assert.equal(arrival?.method, 'POST');
      assert.equal(arrival.body, body);
      assert.equal(arrival.headers['content-type'], 'application/json');
      assert.equal(arrival.headers['x-signature'], 'c2lnbmF0dXJl');
      assert.equal(arrival.headers['content-length'], String(Buffer.byteLength(body)));
    });

    it('keeps the connection for the next attempts', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        assert.equal(await poster.post(hook.url, {}, '{}', 5000), 200);
      }
      const ports = new Set(hook.arrivals.slice(-3).map((arrival) => arrival.port));
      assert.equal(ports.size, 1);
    });

    it('does not follow a redirect: a 302 is the answer', async () => {
      const before = hook.arrivals.length;
      assert.equal(await poster.post(`${hook.url}&moved`, {}, '{}', 5000), 302);
      assert.equal(hook.arrivals.length, before + 1);
    });
  });

  it('fails naming the code when nothing listens', async () => {
    const down = await receiver(() => undefined);
    await down.close();
    await assert.rejects(poster.post(down.url, {}, '{}', 5000), (error: Error) => {
      assert.match(error.message, /ECONNREFUSED/);
      return true;
    });
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const silent = await receiver(() => undefined);
    try {
      const started = performance.now();
      await assert.rejects(poster.post(silent.url, {}, '{}', 300), {
        name: 'TimeoutError',
        message: 'no answer within 0.3 s',
      });
      assert.ok(performance.now() - started < 5000);
    } finally {
      await silent.close();
    }
  });

  it('gives up on an answer cut off before its end', async () => {
    const cut = await receiver((_request, response) => {
      response.writeHead(200, { 'Content-Length': '1000' });
      response.write('only part of it');
      setTimeout(() => response.socket?.destroy(), 50);
    });
    try {
      await assert.rejects(poster.post(cut.url, {}, '{}', 5000));
    } finally {
      await cut.close();
    }
  });
});
