import assert from 'node:assert/strict';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  isRsaPublicKeyPem,
  normalizePublicKeyPem,
  verifySignature,
} from '../../src/signature/verify-signature.js';

/** The gateway's key pair, as `node:crypto` makes one. */
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const other = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** Signs as the gateway does, with `node:crypto` directly (not with the package's helper). */
function sign(body: string | Uint8Array, algorithm = 'sha256', key = privateKey): string {
  return createSign(algorithm).update(body).sign(key, 'base64');
}

const body =
  '{"id":"3f1c","type":"purchase","event_type":"purchase.paid","purchase":{"total":1000}}';
const signature = sign(body);

describe('verifySignature', () => {
  it('verifies a signature over the exact body, given as text or as bytes', () => {
    assert.equal(verifySignature(body, signature, publicKey), true);
    assert.equal(verifySignature(body, signature, publicKey, 'sha256'), true);
    assert.equal(verifySignature(Buffer.from(body), signature, publicKey), true);
    assert.equal(verifySignature(new TextEncoder().encode(body), signature, publicKey), true);
    const bytes = new TextEncoder().encode(body);
    assert.equal(verifySignature(bytes.buffer.slice(0) as ArrayBuffer, signature, publicKey), true);
    // A view into a larger buffer is read at its offset.
    const padded = Buffer.concat([Buffer.from('xx'), Buffer.from(body), Buffer.from('yy')]);
    assert.equal(
      verifySignature(padded.subarray(2, padded.length - 2), signature, publicKey),
      true,
    );
  });

  it('refuses a body changed by one byte, or re-serialised', () => {
    const bytes = Buffer.from(body);
    for (const at of [0, 20, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[at] = (tampered[at] ?? 0) ^ 0x01;
      assert.equal(verifySignature(tampered, signature, publicKey), false, `byte ${at}`);
    }
    assert.equal(verifySignature(`${body} `, signature, publicKey), false);
    assert.equal(
      verifySignature(JSON.stringify(JSON.parse(body), null, 2), signature, publicKey),
      false,
    );
  });

  it('refuses a signature changed by one bit, and another key’s signature', () => {
    const raw = Buffer.from(signature, 'base64');
    for (const at of [0, 128, raw.length - 1]) {
      const flipped = Buffer.from(raw);
      flipped[at] = (flipped[at] ?? 0) ^ 0x80;
      assert.equal(
        verifySignature(body, flipped.toString('base64'), publicKey),
        false,
        `byte ${at}`,
      );
    }
    assert.equal(verifySignature(body, sign(body, 'sha256', other.privateKey), publicKey), false);
    assert.equal(verifySignature(body, signature, other.publicKey), false);
  });

  it('verifies a body with non-ASCII characters over its UTF-8 bytes', () => {
    const text = JSON.stringify({
      event_type: 'purchase.paid',
      client: {
        full_name: 'Siti Aisyah binti Ābdul — 陈美玲 🙂',
        street_address: 'Jalan Tun Razak, Kuala Lumpur',
      },
      purchase: { products: [{ name: 'Kopi ☕ «special» naïve', price: 1000 }], notes: 'ẞ' },
    });
    const signed = sign(text);
    assert.equal(verifySignature(text, signed, publicKey), true);
    assert.equal(verifySignature(Buffer.from(text, 'utf8'), signed, publicKey), true);
    // Read as Latin-1, or escaped to ASCII by a re-serialiser, it is other bytes.
    assert.equal(verifySignature(Buffer.from(text, 'latin1'), signed, publicKey), false);
    const asciiEscaped = text.replace(
      /[\u007f-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    assert.deepEqual(JSON.parse(asciiEscaped), JSON.parse(text));
    assert.equal(verifySignature(asciiEscaped, signed, publicKey), false);
  });

  it('verifies a body that is not valid UTF-8 when given its bytes', () => {
    // Bytes a UTF-8 round trip cannot keep: that is where the official SDKs go wrong.
    const bytes = Buffer.concat([
      Buffer.from('{"note":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x80]),
      Buffer.from('"}'),
    ]);
    const signed = sign(bytes);
    assert.equal(verifySignature(bytes, signed, publicKey), true);
    assert.equal(verifySignature(new Uint8Array(bytes), signed, publicKey), true);
    const throughUtf8 = bytes.toString('utf8');
    assert.notDeepEqual(Buffer.from(throughUtf8, 'utf8'), bytes);
    assert.equal(verifySignature(throughUtf8, signed, publicKey), false);
  });

  it('verifies SHA-512 signatures when told, and keeps the digests apart', () => {
    const signed512 = sign(body, 'sha512');
    assert.equal(verifySignature(body, signed512, publicKey, 'sha512'), true);
    assert.equal(verifySignature(body, signed512, publicKey), false);
    assert.equal(verifySignature(body, signature, publicKey, 'sha512'), false);
  });

  it('accepts the company key as GET /public_key/ answers it (JSON), or flattened', () => {
    // Decision: a JSON-encoded PEM (quoted, `\n` escapes) is decoded, not refused. The decoding
    // is unambiguous and the key must still verify, so it costs nothing and saves a common bug.
    const json = JSON.stringify(publicKey);
    assert.ok(json.startsWith('"-----BEGIN PUBLIC KEY-----\\n'));
    assert.equal(verifySignature(body, signature, json), true);
    assert.equal(verifySignature(body, signature, `  ${json}\n`), true);
    const flattened = publicKey.trim().replace(/\n/g, '\\n');
    assert.equal(verifySignature(body, signature, flattened), true);
    assert.equal(verifySignature(body, signature, publicKey.replace(/\n/g, '\r\n')), true);
    assert.equal(verifySignature(body, signature, JSON.stringify(other.publicKey)), false);
    assert.equal(normalizePublicKeyPem(json), publicKey.trim());
    // An RSA PUBLIC KEY (PKCS#1) PEM works too.
    const pkcs1 = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    assert.ok(pkcs1.publicKey.startsWith('-----BEGIN RSA PUBLIC KEY-----'));
    assert.equal(
      verifySignature(body, sign(body, 'sha256', pkcs1.privateKey), pkcs1.publicKey),
      true,
    );
  });

  it('returns false, never throws, for malformed signatures', () => {
    const long = 'A'.repeat(100_000);
    const wrongLength = Buffer.from(signature, 'base64');
    const cases: unknown[] = [
      '',
      '   ',
      'not base64!',
      'AAAA',
      '====',
      signature.slice(0, -4),
      `${signature}AAAA`,
      wrongLength.subarray(1).toString('base64'),
      Buffer.concat([wrongLength, Buffer.from([0])]).toString('base64'),
      Buffer.alloc(256, 0xff).toString('base64'), // larger than the modulus
      Buffer.alloc(256, 0).toString('base64'),
      signature.replace(/\+/g, '-').replace(/\//g, '_'), // base64url is not what the gateway sends
      `${signature.slice(0, 40)} ${signature.slice(40)}`,
      `${signature.slice(0, 40)}\u0000${signature.slice(40)}`,
      long,
      null,
      undefined,
      42,
      { toString: () => signature },
      Buffer.from(signature, 'base64'),
    ];
    for (const [index, bad] of cases.entries()) {
      let result: boolean | undefined;
      assert.doesNotThrow(() => {
        result = verifySignature(body, bad as string, publicKey);
      }, `case ${index}`);
      assert.equal(result, false, `case ${index}`);
    }
    // Surrounding whitespace of a header value is not a malformation.
    assert.equal(verifySignature(body, ` ${signature}\n`, publicKey), true);
  });

  it('returns false, never throws, for keys that are malformed, private or not RSA', () => {
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const ed = generateKeyPairSync('ed25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const lines = publicKey.trim().split('\n');
    const cases: [string, unknown, string?][] = [
      ['empty', ''],
      ['text', 'hello'],
      ['base64 without armour', lines.slice(1, -1).join('')],
      ['truncated', lines.slice(0, 3).join('\n')],
      ['corrupted', publicKey.replace(/[A-Za-z]{8}/, 'AAAAAAAA')],
      ['JSON that is not a string', '{"key":"-----BEGIN PUBLIC KEY-----"}'],
      ['broken JSON', `"${publicKey.slice(0, 40)}`],
      ['the private key', privateKey],
      ['a JSON-encoded private key', JSON.stringify(privateKey)],
      // An EC key and a valid EC signature: still refused, the gateway signs with RSA.
      ['EC', ec.publicKey, createSign('sha256').update(body).sign(ec.privateKey, 'base64')],
      ['Ed25519', ed.publicKey],
      ['huge', `-----BEGIN PUBLIC KEY-----\n${'A'.repeat(100_000)}\n-----END PUBLIC KEY-----`],
      ['null', null],
      ['a number', 7],
      ['a KeyObject-like object', { type: 'public' }],
    ];
    for (const [name, key, ownSignature] of cases) {
      let result: boolean | undefined;
      assert.doesNotThrow(() => {
        result = verifySignature(body, ownSignature ?? signature, key as string);
      }, name);
      assert.equal(result, false, name);
    }
    assert.equal(isRsaPublicKeyPem(publicKey), true);
    assert.equal(isRsaPublicKeyPem(privateKey), false);
    assert.equal(isRsaPublicKeyPem(ec.publicKey), false);
  });

  it('returns false, never throws, for unknown algorithms and non-bodies', () => {
    for (const algorithm of [
      'md5',
      'sha1',
      'SHA256',
      'sha384',
      'rsa-sha256',
      '',
      null,
      undefined as unknown,
    ]) {
      if (algorithm === undefined) continue;
      assert.equal(
        verifySignature(body, signature, publicKey, algorithm as 'sha256'),
        false,
        String(algorithm),
      );
    }
    for (const notABody of [null, undefined, 42, {}, [1, 2]]) {
      assert.equal(
        verifySignature(notABody as string, signature, publicKey),
        false,
        String(notABody),
      );
    }
    // An empty body is a body: it verifies when that is what was signed.
    assert.equal(verifySignature('', sign(''), publicKey), true);
    assert.equal(verifySignature(new Uint8Array(0), signature, publicKey), false);
  });
});
