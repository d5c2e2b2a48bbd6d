import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PAYER_FAILURE_REASONS,
  payerFailureReason,
} from '../../src/purchase/payer-failure-reason.js';

describe('payerFailureReason', () => {
  it('tells each decline code the sandbox answers by its own reason', () => {
    assert.equal(payerFailureReason('insufficient_funds'), 'insufficient_funds');
    assert.equal(payerFailureReason('expired_card'), 'expired_card');
    assert.equal(payerFailureReason('invalid_cvc'), 'incorrect_cvc');
    assert.equal(payerFailureReason('invalid_card_number'), 'card_details');
    assert.equal(payerFailureReason('three_d_secure_failed'), 'authentication');
    assert.equal(payerFailureReason('transaction_not_permitted'), 'not_permitted');
    assert.equal(payerFailureReason('payment_declined'), 'method_declined');
  });

  it('tells a lost card and a fraud stop only as a decline by the bank', () => {
    assert.equal(payerFailureReason('lost_card'), 'bank_declined');
    assert.equal(payerFailureReason('blocked_by_fraud_scoring'), 'bank_declined');
    assert.equal(payerFailureReason('do_not_honour'), 'bank_declined');
  });

  it('reads the live gateway’s general error, an unknown code and no code as unknown', () => {
    assert.equal(payerFailureReason('general_transaction_error'), 'unknown');
    assert.equal(payerFailureReason('some_new_code'), 'unknown');
    assert.equal(payerFailureReason(''), 'unknown');
    assert.equal(payerFailureReason(null), 'unknown');
    assert.equal(payerFailureReason(undefined), 'unknown');
  });

  it('never reads a name of the object prototype as a code', () => {
    assert.equal(payerFailureReason('constructor'), 'unknown');
    assert.equal(payerFailureReason('__proto__'), 'unknown');
  });

  it('gives only reasons of the list', () => {
    for (const code of ['lost_card', 'invalid_expires', 'card_declined', 'x']) {
      assert.ok(PAYER_FAILURE_REASONS.includes(payerFailureReason(code)));
    }
  });
});
