import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { validatePurchase as protocolValidatePurchase } from '@checkout-kit/protocol';
import {
  CheckoutClient,
  type CheckoutClientOptions,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
} from '../../src/client/checkout-client.js';
import type { PurchaseCreateInput } from '../../src/client/resources.js';
import { PACKAGE_VERSION } from '../../src/internal/version.js';
import { CheckoutError, CheckoutValidationError } from '../../src/errors.js';
import { validatePurchase } from '../../src/validate-purchase.js';
import { purchaseInput, rejection } from './helpers.js';

const BRAND_ID = '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12';
const API_KEY = 'sk_test_validation_5f1e2d3c4b5a';
const BASE_URL = 'https://gateway.example/api/v1';
const ID = '0b6d2f4e-1c3a-4e5f-8a9b-0c1d2e3f4a5b';

/** A client whose fetch records every call and answers `answer` (a purchase-like object). */
function spiedClient(answer: unknown = { id: ID }) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const client = new CheckoutClient({
    apiKey: API_KEY,
    brandId: BRAND_ID,
    baseUrl: BASE_URL,
    fetch: async (input, init) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, calls };
}

/** The issues of a CheckoutValidationError, as `[path, code]` pairs. */
function issuesOf(error: unknown): [string, string][] {
  assert.ok(
    error instanceof CheckoutValidationError,
    `a CheckoutValidationError: ${String(error)}`,
  );
  assert.ok(error instanceof CheckoutError);
  return error.issues.map((issue) => [issue.path.join('.'), issue.code]);
}

function construct(options: Partial<CheckoutClientOptions> | unknown): unknown {
  try {
    new CheckoutClient(options as CheckoutClientOptions);
  } catch (error) {
    return error;
  }
  assert.fail('expected the constructor to throw');
}

describe('CheckoutClient options', () => {
  const valid = { apiKey: API_KEY, brandId: BRAND_ID, baseUrl: BASE_URL };

  it('takes the three it needs, with defaults for the rest', () => {
    const client = new CheckoutClient(valid);
    assert.equal(client.baseUrl, BASE_URL);
    assert.equal(client.brandId, BRAND_ID);
    assert.equal(DEFAULT_TIMEOUT_MS, 30_000);
    assert.equal(DEFAULT_RETRIES, 2);
  });

  it('lists every missing option at once', () => {
    const error = construct({});
    assert.deepEqual(issuesOf(error), [
      ['apiKey', 'required'],
      ['brandId', 'required'],
      ['baseUrl', 'required'],
    ]);
    assert.match(String(error), /apiKey is required: the secret API key/);
    assert.match(
      String(error),
      /^CheckoutValidationError: The configuration of CheckoutClient is not valid; nothing was sent:\n- apiKey/,
    );
    assert.deepEqual(issuesOf(construct(undefined)), [['__all__', 'invalid']]);
  });

  it('refuses a baseUrl that is not an absolute http(s) URL', () => {
    for (const baseUrl of [
      'ftp://gateway.example/api/v1',
      'gateway.example/api/v1',
      '/api/v1',
      'localhost:8300',
      42,
    ]) {
      const error = construct({ ...valid, baseUrl });
      assert.deepEqual(issuesOf(error), [['baseUrl', 'invalid']], String(baseUrl));
      assert.match(String(error), /baseUrl must be an absolute http:\/\/ or https:\/\/ URL/);
    }
    assert.match(String(construct({ ...valid, baseUrl: 'ftp://x/' })), /not a ftp: URL/);
    assert.match(
      String(construct({ ...valid, baseUrl: 'https://user:pass@gateway.example/api/v1' })),
      /may not hold a user name or password/,
    );
    assert.match(
      String(construct({ ...valid, baseUrl: 'https://gateway.example/api/v1?x=1' })),
      /may not have a query or a fragment/,
    );
  });

  it('refuses a key given with "Bearer", or with spaces, without showing it', () => {
    const bearer = construct({ ...valid, apiKey: `Bearer ${API_KEY}` });
    assert.match(String(bearer), /without "Bearer "/);
    const spaced = construct({ ...valid, apiKey: `${API_KEY}\r\nX-Injected: 1` });
    assert.match(String(spaced), /one printable ASCII token/);
    for (const error of [bearer, spaced]) {
      assert.ok(!String(error).includes(API_KEY));
      assert.ok(!JSON.stringify(error).includes(API_KEY));
    }
    assert.deepEqual(issuesOf(construct({ ...valid, apiKey: 12345 })), [['apiKey', 'invalid']]);
  });

  it('refuses a brandId that is not a UUID, a bad timeout, retries or fetch', () => {
    assert.deepEqual(
      issuesOf(
        construct({ ...valid, brandId: 'brand-1', timeoutMs: 0, retries: 1.5, fetch: 'fetch' }),
      ),
      [
        ['brandId', 'invalid'],
        ['fetch', 'invalid'],
        ['timeoutMs', 'invalid'],
        ['retries', 'invalid'],
      ],
    );
    for (const timeoutMs of [-1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, '1000']) {
      assert.deepEqual(issuesOf(construct({ ...valid, timeoutMs })), [['timeoutMs', 'invalid']]);
    }
    for (const retries of [-1, 11, Number.NaN]) {
      assert.deepEqual(issuesOf(construct({ ...valid, retries })), [['retries', 'invalid']]);
    }
    assert.ok(new CheckoutClient({ ...valid, retries: 0, timeoutMs: 1 }));
  });

  it('does not show the key when inspected or serialized', async () => {
    const { inspect } = await import('node:util');
    const client = new CheckoutClient(valid);
    assert.ok(!inspect(client, { depth: 10, showHidden: true }).includes(API_KEY));
    assert.ok(!JSON.stringify(client).includes(API_KEY));
    assert.deepEqual(JSON.parse(JSON.stringify(client)), {
      baseUrl: BASE_URL,
      brandId: BRAND_ID,
      mode: 'test',
    });
    const live = new CheckoutClient({ ...valid, apiKey: 'sk_live_validation_5f1e2d3c4b5a' });
    assert.equal(live.mode, 'live');
    assert.equal(new CheckoutClient({ ...valid, apiKey: 'test_5f1e2d3c4b5a' }).mode, 'test');
  });

  it('names its package and version in the User-Agent, the same as package.json', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    assert.equal(PACKAGE_VERSION, manifest.version);
  });
});

describe('createPurchase checks the body first', () => {
  it('refuses a broken body, listing every issue, and sends nothing', async () => {
    const { client, calls } = spiedClient();
    const error = await rejection(
      client.createPurchase({
        client: { email: 'not an e-mail' },
        purchase: {
          products: [
            { name: 'Kopi', price: 10.5 },
            { name: 'Teh', price: '10' as unknown as number },
            { name: 'Roti', price: Number.NaN },
          ],
        },
        success_redirect: 'javascript:alert(1)',
      }),
    );
    assert.deepEqual(issuesOf(error), [
      ['client.email', 'invalid'],
      ['purchase.products.0.price', 'not_an_integer'],
      ['purchase.products.1.price', 'not_an_integer'],
      ['purchase.products.2.price', 'not_an_integer'],
      ['success_redirect', 'invalid'],
    ]);
    assert.equal(calls.length, 0);
    const messages = (error as CheckoutValidationError).issues.map((issue) => issue.message);
    assert.deepEqual(messages.slice(1, 4), [
      'purchase.products[0].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not 10.5.',
      'purchase.products[1].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not the string "10".',
      'purchase.products[2].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not NaN.',
    ]);
    const text = String(error);
    assert.match(
      text,
      /^CheckoutValidationError: The purchase is not valid; nothing was sent:\n- /,
    );
    for (const message of messages) assert.ok(text.includes(message));
  });

  it('refuses a total beyond the largest amount JSON carries exactly, and sends nothing', async () => {
    const { client, calls } = spiedClient();
    const products = [{ name: 'Gold bar', price: Number.MAX_SAFE_INTEGER, quantity: 3 }];
    const error = await rejection(client.createPurchase(purchaseInput({ purchase: { products } })));
    assert.deepEqual(issuesOf(error), [['purchase.products.0', 'max_value']]);
    assert.match(
      String(error),
      /purchase\.products\[0\] gives a line \(with its tax\) of 27021597764222973/,
    );
    assert.equal(calls.length, 0);
  });

  it('refuses neither or both of client and client_id', async () => {
    const { client, calls } = spiedClient();
    const neither = await rejection(client.createPurchase(purchaseInput({ client: undefined })));
    assert.deepEqual(issuesOf(neither), [['__all__', 'purchase_client_or_id_required']]);
    const both = await rejection(client.createPurchase(purchaseInput({ client_id: ID })));
    assert.deepEqual(issuesOf(both), [['__all__', 'purchase_client_and_id_both_given']]);
    assert.equal(calls.length, 0);
  });

  it('refuses a body that is not an object', async () => {
    const { client, calls } = spiedClient();
    const error = await rejection(client.createPurchase(null as unknown as PurchaseCreateInput));
    assert.deepEqual(issuesOf(error), [['__all__', 'invalid']]);
    assert.equal(calls.length, 0);
  });

  it("adds the client's brand_id when absent, keeps one given, and sends the body as given", async () => {
    const { client, calls } = spiedClient();
    const body = { ...purchaseInput(), extra_field_of_a_newer_gateway: 1 };
    await client.createPurchase(body);
    assert.equal('brand_id' in body, false, "the caller's object is not changed");
    const sent = JSON.parse(String(calls[0]?.init?.body)) as Record<string, unknown>;
    assert.equal(sent.brand_id, BRAND_ID);
    assert.equal(sent.extra_field_of_a_newer_gateway, 1);
    assert.equal(calls[0]?.url, `${BASE_URL}/purchases/`);
    assert.equal(calls[0]?.init?.method, 'POST');

    const other = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    await client.createPurchase({ ...purchaseInput(), brand_id: other });
    assert.equal(
      (JSON.parse(String(calls[1]?.init?.body)) as { brand_id: string }).brand_id,
      other,
    );

    const badBrand = await rejection(client.createPurchase({ ...purchaseInput(), brand_id: 'x' }));
    assert.deepEqual(issuesOf(badBrand), [['brand_id', 'invalid']]);
    assert.equal(calls.length, 2);
  });

  it('exports validatePurchase, the rules of the protocol', () => {
    assert.equal(validatePurchase, protocolValidatePurchase);
    assert.deepEqual(validatePurchase({ ...purchaseInput(), brand_id: BRAND_ID }), []);
    assert.deepEqual(
      validatePurchase({
        brand_id: BRAND_ID,
        client: { email: 'payer@example.com' },
        purchase: { products: [{ name: 'Tea', price: 10.5 }] },
      }),
      [
        {
          path: ['purchase', 'products', 0, 'price'],
          code: 'not_an_integer',
          message:
            'purchase.products[0].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not 10.5.',
        },
      ],
    );
  });
});

describe('the other arguments are checked before sending', () => {
  it('refuses capture and refund amounts that are not positive integers, with a hint', async () => {
    const { client, calls } = spiedClient();
    const cases: [unknown, string, string][] = [
      [
        10.5,
        'not_an_integer',
        'amount must be an integer amount in the smallest currency unit (1050 for RM 10.50), not 10.5.',
      ],
      [
        '10',
        'not_an_integer',
        'amount must be an integer amount in the smallest currency unit (1050 for RM 10.50), not the string "10".',
      ],
      [
        Number.NaN,
        'not_an_integer',
        'amount must be an integer amount in the smallest currency unit (1050 for RM 10.50), not NaN.',
      ],
      [0, 'min_value', 'amount must be at least 1, not 0.'],
      [-5, 'min_value', 'amount must be at least 1, not -5.'],
      [2 ** 60, 'max_value', `amount must be at most ${Number.MAX_SAFE_INTEGER}.`],
    ];
    for (const [amount, code, message] of cases) {
      for (const call of [
        client.capturePurchase.bind(client),
        client.refundPurchase.bind(client),
      ]) {
        const error = await rejection(call(ID, { amount: amount as number }));
        assert.deepEqual(issuesOf(error), [['amount', code]]);
        assert.equal((error as CheckoutValidationError).issues[0]?.message, message);
      }
    }
    assert.equal(calls.length, 0);
    await client.refundPurchase(ID, { amount: 1 });
    assert.equal(calls.length, 1);
  });

  it('refuses an amount given as null or undefined, which must not refund or capture in full', async () => {
    const { client, calls } = spiedClient();
    for (const amount of [null, undefined]) {
      for (const call of [
        client.capturePurchase.bind(client),
        client.refundPurchase.bind(client),
      ]) {
        const error = await rejection(call(ID, { amount: amount as unknown as number }));
        assert.deepEqual(issuesOf(error), [['amount', 'required']]);
        assert.equal(
          (error as CheckoutValidationError).issues[0]?.message,
          `amount is ${amount}: give an integer amount in the smallest currency unit (1050 for RM 10.50), or leave amount out for the whole amount.`,
        );
      }
    }
    assert.equal(calls.length, 0);
    // Left out, it is the whole amount: a request with no body.
    await client.refundPurchase(ID, {});
    await client.capturePurchase(ID);
    assert.deepEqual(
      calls.map(({ init }) => init?.body ?? null),
      [null, null],
    );
  });

  it('refuses empty and path-changing ids for every method, sending nothing', async () => {
    const { client, calls } = spiedClient();
    const methods: [string, (id: string) => Promise<unknown>][] = [
      ['getPurchase', (id) => client.getPurchase(id)],
      ['capturePurchase', (id) => client.capturePurchase(id)],
      ['releasePurchase', (id) => client.releasePurchase(id)],
      ['cancelPurchase', (id) => client.cancelPurchase(id)],
      ['refundPurchase', (id) => client.refundPurchase(id)],
      ['chargePurchase', (id) => client.chargePurchase(id, ID)],
      ['chargePurchase', (id) => client.chargePurchase(ID, id)],
      ['deleteRecurringToken', (id) => client.deleteRecurringToken(id)],
      ['getWebhook', (id) => client.getWebhook(id)],
      ['updateWebhook', (id) => client.updateWebhook(id, { title: 'x' }, { partial: true })],
      ['deleteWebhook', (id) => client.deleteWebhook(id)],
      ['listRecurringTokens', (id) => client.listRecurringTokens(id)],
      ['getClient', (id) => client.getClient(id)],
      ['updateClient', (id) => client.updateClient(id, {}, { partial: true })],
      ['deleteClient', (id) => client.deleteClient(id)],
    ];
    const bad: [unknown, string][] = [
      ['', 'blank'],
      ['   ', 'blank'],
      [undefined, 'required'],
      [42, 'invalid'],
      ['.', 'invalid'],
      ['..', 'invalid'],
    ];
    for (const [name, call] of methods) {
      for (const [id, code] of bad) {
        const error = await rejection(call(id as string));
        const [[, got] = ['', '']] = issuesOf(error);
        assert.equal(got, code, `${name}(${String(id)})`);
      }
    }
    assert.equal(calls.length, 0);
    const error = await rejection(client.getPurchase(''));
    assert.match(
      String(error),
      /The id given to getPurchase is not valid; nothing was sent:\n- id must be a non-empty string, not an empty string\./,
    );
  });

  it('checks the payment-methods query and adds brand_id', async () => {
    const { client, calls } = spiedClient({ available_payment_methods: [] });
    const error = await rejection(
      client.getPaymentMethods({
        amount: 10.5,
        recurring: 'yes',
        skipCapture: true,
        brand_id: BRAND_ID,
        country: '',
      } as never),
    );
    assert.deepEqual(issuesOf(error), [
      ['skipCapture', 'invalid'],
      ['brand_id', 'invalid'],
      ['currency', 'required'],
      ['country', 'blank'],
      ['amount', 'not_an_integer'],
      ['recurring', 'invalid'],
    ]);
    assert.match(String(error), /the client adds brand_id itself/);
    assert.deepEqual(
      issuesOf(await rejection(client.getPaymentMethods({ currency: 'MYR', amount: -1 }))),
      [['amount', 'min_value']],
    );
    assert.equal(calls.length, 0);

    await client.getPaymentMethods({
      currency: 'MYR',
      amount: 0,
      country: 'MY',
      recurring: false,
      skip_capture: true,
      preauthorization: false,
      language: 'ms',
    });
    const url = new URL(calls[0]?.url ?? '');
    assert.equal(url.pathname, '/api/v1/payment_methods/');
    assert.equal(
      url.search,
      `?brand_id=${BRAND_ID}&currency=MYR&amount=0&country=MY&language=ms&recurring=false&skip_capture=true&preauthorization=false`,
    );
  });

  it('checks page numbers', async () => {
    const { client, calls } = spiedClient({ results: [], next: null, previous: null });
    for (const page of [0, 1.5, '2', -1]) {
      for (const call of [
        () => client.listWebhooks({ page: page as number }),
        () => client.listClients({ page: page as number }),
        () => client.listRecurringTokens(ID, { page: page as number }),
      ]) {
        assert.deepEqual(issuesOf(await rejection(call())), [['page', 'invalid']]);
      }
    }
    assert.equal(calls.length, 0);
    await client.listWebhooks({ page: 3 });
    await client.listRecurringTokens(ID);
    assert.equal(calls[0]?.url, `${BASE_URL}/webhooks/?page=3`);
    assert.equal(calls[1]?.url, `${BASE_URL}/clients/${ID}/recurring_tokens/`);
  });

  it('checks webhook bodies with the protocol rules, PUT in full and PATCH in part', async () => {
    const { client, calls } = spiedClient();
    const created = await rejection(
      client.createWebhook({
        title: ' ',
        events: ['purchase.paid', ''],
        callback: 'ftp://shop.example/hooks',
      }),
    );
    assert.deepEqual(issuesOf(created), [
      ['title', 'blank'],
      ['events.1', 'blank'],
      ['callback', 'invalid'],
    ]);
    const noEvents = await rejection(
      client.createWebhook({ title: 'Orders', callback: 'https://shop.example/hooks' }),
    );
    assert.deepEqual(issuesOf(noEvents), [['events', 'required']]);
    const put = await rejection(client.updateWebhook(ID, { title: 'Only a title' } as never));
    assert.deepEqual(issuesOf(put), [
      ['callback', 'required'],
      ['events', 'required'],
    ]);
    const patch = await rejection(client.updateWebhook(ID, { title: '' }, { partial: true }));
    assert.deepEqual(issuesOf(patch), [['title', 'blank']]);
    assert.equal(calls.length, 0);

    await client.updateWebhook(ID, { title: 'Renamed' }, { partial: true });
    await client.updateWebhook(ID, {
      title: 'All',
      all_events: true,
      callback: 'https://shop.example/hooks',
    });
    assert.deepEqual(
      calls.map((call) => [call.init?.method, call.url]),
      [
        ['PATCH', `${BASE_URL}/webhooks/${ID}/`],
        ['PUT', `${BASE_URL}/webhooks/${ID}/`],
      ],
    );
  });

  it('checks client details with the protocol rules', async () => {
    const { client, calls } = spiedClient();
    const error = await rejection(
      client.createClient({ email: 'nope', cc: ['also nope'], personal_code: 'x'.repeat(33) }),
    );
    assert.deepEqual(issuesOf(error), [
      ['email', 'invalid'],
      ['personal_code', 'max_length'],
      ['cc.0', 'invalid'],
    ]);
    const put = await rejection(client.updateClient(ID, { full_name: 'No e-mail' } as never));
    assert.deepEqual(issuesOf(put), [['email', 'required']]);
    assert.equal(calls.length, 0);
    await client.updateClient(ID, { full_name: 'Partial' }, { partial: true });
    assert.equal(calls[0]?.init?.method, 'PATCH');
  });
});
