import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toGatewayErrorBody } from '../../src/purchase/gateway-error-body.js';
import {
  type FlatFieldError,
  flattenErrorBody,
} from '../../src/purchase/read-gateway-error-body.js';

const error = (message: string, code: string) => ({ message, code });

/** Every error-body shape the gateway (Django REST framework) and proxies in front of it use. */
describe('flattenErrorBody', () => {
  it('reads __all__ as a list', () => {
    assert.deepEqual(
      flattenErrorBody({ __all__: [error('Wrong status.', 'purchase_capture_wrong_status')] }),
      [{ path: '', code: 'purchase_capture_wrong_status', message: 'Wrong status.' }],
    );
  });

  it('reads __all__ as one object', () => {
    assert.deepEqual(
      flattenErrorBody({ __all__: error('Token revoked.', 'invalid_recurring_token') }),
      [{ path: '', code: 'invalid_recurring_token', message: 'Token revoked.' }],
    );
  });

  it('reads per-field lists, several errors each', () => {
    assert.deepEqual(
      flattenErrorBody({
        brand_id: [error('Not a brand.', 'invalid')],
        success_redirect: [error('Too long.', 'max_length'), error('Not a URL.', 'invalid')],
      }),
      [
        { path: 'brand_id', code: 'invalid', message: 'Not a brand.' },
        { path: 'success_redirect', code: 'max_length', message: 'Too long.' },
        { path: 'success_redirect', code: 'invalid', message: 'Not a URL.' },
      ],
    );
  });

  it('reads nested objects with numeric keys, and __all__ at a nested level', () => {
    assert.deepEqual(
      flattenErrorBody({
        purchase: {
          products: { '1': { price: [error('Not an integer.', 'not_an_integer')] } },
          __all__: [error('Debt too low.', 'min_value')],
        },
        __all__: [error('Give client or client_id.', 'purchase_client_or_id_required')],
      }),
      [
        { path: 'purchase.products[1].price', code: 'not_an_integer', message: 'Not an integer.' },
        { path: 'purchase', code: 'min_value', message: 'Debt too low.' },
        { path: '', code: 'purchase_client_or_id_required', message: 'Give client or client_id.' },
      ],
    );
  });

  it('reads lists with {} for the valid items', () => {
    assert.deepEqual(
      flattenErrorBody({
        purchase: { products: [{}, { name: [error('Blank.', 'blank')] }, {}] },
        client: { cc: [[], ['Enter a valid email address.']] },
      }),
      [
        { path: 'purchase.products[1].name', code: 'blank', message: 'Blank.' },
        { path: 'client.cc[1]', code: 'invalid', message: 'Enter a valid email address.' },
      ],
    );
  });

  it('reads plain strings, as a body, in lists and per field', () => {
    assert.deepEqual(flattenErrorBody('Service unavailable'), [
      { path: '', code: 'invalid', message: 'Service unavailable' },
    ]);
    assert.deepEqual(flattenErrorBody(['First.', 'Second.']), [
      { path: '', code: 'invalid', message: 'First.' },
      { path: '', code: 'invalid', message: 'Second.' },
    ]);
    assert.deepEqual(flattenErrorBody({ amount: ['A valid integer is required.'] }), [
      { path: 'amount', code: 'invalid', message: 'A valid integer is required.' },
    ]);
    assert.deepEqual(flattenErrorBody({ recurring_token: 'Required.' }), [
      { path: 'recurring_token', code: 'invalid', message: 'Required.' },
    ]);
    assert.deepEqual(flattenErrorBody('   '), []);
  });

  it("reads DRF's detail, with or without a code, and non_field_errors", () => {
    assert.deepEqual(flattenErrorBody({ detail: 'Not found.' }), [
      { path: '', code: 'invalid', message: 'Not found.' },
    ]);
    assert.deepEqual(
      flattenErrorBody({ detail: 'Invalid token.', code: 'authentication_failed' }),
      [{ path: '', code: 'authentication_failed', message: 'Invalid token.' }],
    );
    assert.deepEqual(flattenErrorBody({ non_field_errors: ['Both given.'] }), [
      { path: '', code: 'invalid', message: 'Both given.' },
    ]);
  });

  it('reads items without a message or a code, and ignores what is not an error', () => {
    assert.deepEqual(flattenErrorBody({ amount: [{ code: 'min_value' }] }), [
      { path: 'amount', code: 'min_value', message: 'invalid' },
    ]);
    for (const body of [null, undefined, 42, true, {}, []]) {
      assert.deepEqual(flattenErrorBody(body), [], JSON.stringify(body));
    }
  });

  it("reads back what toGatewayErrorBody writes (the sandbox's error bodies)", () => {
    const issues = [
      { path: ['purchase', 'products', 0, 'price'], code: 'min_value', message: 'Too low.' },
      { path: ['purchase', 'products', 2, 'name'], code: 'blank', message: 'Blank.' },
      { path: ['__all__'], code: 'purchase_client_or_id_required', message: 'Give one.' },
    ] as const;
    const flat: FlatFieldError[] = flattenErrorBody(toGatewayErrorBody(issues));
    assert.deepEqual(flat, [
      { path: 'purchase.products[0].price', code: 'min_value', message: 'Too low.' },
      { path: 'purchase.products[2].name', code: 'blank', message: 'Blank.' },
      { path: '', code: 'purchase_client_or_id_required', message: 'Give one.' },
    ]);
  });
});
