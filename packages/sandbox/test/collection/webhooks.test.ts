import assert from 'node:assert/strict';
import { createPublicKey, verify } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import type { Page, Webhook } from '@checkout-kit/protocol';
import { WEBHOOK_EVENTS } from '../../src/collection/webhook-events.js';
import type { Sandbox } from '../../src/index.js';
import { type ApiResponse, api, purchaseBody, useSandbox } from '../helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type ErrorBody = Record<string, unknown>;

/** A valid webhook creation body; `overrides` replace fields (`undefined` removes one). */
function webhookBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Orders',
    events: ['purchase.paid', 'purchase.payment_failure'],
    callback: 'https://shop.example/webhooks/checkout',
    ...overrides,
  };
}

function createWebhook(
  s: Sandbox,
  overrides: Record<string, unknown> = {},
): Promise<ApiResponse<Webhook>> {
  return api<Webhook>(s, 'POST', '/webhooks/', webhookBody(overrides));
}

/** The error list at a path of a 400 body (`['events', '0']`). */
function errorsAt(body: unknown, path: string[]): { code: string; message: string }[] {
  let node: unknown = body;
  for (const key of path) node = (node as ErrorBody | undefined)?.[key];
  assert.ok(Array.isArray(node), `no errors at ${path.join('.')} in ${JSON.stringify(body)}`);
  return node as { code: string; message: string }[];
}

function assertError(response: ApiResponse<unknown>, path: string[], code: string): void {
  assert.equal(response.status, 400, JSON.stringify(response.body));
  const errors = errorsAt(response.body, path);
  assert.ok(
    errors.some((error) => error.code === code),
    `expected ${code} at ${path.join('.')}: ${JSON.stringify(errors)}`,
  );
}

describe('webhooks', () => {
  const sandbox = useSandbox();

  test('create answers 201 with the webhook and its own public key, never the private one', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { status, body, headers } = await createWebhook(sandbox());
    assert.equal(status, 201);
    assert.match(headers.get('content-type') ?? '', /^application\/json/);
    assert.match(body.id, UUID);
    assert.equal(body.type, 'webhook');
    assert.equal(body.title, 'Orders');
    assert.deepEqual(body.events, ['purchase.paid', 'purchase.payment_failure']);
    assert.equal(body.all_events, false);
    assert.equal(body.callback, 'https://shop.example/webhooks/checkout');
    assert.ok(body.created_on >= before - 1 && body.created_on <= before + 60);
    assert.equal(body.updated_on, body.created_on);
    assert.deepEqual(Object.keys(body).sort(), [
      'all_events',
      'callback',
      'created_on',
      'events',
      'id',
      'public_key',
      'title',
      'type',
      'updated_on',
    ]);
    const key = createPublicKey(body.public_key);
    assert.equal(key.asymmetricKeyType, 'rsa');
    assert.equal(key.asymmetricKeyDetails?.modulusLength, 2048);
    assert.ok(!JSON.stringify(body).includes('PRIVATE'));
  });

  test('each webhook has a distinct key, unlike the company key', async () => {
    const first = await createWebhook(sandbox(), { title: 'One' });
    const second = await createWebhook(sandbox(), { title: 'Two' });
    assert.notEqual(first.body.public_key, second.body.public_key);
    assert.notEqual(first.body.public_key, sandbox().publicKeyPem);
    assert.notEqual(second.body.public_key, sandbox().publicKeyPem);
  });

  test('all_events needs no events', async () => {
    const { status, body } = await createWebhook(sandbox(), {
      events: undefined,
      all_events: true,
    });
    assert.equal(status, 201);
    assert.equal(body.all_events, true);
    assert.deepEqual(body.events, []);
    const withEmpty = await createWebhook(sandbox(), { events: [], all_events: true });
    assert.equal(withEmpty.status, 201);
  });

  test('takes every known event name, and names it does not know', async () => {
    const { status, body } = await createWebhook(sandbox(), { events: [...WEBHOOK_EVENTS] });
    assert.equal(status, 201, JSON.stringify(body));
    assert.deepEqual(body.events, WEBHOOK_EVENTS);
    // The gateway's list is open: a name the sandbox never emits is kept all the same.
    const open = await createWebhook(sandbox(), {
      events: ['purchase.paid', 'purchase.pending_settlement'],
    });
    assert.equal(open.status, 201);
    assert.deepEqual(open.body.events, ['purchase.paid', 'purchase.pending_settlement']);
  });

  test('read answers the webhook; unknown ids are 404', async () => {
    const created = await createWebhook(sandbox());
    const read = await api<Webhook>(sandbox(), 'GET', `/webhooks/${created.body.id}/`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body, created.body);
    const unknown = await api(sandbox(), 'GET', '/webhooks/6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12/');
    assert.equal(unknown.status, 404);
    assert.equal(errorsAt(unknown.body, ['__all__'])[0]?.code, 'not_found');
    assert.equal((await api(sandbox(), 'GET', '/webhooks/not-an-id/')).status, 404);
  });

  test('list holds the created webhooks, without private keys', async () => {
    const created = await createWebhook(sandbox(), { title: 'Listed' });
    const { status, body } = await api<Page<Webhook>>(sandbox(), 'GET', '/webhooks/');
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body).sort(), ['next', 'previous', 'results']);
    assert.ok(body.results.some((webhook) => webhook.id === created.body.id));
    assert.equal(body.previous, null);
    assert.ok(!JSON.stringify(body).includes('PRIVATE'));
  });

  test('update (PUT) replaces every writable field and keeps the key', async () => {
    const created = await createWebhook(sandbox());
    const { status, body } = await api<Webhook>(sandbox(), 'PUT', `/webhooks/${created.body.id}/`, {
      title: 'Everything',
      all_events: true,
      callback: 'http://127.0.0.1:9/hook',
      // Read-only fields are ignored.
      public_key: 'nope',
      id: 'other',
    });
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.id, created.body.id);
    assert.equal(body.title, 'Everything');
    assert.equal(body.all_events, true);
    assert.deepEqual(body.events, [], 'events not given in a full update are cleared');
    assert.equal(body.callback, 'http://127.0.0.1:9/hook');
    assert.equal(body.public_key, created.body.public_key);
    assert.equal(body.created_on, created.body.created_on);
    const read = await api<Webhook>(sandbox(), 'GET', `/webhooks/${created.body.id}/`);
    assert.deepEqual(read.body, body);
  });

  test('update (PUT) needs the full body', async () => {
    const created = await createWebhook(sandbox());
    const response = await api(sandbox(), 'PUT', `/webhooks/${created.body.id}/`, {
      events: ['purchase.paid'],
    });
    assertError(response, ['title'], 'required');
    assertError(response, ['callback'], 'required');
    const read = await api<Webhook>(sandbox(), 'GET', `/webhooks/${created.body.id}/`);
    assert.deepEqual(read.body, created.body, 'nothing changed');
  });

  test('partial update (PATCH) changes only what it is given', async () => {
    const created = await createWebhook(sandbox());
    const { status, body } = await api<Webhook>(
      sandbox(),
      'PATCH',
      `/webhooks/${created.body.id}/`,
      { title: 'Renamed' },
    );
    assert.equal(status, 200, JSON.stringify(body));
    assert.equal(body.title, 'Renamed');
    assert.deepEqual(body.events, created.body.events);
    assert.equal(body.callback, created.body.callback);
    assert.equal(body.public_key, created.body.public_key);

    const events = await api<Webhook>(sandbox(), 'PATCH', `/webhooks/${created.body.id}/`, {
      events: ['purchase.created'],
    });
    assert.deepEqual(events.body.events, ['purchase.created']);
    assert.equal(events.body.title, 'Renamed');
  });

  test('partial update keeps the events rule on the result', async () => {
    const created = await createWebhook(sandbox());
    const path = `/webhooks/${created.body.id}/`;
    assertError(await api(sandbox(), 'PATCH', path, { events: [] }), ['events'], 'empty');
    const all = await api<Webhook>(sandbox(), 'PATCH', path, { events: [], all_events: true });
    assert.equal(all.status, 200);
    assertError(await api(sandbox(), 'PATCH', path, { all_events: false }), ['events'], 'empty');
    const back = await api<Webhook>(sandbox(), 'PATCH', path, {
      all_events: false,
      events: ['purchase.paid'],
    });
    assert.equal(back.status, 200);
    assert.deepEqual(back.body.events, ['purchase.paid']);
  });

  test('delete answers 204; the webhook is gone', async () => {
    const created = await createWebhook(sandbox());
    const path = `/webhooks/${created.body.id}/`;
    const deleted = await api(sandbox(), 'DELETE', path);
    assert.equal(deleted.status, 204);
    assert.equal(deleted.body, null);
    assert.equal((await api(sandbox(), 'GET', path)).status, 404);
    assert.equal((await api(sandbox(), 'DELETE', path)).status, 404);
    assert.equal((await api(sandbox(), 'PUT', path, webhookBody())).status, 404);
    assert.equal((await api(sandbox(), 'PATCH', path, { title: 'x' })).status, 404);
    const list = await api<Page<Webhook>>(sandbox(), 'GET', '/webhooks/');
    assert.ok(!list.body.results.some((webhook) => webhook.id === created.body.id));
  });

  describe('validation', () => {
    test('an empty body names every required field', async () => {
      const response = await api(sandbox(), 'POST', '/webhooks/', {});
      assertError(response, ['title'], 'required');
      assertError(response, ['callback'], 'required');
      assertError(response, ['events'], 'required');
    });

    test('title: a non-blank string, of any length (none is published)', async () => {
      assertError(await createWebhook(sandbox(), { title: 5 }), ['title'], 'invalid');
      assertError(await createWebhook(sandbox(), { title: null }), ['title'], 'null');
      assertError(await createWebhook(sandbox(), { title: '  ' }), ['title'], 'blank');
      assert.equal((await createWebhook(sandbox(), { title: 'x'.repeat(1000) })).status, 201);
      assert.equal((await createWebhook(sandbox(), { title: '🦜'.repeat(100) })).status, 201);
    });

    test('callback: an absolute http(s) URL of at most 500 characters', async () => {
      for (const callback of [
        'ftp://shop.example/hook',
        'javascript:alert(1)',
        '/webhooks/checkout',
        'shop.example/hook',
        'https://',
        'https://shop example/hook',
        'not a url',
        '',
      ]) {
        const response = await createWebhook(sandbox(), { callback });
        assert.equal(response.status, 400, callback);
        assert.ok(errorsAt(response.body, ['callback']).length > 0, callback);
      }
      assertError(await createWebhook(sandbox(), { callback: 42 }), ['callback'], 'invalid');
      const base = 'https://shop.example/';
      const long = base + 'a'.repeat(501 - base.length);
      assertError(await createWebhook(sandbox(), { callback: long }), ['callback'], 'max_length');
      const longest = base + 'a'.repeat(500 - base.length);
      assert.equal((await createWebhook(sandbox(), { callback: longest })).status, 201);
      assert.equal(
        (await createWebhook(sandbox(), { callback: 'http://127.0.0.1:8080/hook?x=1' })).status,
        201,
      );
    });

    test('events: a list of distinct event names, not empty without all_events', async () => {
      assertError(
        await createWebhook(sandbox(), { events: 'purchase.paid' }),
        ['events'],
        'invalid',
      );
      assertError(await createWebhook(sandbox(), { events: null }), ['events'], 'null');
      assertError(await createWebhook(sandbox(), { events: [] }), ['events'], 'empty');
      assertError(
        await createWebhook(sandbox(), { events: ['purchase.paid', ' '] }),
        ['events', '1'],
        'blank',
      );
      assertError(await createWebhook(sandbox(), { events: [42] }), ['events', '0'], 'invalid');
      assertError(
        await createWebhook(sandbox(), { events: ['purchase.paid', 'purchase.paid'] }),
        ['events', '1'],
        'not_unique',
      );
    });

    test('all_events: a boolean', async () => {
      assertError(
        await createWebhook(sandbox(), { all_events: 'true' }),
        ['all_events'],
        'invalid',
      );
      assertError(await createWebhook(sandbox(), { all_events: null }), ['all_events'], 'null');
    });

    test('every broken field is named in one answer, and nothing is created', async () => {
      const before = await api<Page<Webhook>>(sandbox(), 'GET', '/webhooks/?page=1');
      const response = await api(sandbox(), 'POST', '/webhooks/', {
        title: '',
        events: [''],
        all_events: 'yes',
        callback: 'mailto:x@y.z',
      });
      assert.equal(response.status, 400);
      assert.deepEqual(Object.keys(response.body as ErrorBody).sort(), [
        'all_events',
        'callback',
        'events',
        'title',
      ]);
      const after = await api<Page<Webhook>>(sandbox(), 'GET', '/webhooks/?page=1');
      assert.deepEqual(after.body, before.body);
    });

    test('a body that is not a JSON object is refused', async () => {
      const headers = {
        Authorization: `Bearer ${sandbox().apiKey}`,
        'Content-Type': 'application/json',
      };
      const url = `${sandbox().baseUrl}/webhooks/`;
      const malformed = await fetch(url, { method: 'POST', headers, body: '{"title":' });
      assert.equal(malformed.status, 400);
      const list = await fetch(url, { method: 'POST', headers, body: '[]' });
      assert.equal(list.status, 400);
      const text = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'text/plain' },
        body: JSON.stringify(webhookBody()),
      });
      assert.equal(text.status, 415);
    });
  });

  test('405 for methods a path does not take', async () => {
    const created = await createWebhook(sandbox());
    const onList = await api(sandbox(), 'DELETE', '/webhooks/');
    assert.equal(onList.status, 405);
    assert.equal(onList.headers.get('allow'), 'GET, POST');
    const onOne = await api(sandbox(), 'POST', `/webhooks/${created.body.id}/`, webhookBody());
    assert.equal(onOne.status, 405);
    assert.equal(onOne.headers.get('allow'), 'GET, PUT, PATCH, DELETE');
  });

  test('401 without an API key', async () => {
    const response = await api(sandbox(), 'GET', '/webhooks/', undefined, { apiKey: null });
    assert.equal(response.status, 401);
    const create = await api(sandbox(), 'POST', '/webhooks/', webhookBody(), { apiKey: 'bad' });
    assert.equal(create.status, 401);
  });
});

describe('webhooks: pagination', () => {
  const sandbox = useSandbox();

  test('20 a page, oldest first, with absolute next and previous links', async () => {
    // Each webhook costs an RSA key pair: 21 make two pages (the clients' tests walk three).
    const ids: string[] = [];
    for (let index = 0; index < 21; index += 1) {
      const { body } = await createWebhook(sandbox(), { title: `Hook ${index}` });
      ids.push(body.id);
    }
    const first = await api<Page<Webhook>>(sandbox(), 'GET', '/webhooks/');
    assert.equal(first.status, 200);
    assert.deepEqual(
      first.body.results.map((webhook) => webhook.id),
      ids.slice(0, 20),
    );
    assert.equal(first.body.previous, null);
    assert.equal(first.body.next, `${sandbox().baseUrl}/webhooks/?page=2`);

    // Follow the links as a client would.
    const headers = { Authorization: `Bearer ${sandbox().apiKey}` };
    const second = (await (
      await fetch(first.body.next ?? '', { headers })
    ).json()) as Page<Webhook>;
    assert.deepEqual(
      second.results.map((webhook) => webhook.id),
      ids.slice(20),
    );
    assert.equal(second.next, null);
    assert.equal(second.previous, `${sandbox().baseUrl}/webhooks/?page=1`);
    const back = (await (await fetch(second.previous ?? '', { headers })).json()) as Page<Webhook>;
    assert.deepEqual(back, first.body);
  });

  test('a page past the end is 404; a page that is not a whole number from 1 is 400', async () => {
    const past = await api(sandbox(), 'GET', '/webhooks/?page=3');
    assert.equal(past.status, 404);
    assert.equal(errorsAt(past.body, ['__all__'])[0]?.code, 'invalid_page');
    for (const page of ['0', '-1', 'two', '1.5']) {
      assertError(await api(sandbox(), 'GET', `/webhooks/?page=${page}`), ['page'], 'invalid');
    }
    assertError(await api(sandbox(), 'GET', '/webhooks/?page=1&page=2'), ['page'], 'invalid');
  });
});

describe('webhooks: an empty list', () => {
  const sandbox = useSandbox();

  test('is one empty page', async () => {
    const { status, body } = await api<Page<Webhook>>(sandbox(), 'GET', '/webhooks/');
    assert.equal(status, 200);
    assert.deepEqual(body, { results: [], next: null, previous: null });
    assert.equal((await api(sandbox(), 'GET', '/webhooks/?page=2')).status, 404);
  });
});

/** A `node:http` receiver on port 0 that records what is posted to it. */
async function startReceiver(): Promise<{
  url: string;
  received: { headers: IncomingHttpHeaders; body: Buffer; path: string }[];
  waitFor: (count: number) => Promise<void>;
  close: () => Promise<void>;
}> {
  const received: { headers: IncomingHttpHeaders; body: Buffer; path: string }[] = [];
  let notify = (): void => undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks), path: req.url ?? '' });
      res.writeHead(200).end();
      notify();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    waitFor: (count) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no delivery within 10 s')), 10_000);
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve();
          }
        };
        notify = check;
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhooks: signatures', () => {
  const sandbox = useSandbox();

  test("a delivery verifies with its webhook's public key and with no other key", async () => {
    const receiver = await startReceiver();
    try {
      const subscribed = await createWebhook(sandbox(), {
        title: 'Created',
        events: ['purchase.created'],
        callback: `${receiver.url}/created`,
      });
      const everything = await createWebhook(sandbox(), {
        title: 'All',
        events: undefined,
        all_events: true,
        callback: `${receiver.url}/all`,
      });
      const other = await createWebhook(sandbox(), {
        title: 'Paid only',
        events: ['purchase.paid'],
        callback: `${receiver.url}/paid`,
      });
      const purchase = await api(sandbox(), 'POST', '/purchases/', purchaseBody(sandbox()));
      assert.equal(purchase.status, 201, JSON.stringify(purchase.body));

      await receiver.waitFor(2);
      assert.deepEqual(receiver.received.map((delivery) => delivery.path).sort(), [
        '/all',
        '/created',
      ]);
      const keys: Record<string, string> = {
        '/created': subscribed.body.public_key,
        '/all': everything.body.public_key,
      };
      for (const delivery of receiver.received) {
        const signature = Buffer.from(String(delivery.headers['x-signature']), 'base64');
        const payload = JSON.parse(delivery.body.toString('utf8')) as Record<string, unknown>;
        assert.equal(payload.event_type, 'purchase.created');
        assert.equal(payload.id, purchase.body.id);
        const own = keys[delivery.path] ?? '';
        assert.ok(verify('sha256', delivery.body, own, signature), `${delivery.path} verifies`);
        for (const stranger of [
          other.body.public_key,
          sandbox().publicKeyPem,
          ...Object.values(keys).filter((key) => key !== own),
        ]) {
          assert.equal(verify('sha256', delivery.body, stranger, signature), false);
        }
      }
    } finally {
      await receiver.close();
    }
  });
});
