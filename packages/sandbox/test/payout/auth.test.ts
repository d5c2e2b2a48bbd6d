import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import { useSandbox } from '../helpers.js';
import { codes, PayoutTestClient } from './helpers.js';

const sandbox = useSandbox();
const client = new PayoutTestClient(sandbox);

/** HMAC keyed with the payout secret over `message`. */
function hmac(message: string, algorithm = 'sha512', encoding: 'hex' | 'base64' = 'hex'): string {
  return createHmac(algorithm, sandbox().sendApiSecret).update(message).digest(encoding);
}

/** GET /send/accounts with the signed headers, some replaced or (null) removed. */
function accounts(headers: Record<string, string | null>) {
  return client.request('GET', '/send/accounts', undefined, headers);
}

/** Asserts the answer is the 401 with `code`, and that no credential leaks into it. */
function assertUnauthorized(
  response: { status: number; body: unknown; headers: Headers },
  code: string,
): void {
  assert.equal(response.status, 401, JSON.stringify(response.body));
  assert.deepEqual(codes(response.body), [code]);
  const text = JSON.stringify(response.body);
  assert.ok(!text.includes(sandbox().sendApiKey), 'the API key leaked');
  assert.ok(!text.includes(sandbox().sendApiSecret), 'the API secret leaked');
}

describe('payout authentication', () => {
  test('a correctly signed request → 200', async () => {
    const response = await accounts({});
    assert.equal(response.status, 200, JSON.stringify(response.body));
  });

  describe('epoch and checksum headers → 400', () => {
    test('missing epoch', async () => {
      const response = await accounts({ epoch: null });
      assert.equal(response.status, 400);
      assert.deepEqual(codes(response.body), ['epoch_header_missing']);
    });

    test('empty epoch', async () => {
      const response = await accounts({ epoch: '' });
      assert.equal(response.status, 400);
      assert.deepEqual(codes(response.body), ['epoch_header_missing']);
    });

    for (const epoch of ['abc', '1700000000.5', '-1700000000', '0x65', '17e8']) {
      test(`non-numeric epoch ${JSON.stringify(epoch)}`, async () => {
        const response = await accounts({ epoch });
        assert.equal(response.status, 400);
        assert.deepEqual(codes(response.body), ['epoch_header_malformed']);
      });
    }

    test('missing checksum', async () => {
      const response = await accounts({ checksum: null });
      assert.equal(response.status, 400);
      assert.deepEqual(codes(response.body), ['checksum_header_missing']);
    });

    for (const checksum of ['abc def', 'abc;def', '"abc"', 'ab%cd', 'ab?cd', 'ab.cd']) {
      test(`checksum with characters no digest has: ${JSON.stringify(checksum)}`, async () => {
        const response = await accounts({ checksum });
        assert.equal(response.status, 400);
        assert.deepEqual(codes(response.body), ['checksum_header_malformed']);
      });
    }

    test('both missing: both reported, before any 401', async () => {
      const response = await accounts({ epoch: null, checksum: null, Authorization: null });
      assert.equal(response.status, 400);
      assert.deepEqual(codes(response.body), ['epoch_header_missing', 'checksum_header_missing']);
    });
  });

  describe('Authorization → 401 authentication_failed', () => {
    test('missing', async () => {
      assertUnauthorized(await accounts({ Authorization: null }), 'authentication_failed');
    });

    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', 'Token abc', 'Bearer a b']) {
      test(`malformed: ${JSON.stringify(authorization)}`, async () => {
        assertUnauthorized(
          await accounts({ Authorization: authorization }),
          'authentication_failed',
        );
      });
    }

    test('wrong key (even with a checksum made for that key)', async () => {
      const epoch = String(client.nowSeconds());
      const response = await accounts({
        Authorization: 'Bearer send_test_not-the-key',
        epoch,
        checksum: hmac(`${epoch}send_test_not-the-key`),
      });
      assertUnauthorized(response, 'authentication_failed');
    });

    test('the collection API key is not the payout key', async () => {
      const response = await accounts({ Authorization: `Bearer ${sandbox().apiKey}` });
      assertUnauthorized(response, 'authentication_failed');
    });

    test('is checked before the epoch and the checksum', async () => {
      const response = await accounts({ Authorization: null, epoch: '1', checksum: 'ab' });
      assertUnauthorized(response, 'authentication_failed');
    });
  });

  describe('epoch window of 30 s', () => {
    test('31 s behind → 401 epoch_out_of_range, and the message names the allowed skew', async () => {
      const epoch = String(client.nowSeconds() - 31);
      const response = await accounts(client.sign(epoch));
      assertUnauthorized(response, 'epoch_out_of_range');
      assert.match(JSON.stringify(response.body), /30 seconds/);
    });

    test('32 s ahead → 401 epoch_out_of_range', async () => {
      const response = await accounts(client.sign(String(client.nowSeconds() + 32)));
      assertUnauthorized(response, 'epoch_out_of_range');
    });

    test('milliseconds instead of seconds → 401 epoch_out_of_range', async () => {
      const epoch = String(client.nowSeconds() * 1000);
      const response = await accounts(client.sign(epoch));
      assertUnauthorized(response, 'epoch_out_of_range');
      assert.match(JSON.stringify(response.body), /milliseconds/);
    });

    test('29 s behind → 200', async () => {
      const response = await accounts(client.sign(String(client.nowSeconds() - 29)));
      assert.equal(response.status, 200, JSON.stringify(response.body));
    });

    test('29 s and 30 s ahead → 200', async () => {
      for (const ahead of [29, 30]) {
        const response = await accounts(client.sign(String(client.nowSeconds() + ahead)));
        assert.equal(response.status, 200, JSON.stringify(response.body));
      }
    });

    test('is checked before the checksum: a replayed request is told its epoch is stale', async () => {
      const response = await accounts(client.sign(String(client.nowSeconds() - 120)));
      assertUnauthorized(response, 'epoch_out_of_range');
    });

    test('follows the sandbox clock, not the real one', async () => {
      const realEpoch = String(Math.floor(Date.now() / 1000));
      await client.advance(60_000);
      assertUnauthorized(await accounts(client.sign(realEpoch)), 'epoch_out_of_range');
      assert.equal((await accounts({})).status, 200);
    });
  });

  describe('checksum → 401 invalid_checksum', () => {
    const wrongSigningStrings: [string, (epoch: string, key: string) => string][] = [
      ['apiKey + epoch (wrong order)', (epoch, key) => hmac(`${key}${epoch}`)],
      ['with a separator', (epoch, key) => hmac(`${epoch}:${key}`)],
      ['a JSON-encoded signing string', (epoch, key) => hmac(JSON.stringify(`${epoch}${key}`))],
      ['a JSON object', (epoch, key) => hmac(JSON.stringify({ epoch, apiKey: key }))],
      ['base64 digest', (epoch, key) => hmac(`${epoch}${key}`, 'sha512', 'base64')],
      ['SHA-256 instead of SHA-512', (epoch, key) => hmac(`${epoch}${key}`, 'sha256')],
      ['upper-case hex', (epoch, key) => hmac(`${epoch}${key}`).toUpperCase()],
      [
        'a plain SHA-512, no HMAC',
        (epoch, key) => createHash('sha512').update(`${epoch}${key}`).digest('hex'),
      ],
      [
        'keyed with the API key instead of the secret',
        (epoch, key) => createHmac('sha512', key).update(`${epoch}${key}`).digest('hex'),
      ],
      ['for another epoch', (epoch, key) => hmac(`${Number(epoch) - 1}${key}`)],
      ['128 zeros', () => '0'.repeat(128)],
    ];
    for (const [name, checksumOf] of wrongSigningStrings) {
      test(name, async () => {
        const epoch = String(client.nowSeconds());
        const response = await accounts({
          epoch,
          checksum: checksumOf(epoch, sandbox().sendApiKey),
        });
        assertUnauthorized(response, 'invalid_checksum');
      });
    }

    test('the message says what a SHA-256 or base64 digest did wrong', async () => {
      const epoch = String(client.nowSeconds());
      const key = sandbox().sendApiKey;
      const sha256 = await accounts({ epoch, checksum: hmac(`${epoch}${key}`, 'sha256') });
      assert.match(JSON.stringify(sha256.body), /SHA-256/);
      const base64 = await accounts({
        epoch,
        checksum: hmac(`${epoch}${key}`, 'sha512', 'base64'),
      });
      assert.match(JSON.stringify(base64.body), /not hex/);
    });
  });

  test('every /send/ path is authenticated, known or not', async () => {
    for (const path of [
      '/send/send_limits',
      '/send/bank_accounts',
      '/send/send_instructions',
      '/send/nothing',
    ]) {
      const response = await client.request('GET', path, undefined, { Authorization: null });
      assertUnauthorized(response, 'authentication_failed');
    }
  });
});
