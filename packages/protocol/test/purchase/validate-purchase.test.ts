import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectSamples } from '../../../../test/fixtures/gateway-samples.js';
import { PAYMENT_METHODS } from '../../src/payment-methods/payment-method.js';
import {
  KNOWN_PURCHASE_PLATFORMS,
  PURCHASE_PLATFORMS,
  REQUEST_CLIENT_DETAILS,
} from '../../src/purchase/purchase-choices.js';
import { formatIssuePath } from '../../src/rules/field-issue.js';
import { checkPurchase, validatePurchase } from '../../src/purchase/validate-purchase.js';

const BRAND_ID = '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12';
const CLIENT_ID = 'a3bb189e-8bf9-3888-9912-ace4e6543002';

type Body = Record<string, unknown>;

/** The smallest valid body. */
function minimal(): Body {
  return {
    brand_id: BRAND_ID,
    client: { email: 'payer@example.com' },
    purchase: { products: [{ name: 'Tea', price: 1050 }] },
  };
}

/** A valid body with every field of the interface. */
function maximal(): Body {
  return {
    client: {
      email: 'payer@example.com',
      phone: '+60 12-345 6789',
      full_name: 'Siti Aisyah',
      personal_code: '900101-14-5678',
      street_address: '1 Jalan Ampang',
      country: 'MY',
      city: 'Kuala Lumpur',
      zip_code: '50450',
      state: 'WP Kuala Lumpur',
      shipping_street_address: '2 Jalan Tun Razak',
      shipping_country: 'MY',
      shipping_city: 'Kuala Lumpur',
      shipping_zip_code: '50400',
      shipping_state: 'WP Kuala Lumpur',
      cc: ['accounts@example.com'],
      bcc: ['audit@example.com', 'audit2@example.com'],
      legal_name: 'Kedai Teh Sdn Bhd',
      brand_name: 'Kedai Teh',
      registration_number: '201901000005',
      tax_number: 'C1234567890',
      bank_account: '1234567890',
      bank_code: 'MBBEMYKL',
    },
    purchase: {
      products: [
        {
          name: 'Tea',
          price: 1050,
          quantity: 2,
          discount: 100,
          tax_percent: 6,
          category: 'drinks',
        },
        { name: 'Cake', price: 599, quantity: '1.5', discount: 0, tax_percent: '8.5' },
      ],
      currency: 'MYR',
      language: 'ms',
      notes: 'Deliver after 5 pm.',
      debt: -50,
      subtotal_override: 3000,
      total_tax_override: 150,
      total_discount_override: -100,
      total_override: 3100,
      request_client_details: ['phone', 'shipping_address'],
      timezone: 'Asia/Kuala_Lumpur',
      due_strict: true,
      email_message: 'Thank you for your order.',
      shipping_options: [{ name: 'Courier', price: 800 }],
      payment_method_details: { fpx: { bank_code: 'MBB0228' } },
      has_upsell_products: false,
      single_attempt: true,
      metadata: { order: 'A-1001' },
    },
    brand_id: BRAND_ID,
    client_id: null,
    send_receipt: true,
    skip_capture: true,
    force_recurring: false,
    reference: 'A-1001',
    issued: '2026-02-28',
    due: 1_790_000_000,
    payment_method_whitelist: ['visa', 'mastercard', 'fpx'],
    success_redirect: 'https://shop.example/paid?order=A-1001',
    failure_redirect: 'https://shop.example/failed',
    cancel_redirect: 'http://localhost:5173/cart',
    success_callback: 'https://shop.example/callbacks/checkout',
    creator_agent: 'checkout-kit/0.1.0',
    platform: 'web',
    tags: ['tea', 'online'],
  };
}

function top(patch: Body): Body {
  return { ...minimal(), ...patch };
}

function client(patch: Body): Body {
  return top({ client: { email: 'payer@example.com', ...patch } });
}

function purchase(patch: Body): Body {
  return top({ purchase: { products: [{ name: 'Tea', price: 1050 }], ...patch } });
}

function product(patch: Body): Body {
  return purchase({ products: [{ name: 'Tea', price: 1050, ...patch }] });
}

/** Each issue as `path code`, in the order reported. */
function issues(body: unknown): string[] {
  return validatePurchase(body).map((issue) => `${formatIssuePath(issue.path)} ${issue.code}`);
}

function messages(body: unknown): string[] {
  return validatePurchase(body).map((issue) => issue.message);
}

describe('validatePurchase: valid bodies', () => {
  it('takes the minimal body', () => {
    assert.deepEqual(validatePurchase(minimal()), []);
  });

  it('takes a body with every field', () => {
    assert.deepEqual(validatePurchase(maximal()), []);
  });

  it('takes client_id instead of client, and null for the nullable fields', () => {
    const { client: _, ...withoutClient } = minimal();
    assert.deepEqual(issues({ ...withoutClient, client_id: CLIENT_ID }), []);
    assert.deepEqual(
      issues(top({ client_id: null, issued: null, due: null })),
      [],
      'client_id, issued and due take null',
    );
    assert.deepEqual(
      issues(
        purchase({
          subtotal_override: null,
          total_tax_override: null,
          total_discount_override: null,
          total_override: null,
        }),
      ),
      [],
    );
  });

  it('ignores unknown fields at every level, and drops them from the parsed body', () => {
    const body = top({ unknown_field: 1, client: { email: 'payer@example.com', nickname: 'x' } });
    assert.deepEqual(issues(body), []);
    const check = checkPurchase(body);
    assert.equal(check.valid, true);
    assert.equal('unknown_field' in (check.body ?? {}), false);
    assert.equal('nickname' in (check.body?.client ?? {}), false);
  });
});

describe('validatePurchase: the body', () => {
  it('must be an object', () => {
    for (const body of [null, undefined, 'body', 42, []]) {
      assert.deepEqual(issues(body), ['__all__ invalid'], String(body));
    }
    assert.deepEqual(messages(null), ['The body must be a JSON object.']);
  });

  it('needs exactly one of client and client_id', () => {
    const { client: _, ...withoutClient } = minimal();
    assert.deepEqual(issues(withoutClient), ['__all__ purchase_client_or_id_required']);
    assert.deepEqual(issues({ ...withoutClient, client_id: null }), [
      '__all__ purchase_client_or_id_required',
    ]);
    assert.deepEqual(issues(top({ client_id: CLIENT_ID })), [
      '__all__ purchase_client_and_id_both_given',
    ]);
    assert.deepEqual(issues(top({ client: null })), [
      'client null',
      '__all__ purchase_client_or_id_required',
    ]);
    assert.deepEqual(issues(top({ client: 'payer@example.com' })), ['client invalid']);
  });

  it('checks client_id as a UUID', () => {
    const { client: _, ...withoutClient } = minimal();
    assert.deepEqual(issues({ ...withoutClient, client_id: 'client-7' }), ['client_id invalid']);
    assert.deepEqual(issues({ ...withoutClient, client_id: '' }), ['client_id blank']);
  });

  it('needs brand_id, a UUID', () => {
    const { brand_id: _, ...withoutBrand } = minimal();
    assert.deepEqual(issues(withoutBrand), ['brand_id required']);
    assert.deepEqual(issues(top({ brand_id: null })), ['brand_id null']);
    assert.deepEqual(issues(top({ brand_id: '' })), ['brand_id blank']);
    assert.deepEqual(issues(top({ brand_id: 'brand-1' })), ['brand_id invalid']);
    assert.deepEqual(issues(top({ brand_id: BRAND_ID.replace(/-/g, '') })), ['brand_id invalid']);
    assert.deepEqual(issues(top({ brand_id: 7 })), ['brand_id invalid']);
    assert.deepEqual(issues(top({ brand_id: BRAND_ID.toUpperCase() })), []);
  });

  it('needs purchase, an object', () => {
    const { purchase: _, ...withoutPurchase } = minimal();
    assert.deepEqual(issues(withoutPurchase), ['purchase required']);
    assert.deepEqual(issues(top({ purchase: null })), ['purchase null']);
    assert.deepEqual(issues(top({ purchase: [] })), ['purchase invalid']);
  });

  it('takes booleans only as booleans', () => {
    assert.deepEqual(issues(top({ send_receipt: 'true' })), ['send_receipt invalid']);
    assert.deepEqual(issues(top({ skip_capture: 1 })), ['skip_capture invalid']);
    assert.deepEqual(issues(top({ force_recurring: null })), ['force_recurring null']);
    assert.deepEqual(issues(top({ send_receipt: false, skip_capture: false })), []);
  });

  // chip-for-fluent-forms v1.1.2 includes/class-purchase.php:103, 113 with 253-254: a saved
  // switch is the string "1" ("0" is the switch's other stored value).
  it('takes the strings "1" and "0" for every boolean, as true and false', () => {
    const flags = { send_receipt: '1', skip_capture: '0', force_recurring: '1' };
    const details = { due_strict: '1', has_upsell_products: '0', single_attempt: '1' };
    const products = [{ name: 'Tea', price: 1050 }];
    const check = checkPurchase(top({ ...flags, purchase: { products, ...details } }));
    assert.ok(check.valid, JSON.stringify(check.issues));
    assert.equal(check.body.send_receipt, true);
    assert.equal(check.body.skip_capture, false);
    assert.equal(check.body.force_recurring, true);
    assert.equal(check.body.purchase.due_strict, true);
    assert.equal(check.body.purchase.has_upsell_products, false);
    assert.equal(check.body.purchase.single_attempt, true);
  });

  it('refuses every other string, number or type for a boolean, naming the field and the rule', () => {
    for (const value of ['yes', 'true', 'false', 'true ', ' 1', '01', '', 'on', 1, 0, [], {}]) {
      const found = validatePurchase(top({ send_receipt: value }));
      assert.deepEqual(
        found.map((issue) => `${formatIssuePath(issue.path)} ${issue.code}`),
        ['send_receipt invalid'],
        JSON.stringify(value),
      );
      assert.match(
        found[0]?.message ?? '',
        /^send_receipt must be true or false \(or the string "1" or "0"\), not /,
      );
    }
  });

  it('reads skip_capture "1" as true for the card rule across fields', () => {
    assert.deepEqual(issues(top({ skip_capture: '1', payment_method_whitelist: ['fpx'] })), [
      '__all__ purchase_skip_capture_requires_card_method',
    ]);
  });

  it("takes reference as text or as a whole number: the maker's plugins send order ids as integers", () => {
    for (const reference of ['', 'A-1001', 1001, 0, Number.MAX_SAFE_INTEGER, -7]) {
      assert.deepEqual(issues(top({ reference })), [], String(reference));
    }
    for (const reference of [
      10.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.MAX_SAFE_INTEGER + 1,
      true,
      {},
      ['1001'],
    ]) {
      assert.deepEqual(issues(top({ reference })), ['reference invalid'], String(reference));
    }
    assert.deepEqual(issues(top({ reference: null })), ['reference null']);
    assert.deepEqual(messages(top({ reference: 10.5 })), [
      'reference must be a string, or a whole number such as an order id (at most 9007199254740991), not 10.5.',
    ]);
  });

  it('takes tags as text', () => {
    assert.deepEqual(issues(top({ tags: 'tea' })), ['tags invalid']);
    assert.deepEqual(issues(top({ tags: ['tea', 1] })), ['tags[1] invalid']);
    assert.deepEqual(issues(top({ tags: [] })), []);
  });

  it('takes issued as any text or null: the gateway shows it and does not validate it', () => {
    for (const issued of ['2028-02-29', '2026-02-30', '03/02/2026', '', null]) {
      assert.deepEqual(issues(top({ issued })), [], String(issued));
    }
    assert.deepEqual(issues(top({ issued: 20260203 })), ['issued invalid']);
  });

  it('takes due as an integer Unix timestamp or null', () => {
    assert.deepEqual(issues(top({ due: 1_790_000_000.5 })), ['due invalid']);
    assert.deepEqual(issues(top({ due: '1790000000' })), ['due invalid']);
    assert.deepEqual(issues(top({ due: Number.NaN })), ['due invalid']);
    assert.deepEqual(issues(top({ due: 0 })), []);
  });

  it('takes payment_method_whitelist: at least 1 method name, any the gateway may have', () => {
    assert.deepEqual(issues(top({ payment_method_whitelist: [] })), [
      'payment_method_whitelist empty',
    ]);
    // The live list comes from GET /payment_methods/: names the kit does not know pass beside
    // one it knows ...
    assert.deepEqual(issues(top({ payment_method_whitelist: ['visa', 'paypal'] })), []);
    // ... and the maker's plugins' names are documented ones under a provider's prefix.
    for (const method of ['mpgs_google_pay', 'mpgs_apple_pay', 'razer_tng', 'dnqr', 'fpx_b2b1']) {
      assert.deepEqual(issues(top({ payment_method_whitelist: [method] })), [], method);
    }
  });

  it('refuses a whitelist of names the gateway does not document: no usable method is left', () => {
    assert.deepEqual(issues(top({ payment_method_whitelist: ['paypal', 'stripe'] })), [
      'payment_method_whitelist invalid',
    ]);
    assert.deepEqual(messages(top({ payment_method_whitelist: ['sk_live_5f3c9a1e7b'] })), [
      "payment_method_whitelist leaves no usable method: none of its 1 names is a method the gateway documents (such as visa, fpx or duitnow_qr, or a provider's own name of one, such as razer_grabpay).",
    ]);
    assert.deepEqual(issues(top({ payment_method_whitelist: ['visa', ' ', 7] })), [
      'payment_method_whitelist[1] blank',
      'payment_method_whitelist[2] invalid',
    ]);
    assert.deepEqual(issues(top({ payment_method_whitelist: 'visa' })), [
      'payment_method_whitelist invalid',
    ]);
    assert.deepEqual(issues(top({ payment_method_whitelist: [...PAYMENT_METHODS] })), []);
  });

  it('takes the client and purchase of every live sample, as the gateway answered them', () => {
    for (const sample of collectSamples()) {
      if (sample.body.type !== 'purchase') continue;
      const client = sample.body.client as { email: string };
      const body = {
        brand_id: sample.body.brand_id,
        client,
        purchase: sample.body.purchase,
        skip_capture: sample.body.skip_capture,
      };
      // Sample 07's client has no e-mail (`""`), which the description requires of a new
      // purchase's client: refused for that field alone, as it would be at creation.
      const expected = client.email === '' ? ['client.email blank'] : [];
      assert.deepEqual(issues(body), expected, sample.file);
    }
  });

  it('takes the live method names, and every method of the live samples', () => {
    const live = ['razer_grabpay', 'razer_atome', 'razer_tng', 'razer_shopeepay', 'fpx'];
    assert.deepEqual(issues(top({ payment_method_whitelist: live })), []);
    for (const sample of collectSamples()) {
      const method = (sample.body.transaction_data as { payment_method?: string } | undefined)
        ?.payment_method;
      if (!method) continue;
      assert.deepEqual(issues(top({ payment_method_whitelist: [method] })), [], sample.file);
    }
  });

  it('asks for a card method with skip_capture only when every method is a known non-card one', () => {
    const held = (payment_method_whitelist: string[]) =>
      top({ skip_capture: true, payment_method_whitelist });
    assert.deepEqual(issues(held(['fpx', 'duitnow_qr'])), [
      '__all__ purchase_skip_capture_requires_card_method',
    ]);
    // A method the kit does not know may hold funds: the gateway decides.
    assert.deepEqual(issues(held(['fpx', 'amex'])), []);
  });

  it('refuses a whitelist whose every method needs more than the total', () => {
    const priced = (price: number, payment_method_whitelist: string[]) =>
      top({ payment_method_whitelist, purchase: { products: [{ name: 'Tea', price }] } });
    assert.deepEqual(issues(priced(50, ['fpx'])), ['payment_method_whitelist invalid']);
    assert.deepEqual(issues(priced(999, ['razer_atome', 'fpx_b2b1'])), []);
    assert.deepEqual(issues(priced(199, ['razer_atome', 'fpx_b2b1'])), [
      'payment_method_whitelist invalid',
    ]);
    const [refused] = validatePurchase(priced(50, ['fpx']));
    assert.equal(
      refused?.message,
      'payment_method_whitelist leaves no method that can pay a total of 50: fpx takes at least 100.',
    );
    assert.deepEqual(issues(priced(1, ['visa'])), []);
  });

  for (const field of [
    'success_redirect',
    'failure_redirect',
    'cancel_redirect',
    'success_callback',
  ]) {
    it(`takes ${field} as an absolute http(s) URL of at most 500 characters`, () => {
      const at500 = `https://shop.example/${'a'.repeat(500 - 'https://shop.example/'.length)}`;
      assert.equal(at500.length, 500);
      assert.deepEqual(issues(top({ [field]: at500 })), []);
      assert.deepEqual(issues(top({ [field]: `${at500}b` })), [`${field} max_length`]);
      for (const bad of [
        'shop.example/paid',
        '/paid',
        'ftp://shop.example/paid',
        'javascript:alert(1)',
        'http:shop.example',
        'https://',
        'https:// shop.example',
        'https://shop.example/pa id',
      ]) {
        assert.deepEqual(issues(top({ [field]: bad })), [`${field} invalid`], bad);
      }
      assert.deepEqual(issues(top({ [field]: 'HTTPS://shop.example' })), []);
      assert.deepEqual(issues(top({ [field]: 'http://127.0.0.1:8080/x#y' })), []);
      assert.deepEqual(issues(top({ [field]: '' })), [], 'an empty URL is not set');
      assert.deepEqual(issues(top({ [field]: null })), [`${field} null`]);
    });
  }

  it('refuses <, >, \' and " in cancel_redirect', () => {
    for (const character of ['<', '>', "'", '"']) {
      assert.deepEqual(
        issues(top({ cancel_redirect: `https://shop.example/cart?x=${character}` })),
        ['cancel_redirect invalid'],
        character,
      );
    }
    assert.deepEqual(
      issues(top({ success_redirect: "https://shop.example/cart?x='" })),
      [],
      'only cancel_redirect has this rule',
    );
  });

  it('takes creator_agent of at most 32 characters', () => {
    assert.deepEqual(issues(top({ creator_agent: 'a'.repeat(32) })), []);
    assert.deepEqual(issues(top({ creator_agent: 'a'.repeat(33) })), ['creator_agent max_length']);
  });

  it("takes platform as any lowercase name: the description's and the maker's plugins'", () => {
    for (const platform of [...KNOWN_PURCHASE_PLATFORMS, 'linux', 'shop_2', 'a'.repeat(32)]) {
      assert.deepEqual(issues(top({ platform })), [], platform);
    }
    assert.ok(KNOWN_PURCHASE_PLATFORMS.includes('woocommerce_subscriptions'));
    for (const platform of PURCHASE_PLATFORMS)
      assert.ok(KNOWN_PURCHASE_PLATFORMS.includes(platform));
    for (const platform of ['Web', 'woo commerce', 'woo-commerce', '<b>', 'web\n', ' web']) {
      assert.deepEqual(issues(top({ platform })), ['platform invalid'], platform);
    }
    assert.deepEqual(issues(top({ platform: '' })), ['platform blank']);
    assert.deepEqual(issues(top({ platform: '  ' })), ['platform blank']);
    assert.deepEqual(issues(top({ platform: 'a'.repeat(33) })), ['platform max_length']);
    for (const platform of [1, true, ['web'], { name: 'web' }]) {
      assert.deepEqual(issues(top({ platform })), ['platform invalid'], String(platform));
    }
    assert.deepEqual(issues(top({ platform: null })), ['platform null']);
  });
});

describe('validatePurchase: client', () => {
  it('needs an e-mail address', () => {
    assert.deepEqual(issues(top({ client: {} })), ['client.email required']);
    assert.deepEqual(issues(client({ email: '' })), ['client.email blank']);
    assert.deepEqual(issues(client({ email: '   ' })), ['client.email blank']);
    assert.deepEqual(issues(client({ email: 'payer' })), ['client.email invalid']);
    assert.deepEqual(issues(client({ email: 'payer@example' })), ['client.email invalid']);
    assert.deepEqual(issues(client({ email: null })), ['client.email null']);
  });

  it('takes cc and bcc as lists of e-mail addresses', () => {
    assert.deepEqual(issues(client({ cc: ['a@example.com', 'not-an-address'] })), [
      'client.cc[1] invalid',
    ]);
    assert.deepEqual(issues(client({ bcc: ['a@example.com', ''] })), ['client.bcc[1] blank']);
    assert.deepEqual(issues(client({ bcc: 'a@example.com' })), ['client.bcc invalid']);
    assert.deepEqual(issues(client({ cc: [], bcc: [] })), []);
  });

  const lengthLimits: [string, number][] = [
    ['full_name', 1000],
    ['legal_name', 1000],
    ['personal_code', 32],
    ['registration_number', 32],
    ['tax_number', 32],
    ['brand_name', 128],
  ];
  for (const [field, limit] of lengthLimits) {
    it(`takes ${field} of at most ${limit} characters`, () => {
      assert.deepEqual(issues(client({ [field]: 'a'.repeat(limit) })), []);
      assert.deepEqual(issues(client({ [field]: 'a'.repeat(limit + 1) })), [
        `client.${field} max_length`,
      ]);
    });
  }

  it('counts characters, not UTF-16 units', () => {
    assert.deepEqual(issues(client({ brand_name: '🍵'.repeat(128) })), []);
    assert.deepEqual(issues(client({ brand_name: '🍵'.repeat(129) })), [
      'client.brand_name max_length',
    ]);
  });

  it('takes the other fields as text', () => {
    for (const field of [
      'phone',
      'street_address',
      'shipping_state',
      'bank_account',
      'bank_code',
    ]) {
      assert.deepEqual(issues(client({ [field]: 1 })), [`client.${field} invalid`], field);
    }
  });
});

describe('validatePurchase: purchase', () => {
  it('needs at least 1 product', () => {
    assert.deepEqual(issues(top({ purchase: {} })), ['purchase.products required']);
    assert.deepEqual(issues(purchase({ products: [] })), ['purchase.products empty']);
    assert.deepEqual(issues(purchase({ products: { name: 'Tea', price: 1 } })), [
      'purchase.products invalid',
    ]);
    assert.deepEqual(issues(purchase({ products: ['Tea'] })), ['purchase.products[0] invalid']);
  });

  it('needs a product name, of any length (the description gives none)', () => {
    assert.deepEqual(issues(purchase({ products: [{ price: 100 }] })), [
      'purchase.products[0].name required',
    ]);
    assert.deepEqual(issues(product({ name: '' })), ['purchase.products[0].name blank']);
    assert.deepEqual(issues(product({ name: ' \t' })), ['purchase.products[0].name blank']);
    assert.deepEqual(issues(product({ name: 'a'.repeat(5000) })), []);
    assert.deepEqual(issues(product({ name: 7 })), ['purchase.products[0].name invalid']);
  });

  it('needs an integer price of at least 0', () => {
    assert.deepEqual(issues(purchase({ products: [{ name: 'Tea' }] })), [
      'purchase.products[0].price required',
    ]);
    for (const price of [10.5, '10', Number.NaN, Number.POSITIVE_INFINITY, true, {}]) {
      assert.deepEqual(
        issues(product({ price })),
        ['purchase.products[0].price not_an_integer'],
        String(price),
      );
    }
    assert.deepEqual(issues(product({ price: -1 })), ['purchase.products[0].price min_value']);
    assert.deepEqual(issues(product({ price: null })), ['purchase.products[0].price null']);
    assert.deepEqual(issues(product({ price: 2 ** 53 })), ['purchase.products[0].price max_value']);
  });

  it('takes quantity as a positive number or decimal string', () => {
    for (const quantity of [1, 3, 0.5, '2', '1.5']) {
      assert.deepEqual(issues(product({ quantity })), [], String(quantity));
    }
    for (const quantity of [0, -1, '0', '-2']) {
      assert.deepEqual(
        issues(product({ quantity })),
        ['purchase.products[0].quantity min_value'],
        String(quantity),
      );
    }
    for (const quantity of ['two', '1e3', ' 2', '', Number.NaN, true]) {
      assert.deepEqual(
        issues(product({ quantity })),
        ['purchase.products[0].quantity invalid'],
        String(quantity),
      );
    }
  });

  it('takes discount as an integer amount of at least 0', () => {
    assert.deepEqual(issues(product({ discount: 50 })), []);
    assert.deepEqual(issues(product({ discount: 0.5 })), [
      'purchase.products[0].discount not_an_integer',
    ]);
    assert.deepEqual(issues(product({ discount: '50' })), [
      'purchase.products[0].discount not_an_integer',
    ]);
    assert.deepEqual(issues(product({ discount: -1 })), [
      'purchase.products[0].discount min_value',
    ]);
  });

  it('takes tax_percent of 0 or more, as a number or decimal string (no upper bound is published)', () => {
    for (const tax_percent of [0, 6, 8.5, 100, '6', '8.25', '100', 100.5, '101', '0.00']) {
      assert.deepEqual(issues(product({ tax_percent })), [], String(tax_percent));
    }
    for (const [tax_percent, code] of [
      [-1, 'min_value'],
      ['-0.5', 'min_value'],
      ['six', 'invalid'],
      ['6%', 'invalid'],
    ] as const) {
      assert.deepEqual(
        issues(product({ tax_percent })),
        [`purchase.products[0].tax_percent ${code}`],
        String(tax_percent),
      );
    }
  });

  it('takes category as text', () => {
    assert.deepEqual(issues(product({ category: 'drinks' })), []);
    assert.deepEqual(issues(product({ category: 3 })), ['purchase.products[0].category invalid']);
  });

  it('takes currency as three capital letters', () => {
    assert.deepEqual(issues(purchase({ currency: 'MYR' })), []);
    for (const currency of ['myr', 'MY', 'MYRR', 'RM1']) {
      assert.deepEqual(issues(purchase({ currency })), ['purchase.currency invalid'], currency);
    }
    assert.deepEqual(issues(purchase({ currency: '' })), ['purchase.currency blank']);
  });

  it('takes language as an ISO 639-1 code', () => {
    assert.deepEqual(issues(purchase({ language: 'en' })), []);
    assert.deepEqual(issues(purchase({ language: 'ms' })), []);
    // Malaysia's other two languages: Chinese and Tamil.
    assert.deepEqual(issues(purchase({ language: 'zh' })), []);
    assert.deepEqual(issues(purchase({ language: 'ta' })), []);
    // The interface allows two letters only (SPEC "Limits": language max 2): no region or script.
    assert.deepEqual(issues(purchase({ language: 'zh-MY' })), ['purchase.language max_length']);
    assert.deepEqual(issues(purchase({ language: 'zz' })), ['purchase.language invalid']);
    assert.deepEqual(issues(purchase({ language: 'EN' })), ['purchase.language invalid']);
    assert.deepEqual(issues(purchase({ language: 'e' })), ['purchase.language invalid']);
    assert.deepEqual(issues(purchase({ language: 'en1' })), ['purchase.language max_length']);
    assert.deepEqual(issues(purchase({ language: 'eng' })), ['purchase.language max_length']);
  });

  it('takes notes and email_message within their limits', () => {
    assert.deepEqual(issues(purchase({ notes: 'n'.repeat(10000) })), []);
    assert.deepEqual(issues(purchase({ notes: 'n'.repeat(10001) })), ['purchase.notes max_length']);
    assert.deepEqual(issues(purchase({ email_message: 'm'.repeat(512) })), []);
    assert.deepEqual(issues(purchase({ email_message: 'm'.repeat(513) })), [
      'purchase.email_message max_length',
    ]);
  });

  it('takes debt as an integer amount, not below minus the total', () => {
    assert.deepEqual(issues(purchase({ debt: 500 })), []);
    assert.deepEqual(issues(purchase({ debt: -1050 })), []);
    assert.deepEqual(issues(purchase({ debt: -1051 })), ['purchase.debt min_value']);
    assert.deepEqual(issues(purchase({ debt: -200, total_override: 100 })), [
      'purchase.debt min_value',
    ]);
    assert.deepEqual(issues(purchase({ debt: 1.5 })), ['purchase.debt not_an_integer']);
    assert.deepEqual(issues(purchase({ debt: '-100' })), ['purchase.debt not_an_integer']);
    assert.deepEqual(issues(purchase({ debt: null })), ['purchase.debt null']);
  });

  it('refuses a line, subtotal, tax or total beyond the largest amount JSON carries exactly', () => {
    const MAX = Number.MAX_SAFE_INTEGER;
    assert.deepEqual(issues(purchase({ products: [{ name: 'Gold', price: MAX }] })), []);
    // Each price is within the range, but not what they make.
    assert.deepEqual(issues(product({ price: MAX, quantity: 3 })), [
      'purchase.products[0] max_value',
    ]);
    assert.deepEqual(issues(product({ price: MAX, tax_percent: 6 })), [
      'purchase.products[0] max_value',
    ]);
    const two = [
      { name: 'Gold', price: MAX },
      { name: 'Silver', price: 1 },
    ];
    assert.deepEqual(issues(purchase({ products: two })), ['purchase.products max_value']);
    assert.deepEqual(issues(purchase({ products: two, debt: 500 })), [
      'purchase.products max_value',
    ]);
    // A total the override takes back within range is not what is paid: the lines still count.
    assert.deepEqual(issues(purchase({ products: two, total_override: 100 })), [
      'purchase.products max_value',
    ]);
    assert.deepEqual(issues(purchase({ total_override: MAX, debt: 1 })), [
      'purchase.products max_value',
    ]);
    const [message] = messages(product({ price: MAX, quantity: 3 }));
    assert.match(message ?? '', /products\[0\]/);
    assert.match(message ?? '', /27021597764222973, more than 9007199254740991/);
  });

  it('takes the visual overrides as integer amounts or null', () => {
    for (const field of ['subtotal_override', 'total_tax_override', 'total_discount_override']) {
      assert.deepEqual(issues(purchase({ [field]: 0 })), [], field);
      assert.deepEqual(issues(purchase({ [field]: -100 })), [], field);
      assert.deepEqual(issues(purchase({ [field]: 99.9 })), [`purchase.${field} not_an_integer`]);
      assert.deepEqual(issues(purchase({ [field]: '100' })), [`purchase.${field} not_an_integer`]);
    }
  });

  it('takes total_override as an integer amount of at least 0, or null', () => {
    assert.deepEqual(issues(purchase({ total_override: 500 })), []);
    assert.deepEqual(issues(purchase({ total_override: -1 })), [
      'purchase.total_override min_value',
    ]);
    assert.deepEqual(issues(purchase({ total_override: 5.5 })), [
      'purchase.total_override not_an_integer',
    ]);
  });

  it('takes request_client_details from its list, each once', () => {
    assert.deepEqual(issues(purchase({ request_client_details: [...REQUEST_CLIENT_DETAILS] })), []);
    assert.deepEqual(issues(purchase({ request_client_details: [] })), []);
    assert.deepEqual(issues(purchase({ request_client_details: ['email', 'address'] })), [
      'purchase.request_client_details[1] invalid_choice',
    ]);
    assert.deepEqual(issues(purchase({ request_client_details: ['email', 'phone', 'email'] })), [
      'purchase.request_client_details[2] not_unique',
    ]);
    assert.deepEqual(issues(purchase({ request_client_details: 'email' })), [
      'purchase.request_client_details invalid',
    ]);
  });

  it('takes timezone as an IANA zone', () => {
    for (const timezone of ['Asia/Kuala_Lumpur', 'Europe/Oslo', 'UTC']) {
      assert.deepEqual(issues(purchase({ timezone })), [], timezone);
    }
    for (const timezone of ['Asia/Atlantis', 'GMT+25', '+08:00', 'Kuala Lumpur']) {
      assert.deepEqual(issues(purchase({ timezone })), ['purchase.timezone invalid'], timezone);
    }
  });

  it('takes its flags as booleans and its objects as objects', () => {
    for (const field of ['due_strict', 'has_upsell_products', 'single_attempt']) {
      assert.deepEqual(issues(purchase({ [field]: 'yes' })), [`purchase.${field} invalid`]);
    }
    assert.deepEqual(issues(purchase({ metadata: 'order=1' })), ['purchase.metadata invalid']);
    assert.deepEqual(issues(purchase({ payment_method_details: [] })), [
      'purchase.payment_method_details invalid',
    ]);
    assert.deepEqual(issues(purchase({ shipping_options: [{ name: 'Post' }, 'Courier'] })), [
      'purchase.shipping_options[1] invalid',
    ]);
  });
});

describe('validatePurchase: card-only features', () => {
  const noCard = ['fpx', 'duitnow_qr', 'processor_apple_pay'];

  it('needs a card method in the whitelist for skip_capture', () => {
    assert.deepEqual(issues(top({ skip_capture: true, payment_method_whitelist: noCard })), [
      '__all__ purchase_skip_capture_requires_card_method',
    ]);
    for (const card of ['visa', 'mastercard', 'maestro']) {
      assert.deepEqual(
        issues(top({ skip_capture: true, payment_method_whitelist: [...noCard, card] })),
        [],
      );
    }
    assert.deepEqual(issues(top({ skip_capture: true })), [], 'no whitelist: every method');
    assert.deepEqual(issues(top({ skip_capture: false, payment_method_whitelist: noCard })), []);
  });

  it('needs a card method in the whitelist for a total of 0 (preauthorization)', () => {
    const code = '__all__ purchase_preauthorization_requires_card_method';
    const whitelist = { payment_method_whitelist: noCard };
    assert.deepEqual(
      issues({ ...purchase({ products: [{ name: 'Check', price: 0 }] }), ...whitelist }),
      [code],
    );
    assert.deepEqual(issues({ ...purchase({ total_override: 0 }), ...whitelist }), [code]);
    assert.deepEqual(issues({ ...purchase({ debt: -1050 }), ...whitelist }), [code]);
    assert.deepEqual(
      issues({ ...purchase({ total_override: 0 }), ...whitelist, skip_capture: true }),
      [code],
      'one issue: a preauthorization',
    );
    assert.deepEqual(
      issues({ ...purchase({ total_override: 0 }), payment_method_whitelist: ['maestro'] }),
      [],
    );
    assert.deepEqual(issues(purchase({ total_override: 0 })), []);
  });
});

describe('validatePurchase: reports', () => {
  it('reports every issue at once', () => {
    const { brand_id: _, ...body } = minimal();
    assert.deepEqual(
      issues({
        ...body,
        client_id: CLIENT_ID,
        client: { email: 'nope', full_name: 'x'.repeat(1001) },
        purchase: {
          products: [
            { name: '', price: 10.5 },
            { name: 'Cake', price: 100, quantity: 0 },
          ],
          currency: 'rm',
        },
        success_redirect: 'x'.repeat(501),
        platform: 'TV',
        skip_capture: true,
        payment_method_whitelist: ['fpx'],
      }),
      [
        'client.email invalid',
        'client.full_name max_length',
        'purchase.products[0].name blank',
        'purchase.products[0].price not_an_integer',
        'purchase.products[1].quantity min_value',
        'purchase.currency invalid',
        'brand_id required',
        'success_redirect max_length',
        'success_redirect invalid',
        'platform invalid',
        '__all__ purchase_client_and_id_both_given',
        '__all__ purchase_skip_capture_requires_card_method',
      ],
    );
  });

  it('names the field and the rule in plain English', () => {
    assert.deepEqual(messages(purchase({ products: [] })), [
      'purchase.products must have at least 1 item.',
    ]);
    assert.deepEqual(
      messages(top({ success_redirect: `https://shop.example/${'a'.repeat(480)}` })),
      ['success_redirect must be at most 500 characters.'],
    );
    assert.deepEqual(messages(product({ price: 10.5 })), [
      'purchase.products[0].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not 10.5.',
    ]);
    assert.deepEqual(messages(product({ price: '10' })), [
      'purchase.products[0].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not the string "10".',
    ]);
    assert.deepEqual(messages(product({ price: Number.NaN })), [
      'purchase.products[0].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not NaN.',
    ]);
    assert.deepEqual(messages(purchase({ debt: -2000 })), [
      'purchase.debt must be at least -1050 (minus the total before debt, 1050), not -2000.',
    ]);
    assert.deepEqual(messages(top({ brand_id: undefined })), ['brand_id is required.']);
    assert.deepEqual(messages(top({ reference: null })), ['reference may not be null.']);
    assert.deepEqual(messages(top({ platform: 'Smart TV' })), [
      'platform must be a name of lowercase letters, digits and _, such as web or woocommerce.',
    ]);
    assert.deepEqual(messages(purchase({ request_client_details: ['email', 'email'] })), [
      'purchase.request_client_details[1] repeats email, which may be listed once.',
    ]);
    assert.match(messages(top({ client_id: CLIENT_ID }))[0] ?? '', /client or client_id, not both/);
  });

  it('never repeats a text value of the body', () => {
    const secret = 'sk_live_5f3c9a1e7b';
    const bodies = [
      client({ email: `${secret}@` }),
      client({ personal_code: `${secret}${'9'.repeat(32)}` }),
      client({ cc: [secret] }),
      top({ brand_id: secret }),
      top({ cancel_redirect: `https://shop.example/?key=${secret}'` }),
      top({ success_callback: `${secret}://x` }),
      top({ payment_method_whitelist: [secret, ''] }),
      top({ platform: `${secret}!` }),
      product({ price: secret, quantity: secret, tax_percent: secret }),
      purchase({ timezone: secret, currency: secret, request_client_details: [secret] }),
    ];
    for (const body of bodies) {
      const found = messages(body);
      assert.notEqual(found.length, 0);
      for (const message of found) assert.equal(message.includes(secret), false, message);
    }
  });
});
