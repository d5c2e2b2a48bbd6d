import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { startSandbox } from '../../src/index.js';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/**
 * The pages a payer sees speak the purchase's `language` (English or Malay) and name the
 * merchant's brand, over real HTTP.
 */

/** The page's text without tags, whitespace collapsed. */
const textOf = (page: string): string =>
  page
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the pages in the purchase’s language, under the brand’s name', () => {
  const sandbox = useSandbox({ brandName: 'Kedai Kopi' });

  const create = async (language?: string, overrides: Record<string, unknown> = {}) => {
    const body = purchaseBody(sandbox(), overrides);
    const details = body.purchase as Record<string, unknown>;
    if (language) details.language = language;
    const response = await api<Purchase>(sandbox(), 'POST', '/purchases/', body);
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  };
  const get = async (path: string): Promise<string> => {
    const response = await fetch(new URL(path, sandbox().url));
    return response.text();
  };
  const post = (path: string, fields: Record<string, string>) =>
    fetch(new URL(path, sandbox().url), {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  it('names the brand on the purchase and on every page', async () => {
    const purchase = await create();
    assert.equal(purchase.issuer_details.brand_name, 'Kedai Kopi');
    const page = await get(`/p/${purchase.id}/`);
    assert.match(page, /<p class="merchant-name">Kedai Kopi<\/p>/);
    assert.match(page, /<title>Pay RM\s10\.00 · Kedai Kopi<\/title>/);
    assert.doesNotMatch(page, /Checkout Kit/);
  });

  it('speaks English by default, with lang="en"', async () => {
    const purchase = await create();
    const page = await get(`/p/${purchase.id}/`);
    assert.match(page, /<html lang="en">/);
    assert.match(textOf(page), /Choose how to pay/);
  });

  it('speaks Malay on the payment page of a purchase in Malay', async () => {
    const purchase = await create('ms');
    const page = await get(`/p/${purchase.id}/`);
    assert.match(page, /<html lang="ms">/);
    const text = textOf(page);
    for (const words of [
      'Mod ujian.',
      'Rujukan',
      'Bayar RM 10.00',
      'Pilih cara pembayaran',
      'Kad',
      'Jumlah',
      'Teruskan',
      'Halaman pembayaran selamat',
    ]) {
      assert.ok(text.includes(words), words);
    }
    for (const english of ['Choose how to pay', 'Continue', 'Reference', 'Test mode']) {
      assert.ok(!text.includes(english), english);
    }
  });

  it('speaks Malay on the card page, its field messages included', async () => {
    const purchase = await create('ms');
    const text = textOf(await get(`/p/${purchase.id}/card/`));
    for (const words of ['Butiran kad', 'Nama pada kad', 'Nombor kad', 'Kod keselamatan']) {
      assert.ok(text.includes(words), words);
    }
    const refused = await post(`/p/${purchase.id}/card/`, {
      cardholder_name: '',
      card_number: '4444 3333 2222 1112',
      expires: '13/30',
      cvc: '1',
    });
    assert.equal(refused.status, 422);
    const errors = textOf(await refused.text());
    for (const words of [
      'Sila betulkan medan yang ditandakan.',
      // The kit's card form's words.
      'Nama pada kad diperlukan.',
      'Nombor kad tidak sah: semak digitnya.',
      'Bulan luput mestilah 01 hingga 12.',
      'Kod keselamatan mestilah 3 digit.',
    ]) {
      assert.ok(errors.includes(words), words);
    }
  });

  it('speaks Malay on the bank page, the 3-D Secure page and the result page', async () => {
    const purchase = await create('ms', {
      success_redirect: undefined,
      failure_redirect: undefined,
    });
    const bank = textOf(await get(`/p/${purchase.id}/method/fpx/`));
    for (const words of ['Pilih bank anda', 'Bayar kepada Kedai Kopi', 'Luluskan', 'Tolak']) {
      assert.ok(bank.includes(words), words);
    }
    const named = await get(`/p/${purchase.id}/method/fpx/?fpx_bank_code=MB2U0227`);
    assert.match(named, /<html lang="ms">/);
    for (const words of [
      'Sahkan bayaran ini',
      'akaun atau aplikasi Maybank2u tidak diperlukan',
      'Bayar kepada Kedai Kopi',
      'Pilih bank lain',
      'Luluskan',
      'Tolak',
    ]) {
      assert.ok(textOf(named).includes(words), words);
    }

    const card = await post(`/p/${purchase.id}/card/`, {
      cardholder_name: 'Siti Aisyah',
      card_number: '5555 5555 5555 4444',
      expires: '12/35',
      cvc: '123',
    });
    assert.equal(card.headers.get('location'), `/p/${purchase.id}/3ds/`);
    const acs = await get(`/p/${purchase.id}/3ds/`);
    assert.match(acs, /<html lang="ms">/);
    for (const words of ['Sahkan bayaran ini', 'Peniaga Kedai Kopi', 'Luluskan', 'Batal']) {
      assert.ok(textOf(acs).includes(words), words);
    }

    await post(`/p/${purchase.id}/3ds/`, { decision: 'cancel' });
    const result = textOf(await get(`/p/${purchase.id}/result/`));
    for (const words of ['Bayaran gagal', 'Bayaran tidak berjaya.', 'Cuba lagi', 'Amaun']) {
      assert.ok(result.includes(words), words);
    }
  });

  it('speaks Chinese and Tamil on every page, titles and method names included', async () => {
    const expected = {
      zh: {
        title: '<title>付款 RM\u00a010.00 · Kedai Kopi</title>',
        words: ['测试模式。', '参考编号', '选择付款方式', '银行卡', 'FPX 网上银行', '总额', '继续'],
        card: [
          '<title>银行卡付款 · Kedai Kopi</title>',
          '持卡人姓名',
          '卡号',
          '有效期',
          '安全码（CVC）',
        ],
        acs: ['确认此付款', '批准', '取消'],
      },
      ta: {
        title: '<title>RM\u00a010.00 செலுத்து · Kedai Kopi</title>',
        words: ['சோதனை முறை.', 'அட்டை', 'FPX இணைய வங்கி', 'மொத்தம்', 'தொடர்க'],
        card: ['அட்டையில் உள்ள பெயர்', 'அட்டை எண்', 'காலாவதி தேதி', 'பாதுகாப்புக் குறியீடு (CVC)'],
        acs: ['இந்தக் கட்டணத்தை உறுதிசெய்யுங்கள்', 'ஏற்றுக்கொள்', 'ரத்துசெய்'],
      },
    };
    for (const [language, words] of Object.entries(expected)) {
      const purchase = await create(language);
      const page = await get(`/p/${purchase.id}/`);
      assert.match(page, new RegExp(`<html lang="${language}">`));
      assert.ok(page.includes(words.title), `${language}: ${words.title}`);
      for (const word of words.words)
        assert.ok(textOf(page).includes(word), `${language}: ${word}`);
      const card = await get(`/p/${purchase.id}/card/`);
      for (const word of words.card) assert.ok(card.includes(word), `${language}: ${word}`);
      for (const english of ['Card number', 'Choose how to pay', 'Continue']) {
        assert.ok(!textOf(card).includes(english) && !textOf(page).includes(english), english);
      }

      await post(`/p/${purchase.id}/card/`, {
        cardholder_name: 'Siti Aisyah',
        card_number: '5555 5555 5555 4444',
        expires: '12/35',
        cvc: '123',
      });
      const acs = await get(`/p/${purchase.id}/3ds/`);
      for (const word of words.acs) assert.ok(textOf(acs).includes(word), `${language}: ${word}`);
      // The date as the language writes it.
      const today = new Intl.DateTimeFormat(`${language}-MY`, {
        dateStyle: 'medium',
        timeZone: 'Asia/Kuala_Lumpur',
      }).format(new Date());
      assert.ok(textOf(acs).includes(today), `${language}: ${today}`);
    }
  });
});

describe('startSandbox brandName', () => {
  it('refuses a blank or overlong name, naming the option and the rule', async () => {
    for (const brandName of ['', '   ', 'x'.repeat(101)]) {
      await assert.rejects(startSandbox({ brandName }), {
        name: 'TypeError',
        message: 'startSandbox: brandName must be a name of 1 to 100 characters, not blank.',
      });
    }
  });

  it('names purchases Sandbox Shop by default', async () => {
    const sandbox = await startSandbox();
    try {
      const response = await api<Purchase>(sandbox, 'POST', '/purchases/', purchaseBody(sandbox));
      assert.equal(response.body.issuer_details.brand_name, 'Sandbox Shop');
    } finally {
      await sandbox.close();
    }
  });
});
