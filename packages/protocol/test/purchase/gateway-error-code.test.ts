import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  GATEWAY_REQUEST_ERROR_CODES,
  WRONG_STATUS_ACTIONS,
} from '../../src/purchase/gateway-error-code.js';
import {
  PAYOUT_CHECKSUM_ENCODING,
  PAYOUT_CHECKSUM_HASH,
  payoutSigningString,
} from '../../src/payout/payout-checksum.js';

describe('the known gateway error codes', () => {
  it('list each code once, in the gateway style (lower case and underscores)', () => {
    const codes = [...GATEWAY_REQUEST_ERROR_CODES, ...WRONG_STATUS_ACTIONS];
    assert.deepEqual(
      codes.filter((code, index) => codes.indexOf(code) !== index),
      [],
    );
    assert.deepEqual(
      codes.filter((code) => !/^[a-z][a-z0-9_]*$/.test(code)),
      [],
    );
  });
});

describe('the payout checksum', () => {
  it('signs the epoch followed by the key, with no separator', () => {
    assert.equal(payoutSigningString(1700000000, 'send_test_abc'), '1700000000send_test_abc');
    assert.equal(payoutSigningString('1700000000', 'k'), '1700000000k');
  });

  it('is 128 lowercase hex characters with the hash and encoding given', () => {
    const checksum = createHmac(PAYOUT_CHECKSUM_HASH, 'secret')
      .update(payoutSigningString(1700000000, 'send_test_abc'))
      .digest(PAYOUT_CHECKSUM_ENCODING);
    assert.match(checksum, /^[0-9a-f]{128}$/);
  });
});
