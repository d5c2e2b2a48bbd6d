import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { useSandbox } from '../helpers.js';
import { codes, PayoutTestClient } from './helpers.js';

const sandbox = useSandbox();
const client = new PayoutTestClient(sandbox);

const instruction = (bankAccountId: unknown, overrides: Record<string, unknown> = {}) => ({
  bank_account_id: bankAccountId,
  amount: 1,
  email: 'vendor@example.com',
  description: 'Supplies',
  reference: `ref-${Math.random().toString(36).slice(2)}`,
  ...overrides,
});

describe('bank accounts', () => {
  test('the sample’s three fields are required strings, all problems reported at once', async () => {
    const response = await client.request('POST', '/send/bank_accounts', {});
    assert.equal(response.status, 400);
    assert.deepEqual(Object.keys(response.body).sort(), ['account_number', 'bank_code', 'name']);
    for (const field of ['account_number', 'bank_code', 'name']) {
      assert.deepEqual(codes(response.body, field), ['required'], field);
    }
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a numeric account number', { account_number: 5861122242 }, 'account_number', 'invalid'],
    ['a blank bank code', { bank_code: ' ' }, 'bank_code', 'blank'],
    ['a blank name', { name: '   ' }, 'name', 'blank'],
    ['a name that is an array', { name: ['Vendor'] }, 'name', 'invalid'],
    ['a reference that is a number', { reference: 7 }, 'reference', 'invalid'],
  ];
  for (const [name, override, field, code] of invalid) {
    test(`${name} → 400 ${field}: ${code}, nothing stored`, async () => {
      const count = (await client.request<{ results: unknown[] }>('GET', '/send/bank_accounts'))
        .body.results.length;
      const response = await client.request('POST', '/send/bank_accounts', {
        account_number: '5861122242',
        bank_code: 'OCBCMYKL',
        name: 'Vendor',
        reference: 'vendor',
        ...override,
      });
      assert.equal(response.status, 400, JSON.stringify(response.body));
      assert.deepEqual(Object.keys(response.body as object), [field]);
      assert.deepEqual(codes(response.body, field), [code]);
      const after = (await client.request<{ results: unknown[] }>('GET', '/send/bank_accounts'))
        .body.results.length;
      assert.equal(after, count);
    });
  }

  test('account numbers and bank codes have no pattern of ours: the gateway judges them', async () => {
    const account = await client.bankAccount({ account_number: '586-112-2242', bank_code: 'x1' });
    assert.equal(account.account_number, '586-112-2242');
    assert.equal(account.bank_code, 'x1');
    assert.equal(account.reference, 'vendor-1');
    assert.equal(typeof account.id, 'number');
    assert.equal(Number.isNaN(Date.parse(String(account.created_at))), false);
  });

  test('an unknown id → 404', async () => {
    const response = await client.request('GET', '/send/bank_accounts/nope');
    assert.equal(response.status, 404);
    assert.deepEqual(codes(response.body), ['not_found']);
  });

  test('malformed JSON → 400', async () => {
    const response = await fetch(`${sandbox().sendBaseUrl}/send/bank_accounts`, {
      method: 'POST',
      headers: { ...client.sign(), 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    assert.equal(response.status, 400);
    assert.deepEqual(codes(await response.json()), ['parse_error']);
  });
});

describe('send limits', () => {
  test('amount must be ringgit above 0 with at most 2 decimals', async () => {
    for (const [body, field, code] of [
      [{}, 'amount', 'required'],
      [{ amount: '1.005' }, 'amount', 'invalid'],
      [{ amount: 10.555 }, 'amount', 'invalid'],
      [{ amount: 0 }, 'amount', 'min_value'],
      [{ amount: -5 }, 'amount', 'invalid'],
    ] as const) {
      const response = await client.request('POST', '/send/send_limits', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.deepEqual(codes(response.body, field), [code], JSON.stringify(body));
    }
  });

  test('no more than the convertible balance, counting increases still pending', async () => {
    const { convertible_balance_from_statement: balance } = await client.account();
    const tooMuch = await client.request('POST', '/send/send_limits', {
      amount: (balance as number) + 0.01,
    });
    assert.equal(tooMuch.status, 400);
    assert.deepEqual(codes(tooMuch.body, 'amount'), ['insufficient_convertible_balance']);
    const half = Math.floor((balance as number) / 2) + 1;
    assert.equal((await client.request('POST', '/send/send_limits', { amount: half })).status, 201);
    const second = await client.request('POST', '/send/send_limits', { amount: half });
    assert.equal(second.status, 400, 'the first request reserved its amount');
    assert.deepEqual(codes(second.body, 'amount'), ['insufficient_convertible_balance']);
  });

  test('the approval link needs its token; a wrong one changes nothing', async () => {
    const created = await client.request('POST', '/send/send_limits', { amount: 1 });
    const url = new URL(String(created.body.approval_url));
    const noToken = await fetch(`${url.origin}${url.pathname}`);
    assert.equal(noToken.status, 403);
    url.searchParams.set('token', 'guess');
    const wrong = await fetch(url);
    assert.equal(wrong.status, 403);
    assert.deepEqual(codes(await wrong.json()), ['invalid_approval_token']);
    url.searchParams.set(
      'token',
      new URL(String(created.body.approval_url)).searchParams.get('token') ?? '',
    );
    assert.equal((await fetch(url, { method: 'HEAD' })).status, 200, 'a HEAD approves nothing');
    const read = await client.request('GET', `/send/send_limits/${created.body.id}`);
    assert.equal(read.body.status, 'pending');
    const unknown = await fetch(`${url.origin}/send/send_limits/nope/approve?token=x`);
    assert.equal(unknown.status, 404);
  });
});

describe('send instructions', () => {
  test('every field is required', async () => {
    const response = await client.request('POST', '/send/send_instructions', {});
    assert.equal(response.status, 400);
    for (const field of ['bank_account_id', 'amount', 'email', 'description', 'reference']) {
      assert.deepEqual(codes(response.body, field), ['required'], field);
    }
  });

  test('field rules', async () => {
    await client.allocate(10_000);
    const bank = await client.bankAccount();
    for (const [override, field, code] of [
      [{ bank_account_id: 999_999 }, 'bank_account_id', 'does_not_exist'],
      [{ bank_account_id: 'no-such-account' }, 'bank_account_id', 'invalid'],
      [{ bank_account_id: 1.5 }, 'bank_account_id', 'invalid'],
      [{ amount: '10.001' }, 'amount', 'invalid'],
      [{ amount: 0 }, 'amount', 'min_value'],
      [{ email: 'not-an-email' }, 'email', 'invalid'],
      [{ email: 'a b@example.com' }, 'email', 'invalid'],
      [{ description: '' }, 'description', 'blank'],
      [{ description: 42 }, 'description', 'invalid'],
      [{ reference: ' ' }, 'reference', 'blank'],
    ] as const) {
      const response = await client.request(
        'POST',
        '/send/send_instructions',
        instruction(bank.id, override),
      );
      assert.equal(response.status, 400, JSON.stringify(override));
      assert.deepEqual(codes(response.body, field), [code], JSON.stringify(override));
    }
    // No length is published for the text fields: a long one is taken.
    const long = await client.request(
      'POST',
      '/send/send_instructions',
      instruction(bank.id, { description: 'x'.repeat(1000), reference: 'r'.repeat(300) }),
    );
    assert.equal(long.status, 201, JSON.stringify(long.body));
  });

  test('a duplicate reference → 400 duplicate_reference, nothing created or reserved', async () => {
    const bank = await client.bankAccount();
    const first = await client.request(
      'POST',
      '/send/send_instructions',
      instruction(bank.id, { reference: 'INV-1' }),
    );
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const before = await client.account();
    const count = (await client.request<{ results: unknown[] }>('GET', '/send/send_instructions'))
      .body.results.length;
    const again = await client.request(
      'POST',
      '/send/send_instructions',
      instruction(bank.id, { reference: 'INV-1', amount: 2 }),
    );
    assert.equal(again.status, 400);
    assert.deepEqual(codes(again.body, 'reference'), ['duplicate_reference']);
    assert.deepEqual(await client.account(), before);
    const after = (await client.request<{ results: unknown[] }>('GET', '/send/send_instructions'))
      .body.results.length;
    assert.equal(after, count);
    const otherCase = await client.request(
      'POST',
      '/send/send_instructions',
      instruction(bank.id, { reference: 'inv-1' }),
    );
    assert.equal(otherCase.status, 201, 'references are compared exactly');
  });

  test('more than the send limit left, fee counted → 400 send_limit_exceeded, nothing reserved', async () => {
    const bank = await client.bankAccount();
    await client.allocate(20);
    const before = await client.account();
    const balance = before.current_balance as number;
    // What may still be sent: the balance less the RM 1 fee, in whole cents.
    const remaining = (Math.round(balance * 100) - 100) / 100;
    const response = await client.request(
      'POST',
      '/send/send_instructions',
      instruction(bank.id, { amount: (Math.round(remaining * 100) + 1) / 100 }),
    );
    assert.equal(response.status, 400);
    assert.deepEqual(codes(response.body, 'amount'), ['send_limit_exceeded']);
    assert.deepEqual(await client.account(), before);
    const exact = await client.request(
      'POST',
      '/send/send_instructions',
      instruction(bank.id, { amount: remaining }),
    );
    assert.equal(exact.status, 201, 'the whole remaining limit may be sent');
    assert.equal((await client.account()).current_balance, 0);
  });

  test('20 concurrent instructions never take more than the limit together', async () => {
    const bank = await client.bankAccount();
    const { current_balance: left } = await client.account();
    await client.allocate(100 - (left as number));
    const { current_balance: remaining } = await client.account();
    assert.equal(remaining, 100);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        client.request(
          'POST',
          '/send/send_instructions',
          instruction(bank.id, { amount: 6, reference: `burst-${index}` }),
        ),
      ),
    );
    const accepted = responses.filter((response) => response.status === 201);
    const refused = responses.filter((response) => response.status === 400);
    assert.equal(accepted.length, 14, '14 × (RM 6 and the RM 1 fee) fit in RM 100');
    assert.equal(refused.length, 6);
    for (const response of refused)
      assert.deepEqual(codes(response.body, 'amount'), ['send_limit_exceeded']);
    const after = await client.account();
    assert.equal(after.current_balance, 2);
  });

  test('concurrent instructions with one reference: exactly one is created', async () => {
    const bank = await client.bankAccount();
    await client.allocate(10);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.request(
          'POST',
          '/send/send_instructions',
          instruction(bank.id, { amount: 1, reference: 'same-ref' }),
        ),
      ),
    );
    assert.equal(responses.filter((response) => response.status === 201).length, 1);
  });

  test('an unknown id → 404', async () => {
    const response = await client.request('GET', '/send/send_instructions/nope');
    assert.equal(response.status, 404);
  });
});

describe('routing', () => {
  test('unknown /send/ paths → 404 JSON', async () => {
    for (const path of ['/send/nothing', '/send/accounts/extra/deep', '/send', '/webhooks/1/x']) {
      const response = await client.request('GET', path);
      assert.equal(response.status, 404, path);
      assert.deepEqual(codes(response.body), ['not_found'], path);
    }
  });

  test('wrong methods → 405 with Allow', async () => {
    for (const [method, path, allow] of [
      ['POST', '/send/accounts', 'GET'],
      ['DELETE', '/send/send_limits', 'GET, POST'],
      ['PUT', '/send/bank_accounts', 'GET, POST'],
      ['PATCH', '/send/send_instructions', 'GET, POST'],
      ['DELETE', '/send/bank_accounts/some-id', 'GET'],
      ['POST', '/send/send_instructions/some-id', 'GET'],
      ['PUT', '/send/send_limits/some-id', 'GET'],
      ['GET', '/send/send_limits/some-id/resend_approval_requests', 'POST'],
      ['PUT', '/webhooks', 'GET, POST'],
      ['POST', '/webhooks/some-id', 'GET, PATCH, DELETE'],
    ] as const) {
      const response = await client.request(method, path);
      assert.equal(response.status, 405, `${method} ${path}`);
      assert.equal(response.headers.get('allow'), allow, `${method} ${path}`);
      assert.deepEqual(codes(response.body), ['method_not_allowed']);
    }
  });

  test('payout paths have no trailing slash: with one → 404 that says so', async () => {
    const response = await client.request('GET', '/send/accounts/');
    assert.equal(response.status, 404);
    assert.match(JSON.stringify(response.body), /do not end in a slash/);
  });
});
