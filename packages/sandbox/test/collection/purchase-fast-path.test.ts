import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { describe, it } from 'node:test';
import { SandboxClock } from '../../src/core/clock.js';
import { withPurchaseFastPath } from '../../src/collection/purchase-fast-path.js';
import { SandboxCore } from '../../src/core/sandbox-core.js';
import { DeliveryService } from '../../src/events/delivery-service.js';
import type { Sandbox } from '../../src/index.js';
import { SandboxStore } from '../../src/persistence/store.js';
import { purchaseBody, useSandbox } from '../helpers.js';

/** One HTTP/1.1 exchange over a socket of its own: the answer's head and body, as sent. */
async function exchange(
  sandbox: Sandbox,
  request: Buffer,
): Promise<{ head: string; body: string }> {
  const { port } = new URL(sandbox.url);
  const socket = connect(Number(port), '127.0.0.1');
  socket.write(request);
  const received: Buffer[] = [];
  return new Promise((resolve, reject) => {
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const text = Buffer.concat(received).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = text.slice(0, end);
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
      const body = Buffer.concat(received).subarray(Buffer.byteLength(head) + 4);
      if (body.length < length) return;
      socket.destroy();
      resolve({ head, body: body.toString('utf8') });
    });
  });
}

/** `POST /api/v1/purchases/` as raw HTTP, with a declared length or chunked. */
function postRequest(
  target: string,
  headers: Record<string, string>,
  body: Buffer,
  chunked: boolean,
): Buffer {
  const lines = [`POST ${target} HTTP/1.1`, 'Host: sandbox.test'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push(chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  if (!chunked) return Buffer.concat([head, body]);
  const chunk =
    body.length > 0
      ? [Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]
      : [];
  return Buffer.concat([head, ...chunk, Buffer.from('0\r\n\r\n')]);
}

/** A purchase's stamps, in whole seconds: when it was made, last changed, and each status's. */
const STAMPS = new Set(['created_on', 'updated_on', 'timestamp']);

/**
 * What differs between two purchases made the same way: dropped before comparing. They are made
 * one after the other, so their stamps may fall in different seconds: each is kept as its type.
 */
function sameWay(body: string): unknown {
  const value = JSON.parse(body, (key, field: unknown) =>
    STAMPS.has(key) && typeof field === 'number' ? 'a time in seconds' : field,
  ) as Record<string, unknown>;
  if (typeof value.id !== 'string') return value;
  const { id, checkout_url, direct_post_url, reference_generated, ...rest } = value;
  return rest;
}

/** When a purchase's answer says it was made, or `null` for another answer. */
const createdOn = (body: string): unknown =>
  (JSON.parse(body) as { created_on?: unknown }).created_on ?? null;

const sandbox = useSandbox();

describe('POST /purchases/ served before the web adapter', () => {
  const cases: {
    name: string;
    headers?: (s: Sandbox) => Record<string, string>;
    body: (s: Sandbox) => Buffer;
    target?: string;
  }[] = [
    { name: 'a valid purchase', body: (s) => Buffer.from(JSON.stringify(purchaseBody(s))) },
    {
      name: 'a valid purchase, with a query and a byte-order mark',
      target: '/api/v1/purchases/?source=test',
      body: (s) => Buffer.from(`\uFEFF${JSON.stringify(purchaseBody(s))}`),
    },
    {
      name: 'no API key',
      headers: () => ({ 'Content-Type': 'application/json' }),
      body: (s) => Buffer.from(JSON.stringify(purchaseBody(s))),
    },
    {
      name: 'a wrong API key',
      headers: () => ({ Authorization: 'Bearer test_wrong', 'Content-Type': 'application/json' }),
      body: (s) => Buffer.from(JSON.stringify(purchaseBody(s))),
    },
    {
      name: 'a lowercase scheme',
      headers: (s) => ({
        Authorization: `bearer  ${s.apiKey} `,
        'Content-Type': 'application/json',
      }),
      body: (s) => Buffer.from(JSON.stringify(purchaseBody(s))),
    },
    { name: 'broken JSON', body: () => Buffer.from('{"brand_id": ') },
    { name: 'a JSON list', body: () => Buffer.from('[1, 2]') },
    { name: 'an empty body', body: () => Buffer.alloc(0) },
    {
      name: 'a body that is not JSON by its type',
      headers: (s) => ({ Authorization: `Bearer ${s.apiKey}`, 'Content-Type': 'text/plain' }),
      body: (s) => Buffer.from(JSON.stringify(purchaseBody(s))),
    },
    {
      name: 'broken purchase rules',
      body: (s) =>
        Buffer.from(
          JSON.stringify(
            purchaseBody(s, { purchase: { products: [{ name: 'Tea', price: 10.5 }] } }),
          ),
        ),
    },
    {
      name: 'another brand',
      body: (s) => Buffer.from(JSON.stringify(purchaseBody(s, { brand_id: crypto.randomUUID() }))),
    },
    { name: 'bytes that are not UTF-8', body: () => Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) },
  ];

  for (const { name, headers, body, target = '/api/v1/purchases/' } of cases) {
    it(`answers ${name} byte for byte as the app does`, async () => {
      const s = sandbox();
      const sent = headers?.(s) ?? {
        Authorization: `Bearer ${s.apiKey}`,
        'Content-Type': 'application/json',
      };
      const bytes = body(s);
      // A chunked body always goes through the app: the reference answer.
      const viaApp = await exchange(s, postRequest(target, sent, bytes, true));
      const direct = await exchange(s, postRequest(target, sent, bytes, false));
      const withoutDate = (head: string) => head.replace(/\r\nDate: [^\r]+/, '');
      assert.equal(withoutDate(direct.head), withoutDate(viaApp.head));
      assert.deepEqual(sameWay(direct.body), sameWay(viaApp.body));
      const made = [createdOn(viaApp.body), createdOn(direct.body)];
      if (typeof made[0] === 'number' && typeof made[1] === 'number') {
        assert.ok(made[1] - made[0] <= 1 && made[1] >= made[0], `made at ${made.join(', ')}`);
      } else assert.deepEqual(made, [null, null]);
    });
  }

  it('stores what it answers: the purchase reads back the same', async () => {
    const s = sandbox();
    const created = await exchange(
      s,
      postRequest(
        '/api/v1/purchases/',
        { Authorization: `Bearer ${s.apiKey}`, 'Content-Type': 'application/json' },
        Buffer.from(JSON.stringify(purchaseBody(s))),
        false,
      ),
    );
    const purchase = JSON.parse(created.body) as { id: string };
    const read = await fetch(`${s.baseUrl}/purchases/${purchase.id}/`, {
      headers: { Authorization: `Bearer ${s.apiKey}` },
    });
    assert.equal(await read.text(), created.body);
  });
});

describe('the purchase fast path on its own', () => {
  /**
   * The fast path in front of a stand-in for the app that answers 599: what reaches the
   * stand-in is what the fast path left to the app.
   */
  async function frontOfStandIn() {
    const store = await SandboxStore.open(undefined);
    const clock = new SandboxClock(Date.now());
    const core = new SandboxCore(store, clock, new DeliveryService(store, clock));
    let handedOn = 0;
    const server = createServer(
      withPurchaseFastPath(core, (_incoming, outgoing) => {
        handedOn++;
        outgoing.writeHead(599).end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    core.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (body: string, init: RequestInit = {}) =>
      fetch(`${core.baseUrl}/purchases/`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${store.state.apiKey}`,
          'Content-Type': 'application/json',
        },
        body,
        ...init,
      });
    const close = async () => {
      clock.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await store.close();
    };
    return { store, post, handedOn: () => handedOn, close };
  }

  it('answers POST /purchases/ itself, and hands every other request on', async () => {
    const { store, post, handedOn, close } = await frontOfStandIn();
    try {
      const body = JSON.stringify(purchaseBody({ brandId: store.state.brandId } as Sandbox));
      const created = await post(body);
      assert.equal(created.status, 201);
      assert.equal(handedOn(), 0);
      const { id } = (await created.json()) as { id: string };
      assert.ok(store.purchases.get(id), 'the purchase is stored');

      // A streamed (chunked) body, another method: the app's.
      const streamed = await post(body, {
        body: new Blob([body]).stream(),
        duplex: 'half',
      } as RequestInit);
      assert.equal(streamed.status, 599);
      const read = await fetch(`${new URL(created.url).origin}/api/v1/purchases/${id}/`);
      assert.equal(read.status, 599);
      assert.equal(handedOn(), 2);
    } finally {
      await close();
    }
  });
});
