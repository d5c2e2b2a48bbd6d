import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PAYMENT_METHODS,
  documentedPaymentMethod,
  isDocumentedPaymentMethod,
  minimumAmountOf,
} from '../../src/payment-methods/payment-method.js';

describe('payment method names', () => {
  it("reads partner_ and processor_ methods under a provider's own prefix", () => {
    assert.equal(documentedPaymentMethod('razer_grabpay'), 'partner_grabpay');
    assert.equal(documentedPaymentMethod('stripe_apple_pay'), 'processor_apple_pay');
    assert.equal(documentedPaymentMethod('fpx'), 'fpx');
    assert.equal(documentedPaymentMethod('razer_paypal'), null);
    assert.equal(documentedPaymentMethod('Visa'), null);
    for (const method of PAYMENT_METHODS) assert.equal(isDocumentedPaymentMethod(method), true);
    assert.equal(isDocumentedPaymentMethod('razer_shopeepay'), true);
    assert.equal(isDocumentedPaymentMethod(42), false);
  });

  it('knows the documented minimum totals', () => {
    assert.deepEqual(
      ['visa', 'fpx', 'fpx_b2b1', 'dnqr', 'razer_atome', 'partner_atome', 'razer_tng'].map(
        minimumAmountOf,
      ),
      [0, 100, 200, 15, 1000, 1000, 1],
    );
  });
});
