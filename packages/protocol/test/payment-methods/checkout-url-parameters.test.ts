import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FPX_B2C_BANKS, RAZER_EWALLETS } from '../../src/payment-methods/bank-choices.js';
import {
  CHECKOUT_FPX_BANK_PARAMETER,
  CHECKOUT_PREFERRED_PARAMETER,
  CHECKOUT_RAZER_BANK_PARAMETER,
} from '../../src/payment-methods/checkout-url-parameters.js';

/*
 * The checkout URLs the gateway maker's WooCommerce plugin sends a payer to with a bank or
 * e-wallet chosen (chip-for-woocommerce 2.0.5 `includes/class-chip-woocommerce-gateway.php`
 * `bypass_chip`, lines 2953-2980).
 */
describe('the checkout URL parameters of a chosen bank', () => {
  it("builds the plugin's FPX and e-wallet queries", () => {
    const maybank = FPX_B2C_BANKS.find((bank) => bank.name === 'Maybank2u');
    assert.ok(maybank);
    const fpx = new URLSearchParams({
      [CHECKOUT_PREFERRED_PARAMETER]: 'fpx',
      [CHECKOUT_FPX_BANK_PARAMETER]: maybank.code,
    });
    assert.equal(fpx.toString(), 'preferred=fpx&fpx_bank_code=MB2U0227');
    const tng = RAZER_EWALLETS.find((wallet) => wallet.code === 'TNG-EWALLET');
    assert.ok(tng);
    const ewallet = new URLSearchParams({
      [CHECKOUT_PREFERRED_PARAMETER]: tng.method,
      [CHECKOUT_RAZER_BANK_PARAMETER]: tng.code,
    });
    assert.equal(ewallet.toString(), 'preferred=razer_tng&razer_bank_code=TNG-EWALLET');
  });
});
