import assert from 'node:assert/strict';
import { type Server, createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type FastPathHandler, NODE_FAST_PATH } from '../../src/node/fast-path.js';
import { toNodeListener } from '../../src/node/node-listener.js';
import { createPaymentMethodsHandler } from '../../src/proxy/payment-methods-handler.js';
import type { WebHandler } from '../../src/web-handler.js';
import { countingClient, manualClock, useSandbox } from '../proxy/helpers.js';

const sandbox = useSandbox();

/** Sends `head` (a raw HTTP/1.1 request) to `port` and resolves with the raw answer. */
function exchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    socket.write(head);
  });
}

/** The answer without its `Date` line, the one thing that may differ between two answers. */
const withoutDate = (raw: string) => raw.replace(/^Date: .*\r\n/im, '');

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

describe('toNodeListener: the fast path of a handler', () => {
  const clock = manualClock();
  let handlerCalls = 0;
  let fast: Server;
  let full: Server;
  let fastPort = 0;
  let fullPort = 0;

  before(async () => {
    const { client } = countingClient(sandbox());
    const proxy = createPaymentMethodsHandler({
      client,
      ttlMs: 60_000,
      now: clock.now,
      cors: { origin: 'https://shop.example' },
    });
    // Counts the requests the proxy answers through `Request` and `Response`.
    const counted: WebHandler & FastPathHandler = Object.assign(
      (request: Request) => {
        handlerCalls += 1;
        return proxy(request);
      },
      { [NODE_FAST_PATH]: (proxy as FastPathHandler)[NODE_FAST_PATH] },
    );
    fast = createServer(toNodeListener(counted));
    // The same proxy without its fast path: every request the full way.
    full = createServer(toNodeListener((request) => proxy(request)));
    [fastPort, fullPort] = [await listen(fast), await listen(full)];
  });

  after(() => {
    fast.close();
    full.close();
  });

  const request = (line: string, headers: string[] = []) =>
    [line, 'Host: shop.example', 'Connection: close', ...headers, '', ''].join('\r\n');

  it('answers a cached hit without the web handler, byte for byte as the full way', async () => {
    const get = request('GET /payment-methods?amount=1000&country=MY HTTP/1.1');
    const miss = await exchange(fullPort, get);
    assert.match(miss, /^HTTP\/1\.1 200 OK/);
    const before = handlerCalls;
    const hit = await exchange(fastPort, get);
    assert.equal(handlerCalls, before, 'the hit went through Request and Response');
    assert.equal(withoutDate(hit), withoutDate(await exchange(fullPort, get)));
  });

  it('answers alike for HEAD, CORS, a miss, a bad query, another method and a preflight', async () => {
    await exchange(fullPort, request('GET /payment-methods?amount=2000 HTTP/1.1'));
    clock.advance(10_000);
    const cases = [
      request('HEAD /payment-methods?amount=2000 HTTP/1.1'),
      request('GET /payment-methods?amount=2000 HTTP/1.1', ['Origin: https://shop.example']),
      request('GET /payment-methods?amount=2000 HTTP/1.1', ['Origin: https://elsewhere.example']),
      request('GET /payment-methods?amount=ten HTTP/1.1'),
      request('GET /payment-methods?amount=2000&amount=3000 HTTP/1.1'),
      request('POST /payment-methods?amount=2000 HTTP/1.1', ['Content-Length: 2', '', '{}']),
      request('OPTIONS /payment-methods HTTP/1.1', [
        'Origin: https://shop.example',
        'Access-Control-Request-Method: GET',
      ]),
      request('GET /payment-methods?amount=2000 HTTP/1.1').replace(
        'Host: shop.example',
        'Host: bad host',
      ),
    ];
    for (const head of cases) {
      const [viaFast, viaFull] = [await exchange(fastPort, head), await exchange(fullPort, head)];
      assert.equal(withoutDate(viaFast), withoutDate(viaFull), head.split('\r\n')[0]);
    }
    // The cached answer's max-age counts down the same on both paths.
    const hit = await exchange(fastPort, request('GET /payment-methods?amount=2000 HTTP/1.1'));
    assert.match(hit, /max-age=50\r\n/i);
  });

  it('goes the full way for a miss', async () => {
    const before = handlerCalls;
    const miss = await exchange(fastPort, request('GET /payment-methods?amount=500 HTTP/1.1'));
    assert.match(miss, /^HTTP\/1\.1 200 OK/);
    assert.equal(handlerCalls, before + 1);
  });
});
