import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ClientDetails, Purchase, PurchaseDetails } from '@checkout-kit/protocol';
import { clientAsReturned, detailsAsReturned } from '../../src/purchases/live-shape.js';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/** Field order matters to merchants who compare bytes: the JSON text is compared, not values. */
const text = (value: unknown) => JSON.stringify(value);

describe('the live shape of a new purchase', () => {
  it('orders the client as defaults then the given fields, extra fields and __proto__ kept as fields', () => {
    const given = JSON.parse(
      '{"full_name":"Siti","email":"payer@example.com","unknown":1,"__proto__":{"x":1}}',
    ) as ClientDetails;
    const returned = clientAsReturned(given);
    assert.equal(
      text(returned),
      text({
        cc: [],
        bcc: [],
        client_type: null,
        delivery_methods: [{ method: 'email', options: {} }],
        email: 'payer@example.com',
        phone: '',
        full_name: 'Siti',
        personal_code: '',
        street_address: '',
        country: '',
        city: '',
        zip_code: '',
        state: '',
        shipping_street_address: '',
        shipping_country: '',
        shipping_city: '',
        shipping_zip_code: '',
        shipping_state: '',
        legal_name: '',
        brand_name: '',
        registration_number: '',
        tax_number: '',
        bank_account: '',
        bank_code: '',
        unknown: 1,
        ['__proto__']: { x: 1 },
      }),
    );
    assert.equal(Object.getPrototypeOf(returned), Object.prototype);
  });

  it('orders the details as defaults, the given fields in their order, then the derived ones', () => {
    const given = {
      currency: 'SGD',
      products: [{ name: 'Tea', price: 100, quantity: 2 }],
      notes: 'by the door',
      metadata: { order: '7' },
    } as unknown as PurchaseDetails;
    const returned = detailsAsReturned(given, { currency: 'SGD', language: 'en', total: 200 });
    assert.deepEqual(Object.keys(returned), [
      'notes',
      'due_strict',
      'email_message',
      'total_override',
      'subtotal_override',
      'total_tax_override',
      'total_discount_override',
      'shipping_options',
      'has_upsell_products',
      'payment_method_details',
      'currency',
      'products',
      'metadata',
      'language',
      'total',
    ]);
    assert.equal(returned.notes, 'by the door');
    assert.equal(
      text(returned.products),
      text([
        {
          name: 'Tea',
          price: 100,
          quantity: '2.0000',
          category: '',
          discount: 0,
          tax_percent: '0.00',
        },
      ]),
    );
  });
});

describe('values new purchases share', () => {
  const sandbox = useSandbox();

  it('are never changed through one purchase: the others keep theirs', async () => {
    const create = async () =>
      (await api<Purchase>(sandbox(), 'POST', '/purchases/', purchaseBody(sandbox()))).body;
    const [paid, untouched] = [await create(), await create()];
    const form = new URLSearchParams({
      cardholder_name: 'Siti Aisyah',
      card_number: '4444333322221111',
      expires: `12/${String(new Date().getFullYear() + 1).slice(-2)}`,
      cvc: '123',
    });
    const response = await fetch(paid.direct_post_url ?? '', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    assert.equal(response.status, 302);
    sandbox().settlePurchase(paid.id);

    const read = async (id: string) =>
      (await api<Purchase>(sandbox(), 'GET', `/purchases/${id}/`)).body;
    const after = await read(paid.id);
    assert.equal(after.status, 'settled');
    assert.equal(after.transaction_data.attempts.length, 1);
    assert.ok('settlement' in after.transaction_data.extra);
    const other = await read(untouched.id);
    assert.deepEqual(other.transaction_data, untouched.transaction_data);
    assert.deepEqual(other.transaction_data.attempts, []);
    assert.deepEqual(other.transaction_data.extra, {});
    assert.equal(text(other), text(untouched));
  });
});
