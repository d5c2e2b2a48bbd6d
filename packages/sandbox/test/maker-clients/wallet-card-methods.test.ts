import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PaymentMethodsLookup, Purchase } from '@checkout-kit/protocol';
import { api, purchaseBody, useSandbox } from '../helpers.js';
import { NON_3DS_CARD, postCard } from './paid-purchase.js';

/*
 * Google Pay and Apple Pay under the names the gateway maker's clients use, `mpgs_google_pay`
 * and `mpgs_apple_pay` (the description's `processor_google_pay` and `processor_apple_pay`,
 * `processor_` standing for the provider's prefix):
 *
 * - chip-for-woocommerce 2.0.5 `includes/class-chip-woocommerce-gateway.php`: card methods
 *   beside visa, mastercard and maestro (472); a purchase whose whitelist holds only these
 *   sends the payer to its `direct_post_url` (1934-1945, 3058-3066); named "Google Pay" and
 *   "Apple Pay" (3487-3488); left out of recurring payments, which keep visa, mastercard and
 *   maestro only (3579-3596).
 * - chip-for-whmcs 1.7.1 `modules/gateways/chip/helpers.php:45`: in the "Cards" category.
 */

const WALLETS = ['mpgs_google_pay', 'mpgs_apple_pay'] as const;

describe("Google Pay and Apple Pay as the maker's clients name them", () => {
  const sandbox = useSandbox();
  const create = async (overrides: Record<string, unknown>): Promise<Purchase> => {
    const body = purchaseBody(sandbox(), overrides);
    const response = await api<Purchase>(sandbox(), 'POST', '/purchases/', body);
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  };
  const read = async (id: string): Promise<Purchase> =>
    (await api<Purchase>(sandbox(), 'GET', `/purchases/${id}/`)).body;
  const lookup = async (query: Record<string, string>) => {
    const params = new URLSearchParams({ brand_id: sandbox().brandId, currency: 'MYR', ...query });
    const response = await api<PaymentMethodsLookup>(
      sandbox(),
      'GET',
      `/payment_methods/?${params}`,
    );
    assert.equal(response.status, 200);
    return response.body;
  };
  const get = (path: string) => fetch(new URL(path, sandbox().url), { redirect: 'manual' });

  it('lists them as card methods, named in every language, with logos it serves', async () => {
    const english = await lookup({ language: 'en' });
    for (const method of WALLETS) {
      assert.ok(english.available_payment_methods.includes(method), method);
      assert.ok(english.by_country.card?.includes(method), `${method} sits under card`);
      assert.ok(english.card_methods.includes(method), `${method} is a card method`);
      const logo = english.logos[method];
      assert.equal(typeof logo, 'string');
      const served = await get(`${new URL(sandbox().baseUrl).origin}${String(logo)}`);
      assert.equal(served.status, 200, `${method} logo`);
      assert.equal(served.headers.get('content-type'), 'image/svg+xml');
    }
    assert.equal(english.names.mpgs_google_pay, 'Google Pay');
    assert.equal(english.names.mpgs_apple_pay, 'Apple Pay');
    for (const language of ['ms', 'zh', 'ta']) {
      const names = (await lookup({ language })).names;
      assert.equal(names.mpgs_google_pay, 'Google Pay', language);
      assert.equal(names.mpgs_apple_pay, 'Apple Pay', language);
    }
  });

  it('leaves them out of recurring, skip_capture and preauthorization lookups (WooCommerce asks recurring=true&amount=200)', async () => {
    const queries: Record<string, string>[] = [
      { recurring: 'true', amount: '200', language: 'en' },
      { skip_capture: 'true' },
      { preauthorization: 'true' },
      { amount: '0' },
    ];
    for (const query of queries) {
      const methods = (await lookup(query)).available_payment_methods;
      for (const method of WALLETS)
        assert.ok(!methods.includes(method), `${method} ${JSON.stringify(query)}`);
    }
    const oneSen = (await lookup({ amount: '1' })).available_payment_methods;
    for (const method of WALLETS) assert.ok(oneSen.includes(method), `${method} takes one sen`);
  });

  for (const method of WALLETS) {
    it(`gives a purchase whitelisting only ${method} a direct_post_url, which pays`, async () => {
      const purchase = await create({ payment_method_whitelist: [method] });
      assert.equal(purchase.direct_post_url, `${purchase.checkout_url}direct_post/`);
      const posted = await postCard(purchase, { ...NON_3DS_CARD, remember_card: 'on' });
      assert.equal(posted.status, 302);
      assert.equal(posted.headers.get('location'), 'https://shop.example/success');
      const paid = await read(purchase.id);
      assert.equal(paid.status, 'paid');
      assert.equal(paid.transaction_data.payment_method, method);
      assert.equal(paid.transaction_data.attempts[0]?.payment_method, method);
      // No recurring token: the wallets are not recurring methods.
      assert.equal(paid.recurring_token, null);
    });
  }

  it('clears and settles a wallet payment as the card payment it is', async () => {
    const purchase = await create({ payment_method_whitelist: ['mpgs_apple_pay'] });
    assert.equal((await postCard(purchase, NON_3DS_CARD)).status, 302);
    const settled = await fetch(`${sandbox().url}/__sandbox/purchases/${purchase.id}/settle`, {
      method: 'POST',
    });
    assert.equal(settled.status, 200);
    const afterSettling = await read(purchase.id);
    assert.equal(afterSettling.status, 'settled');
    assert.deepEqual(afterSettling.status_history.map((entry) => entry.status).slice(-2), [
      'cleared',
      'settled',
    ]);
  });

  it('sends ?preferred=mpgs_google_pay to the card page, which pays with it', async () => {
    const purchase = await create({ payment_method_whitelist: ['mpgs_google_pay'] });
    const entry = await get(`${purchase.checkout_url}?preferred=mpgs_google_pay`);
    assert.equal(entry.status, 302);
    assert.equal(entry.headers.get('location'), `/p/${purchase.id}/card/`);
    const page = await get(`/p/${purchase.id}/card/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Google Pay/);
    const checkout = await (await get(purchase.checkout_url)).text();
    assert.match(checkout, /data-method="card"/);
    assert.doesNotMatch(checkout, /data-method="mpgs_google_pay"/);
    const answer = await fetch(new URL(`/p/${purchase.id}/card/`, sandbox().url), {
      method: 'POST',
      body: new URLSearchParams({ ...NON_3DS_CARD, card_number: '5555555555554444' }),
      redirect: 'manual',
    });
    assert.equal(answer.headers.get('location'), `/p/${purchase.id}/3ds/`);
    const approved = await fetch(new URL(`/p/${purchase.id}/3ds/`, sandbox().url), {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    assert.equal(approved.headers.get('location'), 'https://shop.example/success');
    const paid = await read(purchase.id);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.transaction_data.payment_method, 'mpgs_google_pay');
  });

  it('records a card brand the purchase also whitelists under its own name', async () => {
    const purchase = await create({ payment_method_whitelist: ['mastercard', 'mpgs_apple_pay'] });
    await postCard(purchase, NON_3DS_CARD); // a Visa: only the wallet takes it
    assert.equal((await read(purchase.id)).transaction_data.payment_method, 'mpgs_apple_pay');
    const other = await create({ payment_method_whitelist: ['visa', 'mpgs_apple_pay'] });
    await postCard(other, NON_3DS_CARD);
    assert.equal((await read(other.id)).transaction_data.payment_method, 'visa');
  });

  it('refuses skip_capture and a total of 0 with only the wallets, as with any non-card method', async () => {
    const hold = await api(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), { payment_method_whitelist: [...WALLETS], skip_capture: true }),
    );
    assert.equal(hold.status, 400);
    assert.equal(
      (hold.body as { __all__?: { code: string }[] }).__all__?.[0]?.code,
      'purchase_skip_capture_requires_card_method',
    );
    const zero = await api(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), {
        payment_method_whitelist: ['mpgs_google_pay'],
        skip_capture: true,
        purchase: { products: [{ name: 'Card check', price: 0 }] },
      }),
    );
    assert.equal(zero.status, 400);
    assert.equal(
      (zero.body as { __all__?: { code: string }[] }).__all__?.[0]?.code,
      'purchase_preauthorization_requires_card_method',
    );
  });
});
