import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { type Sandbox, startSandbox } from '@checkout-kit/sandbox';
import {
  CheckoutApiError,
  CheckoutAuthError,
  CheckoutNetworkError,
  CheckoutValidationError,
} from '../src/errors.js';
import { SendClient, type SendClientOptions } from '../src/payout/send-client.js';

let sandbox: Sandbox;
/** How far `advance` has moved the sandbox clock ahead of real time. */
let offsetMs = 0;

before(async () => {
  sandbox = await startSandbox();
});
after(async () => {
  await sandbox?.close();
});

/** Moves the sandbox clock, and the clock of the clients made by {@link client}, forward. */
async function advance(ms: number): Promise<void> {
  offsetMs += ms;
  await sandbox.advanceTime(ms);
}

/** One request as `fetch` got it. */
interface Sent {
  method: string;
  url: string;
  headers: Headers;
}

/**
 * A `fetch` that records what it is asked to send, then sends it (or answers with `respond`
 * when that gives a response).
 */
function recordingFetch(
  respond?: (request: Sent, index: number) => Response | undefined | Promise<Response | undefined>,
) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: new Headers(init?.headers),
    };
    sent.push(request);
    const answer = await respond?.(request, sent.length - 1);
    return answer ?? globalThis.fetch(input, init);
  };
  return { sent, fetch };
}

/** A client of the sandbox that follows its clock; `options` replace the defaults. */
function client(options: Partial<SendClientOptions> = {}): SendClient {
  return new SendClient({
    apiKey: sandbox.sendApiKey,
    apiSecret: sandbox.sendApiSecret,
    baseUrl: sandbox.sendBaseUrl,
    now: () => Date.now() + offsetMs,
    ...options,
  });
}

/** The rejection of `promise`, asserted to be an instance of `type`. */
async function rejection<E extends Error>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof type, `expected ${type.name}, got ${inspect(error)}`);
    return error;
  }
  assert.fail(`expected ${type.name}, but it resolved`);
}

/** Every way an error may be shown or logged. */
function renderings(error: Error): string[] {
  return [
    String(error),
    error.message,
    error.stack ?? '',
    inspect(error, { depth: null, showHidden: true }),
    JSON.stringify(error),
  ];
}

/** Asserts that neither the payout secret nor the key shows in any rendering of `error`. */
function assertNoCredentials(error: Error, secret = sandbox.sendApiSecret): void {
  for (const text of renderings(error)) {
    assert.ok(!text.includes(secret), `the secret leaked: ${text}`);
    assert.ok(!text.includes(sandbox.sendApiKey), `the key leaked: ${text}`);
  }
}

const recipient = {
  account_number: '5861122242',
  bank_code: 'OCBCMYKL',
  name: 'Vendor Sdn Bhd',
  reference: 'vendor-42',
};

let references = 0;
function instruction(bankAccountId: string, patch: Record<string, unknown> = {}) {
  return {
    bank_account_id: bankAccountId,
    amount: 100,
    email: 'vendor@example.com',
    description: 'Supplies',
    reference: `ref-${++references}`,
    ...patch,
  };
}

describe('SendClient against the sandbox', () => {
  test('accounts → limit increase → approval → bank account → send instruction → completed', async () => {
    const payouts = client();

    // 1. The convertible balance, and no send limit yet.
    const accounts = await payouts.listAccounts();
    assert.equal(accounts.results.length, 1);
    const [before] = accounts.results;
    assert.ok(before);
    assert.equal(before.type, 'send_account');
    assert.equal(before.currency, 'MYR');
    assert.equal(before.send_limit, 0);
    assert.ok(before.convertible_balance >= 500_00);

    // 2. Ask for RM 500.00 more: pending until approved.
    const limit = await payouts.increaseSendLimit({ amount: 500_00, currency: 'MYR' });
    assert.equal(limit.status, 'pending_approval');
    assert.equal(limit.amount, 500_00);
    assert.equal(limit.account_id, before.id);
    assert.equal(limit.approved_on, null);
    assert.equal((await payouts.listAccounts()).results[0]?.pending_send_limit, 500_00);

    // The approver's click: the link from the e-mail, no signature.
    const approval = await fetch(limit.approval_url);
    assert.equal(approval.status, 200);
    await approval.text();

    const approved = await payouts.getSendLimit(limit.id);
    assert.equal(approved.status, 'approved');
    assert.equal(typeof approved.approved_on, 'number');
    assert.deepEqual(
      (await payouts.listSendLimits()).results.map((item) => item.id),
      [limit.id],
    );
    const [allocated] = (await payouts.listAccounts()).results;
    assert.equal(allocated?.send_limit, 500_00);
    assert.equal(allocated?.send_limit_remaining, 500_00);
    assert.equal(allocated?.convertible_balance, before.convertible_balance - 500_00);

    // 3. A recipient.
    const bankAccount = await payouts.createBankAccount(recipient);
    assert.equal(bankAccount.type, 'bank_account');
    assert.equal(bankAccount.status, 'verified');
    assert.equal(bankAccount.bank_code, 'OCBCMYKL');
    assert.deepEqual(await payouts.getBankAccount(bankAccount.id), bankAccount);
    assert.deepEqual((await payouts.listBankAccounts()).results, [bankAccount]);

    // 4. Send RM 120.50.
    const sent = await payouts.createSendInstruction({
      bank_account_id: bankAccount.id,
      amount: 120_50,
      email: 'vendor@example.com',
      description: 'Supplies for March',
      reference: 'invoice-123',
    });
    assert.equal(sent.status, 'received');
    assert.equal(sent.amount, 120_50);
    assert.equal(sent.currency, 'MYR');
    assert.equal(sent.bank_account_id, bankAccount.id);
    assert.equal((await payouts.listAccounts()).results[0]?.send_limit_remaining, 500_00 - 120_50);

    // The sandbox clock walks it on; the client's clock follows, so its epochs stay in range.
    await advance(5 * 60_000);
    const done = await payouts.getSendInstruction(sent.id);
    assert.equal(done.status, 'completed');
    assert.deepEqual(
      done.status_history.map((entry) => entry.status),
      ['received', 'processing', 'completed'],
    );
    assert.deepEqual(
      (await payouts.listSendInstructions()).results.map((item) => item.id),
      [sent.id],
    );
  });

  test('an instruction to the rejecting test account 0000000000 ends rejected', async () => {
    const payouts = client();
    const limit = await payouts.increaseSendLimit({ amount: 10_00 });
    assert.equal((await fetch(limit.approval_url)).status, 200);
    const bankAccount = await payouts.createBankAccount({
      ...recipient,
      account_number: '0000000000',
      reference: 'rejecting',
    });
    const sent = await payouts.createSendInstruction(
      instruction(bankAccount.id, { amount: 10_00 }),
    );
    await advance(5 * 60_000);
    assert.equal((await payouts.getSendInstruction(sent.id)).status, 'rejected');
  });

  test("the service's refusals become CheckoutApiError with code and field errors", async () => {
    const payouts = client();
    const unknown = await rejection(
      payouts.createSendInstruction(instruction('no-such-account')),
      CheckoutApiError,
    );
    assert.equal(unknown.status, 400);
    assert.equal(unknown.code, 'does_not_exist');
    assert.deepEqual(
      unknown.fieldErrors.map((error) => `${error.path} ${error.code}`),
      ['bank_account_id does_not_exist'],
    );

    const bankAccount = await payouts.createBankAccount({ ...recipient, reference: 'dup' });
    const limit = await payouts.increaseSendLimit({ amount: 2_00 });
    await fetch(limit.approval_url);
    await payouts.createSendInstruction(instruction(bankAccount.id, { reference: 'once' }));
    const duplicate = await rejection(
      payouts.createSendInstruction(instruction(bankAccount.id, { reference: 'once' })),
      CheckoutApiError,
    );
    assert.equal(duplicate.code, 'duplicate_reference');

    const tooMuch = await rejection(
      payouts.increaseSendLimit({ amount: 10_000_000_000 }),
      CheckoutApiError,
    );
    assert.equal(tooMuch.code, 'insufficient_convertible_balance');

    for (const read of [
      payouts.getSendLimit('nope'),
      payouts.getBankAccount('nope'),
      payouts.getSendInstruction('nope'),
    ]) {
      const missing = await rejection(read, CheckoutApiError);
      assert.equal(missing.status, 404);
      assert.equal(missing.code, 'not_found');
      assertNoCredentials(missing);
    }
  });
});

describe('authentication', () => {
  test('every request carries Bearer, a fresh epoch and its checksum; never the secret', async () => {
    let skew = 0;
    const { sent, fetch } = recordingFetch();
    const payouts = client({ fetch, now: () => Date.now() + offsetMs + skew });
    await payouts.listAccounts();
    skew += 1000;
    await payouts.listAccounts();
    assert.equal(sent.length, 2);
    const [first, second] = sent.map((request) => ({
      authorization: request.headers.get('authorization'),
      epoch: request.headers.get('epoch') ?? '',
      checksum: request.headers.get('checksum') ?? '',
    }));
    assert.ok(first && second);
    assert.equal(first.authorization, `Bearer ${sandbox.sendApiKey}`);
    assert.equal(Number(second.epoch) - Number(first.epoch), 1, 'a second apart');
    assert.notEqual(first.checksum, second.checksum);
    for (const { epoch, checksum } of [first, second]) {
      assert.match(epoch, /^\d{10}$/, 'whole seconds');
      assert.ok(Math.abs(Number(epoch) - Math.floor((Date.now() + offsetMs) / 1000)) <= 2);
      assert.equal(
        checksum,
        createHmac('sha512', sandbox.sendApiSecret)
          .update(`${epoch}${sandbox.sendApiKey}`)
          .digest('hex'),
      );
    }
    for (const request of sent) {
      for (const [, value] of request.headers) {
        assert.ok(!value.includes(sandbox.sendApiSecret), 'the secret was sent');
      }
      assert.ok(!request.url.includes(sandbox.sendApiKey));
    }
  });

  for (const seconds of [40, -40]) {
    test(`a clock ${seconds} s off → CheckoutAuthError epoch_out_of_range`, async () => {
      const payouts = client({ now: () => Date.now() + offsetMs + seconds * 1000 });
      const error = await rejection(payouts.listAccounts(), CheckoutAuthError);
      assert.equal(error.status, 401);
      assert.equal(error.code, 'epoch_out_of_range');
      assert.match(error.message, /within 30 seconds/);
      assert.match(error.message, /Check this host's clock \(or the now option\)/);
      assertNoCredentials(error);
    });
  }

  test('a wrong secret → CheckoutAuthError invalid_checksum, with neither secret in it', async () => {
    const wrongSecret = 'wrong-secret-that-must-not-leak';
    const payouts = client({ apiSecret: wrongSecret });
    const error = await rejection(payouts.listAccounts(), CheckoutAuthError);
    assert.equal(error.status, 401);
    assert.equal(error.code, 'invalid_checksum');
    assert.match(error.message, /Check the API secret \(it is not shown here\)/);
    assertNoCredentials(error);
    assertNoCredentials(error, wrongSecret);
  });

  test('a wrong key → CheckoutAuthError authentication_failed, without the key', async () => {
    const wrongKey = 'send_test_wrong_key_not_to_leak';
    const error = await rejection(client({ apiKey: wrongKey }).listAccounts(), CheckoutAuthError);
    assert.equal(error.code, 'authentication_failed');
    assert.match(error.message, /Check the API key \(it is not shown here\)/);
    for (const text of renderings(error)) assert.ok(!text.includes(wrongKey));
    assertNoCredentials(error);
  });

  test('a retried GET is signed afresh; a POST is never retried', async () => {
    let skew = 0;
    const { sent, fetch } = recordingFetch((request, index) => {
      skew += 1000;
      if (request.method === 'POST' || index === 0) {
        return Response.json(
          { __all__: [{ code: 'unavailable', message: 'Try later.' }] },
          {
            status: 503,
          },
        );
      }
      return undefined;
    });
    const payouts = client({ fetch, now: () => Date.now() + offsetMs + skew });
    const accounts = await payouts.listAccounts();
    assert.equal(accounts.results.length, 1);
    assert.equal(sent.length, 2, 'one retry after the 503');
    const [first, second] = sent.map((request) => request.headers.get('epoch'));
    assert.notEqual(first, second);
    assert.notEqual(sent[0]?.headers.get('checksum'), sent[1]?.headers.get('checksum'));

    sent.length = 0;
    const error = await rejection(payouts.createBankAccount(recipient), CheckoutApiError);
    assert.equal(error.status, 503);
    assert.equal(sent.length, 1, 'the POST went once');

    sent.length = 0;
    const once = client({ fetch, retries: 0 });
    assert.equal((await rejection(once.listSendLimits(), CheckoutApiError)).status, 503);
    assert.equal(sent.length, 1, 'retries: 0 tries a GET once');
  });
});

describe('local checks: nothing is sent', () => {
  const { sent, fetch } = recordingFetch();
  const payouts = () => client({ fetch });

  const cases: [string, (client: SendClient) => Promise<unknown>, string[]][] = [
    ['a fractional limit', (c) => c.increaseSendLimit({ amount: 10.5 }), ['amount not_an_integer']],
    [
      'a limit in another currency',
      (c) => c.increaseSendLimit({ amount: 100, currency: 'USD' as 'MYR' }),
      ['currency invalid_currency'],
    ],
    [
      'an empty bank account',
      (c) => c.createBankAccount({} as never),
      ['account_number required', 'bank_code required', 'name required', 'reference required'],
    ],
    [
      'a malformed bank code',
      (c) => c.createBankAccount({ ...recipient, bank_code: 'ocbc' }),
      ['bank_code invalid'],
    ],
    [
      'an instruction in ringgit, not cents',
      (c) => c.createSendInstruction(instruction('id', { amount: '120.50' }) as never),
      ['amount not_an_integer'],
    ],
    [
      'an instruction of 0',
      (c) => c.createSendInstruction(instruction('id', { amount: 0 })),
      ['amount min_value'],
    ],
    [
      'a bad e-mail',
      (c) => c.createSendInstruction(instruction('id', { email: 'vendor' })),
      ['email invalid'],
    ],
    [
      'an instruction without a reference',
      (c) => c.createSendInstruction(instruction('id', { reference: undefined }) as never),
      ['reference required'],
    ],
    ['an empty id', (c) => c.getSendInstruction(''), ['id blank']],
    ['a dot-dot id', (c) => c.getBankAccount('..'), ['id invalid']],
  ];
  for (const [name, call, expected] of cases) {
    test(`${name} → CheckoutValidationError`, async () => {
      const error = await rejection(call(payouts()), CheckoutValidationError);
      assert.deepEqual(
        error.issues.map((issue) => `${issue.path.join('.')} ${issue.code}`),
        expected,
      );
      assert.match(error.message, /nothing was sent/);
      assertNoCredentials(error);
      assert.equal(sent.length, 0, 'nothing was sent');
    });
  }

  test('a clock that is not in milliseconds (here microseconds) is refused, not sent', async () => {
    const error = await rejection(
      client({ fetch, now: () => Date.now() * 1000 }).listAccounts(),
      CheckoutValidationError,
    );
    assert.match(error.message, /looks like milliseconds/);
    assert.match(error.message, /now\(\)/);
    assert.equal(sent.length, 0);
  });

  test('options are checked, and never echoed', async () => {
    const secret = 'sk_secret_in_options';
    for (const [options, expected] of [
      [{ apiKey: '', apiSecret: secret, baseUrl: 'http://x' }, ['apiKey required']],
      [{ apiKey: 'key\n', apiSecret: secret, baseUrl: 'http://x' }, ['apiKey invalid']],
      [{ apiKey: 'key', apiSecret: '', baseUrl: 'http://x' }, ['apiSecret required']],
      [{ apiKey: 'key', apiSecret: secret, baseUrl: 'ftp://x' }, ['baseUrl invalid']],
      [{ apiKey: 'key', apiSecret: secret, baseUrl: '' }, ['baseUrl required']],
      [
        { apiKey: 'key', apiSecret: secret, baseUrl: 'http://x', timeoutMs: 0 },
        ['timeoutMs invalid'],
      ],
      [{ apiKey: 'Bearer key', apiSecret: secret, baseUrl: 'http://x' }, ['apiKey invalid']],
      [{ apiKey: 'key', apiSecret: secret, baseUrl: 'http://u:p@x' }, ['baseUrl invalid']],
      [{ apiKey: 'key', apiSecret: secret, baseUrl: 'http://x/?a=1' }, ['baseUrl invalid']],
      [{ apiKey: 'key', apiSecret: secret, baseUrl: 'http://x', retries: -1 }, ['retries invalid']],
      [
        { apiKey: '', apiSecret: '', baseUrl: '' },
        ['apiKey required', 'apiSecret required', 'baseUrl required'],
      ],
    ] as const) {
      let error: unknown;
      try {
        new SendClient(options as SendClientOptions);
      } catch (caught) {
        error = caught;
      }
      assert.ok(error instanceof CheckoutValidationError, JSON.stringify(expected));
      assert.deepEqual(
        error.issues.map((issue) => `${issue.path.join('.')} ${issue.code}`),
        expected,
      );
      for (const text of renderings(error)) assert.ok(!text.includes(secret));
    }
  });
});

describe('network failures', () => {
  test('a refused connection → CheckoutNetworkError connection, without credentials', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const payouts = client({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await rejection(payouts.listAccounts(), CheckoutNetworkError);
    assert.equal(error.reason, 'connection');
    assertNoCredentials(error);
    const post = await rejection(payouts.createBankAccount(recipient), CheckoutNetworkError);
    assertNoCredentials(post);
  });

  test('no answer in time → CheckoutNetworkError timeout; the POST says it may have happened', async () => {
    const { sent, fetch } = recordingFetch(() => new Promise<Response>(() => {}));
    const payouts = client({ fetch, timeoutMs: 50 });
    const error = await rejection(
      payouts.createSendInstruction(instruction('some-id')),
      CheckoutNetworkError,
    );
    assert.equal(error.reason, 'timeout');
    assert.match(error.message, /may still have carried it out/);
    assert.equal(sent.length, 1);
    assertNoCredentials(error);
  });

  test('an answer that is not JSON names the payout address', async () => {
    const { fetch } = recordingFetch(
      () => new Response('<html>a proxy page</html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await rejection(client({ fetch }).listAccounts(), CheckoutApiError);
    assert.equal(error.code, 'invalid_response');
    assert.match(error.message, /baseUrl is the payout service address/);
    assert.doesNotMatch(error.message, /collection API/);
  });

  test('the client itself shows no credentials', () => {
    const payouts = client();
    for (const text of [
      inspect(payouts, { depth: null, showHidden: true }),
      JSON.stringify(payouts),
      String(payouts),
    ]) {
      assert.ok(!text.includes(sandbox.sendApiSecret));
      assert.ok(!text.includes(sandbox.sendApiKey));
    }
  });
});
