import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { api, purchaseBody, useSandbox } from '../helpers.js';

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

describe('collection API: authentication and robustness', () => {
  const sandbox = useSandbox({ now: NOW });

  it('refuses a missing or unknown key with 401, without echoing it', async () => {
    const missing = await api(
      sandbox(),
      'GET',
      '/purchases/00000000-0000-0000-0000-000000000000/',
      undefined,
      { apiKey: null },
    );
    assert.equal(missing.status, 401);
    assert.deepEqual(Object.keys(missing.body), ['__all__']);
    const wrong = await api(sandbox(), 'POST', '/purchases/', purchaseBody(sandbox()), {
      apiKey: 'secret-guess-123',
    });
    assert.equal(wrong.status, 401);
    assert.equal((wrong.body.__all__ as { code: string }[])[0]?.code, 'authentication_failed');
    assert.doesNotMatch(JSON.stringify(wrong.body), /secret-guess-123/);
  });

  it('refuses a purchase whose total JSON cannot carry exactly, naming the line', async () => {
    const products = [{ name: 'Gold bar', price: Number.MAX_SAFE_INTEGER, quantity: 3 }];
    const refused = await api(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), { purchase: { products, currency: 'MYR' } }),
    );
    assert.equal(refused.status, 400);
    // The gateway's shape: the line's issues under its index.
    const lines = (
      refused.body.purchase as { products: Record<string, { message: string; code: string }[]> }
    ).products;
    const [issue] = lines['0'] ?? [];
    assert.equal(issue?.code, 'max_value');
    assert.match(issue?.message ?? '', /27021597764222973, more than 9007199254740991/);
  });

  it('answers bad JSON, a wrong content type, an oversized body, unknown routes and wrong methods clearly', async () => {
    const { baseUrl, apiKey } = sandbox();
    const auth = { Authorization: `Bearer ${apiKey}` };
    const bad = await fetch(`${baseUrl}/purchases/`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{"brand_id":',
    });
    assert.equal(bad.status, 400);
    assert.equal(
      ((await bad.json()) as { __all__: { code: string }[] }).__all__[0]?.code,
      'parse_error',
    );
    const form = await fetch(`${baseUrl}/purchases/`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'text/plain' },
      body: '{}',
    });
    assert.equal(form.status, 415);
    const huge = await fetch(`${baseUrl}/purchases/`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ notes: 'x'.repeat(2 * 1024 * 1024) }),
    });
    assert.equal(huge.status, 413);
    const unknown = await api(sandbox(), 'GET', '/nothing-here/');
    assert.equal(unknown.status, 404);
    const method = await api(sandbox(), 'DELETE', '/purchases/');
    assert.equal(method.status, 405);
    assert.equal(method.headers.get('allow'), 'POST');
  });
});

describe('POST /purchases/', () => {
  const sandbox = useSandbox({ now: NOW });

  it('creates a purchase with every response field', async () => {
    const { status, body } = await api<Purchase>(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), {
        reference: 'ORDER-1',
        success_callback: 'https://shop.example/callback',
        purchase: {
          products: [
            { name: 'Teh tarik', price: 350, quantity: 2 },
            { name: 'Roti', price: 300 },
          ],
          currency: 'MYR',
        },
      }),
    );
    assert.equal(status, 201);
    assert.equal(body.status, 'created');
    assert.equal(body.is_test, true);
    assert.equal(body.purchase.total, 1000);
    assert.equal(body.reference, 'ORDER-1');
    assert.match(body.reference_generated, /^CK\d{6}$/);
    assert.equal(body.refund_availability, 'none');
    assert.equal(body.refundable_amount, 0);
    assert.equal(body.issued, '2026-11-22');
    assert.equal(body.created_on, Math.floor(NOW / 1000));
    assert.deepEqual(body.status_history, [
      { status: 'created', timestamp: Math.floor(NOW / 1000), related_object: null },
    ]);
    assert.deepEqual(body.transaction_data, {
      payment_method: '',
      flow: 'payform',
      processing_tx_id: '',
      extra: {},
      country: '',
      attempts: [],
    });
    assert.equal(body.checkout_url, `${sandbox().url}/p/${body.id}/`);
    assert.equal(body.direct_post_url, `${sandbox().url}/p/${body.id}/direct_post/`);
    assert.equal(body.brand_id, sandbox().brandId);
    assert.equal(body.product, 'purchases');
    assert.equal(body.created_from_ip, '127.0.0.1');
    const read = await api<Purchase>(sandbox(), 'GET', `/purchases/${body.id}/`);
    assert.deepEqual(read.body, body);
  });

  it('dates `issued` in the purchase time zone', async () => {
    // 02:00 UTC on the 22nd is still the 21st in Honolulu.
    const { body } = await api<Purchase>(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), {
        purchase: { products: [{ name: 'Tea', price: 100 }], timezone: 'Pacific/Honolulu' },
      }),
    );
    assert.equal(body.issued, '2026-11-21');
  });

  it('has no direct_post_url when details are requested, a redirect is missing, or no card method is allowed', async () => {
    const cases: [string, Record<string, unknown>][] = [
      [
        'details requested',
        {
          purchase: { products: [{ name: 'Tea', price: 100 }], request_client_details: ['phone'] },
        },
      ],
      ['no failure redirect', { failure_redirect: undefined }],
      ['no success redirect', { success_redirect: undefined }],
      ['no card method', { payment_method_whitelist: ['fpx'] }],
    ];
    for (const [name, overrides] of cases) {
      const { status, body } = await api<Purchase>(
        sandbox(),
        'POST',
        '/purchases/',
        purchaseBody(sandbox(), overrides),
      );
      assert.equal(status, 201, name);
      assert.equal(body.direct_post_url, null, name);
      assert.ok(body.checkout_url, name);
    }
  });

  it('refuses a whitelist that leaves no method able to pay', async () => {
    const cases: [string[], number][] = [
      [['razer_atome'], 500], // Atome takes RM 10 or more
      [['fpx'], 50], // FPX takes RM 1 or more
      [['fpx', 'razer_atome'], 99],
    ];
    for (const [whitelist, price] of cases) {
      const { status, body } = await api<Record<string, { code: string; message: string }[]>>(
        sandbox(),
        'POST',
        '/purchases/',
        purchaseBody(sandbox(), {
          payment_method_whitelist: whitelist,
          purchase: { products: [{ name: 'Tea', price }] },
        }),
      );
      assert.equal(status, 400, whitelist.join());
      assert.equal(body.payment_method_whitelist?.[0]?.code, 'invalid');
      assert.match(String(body.payment_method_whitelist?.[0]?.message), /leaves no method/);
    }
    // A total the method takes is fine.
    const fine = await api<Purchase>(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), {
        payment_method_whitelist: ['fpx'],
        purchase: { products: [{ name: 'Tea', price: 100 }] },
      }),
    );
    assert.equal(fine.status, 201);
  });

  it("takes a method under its provider's own prefix, and offers it on the payment page", async () => {
    const { status, body } = await api<Purchase>(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), { payment_method_whitelist: ['razer_grabpay'] }),
    );
    assert.equal(status, 201);
    const page = await (await fetch(body.checkout_url)).text();
    assert.match(page, /GrabPay/);
    assert.doesNotMatch(page, /FPX/);
  });

  it('drops a requested detail that the client already gives', async () => {
    const { body } = await api<Purchase>(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), {
        client: { email: 'payer@example.com', phone: '+60123456789' },
        purchase: {
          products: [{ name: 'Tea', price: 100 }],
          request_client_details: ['phone', 'email'],
        },
      }),
    );
    assert.deepEqual(body.purchase.request_client_details, []);
    assert.ok(body.direct_post_url);
  });

  it('answers every broken rule in the gateway shape, and stores nothing', async () => {
    const before = await api<Purchase[]>(sandbox(), 'GET', '/purchases/');
    const { status, body } = await api(sandbox(), 'POST', '/purchases/', {
      brand_id: sandbox().brandId,
      client: { email: 'not-an-email' },
      client_id: '7b7f1f8e-3f5f-4b2e-9d8a-1f6f0b9a2c3d',
      purchase: { products: [{ name: 'Tea', price: 10.5 }] },
      cancel_redirect: 'https://shop.example/"cancel"',
    });
    assert.equal(status, 400);
    assert.ok(body.__all__, 'both client and client_id');
    assert.ok((body.client as Record<string, unknown>).email);
    assert.deepEqual(
      Object.keys(
        ((body.purchase as Record<string, unknown>).products as Record<string, unknown>)[
          '0'
        ] as object,
      ),
      ['price'],
    );
    assert.ok(body.cancel_redirect);
    assert.equal(before.status, 405);
  });

  it('refuses another brand and an unknown client', async () => {
    const brand = await api(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), { brand_id: '7b7f1f8e-3f5f-4b2e-9d8a-1f6f0b9a2c3d' }),
    );
    assert.equal(brand.status, 400);
    assert.equal((brand.body.brand_id as { code: string }[])[0]?.code, 'invalid');
    const client = await api(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), {
        client: undefined,
        client_id: '7b7f1f8e-3f5f-4b2e-9d8a-1f6f0b9a2c3d',
      }),
    );
    assert.equal(client.status, 400);
    assert.ok(client.body.client_id);
  });
});

describe('purchase actions without a payment', () => {
  const sandbox = useSandbox({ now: NOW });
  const create = async (overrides: Record<string, unknown> = {}) =>
    (await api<Purchase>(sandbox(), 'POST', '/purchases/', purchaseBody(sandbox(), overrides)))
      .body;

  it('cancels a payable purchase, after which nothing else goes', async () => {
    const purchase = await create();
    const cancelled = await api<Purchase>(sandbox(), 'POST', `/purchases/${purchase.id}/cancel/`);
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.status, 'cancelled');
    assert.deepEqual(
      cancelled.body.status_history.map((entry) => entry.status),
      ['created', 'cancelled'],
    );
    for (const [action, code] of [
      ['cancel', 'purchase_cancel_wrong_status'],
      ['capture', 'purchase_capture_wrong_status'],
      ['release', 'purchase_release_wrong_status'],
      ['refund', 'purchase_refund_wrong_status'],
    ] as const) {
      const refused = await api(sandbox(), 'POST', `/purchases/${purchase.id}/${action}/`);
      assert.equal(refused.status, 400, action);
      assert.equal((refused.body.__all__ as { code: string }[])[0]?.code, code);
    }
  });

  it('refuses a charge with something that is not a live recurring token', async () => {
    const purchase = await create();
    const other = await create();
    for (const token of [other.id, 'not-a-purchase']) {
      const refused = await api(sandbox(), 'POST', `/purchases/${purchase.id}/charge/`, {
        recurring_token: token,
      });
      assert.equal(refused.status, 400);
      assert.equal(
        (refused.body.__all__ as { code: string }[])[0]?.code,
        'invalid_recurring_token',
      );
    }
    const missing = await api(sandbox(), 'POST', `/purchases/${purchase.id}/charge/`, {});
    assert.equal(missing.status, 400);
    assert.ok(missing.body.recurring_token);
    const notToken = await api(
      sandbox(),
      'POST',
      `/purchases/${purchase.id}/delete_recurring_token/`,
    );
    assert.equal((notToken.body.__all__ as { code: string }[])[0]?.code, 'invalid_recurring_token');
  });

  it('answers 404 for an unknown purchase', async () => {
    const missing = await api(sandbox(), 'GET', '/purchases/7b7f1f8e-3f5f-4b2e-9d8a-1f6f0b9a2c3d/');
    assert.equal(missing.status, 404);
  });

  it('turns overdue when due passes, or expired with due_strict, on the sandbox clock', async () => {
    const due = Math.floor(NOW / 1000) + 3600;
    const overdue = await create({ due });
    const strict = await create({
      due,
      purchase: { products: [{ name: 'Tea', price: 100 }], due_strict: true },
    });
    await sandbox().advanceTime(30 * 60 * 1000);
    assert.equal(
      (await api<Purchase>(sandbox(), 'GET', `/purchases/${overdue.id}/`)).body.status,
      'created',
    );
    await sandbox().advanceTime(31 * 60 * 1000);
    assert.equal(
      (await api<Purchase>(sandbox(), 'GET', `/purchases/${overdue.id}/`)).body.status,
      'overdue',
    );
    assert.equal(
      (await api<Purchase>(sandbox(), 'GET', `/purchases/${strict.id}/`)).body.status,
      'expired',
    );
    // Overdue is still payable, so it can be cancelled; expired is not.
    assert.equal((await api(sandbox(), 'POST', `/purchases/${overdue.id}/cancel/`)).status, 200);
    assert.equal((await api(sandbox(), 'POST', `/purchases/${strict.id}/cancel/`)).status, 400);
  });
});
