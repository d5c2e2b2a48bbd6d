import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, test } from 'node:test';
import { CheckoutValidationError } from '../../src/errors.js';
import { sendChecksum } from '../../src/payout/send-checksum.js';

/** Computed apart from the package, with Python's `hmac`: HMAC-SHA512('sk_test_secret', '1700000000send_test_key'). */
const VECTOR = {
  epoch: 1_700_000_000,
  apiKey: 'send_test_key',
  apiSecret: 'sk_test_secret',
  checksum:
    '45e01c12bc9cd8b3a79b94f19522e427116d364c0521ec70a6a5f1e2cc34992935e85b9b8580b17fc6e70a0c7cffe19b1fb1d8ae1edcec7437781e0890cf9437',
};

/** The checksum as the spec describes it, computed here without the package. */
function independent(epoch: string, apiKey: string, apiSecret: string): string {
  return createHmac('sha512', apiSecret).update(`${epoch}${apiKey}`).digest('hex');
}

/** The error `run` throws, asserted to be a `CheckoutValidationError`. */
function refusal(run: () => unknown): CheckoutValidationError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof CheckoutValidationError, String(error));
    return error;
  }
  assert.fail('expected a CheckoutValidationError');
}

describe('sendChecksum', () => {
  test('matches a known vector, for the epoch as a number and as a string', () => {
    const { epoch, apiKey, apiSecret, checksum } = VECTOR;
    assert.equal(sendChecksum(epoch, apiKey, apiSecret), checksum);
    assert.equal(sendChecksum(String(epoch), apiKey, apiSecret), checksum);
  });

  test('equals HMAC-SHA512 over `${epoch}${apiKey}` keyed with the secret, in lowercase hex', () => {
    for (let round = 0; round < 20; round++) {
      const epoch = Math.floor(Date.now() / 1000) - round * 7919;
      const apiKey = `send_${randomBytes(12).toString('base64url')}`;
      const apiSecret = randomBytes(32).toString('hex');
      const checksum = sendChecksum(epoch, apiKey, apiSecret);
      assert.match(checksum, /^[0-9a-f]{128}$/);
      assert.equal(checksum, independent(String(epoch), apiKey, apiSecret));
    }
  });

  test('the signing string is plain: no separator, no JSON, the secret only as the key', () => {
    const { epoch, apiKey, apiSecret, checksum } = VECTOR;
    for (const wrong of [
      `${epoch}:${apiKey}`,
      `${apiKey}${epoch}`,
      JSON.stringify({ epoch, apiKey }),
      JSON.stringify(`${epoch}${apiKey}`),
    ]) {
      assert.notEqual(checksum, createHmac('sha512', apiSecret).update(wrong).digest('hex'));
    }
    assert.notEqual(
      checksum,
      createHmac('sha256', apiSecret).update(`${epoch}${apiKey}`).digest('hex'),
    );
  });

  test('a string epoch is used exactly as given', () => {
    assert.equal(sendChecksum('0001700000000', 'k', 's'), independent('0001700000000', 'k', 's'));
    assert.equal(sendChecksum(0, 'k', 's'), independent('0', 'k', 's'));
  });

  test('an epoch in milliseconds is refused with a hint', () => {
    const error = refusal(() => sendChecksum(Date.now(), 'k', 's'));
    assert.match(error.message, /looks like milliseconds/);
    assert.match(error.message, /Math\.floor\(Date\.now\(\) \/ 1000\)/);
    assert.deepEqual(error.issues[0]?.path, ['epoch']);
    assert.match(refusal(() => sendChecksum(String(Date.now()), 'k', 's')).message, /milliseconds/);
  });

  const badEpochs: [string, unknown, string][] = [
    ['negative', -1, 'min_value'],
    ['fractional', 1_700_000_000.5, 'not_an_integer'],
    ['NaN', Number.NaN, 'not_an_integer'],
    ['Infinity', Number.POSITIVE_INFINITY, 'not_an_integer'],
    ['not digits', '17e8', 'invalid'],
    ['signed', '-1700000000', 'invalid'],
    ['empty', '', 'required'],
    ['missing', undefined, 'required'],
    ['a date', new Date(), 'invalid'],
  ];
  for (const [name, epoch, code] of badEpochs) {
    test(`an epoch that is ${name} → ${code}`, () => {
      const error = refusal(() => sendChecksum(epoch as number, 'k', 's'));
      assert.deepEqual(
        error.issues.map((issue) => `${issue.path.join('.')} ${issue.code}`),
        [`epoch ${code}`],
      );
    });
  }

  test('key: one printable ASCII token; secret: not blank, no surrounding whitespace', () => {
    const secret = 'sk_live_do_not_print_me';
    const cases: [string, string, string][] = [
      ['', secret, 'apiKey required'],
      ['   ', secret, 'apiKey blank'],
      ['send_key\n', secret, 'apiKey invalid'],
      ['send\u0000key', secret, 'apiKey invalid'],
      ['send key', secret, 'apiKey invalid'],
      ['Bearer send_key', secret, 'apiKey invalid'],
      ['send_kéy', secret, 'apiKey invalid'],
      ['send_key', '', 'apiSecret required'],
      ['send_key', ' \t', 'apiSecret blank'],
      ['send_key', `${secret}\n`, 'apiSecret invalid'],
    ];
    for (const [apiKey, apiSecret, expected] of cases) {
      const error = refusal(() => sendChecksum(1_700_000_000, apiKey, apiSecret));
      assert.deepEqual(
        error.issues.map((issue) => `${issue.path.join('.')} ${issue.code}`),
        [expected],
        JSON.stringify([apiKey, apiSecret]),
      );
      for (const text of [String(error), error.stack ?? '', inspect(error, { depth: null })]) {
        assert.ok(!text.includes(secret), 'the secret leaked');
        if (apiKey.trim()) assert.ok(!text.includes(apiKey.trim()), 'the key leaked');
      }
    }
  });
});
