import assert from 'node:assert/strict';
import { createPublicKey, createSign, generateKeyPairSync, verify } from 'node:crypto';
import { describe, test } from 'node:test';
import { api, useSandbox } from '../helpers.js';

const sandbox = useSandbox();

/** `GET /public_key/` as raw text, the way a client receives it before decoding. */
async function fetchPublicKey(apiKey: string | null = sandbox().apiKey): Promise<Response> {
  const headers: Record<string, string> = {};
  if (apiKey !== null) headers.Authorization = `Bearer ${apiKey}`;
  return fetch(`${sandbox().baseUrl}/public_key/`, { headers });
}

describe('GET /public_key/', () => {
  test('answers a JSON-encoded PEM string, quotes and \\n escapes included', async () => {
    const response = await fetchPublicKey();
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json\b/);
    const text = await response.text();
    assert.ok(text.startsWith('"-----BEGIN PUBLIC KEY-----\\n'), text.slice(0, 40));
    assert.ok(text.endsWith('-----END PUBLIC KEY-----\\n"'), text.slice(-40));
    assert.ok(!text.includes('\n'), 'line breaks are escaped, not raw');

    const pem: unknown = JSON.parse(text);
    assert.equal(typeof pem, 'string');
    assert.equal(pem, sandbox().publicKeyPem);
    assert.ok(!text.includes('PRIVATE'), 'only the public half');
  });

  test('decodes to an RSA 2048 public key', async () => {
    const pem = (await (await fetchPublicKey()).json()) as string;
    const key = createPublicKey(pem);
    assert.equal(key.type, 'public');
    assert.equal(key.asymmetricKeyType, 'rsa');
    assert.equal(key.asymmetricKeyDetails?.modulusLength, 2048);
  });

  test('undecoded, the JSON text is not a usable key', async () => {
    const text = await (await fetchPublicKey()).text();
    assert.throws(() => createPublicKey(text));
  });

  test('does not verify an RSA SHA-256 signature made with another key', async () => {
    const pem = (await (await fetchPublicKey()).json()) as string;
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const body = Buffer.from(JSON.stringify({ id: 'x', event_type: 'purchase.paid' }));
    const forged = createSign('sha256').update(body).sign(stranger.privateKey);
    assert.equal(verify('sha256', body, pem, forged), false);
  });

  test('is the same key on every call', async () => {
    const first = await (await fetchPublicKey()).text();
    const second = await (await fetchPublicKey()).text();
    assert.equal(first, second);
  });

  test('401 without an API key or with a wrong one', async () => {
    const missing = await fetchPublicKey(null);
    assert.equal(missing.status, 401);
    assert.ok(Array.isArray(((await missing.json()) as Record<string, unknown>).__all__));
    const wrong = await fetchPublicKey('test_not_the_key');
    assert.equal(wrong.status, 401);
    assert.ok(!(await wrong.text()).includes('test_not_the_key'));
  });

  test('405 for other methods', async () => {
    const response = await api(sandbox(), 'POST', '/public_key/', {});
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'GET');
  });
});
