import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { payoutAmountInCents, type SendInstruction, type SendLimit } from '@checkout-kit/protocol';
import { type Sandbox, startSandbox } from '@checkout-kit/sandbox';
import {
  missingPayoutKeyPaths,
  payoutSample,
  payoutSamples,
} from '../../../../test/fixtures/payout-samples.js';
import {
  CheckoutApiError,
  CheckoutAuthError,
  CheckoutNetworkError,
  CheckoutValidationError,
} from '../../src/errors.js';
import { SendClient, type SendClientOptions } from '../../src/payout/send-client.js';
import { verifySignature } from '../../src/signature/verify-signature.js';

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

/** The recipient of the sample `send/Bank-Accounts--add-bank-account.php`. */
const recipient = {
  account_number: '157380111111',
  bank_code: 'MBBEMYKL',
  name: 'Ahmad Pintu',
};

let references = 0;
function instruction(bankAccountId: number | string, patch: Record<string, unknown> = {}) {
  return {
    bank_account_id: bankAccountId,
    amount: 1.44,
    email: 'test@gmail.com',
    description: 'test',
    reference: `ref-${++references}`,
    ...patch,
  };
}

/** Fails naming every key path of the sample the answer lacks or types differently. */
function assertShape(sample: string, answer: unknown): void {
  assert.deepEqual(missingPayoutKeyPaths(payoutSample(sample), answer), [], `against ${sample}`);
}

/** Approves a pending increase through the sandbox's stand-in for the approver's e-mail. */
async function approve(limit: SendLimit): Promise<void> {
  const url = (limit as SendLimit & { approval_url?: string }).approval_url;
  assert.ok(url, 'the sandbox gives a pending increase its approval link');
  assert.equal((await fetch(url, { headers: { Accept: 'application/json' } })).status, 200);
}

/** A payout webhook receiver over real HTTP that keeps the raw deliveries. */
interface Delivery {
  eventType: string;
  signature: string;
  raw: Buffer;
}
const deliveries: Delivery[] = [];
const receiver = createHttpServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    deliveries.push({
      eventType: String(request.headers['event-type']),
      signature: String(request.headers['x-signature']),
      raw: Buffer.concat(chunks),
    });
    response.writeHead(200).end();
  });
});
let receiverUrl = '';
before(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payout-events`;
});
after(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('SendClient accepts every live answer of the samples', () => {
  for (const { name, body } of payoutSamples()) {
    test(`${name}: handed over untouched`, async () => {
      const { fetch } = recordingFetch(() => Response.json(body));
      const payouts = client({ fetch });
      const answers: Record<string, () => Promise<unknown>> = {
        'Accounts--list-all-accounts': () => payouts.listAccounts(),
        'Bank-Accounts--add-bank-account': () => payouts.createBankAccount(recipient),
        'Bank-Accounts--retrieve-bank-account': () => payouts.getBankAccount(242),
        'Send-Instructions--create-send-instructions': () =>
          payouts.createSendInstruction(instruction(242, { reference: 'test222' })),
        'Send-Instructions--retrieve-send-instructions': () => payouts.getSendInstruction(588),
        'Send-Limits--increase-budget-allocation': () => payouts.increaseSendLimit({ amount: 12 }),
        'Send-Limits--list-all-send-limit': () => payouts.listSendLimits(),
        'Send-Limits--resend-approval-request': () => payouts.resendApprovalRequests(1155),
        'Send-Limits--retrieve-send-limit': () => payouts.getSendLimit(1155),
        'Webhooks--create-webhook': () =>
          payouts.createWebhook({ callback_url: 'https://webhook.site/x', name: 'test' }),
        'Webhooks--delete-webhook': () => payouts.deleteWebhook(57),
        'Webhooks--list-webhook': () => payouts.listWebhooks(),
        'Webhooks--retrieve-webhook': () => payouts.getWebhook(57),
        'Webhooks--update-webhook': () => payouts.updateWebhook(57, { name: 'new test update' }),
      };
      const call = answers[name];
      assert.ok(call, `a SendClient call answers ${name}`);
      assert.deepEqual(await call(), body);
    });
  }

  test('amounts printed as decimals read the same as numbers or strings', () => {
    const sent = payoutSample(
      'Send-Instructions--create-send-instructions',
    ) as unknown as SendInstruction;
    assert.equal(payoutAmountInCents(sent.amount), 144);
    assert.equal(payoutAmountInCents(String(sent.amount)), 144);
  });
});

describe('SendClient against the sandbox', () => {
  test('accounts → limit increase → approval → bank account → send instruction → signed deliveries', async () => {
    const payouts = client();
    const webhook = await payouts.createWebhook({
      callback_url: receiverUrl,
      email: 'payouts@shop.example',
      name: 'shop',
    });
    assertShape('Webhooks--create-webhook', webhook);

    // 1. The account: something to allocate.
    const accounts = await payouts.listAccounts();
    assertShape('Accounts--list-all-accounts', accounts);
    const balanceBefore = payoutAmountInCents(accounts.results[0]?.current_balance ?? 0);

    // 2. RM 12 more, as the sample asks; pending until approved.
    const limit = await payouts.increaseSendLimit({ amount: 12 });
    assertShape('Send-Limits--increase-budget-allocation', limit);
    assert.equal(limit.status, 'pending');
    assertShape(
      'Send-Limits--resend-approval-request',
      await payouts.resendApprovalRequests(limit.id),
    );
    await approve(limit);
    const approved = await payouts.getSendLimit(limit.id);
    assertShape('Send-Limits--retrieve-send-limit', approved);
    assert.equal(approved.status, 'approved');

    // 3. The recipient, then RM 1.44 to it.
    const bankAccount = await payouts.createBankAccount(recipient);
    assertShape('Bank-Accounts--add-bank-account', bankAccount);
    assertShape(
      'Bank-Accounts--retrieve-bank-account',
      await payouts.getBankAccount(bankAccount.id),
    );
    const sent = await payouts.createSendInstruction(instruction(bankAccount.id));
    assertShape('Send-Instructions--create-send-instructions', sent);
    assert.equal(sent.amount, 1.44, 'RM 1.44 stays 1.44');
    assertShape('Send-Limits--list-all-send-limit', await payouts.listSendLimits());
    const after = payoutAmountInCents(
      (await payouts.listAccounts()).results[0]?.current_balance ?? 0,
    );
    assert.equal(after, balanceBefore + 12_00 - 1_44 - 1_00, 'amount and the RM 1 fee taken');

    // 4. It completes; every change was delivered, signed for this webhook's key (SHA-512).
    await advance(60_000);
    await advance(5 * 60_000);
    const done = await payouts.getSendInstruction(sent.id);
    assertShape('Send-Instructions--retrieve-send-instructions', done);
    assert.equal(done.state, 'completed');
    // Each object's changes arrive in the order they happened; different objects' deliveries
    // may overtake each other, as the gateway's do.
    const deliveriesOf = (id: number) =>
      deliveries.filter(
        (delivery) => (JSON.parse(delivery.raw.toString('utf8')) as { id: number }).id === id,
      );
    const typesOf = (id: number) => deliveriesOf(id).map((delivery) => delivery.eventType);
    assert.deepEqual(typesOf(limit.id), ['budget_allocation_status']);
    assert.deepEqual(typesOf(bankAccount.id), ['bank_account_status']);
    assert.deepEqual(typesOf(sent.id), ['send_instruction_status', 'send_instruction_status']);
    const mine = [limit.id, bankAccount.id, sent.id].flatMap(deliveriesOf);
    for (const delivery of mine) {
      assert.equal(
        verifySignature(delivery.raw, delivery.signature, webhook.public_key, 'sha512'),
        true,
      );
      assert.equal(verifySignature(delivery.raw, delivery.signature, webhook.public_key), false);
    }
    assert.deepEqual(JSON.parse(deliveriesOf(sent.id).at(-1)?.raw.toString('utf8') ?? ''), done);
  });

  test('payout webhooks: list, get, update (PATCH), delete', async () => {
    const payouts = client();
    const created = await payouts.createWebhook({ callback_url: receiverUrl, name: 'test' });
    assertShape('Webhooks--list-webhook', await payouts.listWebhooks());
    assertShape('Webhooks--retrieve-webhook', await payouts.getWebhook(created.id));
    const updated = await payouts.updateWebhook(created.id, { name: 'new test update' });
    assertShape('Webhooks--update-webhook', updated);
    assert.equal(updated.name, 'new test update');
    assertShape('Webhooks--delete-webhook', await payouts.deleteWebhook(created.id));
    const gone = await rejection(payouts.getWebhook(created.id), CheckoutApiError);
    assert.equal(gone.status, 404);
  });

  test('an instruction to the rejecting test account 0000000000 ends rejected', async () => {
    const payouts = client();
    await approve(await payouts.increaseSendLimit({ amount: 10 }));
    const bankAccount = await payouts.createBankAccount({
      ...recipient,
      account_number: '0000000000',
    });
    const sent = await payouts.createSendInstruction(
      instruction(bankAccount.id, { amount: '5.00' }),
    );
    assert.equal(sent.amount, 5);
    await advance(5 * 60_000);
    const rejected = await payouts.getSendInstruction(sent.id);
    assert.equal(rejected.state, 'rejected');
    assert.equal(typeof rejected.rejection_reason, 'string');
  });

  test('validate: false sends a body the kit would refuse, and the service judges it', async () => {
    const { sent, fetch } = recordingFetch();
    const payouts = client({ fetch, validate: false });
    const error = await rejection(payouts.increaseSendLimit({ amount: 1.005 }), CheckoutApiError);
    assert.equal(sent.length, 1);
    assert.equal(error.status, 400);
    assert.equal(error.fieldErrors[0]?.path, 'amount');
    const checked = client({ fetch });
    await rejection(
      checked.increaseSendLimit({ amount: 1.005 }, { validate: true }),
      CheckoutValidationError,
    );
    await rejection(
      checked.increaseSendLimit({ amount: 1.005 }, { validate: false }),
      CheckoutApiError,
    );
    assert.equal(sent.length, 2, 'only the unchecked call was sent');
  });

  test("the service's refusals become CheckoutApiError with code and field errors", async () => {
    const payouts = client();
    const unknown = await rejection(
      payouts.createSendInstruction(instruction(999_999)),
      CheckoutApiError,
    );
    assert.equal(unknown.status, 400);
    assert.equal(unknown.code, 'does_not_exist');
    assert.deepEqual(
      unknown.fieldErrors.map((error) => `${error.path} ${error.code}`),
      ['bank_account_id does_not_exist'],
    );

    const bankAccount = await payouts.createBankAccount(recipient);
    await approve(await payouts.increaseSendLimit({ amount: 5 }));
    await payouts.createSendInstruction(instruction(bankAccount.id, { reference: 'once' }));
    const duplicate = await rejection(
      payouts.createSendInstruction(instruction(bankAccount.id, { reference: 'once' })),
      CheckoutApiError,
    );
    assert.equal(duplicate.code, 'duplicate_reference');

    const tooMuch = await rejection(
      payouts.increaseSendLimit({ amount: 100_000_000 }),
      CheckoutApiError,
    );
    assert.equal(tooMuch.code, 'insufficient_convertible_balance');

    for (const read of [
      payouts.getSendLimit(987_654),
      payouts.getBankAccount(987_654),
      payouts.getSendInstruction('987654'),
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
    // A fixed start, so a second boundary crossed between the calls cannot add a second.
    const start = Date.now() + offsetMs;
    let skew = 0;
    const { sent, fetch } = recordingFetch();
    const payouts = client({ fetch, now: () => start + skew });
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
    ['a limit with 3 decimals', (c) => c.increaseSendLimit({ amount: 10.555 }), ['amount invalid']],
    ['a limit of 0.1 + 0.2', (c) => c.increaseSendLimit({ amount: 0.1 + 0.2 }), ['amount invalid']],
    [
      'an empty bank account',
      (c) => c.createBankAccount({} as never),
      ['account_number required', 'bank_code required', 'name required'],
    ],
    [
      'a blank bank code',
      (c) => c.createBankAccount({ ...recipient, bank_code: ' ' }),
      ['bank_code blank'],
    ],
    [
      'an instruction in cents by mistake (3 decimals)',
      (c) => c.createSendInstruction(instruction(242, { amount: '120.505' })),
      ['amount invalid'],
    ],
    [
      'an instruction of 0',
      (c) => c.createSendInstruction(instruction(242, { amount: 0 })),
      ['amount min_value'],
    ],
    [
      'a bank account id that is no integer',
      (c) => c.createSendInstruction(instruction('abc')),
      ['bank_account_id invalid'],
    ],
    [
      'a bad e-mail',
      (c) => c.createSendInstruction(instruction(242, { email: 'vendor' })),
      ['email invalid'],
    ],
    [
      'an instruction without a reference',
      (c) => c.createSendInstruction(instruction(242, { reference: undefined }) as never),
      ['reference required'],
    ],
    [
      'a webhook without a callback',
      (c) => c.createWebhook({ name: 'x' } as never),
      ['callback_url required'],
    ],
    ['a blank webhook name', (c) => c.updateWebhook(57, { name: ' ' }), ['name blank']],
    ['an empty id', (c) => c.getSendInstruction(''), ['id blank']],
    ['a dot-dot id', (c) => c.getBankAccount('..'), ['id invalid']],
    ['a fractional id', (c) => c.getWebhook(1.5), ['id invalid']],
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
      payouts.createSendInstruction(instruction(242)),
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
    assert.match(error.message, /baseUrl is the payout service address \(live it ends in \/api/);
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

describe('SendClient.request(): a payout endpoint the kit does not wrap', () => {
  test('signs each call like every method, and checks the path', async () => {
    const payouts = client();
    const accounts = await payouts.request<{ results: unknown[] }>('GET', '/send/accounts');
    assert.ok(Array.isArray(accounts.results));
    const refused = await rejection(
      payouts.request('GET', '../api/v1/purchases/'),
      CheckoutValidationError,
    );
    assert.deepEqual(
      refused.issues.map((issue) => issue.path.join('.')),
      ['path'],
    );
    const missing = await rejection(
      payouts.request('GET', '/send/bank_accounts/999999'),
      CheckoutApiError,
    );
    assert.equal(missing.status, 404);
  });
});
