import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/*
 * The FPX banks as the gateway maker's WooCommerce plugin offers them, and the checkout URL it
 * sends the payer to with the chosen bank: chip-for-woocommerce 2.0.5
 * `includes/class-chip-woocommerce-gateway.php` `list_fpx_banks` (2721-2744, retail banking,
 * with `MBSB001` at 2742), `list_fpx_b2b1_banks` (2810-2833, corporate banking), and
 * `bypass_chip` (2950-2957): `checkout_url?preferred=fpx&fpx_bank_code=<code>` or
 * `?preferred=fpx_b2b1&fpx_bank_code=<code>`.
 */

/** The plugin's B2B1 list, in its order (2811-2831). */
const WOOCOMMERCE_B2B1_CODES = [
  'ABB0235',
  'ABMB0213',
  'AGRO02',
  'AMBB0208',
  'BIMB0340',
  'BMMB0342',
  'BNP003',
  'BCBB0235',
  'CIT0218',
  'DBB0199',
  'HLB0224',
  'HSBC0223',
  'BKRM0602',
  'KFH0346',
  'MBB0228',
  'OCBC0229',
  'PBB0233',
  'PBB0234',
  'RHB0218',
  'SCB0215',
  'UOB0228',
];

/** The `value`s of a page's bank `<option>`s, the empty "choose" option left out. */
function bankCodes(page: string): string[] {
  return [...page.matchAll(/<option\s+value="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** The value of the selected option, if any. */
function selectedBank(page: string): string | null {
  for (const match of page.matchAll(/<option\b[^>]*>/g)) {
    if (/\sselected\b/.test(match[0])) return /value="([^"]*)"/.exec(match[0])?.[1] ?? null;
  }
  return null;
}

describe("FPX banks as the maker's WooCommerce plugin lists them", () => {
  const sandbox = useSandbox();
  const create = async (whitelist: string[]): Promise<Purchase> => {
    const body = purchaseBody(sandbox(), { payment_method_whitelist: whitelist });
    const response = await api<Purchase>(sandbox(), 'POST', '/purchases/', body);
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  };
  const get = (url: string) => fetch(new URL(url, sandbox().url), { redirect: 'manual' });
  /** The payer's way in: the checkout URL with the plugin's query, followed to the bank page. */
  const bankPage = async (purchase: Purchase, method: string, code: string) => {
    const query = new URLSearchParams({ preferred: method, fpx_bank_code: code });
    const entry = await get(`${purchase.checkout_url}?${query}`);
    assert.equal(entry.status, 302);
    const location = entry.headers.get('location') ?? '';
    const page = await get(location);
    assert.equal(page.status, 200);
    return { location, page: await page.text() };
  };

  /** The payer approves at the simulated bank with the bank `code` chosen. */
  const approve = (purchase: Purchase, method: string, code: string) =>
    fetch(new URL(`/p/${purchase.id}/method/${method}/`, sandbox().url), {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve', fpx_bank_code: code }),
      redirect: 'manual',
    });

  it('offers MBSB Bank (MBSB001) for FPX and preselects it from the checkout URL', async () => {
    const purchase = await create(['fpx']);
    const { location, page } = await bankPage(purchase, 'fpx', 'MBSB001');
    assert.equal(location, `/p/${purchase.id}/method/fpx/?fpx_bank_code=MBSB001`);
    assert.ok(bankCodes(page).includes('MBSB001'));
    assert.match(page, /MBSB Bank/);
    assert.equal(selectedBank(page), 'MBSB001');
  });

  it('lists the B2B1 banks for fpx_b2b1, not the retail ones', async () => {
    const purchase = await create(['fpx_b2b1']);
    const { page } = await bankPage(purchase, 'fpx_b2b1', 'ABB0235');
    assert.deepEqual(bankCodes(page), WOOCOMMERCE_B2B1_CODES);
    assert.match(page, /AFFINMAX/);
    assert.match(page, /Public Bank PB enterprise/);
    assert.equal(selectedBank(page), 'ABB0235');
    const retail = await (await get(`/p/${purchase.id}/method/fpx/`)).text();
    assert.ok(!bankCodes(retail).includes('ABB0235'), 'a B2B1 code is no retail bank');
  });

  for (const code of WOOCOMMERCE_B2B1_CODES) {
    it(`preselects ${code} from ?preferred=fpx_b2b1&fpx_bank_code=${code}`, async () => {
      const purchase = await create(['fpx_b2b1']);
      const { location, page } = await bankPage(purchase, 'fpx_b2b1', code);
      assert.equal(location, `/p/${purchase.id}/method/fpx_b2b1/?fpx_bank_code=${code}`);
      assert.equal(selectedBank(page), code);
    });
  }

  it('pays with a B2B1 bank', async () => {
    const purchase = await create(['fpx_b2b1']);
    const answer = await approve(purchase, 'fpx_b2b1', 'BNP003');
    assert.equal(answer.status, 302);
    const paid = await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`);
    assert.equal(paid.body.status, 'paid');
    assert.equal(paid.body.transaction_data.payment_method, 'fpx_b2b1');
  });

  it('ignores a code the method does not list, as it ignores an unknown one', async () => {
    const purchase = await create(['fpx', 'fpx_b2b1']);
    for (const [method, code] of [
      ['fpx_b2b1', 'MB2U0227'],
      ['fpx', 'BNP003'],
      ['fpx_b2b1', 'NOPE'],
    ] as const) {
      const { location, page } = await bankPage(purchase, method, code);
      assert.equal(location, `/p/${purchase.id}/method/${method}/`, `${method} ${code}`);
      assert.equal(selectedBank(page), null);
      const direct = await (await get(`${location}?fpx_bank_code=${code}`)).text();
      assert.equal(selectedBank(direct), null, `${method} ${code} on the bank page`);
    }
    // Approving with a bank the method does not list asks for a bank again, changing nothing.
    const answer = await approve(purchase, 'fpx_b2b1', 'MB2U0227');
    assert.equal(answer.status, 422);
    const read = await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`);
    assert.equal(read.body.transaction_data.attempts.length, 0);
  });
});
