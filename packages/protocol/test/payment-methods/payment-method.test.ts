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

  // chip-for-woocommerce 2.0.5 class-chip-woocommerce-gateway.php:472, 3487-3488 and
  // chip-for-whmcs 1.7.1 helpers.php:45 whitelist Google Pay and Apple Pay under MPGS's prefix.
  it("knows the maker's live wallet names as the description's processor_ methods", () => {
    assert.equal(documentedPaymentMethod('mpgs_google_pay'), 'processor_google_pay');
    assert.equal(documentedPaymentMethod('mpgs_apple_pay'), 'processor_apple_pay');
    assert.deepEqual(['mpgs_google_pay', 'mpgs_apple_pay'].map(minimumAmountOf), [1, 1]);
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
