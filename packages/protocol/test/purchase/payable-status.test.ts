import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  PAYABLE_PURCHASE_STATUSES,
  PURCHASE_STATUSES,
  isPayablePurchaseStatus,
} from '../../src/purchase/status.js';

describe('isPayablePurchaseStatus', () => {
  it('takes a payment before the first attempt, after a failed one and while overdue', () => {
    for (const status of ['created', 'sent', 'viewed', 'error', 'overdue']) {
      assert.equal(isPayablePurchaseStatus(status), true, status);
    }
  });

  it('takes none once paid, held, refunded or closed, nor in a status it does not know', () => {
    const others = PURCHASE_STATUSES.filter(
      (status) => !(PAYABLE_PURCHASE_STATUSES as readonly string[]).includes(status),
    );
    assert.ok(others.includes('paid') && others.includes('hold') && others.includes('expired'));
    for (const status of [...others, 'pending_settlement', '']) {
      assert.equal(isPayablePurchaseStatus(status), false, status);
    }
  });
});
