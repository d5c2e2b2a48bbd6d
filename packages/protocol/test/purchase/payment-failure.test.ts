import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectSample } from '../../../../test/fixtures/gateway-samples.js';
import type { Purchase } from '../../src/purchase/purchase.js';
import type { TransactionAttempt } from '../../src/purchase/transaction-data.js';
import { latestPaymentFailure } from '../../src/purchase/payment-failure.js';

/** The purchase a live delivery of the event carried. */
const sample = (eventType: string): Purchase =>
  collectSample(eventType).body as unknown as Purchase;

const attempt = (fields: Partial<TransactionAttempt>): TransactionAttempt => ({
  type: 'execute',
  successful: true,
  payment_method: 'visa',
  extra: {},
  error: null,
  ...fields,
});

const withAttempts = (attempts: unknown[]) =>
  ({ transaction_data: { attempts } }) as unknown as Pick<Purchase, 'transaction_data'>;

describe('latestPaymentFailure', () => {
  it('reads the failed attempt of a live failed purchase', () => {
    assert.deepEqual(latestPaymentFailure(sample('purchase.payment_failure')), {
      code: 'general_transaction_error',
      message: 'Unrecognized transaction error',
      method: 'fpx',
    });
  });

  it('is null for a live paid purchase and for a purchase with no attempt', () => {
    assert.equal(latestPaymentFailure(sample('purchase.paid')), null);
    assert.equal(latestPaymentFailure(withAttempts([])), null);
    assert.equal(latestPaymentFailure({} as Pick<Purchase, 'transaction_data'>), null);
  });

  it('takes the newest attempt only, which the gateway lists first', () => {
    const failed = attempt({ successful: false, error: { code: 'do_not_honour', message: 'No.' } });
    assert.equal(latestPaymentFailure(withAttempts([attempt({}), failed])), null);
    assert.equal(latestPaymentFailure(withAttempts([failed, attempt({})]))?.code, 'do_not_honour');
  });

  it('reads a code or message that is not a string as empty', () => {
    const odd = attempt({ successful: false, error: { code: 42, message: { html: '<b>' } } });
    assert.deepEqual(latestPaymentFailure(withAttempts([odd])), {
      code: '',
      message: '',
      method: 'visa',
    });
    const bare = { successful: false, error: null, payment_method: null };
    assert.deepEqual(latestPaymentFailure(withAttempts([bare])), {
      code: '',
      message: '',
      method: '',
    });
  });
});
