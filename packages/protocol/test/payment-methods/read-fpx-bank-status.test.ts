import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  FPX_BANK_OFFLINE_STATUS,
  FPX_BANK_ONLINE_STATUS,
  isFpxBankOnline,
} from '../../src/payment-methods/fpx-bank-status.js';
import { readFpxBankStatuses } from '../../src/payment-methods/read-fpx-bank-status.js';

describe('readFpxBankStatuses', () => {
  it('reads each bank code and its status, in the order of the answer', () => {
    assert.deepEqual(readFpxBankStatuses({ MB2U0227: 'A', BCBB0235: 'B' }), {
      success: true,
      data: [
        { code: 'MB2U0227', status: 'A' },
        { code: 'BCBB0235', status: 'B' },
      ],
    });
  });

  it('keeps a code the kit does not list, and a status it does not know', () => {
    const read = readFpxBankStatuses({ NEW0001: 'A', MBB0228: 'maintenance' });
    assert.ok(read.success);
    assert.deepEqual(read.data, [
      { code: 'NEW0001', status: 'A' },
      { code: 'MBB0228', status: 'maintenance' },
    ]);
  });

  it('ignores fields whose value is not a status, and an empty errors field', () => {
    const read = readFpxBankStatuses({
      MB2U0227: 'A',
      errors: [],
      updated: 1_700_000_000,
      banks: { ABB0233: 'A' },
      NULLED: null,
    });
    assert.ok(read.success);
    assert.deepEqual(read.data, [{ code: 'MB2U0227', status: 'A' }]);
    assert.deepEqual(readFpxBankStatuses({}), { success: true, data: [] });
    for (const errors of [null, false, 0, '', '0', {}]) {
      assert.ok(readFpxBankStatuses({ MB2U0227: 'A', errors }).success, JSON.stringify(errors));
    }
  });

  it('reads a code named like an object key as any other', () => {
    const read = readFpxBankStatuses(JSON.parse('{"__proto__": "A", "constructor": "B"}'));
    assert.ok(read.success);
    assert.deepEqual(read.data, [
      { code: '__proto__', status: 'A' },
      { code: 'constructor', status: 'B' },
    ]);
    assert.equal(Object.prototype.hasOwnProperty.call(Object.prototype, 'A'), false);
  });

  it('refuses an answer that reports errors, as the plugin does', () => {
    for (const errors of [['down'], { detail: 'down' }, 'down', 1, true]) {
      const read = readFpxBankStatuses({ MB2U0227: 'A', errors });
      assert.ok(!read.success, JSON.stringify(errors));
      assert.deepEqual(read.issues[0]?.path, ['errors']);
      assert.equal(read.issues[0]?.code, 'invalid');
    }
  });

  it('refuses an answer that is no object', () => {
    for (const answer of [null, undefined, 'A', 1, [], ['MB2U0227']]) {
      const read = readFpxBankStatuses(answer);
      assert.ok(!read.success, JSON.stringify(answer));
      assert.deepEqual(read.issues[0]?.path, ['__all__']);
      assert.match(read.issues[0]?.message ?? '', /must be a JSON object/);
    }
  });
});

describe('isFpxBankOnline', () => {
  it('takes A as online and every other status as offline', () => {
    assert.ok(isFpxBankOnline(FPX_BANK_ONLINE_STATUS));
    for (const status of [FPX_BANK_OFFLINE_STATUS, 'a', '', 'maintenance', ' A']) {
      assert.ok(!isFpxBankOnline(status), status);
    }
  });
});
