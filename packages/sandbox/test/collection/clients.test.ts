import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page, Purchase } from '@checkout-kit/protocol';
import { type Sandbox, startSandbox } from '../../src/index.js';
import type { StoredClient, StoredRecurringToken } from '../../src/core/state.js';
import { type ApiResponse, api, purchaseBody, useSandbox } from '../helpers.js';
import { readDataFile } from '../../src/persistence/data-file-contents.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every ClientDetails field, each with a valid value. */
const FULL_DETAILS = {
  email: 'siti@example.com',
  phone: '+60 12-345 6789',
  full_name: 'Siti Aisyah binti Ahmad',
  personal_code: '900101-14-5678',
  street_address: '1 Jalan Ampang',
  country: 'MY',
  city: 'Kuala Lumpur',
  zip_code: '50450',
  state: 'Wilayah Persekutuan',
  shipping_street_address: '2 Jalan Bukit Bintang',
  shipping_country: 'MY',
  shipping_city: 'Kuala Lumpur',
  shipping_zip_code: '55100',
  shipping_state: 'Wilayah Persekutuan',
  cc: ['accounts@example.com'],
  bcc: ['audit@example.com', 'boss@example.com'],
  legal_name: 'Aisyah Trading Sdn Bhd',
  brand_name: 'Aisyah Trading',
  registration_number: '201901000001',
  tax_number: 'C1234567890',
  bank_account: '1234567890',
  bank_code: 'MBBEMYKL',
};

type ErrorList = { code: string; message: string }[];

function errorsAt(body: unknown, path: string[]): ErrorList {
  let node: unknown = body;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  assert.ok(Array.isArray(node), `no errors at ${path.join('.')} in ${JSON.stringify(body)}`);
  return node as ErrorList;
}

function assertError(response: ApiResponse<unknown>, path: string[], code: string): void {
  assert.equal(response.status, 400, JSON.stringify(response.body));
  const errors = errorsAt(response.body, path);
  assert.ok(
    errors.some((error) => error.code === code && error.message.includes(String(path[0]))),
    `expected ${code} at ${path.join('.')}: ${JSON.stringify(errors)}`,
  );
}

function createClient(
  s: Sandbox,
  body: Record<string, unknown> = { email: 'payer@example.com' },
): Promise<ApiResponse<StoredClient>> {
  return api<StoredClient>(s, 'POST', '/clients/', body);
}

describe('clients', () => {
  const sandbox = useSandbox();

  test('create with only an e-mail answers 201 with the client', async () => {
    const { status, body } = await createClient(sandbox());
    assert.equal(status, 201);
    assert.match(body.id, UUID);
    assert.equal(body.type, 'client');
    assert.equal(body.email, 'payer@example.com');
    assert.equal(typeof body.created_on, 'number');
    assert.equal(body.updated_on, body.created_on);
  });

  test('create keeps every ClientDetails field and drops unknown ones', async () => {
    const { status, body } = await createClient(sandbox(), { ...FULL_DETAILS, colour: 'blue' });
    assert.equal(status, 201, JSON.stringify(body));
    const { id, type, created_on, updated_on, ...details } = body;
    assert.ok(id && type && created_on && updated_on);
    assert.deepEqual(details, FULL_DETAILS);
  });

  test('read answers the client; unknown ids are 404', async () => {
    const created = await createClient(sandbox(), FULL_DETAILS);
    const read = await api<StoredClient>(sandbox(), 'GET', `/clients/${created.body.id}/`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body, created.body);
    const unknown = await api(sandbox(), 'GET', `/clients/${randomUUID()}/`);
    assert.equal(unknown.status, 404);
    assert.equal(errorsAt(unknown.body, ['__all__'])[0]?.code, 'not_found');
  });

  test('update (PUT) replaces the details: fields not given are removed', async () => {
    const created = await createClient(sandbox(), FULL_DETAILS);
    const { status, body } = await api<StoredClient>(
      sandbox(),
      'PUT',
      `/clients/${created.body.id}/`,
      { email: 'new@example.com', full_name: 'New Name', id: 'ignored', created_on: 1 },
    );
    assert.equal(status, 200, JSON.stringify(body));
    assert.deepEqual(body, {
      id: created.body.id,
      type: 'client',
      email: 'new@example.com',
      full_name: 'New Name',
      created_on: created.body.created_on,
      updated_on: body.updated_on,
    });
    assert.ok(body.updated_on >= created.body.updated_on);
    assertError(
      await api(sandbox(), 'PUT', `/clients/${created.body.id}/`, { full_name: 'No e-mail' }),
      ['email'],
      'required',
    );
  });

  test('partial update (PATCH) changes only what it is given', async () => {
    const created = await createClient(sandbox(), FULL_DETAILS);
    const { status, body } = await api<StoredClient>(
      sandbox(),
      'PATCH',
      `/clients/${created.body.id}/`,
      { city: 'Penang', cc: [] },
    );
    assert.equal(status, 200, JSON.stringify(body));
    assert.deepEqual(body, {
      ...created.body,
      city: 'Penang',
      cc: [],
      updated_on: body.updated_on,
    });
    assertError(
      await api(sandbox(), 'PATCH', `/clients/${created.body.id}/`, { email: 'nope' }),
      ['email'],
      'invalid',
    );
    const read = await api<StoredClient>(sandbox(), 'GET', `/clients/${created.body.id}/`);
    assert.equal(read.body.email, FULL_DETAILS.email, 'a refused update changes nothing');
  });

  test('delete answers 204; the client is gone', async () => {
    const created = await createClient(sandbox());
    const path = `/clients/${created.body.id}/`;
    const deleted = await api(sandbox(), 'DELETE', path);
    assert.equal(deleted.status, 204);
    assert.equal(deleted.body, null);
    assert.equal((await api(sandbox(), 'GET', path)).status, 404);
    assert.equal((await api(sandbox(), 'DELETE', path)).status, 404);
    assert.equal((await api(sandbox(), 'PATCH', path, { city: 'x' })).status, 404);
    assert.equal((await api(sandbox(), 'PUT', path, { email: 'a@b.co' })).status, 404);
    assert.equal((await api(sandbox(), 'GET', `${path}recurring_tokens/`)).status, 404);
  });

  describe('validation', () => {
    test('email is required and must be an e-mail address', async () => {
      assertError(await createClient(sandbox(), {}), ['email'], 'required');
      assertError(await createClient(sandbox(), { full_name: 'x' }), ['email'], 'required');
      assertError(await createClient(sandbox(), { email: null }), ['email'], 'null');
      assertError(await createClient(sandbox(), { email: '' }), ['email'], 'blank');
      for (const email of ['nope', 'a@b', '@example.com', 'a b@example.com', 'a@@example.com']) {
        assertError(await createClient(sandbox(), { email }), ['email'], 'invalid');
      }
      assertError(await createClient(sandbox(), { email: 42 }), ['email'], 'invalid');
    });

    test('the published maximum lengths, counted in characters', async () => {
      const limits: Record<string, number> = {
        full_name: 1000,
        legal_name: 1000,
        personal_code: 32,
        registration_number: 32,
        tax_number: 32,
        brand_name: 128,
      };
      for (const [field, max] of Object.entries(limits)) {
        const tooLong = await createClient(sandbox(), {
          email: 'a@example.com',
          [field]: 'x'.repeat(max + 1),
        });
        assertError(tooLong, [field], 'max_length');
        assert.match(errorsAt(tooLong.body, [field])[0]?.message ?? '', new RegExp(String(max)));
        const longest = await createClient(sandbox(), {
          email: 'a@example.com',
          [field]: '字'.repeat(max),
        });
        assert.equal(longest.status, 201, `${field} of ${max} characters`);
      }
    });

    test('text fields must be strings, not null', async () => {
      for (const field of ['phone', 'street_address', 'country', 'bank_code', 'shipping_city']) {
        assertError(
          await createClient(sandbox(), { email: 'a@example.com', [field]: 5 }),
          [field],
          'invalid',
        );
        assertError(
          await createClient(sandbox(), { email: 'a@example.com', [field]: null }),
          [field],
          'null',
        );
      }
      const blank = await createClient(sandbox(), { email: 'a@example.com', phone: '' });
      assert.equal(blank.status, 201, 'optional text may be empty');
    });

    test('cc and bcc are lists of e-mail addresses', async () => {
      assertError(
        await createClient(sandbox(), { email: 'a@example.com', cc: 'b@example.com' }),
        ['cc'],
        'invalid',
      );
      assertError(
        await createClient(sandbox(), { email: 'a@example.com', bcc: ['b@example.com', 'nope'] }),
        ['bcc', '1'],
        'invalid',
      );
      const response = await createClient(sandbox(), {
        email: 'a@example.com',
        cc: [null, 'ok@example.com', ''],
      });
      assertError(response, ['cc', '0'], 'null');
      assertError(response, ['cc', '2'], 'blank');
    });

    test('every broken field is named in one answer, and nothing is created', async () => {
      const before = await api<Page<StoredClient>>(sandbox(), 'GET', '/clients/');
      const response = await createClient(sandbox(), {
        email: 'nope',
        tax_number: 'x'.repeat(33),
        cc: 'x',
      });
      assert.deepEqual(Object.keys(response.body).sort(), ['cc', 'email', 'tax_number']);
      const after = await api<Page<StoredClient>>(sandbox(), 'GET', '/clients/');
      assert.deepEqual(after.body, before.body);
    });

    test('a body that is not a JSON object is refused', async () => {
      const response = await fetch(`${sandbox().baseUrl}/clients/`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${sandbox().apiKey}`,
          'Content-Type': 'application/json',
        },
        body: '{"email":',
      });
      assert.equal(response.status, 400);
    });
  });

  test('405 for methods a path does not take', async () => {
    const created = await createClient(sandbox());
    const onList = await api(sandbox(), 'DELETE', '/clients/');
    assert.equal(onList.status, 405);
    assert.equal(onList.headers.get('allow'), 'GET, POST');
    const onOne = await api(sandbox(), 'POST', `/clients/${created.body.id}/`, {});
    assert.equal(onOne.status, 405);
    assert.equal(onOne.headers.get('allow'), 'GET, PUT, PATCH, DELETE');
    const onTokens = await api(
      sandbox(),
      'POST',
      `/clients/${created.body.id}/recurring_tokens/`,
      {},
    );
    assert.equal(onTokens.status, 405);
    assert.equal(onTokens.headers.get('allow'), 'GET');
  });

  test('401 without an API key', async () => {
    assert.equal(
      (await api(sandbox(), 'GET', '/clients/', undefined, { apiKey: null })).status,
      401,
    );
    assert.equal(
      (await api(sandbox(), 'POST', '/clients/', { email: 'a@example.com' }, { apiKey: 'x' }))
        .status,
      401,
    );
  });
});

describe('clients: pagination', () => {
  const sandbox = useSandbox();

  test('20 a page, oldest first, with absolute next and previous links', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 45; index += 1) {
      ids.push((await createClient(sandbox(), { email: `payer${index}@example.com` })).body.id);
    }
    const pages: Page<StoredClient>[] = [];
    let url: string | null = `${sandbox().baseUrl}/clients/`;
    while (url) {
      const response: Response = await fetch(url, {
        headers: { Authorization: `Bearer ${sandbox().apiKey}` },
      });
      assert.equal(response.status, 200);
      const page = (await response.json()) as Page<StoredClient>;
      pages.push(page);
      url = page.next;
    }
    assert.deepEqual(
      pages.map((page) => page.results.length),
      [20, 20, 5],
    );
    assert.deepEqual(
      pages.flatMap((page) => page.results.map((client) => client.id)),
      ids,
    );
    assert.deepEqual(
      pages.map((page) => [page.previous, page.next]),
      [
        [null, `${sandbox().baseUrl}/clients/?page=2`],
        [`${sandbox().baseUrl}/clients/?page=1`, `${sandbox().baseUrl}/clients/?page=3`],
        [`${sandbox().baseUrl}/clients/?page=2`, null],
      ],
    );
    const past = await api(sandbox(), 'GET', '/clients/?page=4');
    assert.equal(past.status, 404);
    assertError(await api(sandbox(), 'GET', '/clients/?page=zero'), ['page'], 'invalid');
  });
});

/**
 * A sandbox whose state has clients with saved cards. Saving a card takes a payment (the pages'
 * business), so the test writes the result of one into the sandbox's data file between two
 * runs: purchases made through the API, then marked as paid recurring tokens of a client.
 */
describe('clients: recurring tokens', () => {
  let directory = '';
  let sandbox: Sandbox | undefined;
  const s = (): Sandbox => {
    assert.ok(sandbox);
    return sandbox;
  };
  /** Client → its token records, and the token purchases. */
  const fixture = {
    clientId: '',
    otherClientId: '',
    tokenIds: [] as string[],
    purchaseIds: [] as string[],
    otherTokenId: '',
    otherPurchaseId: '',
  };

  before(async () => {
    directory = await mkdtemp(join(tmpdir(), 'checkout-sandbox-clients-'));
    const dataFile = join(directory, 'state.json');
    const first = await startSandbox({ dataFile });
    fixture.clientId = (await createClient(first, { email: 'saver@example.com' })).body.id;
    fixture.otherClientId = (await createClient(first, { email: 'other@example.com' })).body.id;
    const purchases: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await api<Purchase>(first, 'POST', '/purchases/', purchaseBody(first));
      assert.equal(response.status, 201, JSON.stringify(response.body));
      purchases.push(response.body.id);
    }
    await first.close();

    const state = await readDataFile(dataFile);
    const owners = [fixture.clientId, fixture.clientId, fixture.otherClientId];
    purchases.forEach((purchaseId, index) => {
      const stored = state.purchases[purchaseId];
      assert.ok(stored);
      const clientId = owners[index] ?? '';
      stored.purchase.status = 'paid';
      stored.purchase.client_id = clientId;
      stored.purchase.is_recurring_token = true;
      stored.purchase.transaction_data.payment_method = 'visa';
      stored.card = {
        brand: 'visa',
        last4: '1111',
        expiryMonth: 12,
        expiryYear: 30,
        cardholderName: 'SITI AISYAH',
        threeDSecure: false,
      };
      const token: StoredRecurringToken = {
        id: randomUUID(),
        type: 'client_recurring_token',
        client_id: clientId,
        recurring_token: purchaseId,
        payment_method: 'visa',
        description: 'visa •••• 1111',
        created_on: stored.purchase.created_on,
        updated_on: stored.purchase.created_on,
      };
      state.recurringTokens[token.id] = token;
      if (clientId === fixture.clientId) {
        fixture.tokenIds.push(token.id);
        fixture.purchaseIds.push(purchaseId);
      } else {
        fixture.otherTokenId = token.id;
        fixture.otherPurchaseId = purchaseId;
      }
    });
    await writeFile(dataFile, JSON.stringify(state));
    sandbox = await startSandbox({ dataFile });
  });

  after(async () => {
    await sandbox?.close();
    await rm(directory, { recursive: true, force: true });
  });

  const tokensPath = (clientId: string) => `/clients/${clientId}/recurring_tokens/`;

  test("list answers the client's tokens only", async () => {
    const { status, body } = await api<Page<StoredRecurringToken>>(
      s(),
      'GET',
      tokensPath(fixture.clientId),
    );
    assert.equal(status, 200);
    assert.deepEqual(
      body.results.map((token) => token.id),
      fixture.tokenIds,
    );
    assert.equal(body.next, null);
    assert.equal(body.previous, null);
    const [token] = body.results;
    assert.equal(token?.type, 'client_recurring_token');
    assert.equal(token?.client_id, fixture.clientId);
    assert.equal(token?.recurring_token, fixture.purchaseIds[0]);
    assert.equal(token?.payment_method, 'visa');
    assert.ok(!JSON.stringify(body).includes('4444333322221111'));

    const fresh = await createClient(s());
    const empty = await api<Page<StoredRecurringToken>>(s(), 'GET', tokensPath(fresh.body.id));
    assert.deepEqual(empty.body, { results: [], next: null, previous: null });
    assert.equal((await api(s(), 'GET', tokensPath(randomUUID()))).status, 404);
  });

  test('read answers one token; a token of another client is 404', async () => {
    const [tokenId] = fixture.tokenIds;
    const read = await api<StoredRecurringToken>(
      s(),
      'GET',
      `${tokensPath(fixture.clientId)}${tokenId}/`,
    );
    assert.equal(read.status, 200);
    assert.equal(read.body.id, tokenId);
    const elsewhere = await api(s(), 'GET', `${tokensPath(fixture.otherClientId)}${tokenId}/`);
    assert.equal(elsewhere.status, 404);
    const unknown = await api(s(), 'GET', `${tokensPath(fixture.clientId)}${randomUUID()}/`);
    assert.equal(unknown.status, 404);
    const wrongMethod = await api(s(), 'PUT', `${tokensPath(fixture.clientId)}${tokenId}/`, {});
    assert.equal(wrongMethod.status, 405);
    assert.equal(wrongMethod.headers.get('allow'), 'GET, DELETE');
  });

  test("answers a token by its purchase's id too, as the maker's PHP SDK 2.x asks for it", async () => {
    // chip-php-sdk 2.x ClientsResource::getRecurringToken(clientId, purchaseId).
    const [tokenId] = fixture.tokenIds;
    const [purchaseId] = fixture.purchaseIds;
    const read = await api<StoredRecurringToken>(
      s(),
      'GET',
      `${tokensPath(fixture.clientId)}${purchaseId}/`,
    );
    assert.equal(read.status, 200);
    assert.equal(read.body.id, tokenId);
    assert.equal(read.body.recurring_token, purchaseId);
    const elsewhere = await api(s(), 'GET', `${tokensPath(fixture.otherClientId)}${purchaseId}/`);
    assert.equal(elsewhere.status, 404);
  });

  test('delete revokes the token: its purchase is no longer a recurring token', async () => {
    const [tokenId, keptTokenId] = fixture.tokenIds;
    const [purchaseId, keptPurchaseId] = fixture.purchaseIds;
    const path = `${tokensPath(fixture.clientId)}${tokenId}/`;
    // Another client's path does not reach it.
    assert.equal(
      (await api(s(), 'DELETE', `${tokensPath(fixture.otherClientId)}${tokenId}/`)).status,
      404,
    );

    const deleted = await api(s(), 'DELETE', path);
    assert.equal(deleted.status, 204);
    assert.equal(deleted.body, null);
    assert.equal((await api(s(), 'GET', path)).status, 404);
    assert.equal((await api(s(), 'DELETE', path)).status, 404);

    const purchase = await api<Purchase>(s(), 'GET', `/purchases/${purchaseId}/`);
    assert.equal(purchase.body.is_recurring_token, false);
    const kept = await api<Purchase>(s(), 'GET', `/purchases/${keptPurchaseId}/`);
    assert.equal(kept.body.is_recurring_token, true, 'the other token is untouched');

    const list = await api<Page<StoredRecurringToken>>(s(), 'GET', tokensPath(fixture.clientId));
    assert.deepEqual(
      list.body.results.map((token) => token.id),
      [keptTokenId],
    );
  });

  test("deleting a client revokes its tokens and leaves other clients' alone", async () => {
    const [, keptTokenId] = fixture.tokenIds;
    const [, purchaseId] = fixture.purchaseIds;
    assert.ok(keptTokenId);
    const deleted = await api(s(), 'DELETE', `/clients/${fixture.clientId}/`);
    assert.equal(deleted.status, 204);
    const purchase = await api<Purchase>(s(), 'GET', `/purchases/${purchaseId}/`);
    assert.equal(purchase.body.is_recurring_token, false);
    assert.equal(purchase.body.client_id, fixture.clientId, 'the purchase keeps its client id');

    const other = await api<Purchase>(s(), 'GET', `/purchases/${fixture.otherPurchaseId}/`);
    assert.equal(other.body.is_recurring_token, true);
    const otherTokens = await api<Page<StoredRecurringToken>>(
      s(),
      'GET',
      tokensPath(fixture.otherClientId),
    );
    assert.deepEqual(
      otherTokens.body.results.map((token) => token.id),
      [fixture.otherTokenId],
    );
  });
});
