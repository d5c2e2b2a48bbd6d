import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/**
 * The hosted forms are checked by the pages' script and, without script, by the server, with
 * the same lines under the same fields: over real HTTP.
 */

/** The JSON the page gives its script. */
const configOf = (page: string): Record<string, unknown> => {
  const block = /<script type="application\/json" id="field-check">([\s\S]*?)<\/script>/.exec(page);
  assert.ok(block, 'the page gives its script a JSON block');
  return JSON.parse(block[1] ?? '') as Record<string, unknown>;
};

/** The text of the line under a field. */
const errorOf = (page: string, field: string): string | null => {
  const line = new RegExp(`<p class="error-text" id="${field}-error">([^<]*)</p>`).exec(page);
  return line ? (line[1] ?? '').trim() : null;
};

describe('the hosted forms’ field-check', () => {
  const sandbox = useSandbox();

  const create = async (overrides: Record<string, unknown> = {}, language?: string) => {
    const body = purchaseBody(sandbox(), overrides);
    if (language) (body.purchase as Record<string, unknown>).language = language;
    const response = await api<Purchase>(sandbox(), 'POST', '/purchases/', body);
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  };
  const get = (path: string) => fetch(new URL(path, sandbox().url));
  const post = (path: string, fields: Record<string, string>) =>
    fetch(new URL(path, sandbox().url), {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('serves its script from the sandbox, and the pages allow no other', async () => {
    const response = await get('/static/pages/field-check.js');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    const script = await response.text();
    assert.match(script, /aria-invalid/);
    assert.match(script, /novalidate|formnovalidate/);
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(new URL('/static/pages/field-check.js', sandbox().url), {
      headers: { 'If-None-Match': etag },
    });
    assert.equal(again.status, 304);
    assert.equal((await get('/static/pages/other.js')).status, 404);

    const purchase = await create();
    const page = await get(`/p/${purchase.id}/card/`);
    const policy = page.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self'/);
    assert.doesNotMatch(policy, /unsafe-inline'[^;]*script|script-src[^;]*unsafe/);
    const html = await page.text();
    assert.match(html, /<script src="\/static\/pages\/field-check\.js" defer><\/script>/);
    // No script in the page runs: the only inline one is JSON data.
    assert.deepEqual(
      [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]?.trim()),
      ['type="application/json" id="field-check"'],
    );
  });

  it('gives the card page’s script the page’s words and the purchase’s brands', async () => {
    const purchase = await create({ payment_method_whitelist: ['visa', 'fpx'] }, 'ms');
    const page = await (await get(`/p/${purchase.id}/card/`)).text();
    const config = configOf(page);
    assert.equal(config.kind, 'card');
    assert.equal(config.summary, 'Sila betulkan medan yang ditandakan.');
    assert.deepEqual(config.acceptedBrands, ['visa']);
    assert.equal(typeof config.now, 'number');
    const words = config.words as {
      fieldRules: Record<string, Record<string, string>>;
      or: string;
    };
    assert.equal(words.fieldRules.cvc?.length, 'Kod keselamatan mestilah {cvcLength} digit.');
    assert.equal(words.or, ' atau ');
    // The expiry reads as Malaysian banks write it in Malay.
    assert.match(page, /placeholder="BB\/TT"/);
  });

  it('has an empty error line under every card field, named by the field, and a summary', async () => {
    const purchase = await create();
    const page = await (await get(`/p/${purchase.id}/card/`)).text();
    assert.match(page, /novalidate/);
    for (const field of ['cardholder_name', 'card_number', 'expires', 'cvc']) {
      assert.equal(errorOf(page, field), '', field);
      const input = new RegExp(`<input[^>]*id="${field}"[^>]*>`).exec(page)?.[0] ?? '';
      assert.match(input, new RegExp(`aria-describedby="([\\w-]+ )?${field}-error"`), field);
      assert.doesNotMatch(input, /aria-invalid/, field);
    }
    assert.match(page, /<div class="notice error" id="field-summary" role="alert"><\/div>/);
  });

  it('answers a card form posted without script with the same lines, in the page’s language', async () => {
    const purchase = await create({}, 'zh');
    const response = await post(`/p/${purchase.id}/card/`, {
      cardholder_name: '',
      card_number: '378282246310005',
      expires: '13/30',
      cvc: '12a',
    });
    assert.equal(response.status, 422);
    const page = await response.text();
    assert.equal(errorOf(page, 'cardholder_name'), '请填写持卡人姓名。');
    assert.equal(errorOf(page, 'card_number'), '此处不接受 American Express。');
    assert.equal(errorOf(page, 'expires'), '月份须为 01 至 12。');
    assert.equal(errorOf(page, 'cvc'), '安全码：只可输入数字。');
    assert.match(page, /id="field-summary" role="alert">请更正标出的栏位。<\/div>/);
    assert.ok(!page.includes('378282246310005'), 'the number is never written back');
  });

  it('asks for a bank on the FPX page, in the script’s words and the server’s', async () => {
    const purchase = await create({}, 'ta');
    const page = await (await get(`/p/${purchase.id}/method/fpx/`)).text();
    assert.deepEqual(configOf(page), {
      kind: 'choice',
      summary: 'குறிக்கப்பட்ட புலங்களைத் திருத்துங்கள்.',
      field: 'fpx_bank_code',
      message: 'தொடர, உங்கள் வங்கியைத் தேர்ந்தெடுங்கள்.',
    });
    assert.match(page, /novalidate/);
    assert.equal(errorOf(page, 'fpx_bank_code'), '');
    const refused = await post(`/p/${purchase.id}/method/fpx/`, { decision: 'approve' });
    assert.equal(refused.status, 422);
    const answer = await refused.text();
    assert.equal(errorOf(answer, 'fpx_bank_code'), 'தொடர, உங்கள் வங்கியைத் தேர்ந்தெடுங்கள்.');
    assert.match(answer, /<select[^>]*aria-invalid="true"/);
  });

  it('asks for a method when the payer continues without one on the payment page', async () => {
    const purchase = await create({}, 'ms');
    const page = await (await get(`/p/${purchase.id}/`)).text();
    assert.equal(configOf(page).message, 'Pilih kaedah pembayaran untuk meneruskan.');
    assert.equal(errorOf(page, 'preferred'), '');
    const answer = await (await get(`/p/${purchase.id}/?continue=`)).text();
    assert.equal(errorOf(answer, 'preferred'), 'Pilih kaedah pembayaran untuk meneruskan.');
    assert.match(answer, /type="radio"[^>]*aria-invalid="true"/);
    // A choice still goes straight on.
    const chosen = await fetch(
      new URL(`/p/${purchase.id}/?preferred=card&continue=`, sandbox().url),
      {
        redirect: 'manual',
      },
    );
    assert.equal(chosen.headers.get('location'), `/p/${purchase.id}/card/`);
  });
});
