import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkExpiry, formatExpiryInput, normaliseExpiry } from '../../src/card/expiry.js';

const NOV_2026 = new Date(2026, 10, 22);

describe('formatExpiryInput', () => {
  it('formats as the payer types', () => {
    assert.equal(formatExpiryInput('1'), '1');
    assert.equal(formatExpiryInput('12'), '12');
    assert.equal(formatExpiryInput('122'), '12/2');
    assert.equal(formatExpiryInput('1227'), '12/27');
    assert.equal(formatExpiryInput('4'), '04');
    assert.equal(formatExpiryInput('427'), '04/27');
    assert.equal(formatExpiryInput('1/'), '01/');
    assert.equal(formatExpiryInput('12/'), '12/');
    assert.equal(formatExpiryInput('12/271'), '12/27');
    assert.equal(formatExpiryInput('ab'), '');
  });

  it('gives 01/27 for 1/27 typed key by key', () => {
    const typed = [...'1/27'].reduce((shown, key) => formatExpiryInput(shown + key), '');
    assert.equal(typed, '01/27');
  });

  it('takes a four-digit year typed key by key', () => {
    const typed = [...'122027'].reduce((shown, key) => formatExpiryInput(shown + key), '');
    assert.equal(typed, '12/27');
    assert.equal(formatExpiryInput('12/202'), '12/202');
    assert.equal(formatExpiryInput('12/271'), '12/27');
  });

  it('keeps the month and the year apart once there is a separator', () => {
    // `12/27` with the month selected, then 0 and 3 typed: the year stays.
    assert.equal(formatExpiryInput('0/27'), '0/27');
    assert.equal(formatExpiryInput('03/27'), '03/27');
    assert.equal(formatExpiryInput('1/27'), '1/27');
    // A digit typed into a whole month, or a whole year, does not spill over.
    assert.equal(formatExpiryInput('012/27'), '01/27');
    assert.equal(formatExpiryInput('12/273'), '12/27');
    // The month deleted: the year waits for a new one.
    assert.equal(formatExpiryInput('/27'), '/27');
  });

  it('normalises whole dates from autofill and paste', () => {
    assert.equal(formatExpiryInput('12/2027'), '12/27');
    assert.equal(formatExpiryInput('2027-12'), '12/27');
    assert.equal(formatExpiryInput('12 / 27'), '12/27');
    assert.equal(formatExpiryInput('122027'), '12/27');
    assert.equal(formatExpiryInput('3/2030'), '03/30');
  });
});

describe('normaliseExpiry', () => {
  it('reads whole dates only', () => {
    assert.equal(normaliseExpiry('12-27'), '12/27');
    assert.equal(normaliseExpiry('3/2030'), '03/30');
    assert.equal(normaliseExpiry('12/2'), null);
    assert.equal(normaliseExpiry('December 2027'), null);
  });
});

describe('checkExpiry', () => {
  it('takes the current month and later', () => {
    assert.deepEqual(checkExpiry('11/26', NOV_2026), { valid: true, value: '11/26', error: null });
    assert.equal(checkExpiry('01/27', NOV_2026).valid, true);
    assert.equal(checkExpiry('2027-12', NOV_2026).value, '12/27');
  });

  it('names each broken rule', () => {
    assert.equal(checkExpiry('', NOV_2026).error, 'required');
    assert.equal(checkExpiry('12/2', NOV_2026).error, 'format');
    assert.equal(checkExpiry('13/27', NOV_2026).error, 'month');
    assert.equal(checkExpiry('00/27', NOV_2026).error, 'month');
    assert.equal(checkExpiry('10/26', NOV_2026).error, 'expired');
    assert.equal(checkExpiry('12/25', NOV_2026).error, 'expired');
    assert.equal(checkExpiry('12/99', NOV_2026).error, 'too_far');
  });

  it("looks at the month boundary in the payer's calendar", () => {
    assert.equal(checkExpiry('12/26', new Date(2026, 11, 31, 23, 59)).valid, true);
    assert.equal(checkExpiry('12/26', new Date(2027, 0, 1, 0, 0)).error, 'expired');
  });
});
