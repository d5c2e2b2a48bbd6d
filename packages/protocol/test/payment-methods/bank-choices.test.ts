import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  FPX_B2B1_BANKS,
  FPX_B2C_BANKS,
  FPX_BANKS,
  RAZER_EWALLETS,
  bankChoiceName,
  isFpxMethod,
} from '../../src/payment-methods/bank-choices.js';
import { isMethodName } from '../../src/payment-methods/method-name.js';

describe('the bank and e-wallet lists', () => {
  it("holds the maker's WooCommerce plugin's lists, each code once", () => {
    assert.equal(FPX_B2C_BANKS.length, 21);
    assert.equal(FPX_B2B1_BANKS.length, 21);
    assert.equal(RAZER_EWALLETS.length, 6);
    for (const list of [FPX_B2C_BANKS, FPX_B2B1_BANKS, RAZER_EWALLETS]) {
      const codes = list.map((choice) => choice.code);
      assert.equal(new Set(codes).size, codes.length);
      for (const { code, name } of list) {
        assert.match(code, /^\S+$/);
        assert.ok(name.trim(), code);
      }
    }
  });

  it('keeps the retail and the corporate banks apart', () => {
    assert.equal(FPX_BANKS.fpx, FPX_B2C_BANKS);
    assert.equal(FPX_BANKS.fpx_b2b1, FPX_B2B1_BANKS);
    const retail = FPX_B2C_BANKS.map((bank) => bank.code);
    assert.ok(retail.includes('MB2U0227'));
    assert.ok(!FPX_B2B1_BANKS.some((bank) => bank.code === 'MB2U0227'));
    assert.ok(!retail.includes('ABB0235'));
  });

  it('pairs each e-wallet with the method the checkout URL prefers', () => {
    assert.deepEqual(
      RAZER_EWALLETS.map(({ code, method }) => [code, method]),
      [
        ['Atome', 'razer_atome'],
        ['GrabPay', 'razer_grabpay'],
        ['MB2U_QRPay-Push', 'razer_maybankqr'],
        ['ShopeePay', 'razer_shopeepay'],
        ['TNG-EWALLET', 'razer_tng'],
        ['duitnow-qr', 'duitnow_qr'],
      ],
    );
    for (const { method } of RAZER_EWALLETS) assert.ok(isMethodName(method), method);
  });

  it('names a bank by its code, and a code it does not know by the code itself', () => {
    assert.equal(bankChoiceName(FPX_B2C_BANKS, 'MBSB001'), 'MBSB Bank');
    assert.equal(bankChoiceName(FPX_B2B1_BANKS, 'PBB0234'), 'Public Bank PB enterprise');
    assert.equal(bankChoiceName(RAZER_EWALLETS, 'TNG-EWALLET'), "Touch 'n Go eWallet");
    assert.equal(bankChoiceName(FPX_B2C_BANKS, 'NEW0001'), 'NEW0001');
    assert.equal(bankChoiceName(FPX_B2B1_BANKS, 'MB2U0227'), 'MB2U0227');
  });

  it('tells the FPX methods from the others', () => {
    assert.ok(isFpxMethod('fpx'));
    assert.ok(isFpxMethod('fpx_b2b1'));
    for (const other of ['razer_tng', 'card', 'constructor', '__proto__', 'toString']) {
      assert.ok(!isFpxMethod(other), other);
    }
  });
});
