import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isMethodName } from '../../src/payment-methods/method-name.js';
import { PAYMENT_METHODS } from '../../src/payment-methods/payment-method.js';

describe('isMethodName', () => {
  it('accepts lower-case letters, digits and _ only', () => {
    assert.ok(['fpx', 'fpx_b2b1', 'partner_tng', 'card'].every(isMethodName));
    for (const bad of ['', 'FPX', 'fpx-1', 'fpx&', 'fpx&x=1', ' fpx', 7, null, undefined]) {
      assert.equal(isMethodName(bad), false, String(bad));
    }
  });

  it("accepts every method the gateway's description names", () => {
    assert.deepEqual(
      PAYMENT_METHODS.filter((name) => !isMethodName(name)),
      [],
    );
  });
});
