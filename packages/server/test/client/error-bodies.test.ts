import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutApiError, CheckoutAuthError } from '../../src/errors.js';

const request = { method: 'POST', path: '/purchases/' };
const error = (message: string, code: string) => ({ message, code });

describe('CheckoutApiError.fromResponse', () => {
  it('takes the first code, and names the fields in the message', () => {
    const made = CheckoutApiError.fromResponse(
      400,
      { purchase: { products: { '0': { price: [error('Too low.', 'min_value')] } } } },
      request,
    );
    assert.equal(made.constructor, CheckoutApiError);
    assert.equal(made.code, 'min_value');
    assert.equal(
      made.message,
      'POST /purchases/ failed with HTTP 400: purchase.products[0].price: Too low.',
    );
  });

  it('makes CheckoutAuthError of 401 and 403', () => {
    for (const status of [401, 403]) {
      const made = CheckoutApiError.fromResponse(
        status,
        { __all__: [error('No.', 'authentication_failed')] },
        request,
      );
      assert.ok(made instanceof CheckoutAuthError);
      assert.equal(made.name, 'CheckoutAuthError');
      assert.equal(made.status, status);
    }
  });

  it('uses http_<status> when the gateway names no code', () => {
    assert.equal(CheckoutApiError.fromResponse(502, null, request).code, 'http_502');
    assert.equal(
      CheckoutApiError.fromResponse(404, { detail: 'Not found.' }, request).code,
      'http_404',
    );
    assert.equal(
      CheckoutApiError.fromResponse(
        401,
        { detail: 'Bad key.', code: 'authentication_failed' },
        request,
      ).code,
      'authentication_failed',
    );
    assert.equal(
      CheckoutApiError.fromResponse(502, null, request).message,
      'POST /purchases/ failed with HTTP 502.',
    );
  });

  it('lists five errors in the message and counts the rest', () => {
    const body = {
      __all__: Array.from({ length: 7 }, (_, index) => error(`E${index}.`, `c${index}`)),
    };
    const made = CheckoutApiError.fromResponse(400, body, request);
    assert.equal(made.fieldErrors.length, 7);
    assert.match(made.message, /E0\.; E1\.; E2\.; E3\.; E4\. \(and 2 more\)$/);
  });
});
