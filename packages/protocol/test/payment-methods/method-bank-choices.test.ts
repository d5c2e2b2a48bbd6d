import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  FPX_B2B1_BANKS,
  FPX_B2C_BANKS,
  RAZER_EWALLETS,
} from '../../src/payment-methods/bank-choices.js';
import {
  CHECKOUT_FPX_BANK_PARAMETER,
  CHECKOUT_RAZER_BANK_PARAMETER,
} from '../../src/payment-methods/checkout-url-parameters.js';
import { bankChoicesOf, findBankChoice } from '../../src/payment-methods/method-bank-choices.js';

/*
 * Which code the maker's WooCommerce plugin sends beside each method (chip-for-woocommerce 2.0.5
 * `includes/class-chip-woocommerce-gateway.php` `bypass_chip`, lines 2950-2990).
 */
describe('the bank choices of a method', () => {
  it('gives an FPX method its banks, carried by fpx_bank_code', () => {
    assert.deepEqual(bankChoicesOf('fpx'), {
      parameter: CHECKOUT_FPX_BANK_PARAMETER,
      choices: FPX_B2C_BANKS,
    });
    assert.deepEqual(bankChoicesOf('fpx_b2b1'), {
      parameter: CHECKOUT_FPX_BANK_PARAMETER,
      choices: FPX_B2B1_BANKS,
    });
  });

  it('gives an e-wallet method its one wallet, carried by razer_bank_code', () => {
    for (const wallet of RAZER_EWALLETS) {
      const { parameter, choices } = bankChoicesOf(wallet.method);
      assert.equal(parameter, CHECKOUT_RAZER_BANK_PARAMETER, wallet.method);
      assert.deepEqual(choices, [wallet], wallet.method);
    }
    assert.equal(bankChoicesOf('razer_tng').choices[0]?.code, 'TNG-EWALLET');
    assert.equal(bankChoicesOf('duitnow_qr').choices[0]?.code, 'duitnow-qr');
  });

  it('gives any other method, known or not, no choice and no parameter', () => {
    for (const method of ['card', 'visa', 'maestro', 'razer', 'new_method', '', '__proto__']) {
      assert.deepEqual(bankChoicesOf(method), { parameter: null, choices: [] }, method);
    }
  });

  it("finds a choice by code only in the method's own list", () => {
    assert.equal(findBankChoice('fpx', 'MB2U0227')?.name, 'Maybank2u');
    assert.equal(findBankChoice('fpx_b2b1', 'ABB0235')?.name, 'AFFINMAX');
    assert.equal(findBankChoice('razer_grabpay', 'GrabPay')?.name, 'GrabPay');
    for (const [method, code] of [
      ['fpx_b2b1', 'MB2U0227'],
      ['fpx', 'ABB0235'],
      ['fpx', 'NOPE'],
      ['fpx', ''],
      ['fpx', null],
      ['fpx', undefined],
      ['razer_tng', 'GrabPay'],
      ['visa', 'MB2U0227'],
    ] as const) {
      assert.equal(findBankChoice(method, code), undefined, `${method} ${code}`);
    }
  });
});
