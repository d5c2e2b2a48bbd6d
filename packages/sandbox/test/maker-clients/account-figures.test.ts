import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { api, useSandbox } from '../helpers.js';
import { createPurchase, paidPurchase } from './paid-purchase.js';

/*
 * The company's figures, which the interface description does not show, as the maker's
 * plugins read them:
 *
 * - chip-for-whmcs 1.7.1: `GET /account/json/balance/?brand_id=<brand>`
 *   (`modules/gateways/chip/api.php:114-117`); `gateway.php` `account_balance` (126-133) reads
 *   every top-level key as a currency and its `balance`, in cents.
 * - chip-for-woocommerce 1.8.5: `GET /account/json/balance/?currency=MYR` and
 *   `GET /account/json/turnover/?currency=MYR` (`includes/class-wc-api.php:121-135`);
 *   `includes/class-wc-gateway-chip.php:2372-2398` reads `MYR.available_balance`, and
 *   `incoming|outgoing` `.count.all`, `.fee_sell`, `.turnover`.
 * - chip-php-sdk v2 `AccountResource::turnover` adds `from` and `to`, Unix seconds.
 *
 * The sandbox computes them from its purchases and refunds (fees are 0 here).
 */
describe('account balance and turnover, as WHMCS and WooCommerce 1.8.5 read them', () => {
  const sandbox = useSandbox();
  const refund = (id: string, amount: number) =>
    api(sandbox(), 'POST', `/purchases/${id}/refund/`, { amount });

  it('answers figures of a company with no payments yet', async () => {
    const balance = await api(sandbox(), 'GET', '/account/json/balance/?currency=MYR');
    assert.equal(balance.status, 200);
    assert.deepEqual(balance.body, { MYR: { balance: 0, available_balance: 0 } });
    const turnover = await api(sandbox(), 'GET', '/account/json/turnover/?currency=MYR');
    assert.deepEqual(turnover.body, {
      incoming: { count: { all: 0 }, fee_sell: 0, turnover: 0 },
      outgoing: { count: { all: 0 }, fee_sell: 0, turnover: 0 },
    });
  });

  it('counts payments in and refunds out; a purchase marked paid moved no money', async () => {
    const first = await paidPurchase(sandbox(), 1000);
    await paidPurchase(sandbox(), 2500);
    assert.equal((await refund(first.id, 300)).status, 200);
    const marked = await createPurchase(sandbox(), 700);
    await api(sandbox(), 'POST', `/purchases/${marked.id}/mark_as_paid/`);
    await createPurchase(sandbox(), 900); // never paid

    // WHMCS: every key a currency, its `balance` in cents.
    const whmcs = await api<Record<string, { balance: number }>>(
      sandbox(),
      'GET',
      `/account/json/balance/?brand_id=${sandbox().brandId}`,
    );
    assert.equal(whmcs.status, 200);
    assert.deepEqual(Object.keys(whmcs.body), ['MYR']);
    assert.equal(whmcs.body.MYR?.balance, 3200);

    // WooCommerce 1.8.5.
    const woo = await api<{ MYR: { available_balance: number } }>(
      sandbox(),
      'GET',
      '/account/json/balance/?currency=MYR',
    );
    assert.equal(woo.body.MYR.available_balance, 3200);
    const turnover = await api(sandbox(), 'GET', '/account/json/turnover/?currency=MYR');
    assert.equal(turnover.status, 200);
    assert.deepEqual(turnover.body, {
      incoming: { count: { all: 2 }, fee_sell: 0, turnover: 3500 },
      outgoing: { count: { all: 1 }, fee_sell: 0, turnover: 300 },
    });
  });

  it('filters by brand, currency and time', async () => {
    const otherBrand = '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12';
    const other = await api(sandbox(), 'GET', `/account/json/balance/?brand_id=${otherBrand}`);
    assert.deepEqual(other.body, { MYR: { balance: 0, available_balance: 0 } });
    const euro = await api(sandbox(), 'GET', '/account/json/balance/?currency=EUR');
    assert.deepEqual(euro.body, { EUR: { balance: 0, available_balance: 0 } });
    const future = Math.floor(Date.now() / 1000) + 86_400;
    const later = await api(sandbox(), 'GET', `/account/json/turnover/?from=${future}`);
    assert.deepEqual(later.body, {
      incoming: { count: { all: 0 }, fee_sell: 0, turnover: 0 },
      outgoing: { count: { all: 0 }, fee_sell: 0, turnover: 0 },
    });
  });

  const refused: { path: string; field: string; message: string }[] = [
    {
      path: '/account/json/balance/?currency=myr',
      field: 'currency',
      message: 'currency must be a code of 3 capital letters (MYR), once.',
    },
    {
      path: '/account/json/balance/?currency=MYR&currency=MYR',
      field: 'currency',
      message: 'currency must be a code of 3 capital letters (MYR), once.',
    },
    {
      path: '/account/json/turnover/?from=yesterday',
      field: 'from',
      message: 'from must be a Unix time in whole seconds, once.',
    },
    {
      path: '/account/json/turnover/?to=1.5',
      field: 'to',
      message: 'to must be a Unix time in whole seconds, once.',
    },
    {
      path: '/account/json/balance/?brand_id=a&brand_id=b',
      field: 'brand_id',
      message: 'brand_id must be given once.',
    },
  ];
  for (const { path, field, message } of refused) {
    it(`refuses ${path}`, async () => {
      const answer = await api(sandbox(), 'GET', path);
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body, { [field]: [{ message, code: 'invalid' }] });
    });
  }

  it('needs the API key', async () => {
    const answer = await api(sandbox(), 'GET', '/account/json/balance/', undefined, {
      apiKey: null,
    });
    assert.equal(answer.status, 401);
  });
});
