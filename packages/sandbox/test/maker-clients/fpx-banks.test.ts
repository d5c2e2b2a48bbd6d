import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FPX_B2B1_BANKS, type Purchase } from '@checkout-kit/protocol';
import { collectSample } from '../../../../test/fixtures/gateway-samples.js';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/*
 * The FPX banks as the gateway maker's WooCommerce plugin offers them, and the checkout URL it
 * sends the payer to with the chosen bank: chip-for-woocommerce 2.0.5
 * `includes/class-chip-woocommerce-gateway.php` `list_fpx_banks` (2721-2744, retail banking,
 * with `MBSB001` at 2742), `list_fpx_b2b1_banks` (2810-2833, corporate banking), and
 * `bypass_chip` (2950-2957): `checkout_url?preferred=fpx&fpx_bank_code=<code>` or
 * `?preferred=fpx_b2b1&fpx_bank_code=<code>`. The payer, who chose the bank on the shop's page,
 * goes straight to that bank's own page: no choice of banks on the gateway's in between.
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

/**
 * FPX's record as the maker's WooCommerce plugin finds it (2.0.5
 * `includes/class-chip-woocommerce-payment-details.php:209-233`): the first attempt's `extra`,
 * any key but `user_web_browser_data` whose value has `fpx_debitAuthCode`.
 */
function woocommerceFpxData(purchase: Purchase): Record<string, unknown> | null {
  const extra = purchase.transaction_data.attempts[0]?.extra ?? {};
  for (const [key, value] of Object.entries(extra)) {
    if (key === 'user_web_browser_data') continue;
    if (value && typeof value === 'object' && 'fpx_debitAuthCode' in value) {
      return value as Record<string, unknown>;
    }
  }
  return null;
}

/** A field of FPX's record as the plugin reads it: a list's first string, or the string. */
const fpxField = (data: Record<string, unknown>, field: string): unknown =>
  Array.isArray(data[field]) ? (data[field] as unknown[])[0] : data[field];

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

/** What a page's form posts: its action and its hidden fields. */
function formOf(page: string): { action: string; fields: Record<string, string> } {
  const action = /<form\b[^>]*\saction="([^"]+)"/.exec(page)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [input] of page.matchAll(/<input\b[^>]*>/g)) {
    if (!/\stype="hidden"/.test(input)) continue;
    const name = /\sname="([^"]+)"/.exec(input)?.[1];
    if (name) fields[name] = /\svalue="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  return { action, fields };
}

/** `text` as a regular expression that matches it literally. */
const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a page is a bank's own, for `bank`: headed by its name, asking for no bank. */
function assertBankPage(page: string, bank: string, code: string): void {
  const name = literally(bank);
  assert.match(page, new RegExp(`<p class="merchant-name acs-brand">\\s*${name}\\s*<span`));
  assert.match(page, new RegExp(`<title>${name} · `));
  assert.doesNotMatch(page, /<select/, 'no choice of banks');
  assert.deepEqual(formOf(page).fields, { fpx_bank_code: code });
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

  it('offers MBSB Bank (MBSB001) for FPX, and the checkout URL with it opens its page', async () => {
    const purchase = await create(['fpx']);
    const listed = await (await get(`/p/${purchase.id}/method/fpx/`)).text();
    assert.ok(bankCodes(listed).includes('MBSB001'));
    assert.match(listed, /MBSB Bank/);
    const { location, page } = await bankPage(purchase, 'fpx', 'MBSB001');
    assert.equal(location, `/p/${purchase.id}/method/fpx/?fpx_bank_code=MBSB001`);
    assertBankPage(page, 'MBSB Bank', 'MBSB001');
  });

  it('lists the B2B1 banks for fpx_b2b1, not the retail ones', async () => {
    const purchase = await create(['fpx_b2b1']);
    const page = await (await get(`/p/${purchase.id}/method/fpx_b2b1/`)).text();
    assert.deepEqual(bankCodes(page), WOOCOMMERCE_B2B1_CODES);
    assert.match(page, /AFFINMAX/);
    assert.match(page, /Public Bank PB enterprise/);
    assert.equal(selectedBank(page), null);
    const retail = await (await get(`/p/${purchase.id}/method/fpx/`)).text();
    assert.ok(!bankCodes(retail).includes('ABB0235'), 'a B2B1 code is no retail bank');
  });

  for (const { code, name } of FPX_B2B1_BANKS) {
    it(`opens ${name}'s own page from ?preferred=fpx_b2b1&fpx_bank_code=${code}`, async () => {
      const purchase = await create(['fpx_b2b1']);
      const { location, page } = await bankPage(purchase, 'fpx_b2b1', code);
      assert.equal(location, `/p/${purchase.id}/method/fpx_b2b1/?fpx_bank_code=${code}`);
      assertBankPage(page, name, code);
    });
  }

  it('pays at the bank the checkout URL named, which FPX records as the payer’s bank', async () => {
    for (const [method, code, name] of [
      ['fpx', 'MB2U0227', 'Maybank2u'],
      ['fpx_b2b1', 'PBB0234', 'Public Bank PB enterprise'],
    ] as const) {
      const purchase = await create(['fpx', 'fpx_b2b1']);
      const { page } = await bankPage(purchase, method, code);
      const form = formOf(page);
      assert.equal(form.action, `/p/${purchase.id}/method/${method}/`);
      const answer = await fetch(new URL(form.action, sandbox().url), {
        method: 'POST',
        body: new URLSearchParams({ ...form.fields, decision: 'approve' }),
        redirect: 'manual',
      });
      assert.equal(answer.status, 302);
      const paid = (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
      assert.equal(paid.status, 'paid');
      assert.equal(paid.transaction_data.payment_method, method);

      sandbox().settlePurchase(purchase.id);
      const settled = (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
      const data = woocommerceFpxData(settled);
      assert.ok(data, method);
      assert.equal(fpxField(data, 'fpx_buyerBankId'), code);
      assert.equal(fpxField(data, 'fpx_buyerBankBranch'), name);
      assert.equal(fpxField(data, 'fpx_msgToken'), method === 'fpx' ? '01' : '02');
    }
  });

  it('declines at the bank the checkout URL named, naming it in the attempt', async () => {
    const purchase = await create(['fpx']);
    const { page } = await bankPage(purchase, 'fpx', 'BSN0601');
    const form = formOf(page);
    const answer = await fetch(new URL(form.action, sandbox().url), {
      method: 'POST',
      body: new URLSearchParams({ ...form.fields, decision: 'decline' }),
      redirect: 'manual',
    });
    assert.equal(answer.status, 302);
    const failed = (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
    assert.equal(failed.status, 'error');
    assert.equal(
      failed.transaction_data.attempts[0]?.error?.message,
      'The payment was declined at BSN.',
    );
  });

  it('pays with a B2B1 bank', async () => {
    const purchase = await create(['fpx_b2b1']);
    const answer = await approve(purchase, 'fpx_b2b1', 'BNP003');
    assert.equal(answer.status, 302);
    const paid = await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`);
    assert.equal(paid.body.status, 'paid');
    assert.equal(paid.body.transaction_data.payment_method, 'fpx_b2b1');
  });

  it("keeps FPX's record of the payment once settled, where the plugin's details panel reads it", async () => {
    const purchase = await create(['fpx']);
    assert.equal((await approve(purchase, 'fpx', 'MBSB001')).status, 302);
    const paid = (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
    // As sample 01, an FPX purchase.paid: no record yet.
    assert.equal(woocommerceFpxData(paid), null);
    assert.deepEqual(paid.transaction_data.extra, {});

    sandbox().settlePurchase(purchase.id);
    const settled = (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
    const data = woocommerceFpxData(settled);
    assert.ok(data, 'the panel finds the record');
    assert.equal(fpxField(data, 'fpx_buyerName'), 'Siti Aisyah');
    assert.equal(fpxField(data, 'fpx_buyerBankBranch'), 'MBSB Bank');
    assert.equal(fpxField(data, 'fpx_buyerBankId'), 'MBSB001');
    assert.equal(fpxField(data, 'fpx_debitAuthCode'), '00');
    assert.match(String(fpxField(data, 'fpx_fpxTxnId')), /^\d{16}$/);
    assert.equal(fpxField(data, 'fpx_txnAmount'), '10.00');
    assert.equal(fpxField(data, 'fpx_sellerOrderNo'), purchase.id);
    assert.deepEqual(settled.transaction_data.extra.webhook_payload, data);

    // Every field is one of sample 07's, in its shape: a list of one string.
    const sample = collectSample('purchase.settled').body as {
      transaction_data: { attempts: { extra: { webhook_payload: Record<string, unknown> } }[] };
    };
    const sampleFields = Object.keys(
      sample.transaction_data.attempts[0]?.extra.webhook_payload ?? {},
    );
    for (const [field, value] of Object.entries(data)) {
      assert.ok(sampleFields.includes(field), `${field} is a field of sample 07`);
      assert.ok(Array.isArray(value) && value.length === 1 && typeof value[0] === 'string', field);
    }
  });

  it('keeps no FPX record for a settled payment of another method', async () => {
    const purchase = await create(['duitnow_qr']);
    const paid = await fetch(new URL(`/p/${purchase.id}/method/duitnow_qr/`, sandbox().url), {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    assert.equal(paid.status, 302);
    sandbox().settlePurchase(purchase.id);
    const settled = (await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`)).body;
    assert.equal(woocommerceFpxData(settled), null);
    assert.ok(!('webhook_payload' in settled.transaction_data.extra));
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
      assert.ok(bankCodes(page).length > 0, 'the FPX page asks for a bank');
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
