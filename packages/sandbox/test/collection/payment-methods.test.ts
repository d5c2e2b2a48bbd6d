import assert from 'node:assert/strict';
import { request } from 'node:http';
import { describe, test } from 'node:test';
import {
  CARD_PAYMENT_METHODS,
  documentedPaymentMethod,
  type PaymentMethodsLookup,
} from '@checkout-kit/protocol';
import { METHOD_CATALOGUE } from '../../src/collection/method-catalogue.js';
import { type ApiResponse, api, useSandbox } from '../helpers.js';

/** Every method the sandbox offers, under its live name. */
const SERVED_METHODS = METHOD_CATALOGUE.map((entry) => entry.method);

const sandbox = useSandbox();

/** `GET /payment_methods/` with the required parameters, plus `params` (`null` removes one). */
function lookup(
  params: Record<string, string | null> = {},
  options: { apiKey?: string | null } = {},
): Promise<ApiResponse<PaymentMethodsLookup>> {
  const query = new URLSearchParams();
  const all: Record<string, string | null> = {
    brand_id: sandbox().brandId,
    currency: 'MYR',
    ...params,
  };
  for (const [name, value] of Object.entries(all)) if (value !== null) query.set(name, value);
  return api<PaymentMethodsLookup>(
    sandbox(),
    'GET',
    `/payment_methods/?${query}`,
    undefined,
    options,
  );
}

/** `GET /payment_methods/` with a raw query string (for repeated parameters). */
function lookupRaw(query: string): Promise<ApiResponse> {
  return api(sandbox(), 'GET', `/payment_methods/?${query}`);
}

async function available(params: Record<string, string | null>): Promise<string[]> {
  const response = await lookup(params);
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.available_payment_methods;
}

/** Asserts a 400 whose body names `field` with `code`. */
function assertFieldError(response: ApiResponse<unknown>, field: string, code: string): void {
  assert.equal(response.status, 400, JSON.stringify(response.body));
  const body = response.body as Record<string, { code: string; message: string }[]>;
  const errors = body[field];
  assert.ok(Array.isArray(errors), `no error for ${field} in ${JSON.stringify(body)}`);
  assert.ok(
    errors.some((error) => error.code === code && error.message.includes(field)),
    `expected ${code} naming ${field} in ${JSON.stringify(errors)}`,
  );
}

const sorted = (list: readonly string[]): string[] => [...list].sort();

describe('GET /payment_methods/: the result', () => {
  test('lists every method of the spec in the full lookup shape', async () => {
    const { status, headers, body } = await lookup();
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(sorted(Object.keys(body)), [
      'available_payment_methods',
      'by_country',
      'card_methods',
      'country_names',
      'logos',
      'names',
    ]);
    assert.deepEqual(sorted(body.available_payment_methods), sorted(SERVED_METHODS));

    // Every method sits in exactly one group: cards (the brands, and the wallets that hand over
    // a card) under `card`, the others by country.
    assert.deepEqual(sorted(Object.keys(body.by_country)), ['MY', 'any', 'card']);
    const grouped = Object.values(body.by_country).flat();
    assert.deepEqual(sorted(grouped), sorted(body.available_payment_methods));
    const cards = [...CARD_PAYMENT_METHODS, 'mpgs_google_pay', 'mpgs_apple_pay'];
    assert.deepEqual(sorted(body.by_country.card ?? []), sorted(cards));
    assert.deepEqual(sorted(body.card_methods), sorted(cards));
    for (const method of ['fpx', 'fpx_b2b1', 'duitnow_qr', 'razer_atome', 'razer_tng']) {
      assert.ok(body.by_country.MY?.includes(method), `${method} is Malaysian`);
    }
    for (const method of ['crypto_coin']) {
      assert.ok(body.by_country.any?.includes(method), `${method} is for any country`);
    }
    assert.deepEqual(body.country_names, { card: 'Card', MY: 'Malaysia', any: 'Other' });

    assert.deepEqual(sorted(Object.keys(body.names)), sorted(SERVED_METHODS));
    assert.deepEqual(sorted(Object.keys(body.logos)), sorted(SERVED_METHODS));
    assert.equal(body.names.visa, 'Visa');
    assert.equal(body.names.mastercard, 'Mastercard');
    assert.equal(body.names.fpx, 'FPX Online Banking');
    for (const [method, name] of Object.entries(body.names)) {
      assert.ok(name.trim() !== '' && name !== method, `${method} has a readable name`);
    }
    for (const [method, logo] of Object.entries(body.logos)) {
      for (const path of typeof logo === 'string' ? [logo] : logo) {
        assert.match(path, /^\/static\/logos\/[a-z0-9_-]+\.svg$/, `${method} logo path`);
      }
    }
  });

  test('serves live method names, each a documented method, never a placeholder', () => {
    for (const method of SERVED_METHODS) {
      assert.ok(documentedPaymentMethod(method), `${method} is a documented method`);
      assert.doesNotMatch(method, /^(partner|processor)_/, `${method} is no placeholder`);
    }
    for (const method of ['razer_grabpay', 'razer_tng', 'razer_atome', 'razer_shopeepay']) {
      assert.ok(SERVED_METHODS.includes(method), method);
    }
  });

  test('answers the same for an amount of RM 10, which covers every method', async () => {
    assert.deepEqual(sorted(await available({ amount: '1000' })), sorted(SERVED_METHODS));
    assert.deepEqual(sorted(await available({ amount: '123456789' })), sorted(SERVED_METHODS));
  });

  test('leaves out methods whose minimum amount is higher', async () => {
    const at14 = await available({ amount: '14' });
    assert.ok(!at14.includes('duitnow_qr') && !at14.includes('dnqr'), '14 sen hides DuitNow QR');
    const at15 = await available({ amount: '15' });
    assert.ok(at15.includes('duitnow_qr') && at15.includes('dnqr'), '15 sen shows DuitNow QR');
    assert.ok(!at15.includes('fpx'));

    const at99 = await available({ amount: '99' });
    assert.ok(!at99.includes('fpx'), '99 sen hides FPX');
    assert.ok(at99.includes('duitnow_qr'));
    const at100 = await available({ amount: '100' });
    assert.ok(at100.includes('fpx'), 'RM 1 shows FPX');
    assert.ok(!at100.includes('fpx_b2b1'), 'RM 1 hides FPX B2B1');

    assert.ok(!(await available({ amount: '199' })).includes('fpx_b2b1'));
    assert.ok((await available({ amount: '200' })).includes('fpx_b2b1'), 'RM 2 shows FPX B2B1');

    const at999 = await available({ amount: '999' });
    assert.ok(!at999.includes('razer_atome'), 'RM 9.99 hides Atome');
    assert.deepEqual(
      sorted(at999),
      sorted(SERVED_METHODS.filter((method) => method !== 'razer_atome')),
    );
    assert.ok((await available({ amount: '1000' })).includes('razer_atome'), 'RM 10 shows Atome');
  });

  test('keeps the whole shape consistent when methods are left out', async () => {
    const { body } = await lookup({ amount: '14' });
    const methods = body.available_payment_methods;
    assert.deepEqual(sorted(Object.values(body.by_country).flat()), sorted(methods));
    assert.deepEqual(sorted(Object.keys(body.names)), sorted(methods));
    assert.deepEqual(sorted(Object.keys(body.logos)), sorted(methods));
    assert.deepEqual(sorted(Object.keys(body.country_names)), sorted(Object.keys(body.by_country)));
  });

  test('an amount of 0 leaves only the card methods (a preauthorization)', async () => {
    const { body } = await lookup({ amount: '0' });
    assert.deepEqual(sorted(body.available_payment_methods), sorted(CARD_PAYMENT_METHODS));
    assert.deepEqual(Object.keys(body.by_country), ['card']);
    assert.deepEqual(body.country_names, { card: 'Card' });
  });

  for (const flag of ['recurring', 'skip_capture', 'preauthorization']) {
    test(`${flag}=true leaves only the card methods; ${flag}=false leaves all`, async () => {
      const { body } = await lookup({ [flag]: 'true' });
      assert.deepEqual(sorted(body.available_payment_methods), sorted(CARD_PAYMENT_METHODS));
      assert.deepEqual(sorted(body.card_methods), sorted(CARD_PAYMENT_METHODS));
      assert.deepEqual(Object.keys(body.by_country), ['card']);
      assert.deepEqual(sorted(await available({ [flag]: 'false' })), sorted(SERVED_METHODS));
    });
  }

  test('the filters combine', async () => {
    const methods = await available({ amount: '5000', recurring: 'true', country: 'SG' });
    assert.deepEqual(sorted(methods), sorted(CARD_PAYMENT_METHODS));
    assert.deepEqual(await available({ amount: '14', skip_capture: 'true' }), [
      'visa',
      'mastercard',
      'maestro',
    ]);
  });

  test('country keeps that country, the methods of any country and the cards', async () => {
    assert.deepEqual(sorted(await available({ country: 'MY' })), sorted(SERVED_METHODS));
    const { body } = await lookup({ country: 'SG' });
    assert.deepEqual(sorted(Object.keys(body.by_country)), ['any', 'card']);
    assert.ok(!body.available_payment_methods.includes('fpx'));
    assert.ok(body.available_payment_methods.includes('crypto_coin'));
    assert.ok(body.available_payment_methods.includes('visa'));
  });

  test('language=ms translates names; other languages get English', async () => {
    const { body: malay } = await lookup({ language: 'ms' });
    assert.equal(malay.names.fpx, 'Perbankan Dalam Talian FPX');
    assert.equal(malay.names.visa, 'Visa');
    assert.deepEqual(malay.country_names, { card: 'Kad', MY: 'Malaysia', any: 'Lain-lain' });
    assert.deepEqual(
      malay.available_payment_methods,
      (await lookup()).body.available_payment_methods,
    );
    const { body: english } = await lookup({ language: 'en' });
    const { body: french } = await lookup({ language: 'fr' });
    assert.equal(english.names.fpx, 'FPX Online Banking');
    assert.deepEqual(french.names, english.names);
    assert.equal(french.country_names.any, 'Other');
  });

  test('language=zh and language=ta name the methods in Chinese and Tamil, brands as they are', async () => {
    const { body: chinese } = await lookup({ language: 'zh' });
    assert.equal(chinese.names.fpx, 'FPX 网上银行');
    assert.equal(chinese.names.razer_tng, "Touch 'n Go eWallet");
    assert.deepEqual(chinese.country_names, { card: '银行卡', MY: '马来西亚', any: '其他' });
    const { body: tamil } = await lookup({ language: 'ta' });
    assert.equal(tamil.names.fpx, 'FPX இணைய வங்கி');
    assert.equal(tamil.names.visa, 'Visa');
    assert.deepEqual(tamil.country_names, { card: 'அட்டை', MY: 'மலேசியா', any: 'மற்றவை' });
  });

  test('an optional parameter given empty counts as absent; unknown ones are ignored', async () => {
    const empty = await available({
      country: '',
      language: '',
      amount: '',
      recurring: '',
      skip_capture: '',
      preauthorization: '',
      colour: 'blue',
    });
    assert.deepEqual(sorted(empty), sorted(SERVED_METHODS));
  });
});

describe('GET /payment_methods/: bad parameters', () => {
  test('brand_id is required and must be the sandbox brand', async () => {
    assertFieldError(await lookup({ brand_id: null }), 'brand_id', 'required');
    assertFieldError(await lookup({ brand_id: '' }), 'brand_id', 'required');
    assertFieldError(
      await lookup({ brand_id: '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12' }),
      'brand_id',
      'invalid',
    );
    assertFieldError(await lookup({ brand_id: 'not-a-uuid' }), 'brand_id', 'invalid');
    assert.equal((await lookup({ brand_id: sandbox().brandId.toUpperCase() })).status, 200);
  });

  test('currency is required and only MYR', async () => {
    assertFieldError(await lookup({ currency: null }), 'currency', 'required');
    assertFieldError(await lookup({ currency: '' }), 'currency', 'required');
    for (const currency of ['USD', 'myr', 'MYRR', 'RM']) {
      assertFieldError(await lookup({ currency }), 'currency', 'invalid_choice');
    }
  });

  test('country must be an ISO 3166-1 alpha-2 code', async () => {
    for (const country of ['XX', 'my', 'MYS', 'M', 'Malaysia', '12']) {
      assertFieldError(await lookup({ country }), 'country', 'invalid');
    }
  });

  test('language must be an ISO 639-1 code', async () => {
    for (const language of ['xx', 'EN', 'eng', 'english', 'e', 'en-GB']) {
      assertFieldError(await lookup({ language }), 'language', 'invalid');
    }
  });

  test('amount must be a whole number of at least 0', async () => {
    for (const amount of [
      '-1',
      '1.5',
      '10.00',
      'abc',
      '1e3',
      ' 10',
      '0x10',
      '99999999999999999999',
    ]) {
      assertFieldError(await lookup({ amount }), 'amount', 'invalid');
    }
  });

  for (const flag of ['recurring', 'skip_capture', 'preauthorization']) {
    test(`${flag} must be true or false`, async () => {
      for (const value of ['yes', '1', '0', 'TRUE', 'False', 'on']) {
        assertFieldError(await lookup({ [flag]: value }), flag, 'invalid');
      }
    });
  }

  test('a parameter given twice is refused', async () => {
    const { brandId } = sandbox();
    assertFieldError(
      await lookupRaw(`brand_id=${brandId}&currency=MYR&currency=MYR`),
      'currency',
      'invalid',
    );
    assertFieldError(
      await lookupRaw(`brand_id=${brandId}&currency=MYR&amount=1&amount=2`),
      'amount',
      'invalid',
    );
  });

  test('every bad parameter is named in one answer', async () => {
    const response = await lookup({
      brand_id: null,
      currency: 'EUR',
      country: 'ZZ',
      language: 'zz',
      amount: '-5',
      recurring: 'maybe',
      skip_capture: 'maybe',
      preauthorization: 'maybe',
    });
    assert.equal(response.status, 400);
    assert.deepEqual(sorted(Object.keys(response.body)), [
      'amount',
      'brand_id',
      'country',
      'currency',
      'language',
      'preauthorization',
      'recurring',
      'skip_capture',
    ]);
  });

  test('401 without an API key or with a wrong one', async () => {
    const missing = await lookup({}, { apiKey: null });
    assert.equal(missing.status, 401);
    assert.ok(Array.isArray((missing.body as unknown as Record<string, unknown>).__all__));
    const wrong = await lookup({}, { apiKey: 'test_wrong' });
    assert.equal(wrong.status, 401);
    assert.ok(!JSON.stringify(wrong.body).includes('test_wrong'), 'the key is not echoed');
  });

  test('405 for other methods', async () => {
    const response = await api(sandbox(), 'POST', '/payment_methods/', {});
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'GET');
  });
});

/** A GET with a path sent exactly as written (fetch would normalise `..`). */
function rawGet(origin: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every method's logo paths, from the lookup. */
async function logoPaths(): Promise<Map<string, string[]>> {
  const { body } = await lookup();
  return new Map(
    Object.entries(body.logos).map(([method, logo]) => [
      method,
      typeof logo === 'string' ? [logo] : logo,
    ]),
  );
}

describe('logos', () => {
  test('every returned logo path is a real SVG file, cacheable, without an API key', async () => {
    for (const [method, paths] of await logoPaths()) {
      for (const path of paths) {
        const response = await fetch(new URL(path, sandbox().url));
        assert.equal(response.status, 200, `${method}: ${path}`);
        assert.equal(response.headers.get('content-type'), 'image/svg+xml');
        const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
        assert.ok(maxAge && Number(maxAge[1]) >= 86400, 'cached for a day or more');
        assert.ok(response.headers.get('etag'));
        const svg = await response.text();
        assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
        assert.match(svg, /<title>[^<]+<\/title>/);
        assert.match(svg.trimEnd(), /<\/svg>$/);
        assert.ok(!/<script|javascript:|on\w+=/i.test(svg), `${path} holds no script`);
      }
    }
  });

  test('the card brands have their own recognisable logos', async () => {
    const paths = await logoPaths();
    const svgs = await Promise.all(
      ['visa', 'mastercard', 'maestro'].map(async (method) => {
        const [path] = paths.get(method) ?? [];
        assert.ok(path, `${method} has a logo`);
        return (await fetch(new URL(path, sandbox().url))).text();
      }),
    );
    assert.match(svgs[0] ?? '', /VISA/);
    assert.match(svgs[1] ?? '', /#EB001B/i);
    assert.match(svgs[1] ?? '', /#F79E1B/i);
    assert.match(svgs[2] ?? '', /#00A2E5/i);
    assert.equal(new Set(svgs).size, 3);
  });

  test('answers 304 to a matching If-None-Match', async () => {
    const url = new URL('/static/logos/fpx.svg', sandbox().url);
    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('content-type'), 'image/svg+xml');
  });

  test('unknown names and paths outside the logo folder are 404', async () => {
    const { url } = sandbox();
    for (const path of [
      '/static/logos/unknown.svg',
      '/static/logos/visa.png',
      '/static/logos/visa',
      '/static/logos/VISA.svg',
      '/static/logos/',
      '/static/logos/..%2f..%2fpackage.json',
      '/static/logos/%2e%2e%2f%2e%2e%2fpackage.json',
      '/static/logos/..%5c..%5cpackage.json',
      '/static/logos/../../package.json',
      '/static/logos/../../../src/keys.ts',
      '/static/logos/.%2e/.%2e/package.json',
      '/static/logos/%00visa.svg',
    ]) {
      const response = await rawGet(url, path);
      assert.equal(response.status, 404, path);
      assert.ok(!response.body.includes('@checkout-kit/sandbox'), `${path} leaks nothing`);
      assert.ok(!response.body.includes('generateKeyPair'), `${path} leaks nothing`);
    }
  });

  test('405 for other methods', async () => {
    const response = await fetch(new URL('/static/logos/visa.svg', sandbox().url), {
      method: 'POST',
    });
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'GET');
  });
});
