import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createCallbackHandler } from '../../src/callbacks/callback-handler.js';
import { toNodeListener } from '../../src/node/node-listener.js';
import { type SignedDelivery, recordedDelivery, useCallbackSandbox } from './fixtures.js';
import { listen } from '../node/helpers.js';

/** A POST over `agent`; resolves with the status, the body and whether the socket was reused. */
function postWith(
  agent: Agent,
  url: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    req.setTimeout(5000, () => req.destroy(new Error('no answer within 5 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** The handler's read timeout in these tests. */
const READ_TIMEOUT_MS = 1500;

describe('the callback handler and the connection it answers on', () => {
  const gateway = useCallbackSandbox();
  let delivery: SignedDelivery;
  let server: Awaited<ReturnType<typeof listen>>;
  const handled: string[] = [];
  before(async () => {
    delivery = await recordedDelivery(gateway().sandbox, gateway().companyKey);
    server = await listen(
      toNodeListener(
        createCallbackHandler({
          publicKey: gateway().companyKey,
          // Long enough for 400 kB on a busy machine; the stalled body below waits it out.
          readTimeoutMs: READ_TIMEOUT_MS,
          maxBodyBytes: 512 * 1024,
          onEvent: (event) => void handled.push(event.deliveryKey),
        }),
      ),
    );
  });
  after(() => server?.close());

  it('reads a refused body to its end, so the sender reads the answer and reuses the connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Far more than the socket buffers hold: an unread rest would block the connection.
      const large = Buffer.alloc(400 * 1024, ' ');
      const refused = await postWith(agent, `${server.url}/cb`, large, {
        'Content-Type': 'application/json',
      });
      assert.equal(refused.status, 400);
      assert.match(refused.body, /missing_signature/);
      const forged = await postWith(agent, `${server.url}/cb`, large, {
        'Content-Type': 'application/json',
        'X-Signature': Buffer.from('forged').toString('base64'),
      });
      assert.equal(forged.status, 401);
      assert.equal(forged.reusedSocket, true);

      const good = await postWith(agent, `${server.url}/cb`, Buffer.from(delivery.body), {
        'Content-Type': 'application/json',
        'X-Signature': delivery.signature,
      });
      assert.equal(good.status, 200);
      assert.equal(good.reusedSocket, true, 'the same keep-alive connection');
      assert.equal(handled.length, 1);
    } finally {
      agent.destroy();
    }
  });

  /** Sends `head` and `body` on a raw socket; resolves with all it got until it closed. */
  function rawExchange(head: string, body: string): Promise<{ text: string; ms: number }> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write(head + body));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('close', () => resolve({ text, ms: Date.now() - started }));
      socket.on('error', reject);
      socket.setTimeout(READ_TIMEOUT_MS + 5000, () =>
        socket.destroy(new Error('the server kept the socket')),
      );
    });
  }

  it('answers 408 and closes the connection when a body stalls past readTimeoutMs', async () => {
    const { text, ms } = await rawExchange(
      'POST /cb HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\n' +
        'X-Signature: c2lnbmF0dXJl\r\nContent-Length: 1000\r\n\r\n',
      '{"event_type": "purchase.pa',
    );
    assert.match(text, /^HTTP\/1\.1 408 /);
    assert.match(text, /\r\nconnection: close\r\n/i);
    assert.match(text, /body_timeout/);
    assert.ok(ms >= READ_TIMEOUT_MS - 50 && ms < READ_TIMEOUT_MS + 5000, `answered after ${ms} ms`);
  });

  it('answers 413 and closes the connection for a body over maxBodyBytes', async () => {
    const { text } = await rawExchange(
      'POST /cb HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\n' +
        `X-Signature: c2lnbmF0dXJl\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n`,
      '{"event_type": ',
    );
    assert.match(text, /^HTTP\/1\.1 413 /);
    assert.match(text, /\r\nconnection: close\r\n/i);
  });
});
