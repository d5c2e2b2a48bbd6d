import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_BODY_BYTES } from '../src/core/http.js';
import { api, purchaseBody, useSandbox } from './helpers.js';

// Taken before any sandbox starts: a merchant's own tests start the sandbox in their process, and
// their `Request` and `Response` must stay what they were.
const before = { Request: globalThis.Request, Response: globalThis.Response };

/** A body sent as a stream: chunked, with no declared length. */
const streamed = (text: string) =>
  ({ body: new Blob([text]).stream(), duplex: 'half' }) as RequestInit;

function assertGlobalsUntouched(): void {
  assert.equal(globalThis.Request, before.Request, 'the global Request was replaced');
  assert.equal(globalThis.Response, before.Response, 'the global Response was replaced');
  // In the package's one-process suite, other files may have started sandboxes before this file
  // took `before`: the platform's own classes extend no other class, a replacement extends them.
  assert.equal(Object.getPrototypeOf(globalThis.Request), Function.prototype, 'Request subclassed');
  assert.equal(
    Object.getPrototypeOf(globalThis.Response),
    Function.prototype,
    'Response subclassed',
  );
}

describe("the process's globals", () => {
  const sandbox = useSandbox();

  it('are left as they were while the sandbox answers purchases, deletes and oversized bodies', async () => {
    const s = sandbox();
    assertGlobalsUntouched();
    const auth = { Authorization: `Bearer ${s.apiKey}`, 'Content-Type': 'application/json' };
    const body = JSON.stringify(purchaseBody(s));

    // Declared length (answered before the adapter) and chunked (through the app).
    const created = await api(s, 'POST', '/purchases/', purchaseBody(s));
    assert.equal(created.status, 201);
    const chunked = await fetch(`${s.baseUrl}/purchases/`, {
      method: 'POST',
      headers: auth,
      ...streamed(body),
    });
    assert.equal(chunked.status, 201);
    assert.equal(((await chunked.json()) as { brand_id: string }).brand_id, s.brandId);

    const client = await api<{ id: string }>(s, 'POST', '/clients/', {
      email: 'payer@example.com',
    });
    assert.equal(client.status, 201);
    const deleted = await api(s, 'DELETE', `/clients/${client.body.id}/`);
    assert.equal(deleted.status, 204);
    const refused = await api(s, 'DELETE', '/purchases/');
    assert.equal(refused.status, 405);
    assert.equal(refused.headers.get('allow'), 'POST');

    const oversized = JSON.stringify({ notes: 'x'.repeat(MAX_BODY_BYTES) });
    const tooLarge = JSON.stringify({
      __all__: [
        { message: `The body is larger than ${MAX_BODY_BYTES} bytes.`, code: 'request_too_large' },
      ],
    });
    for (const init of [{ body: oversized }, streamed(oversized)]) {
      const answer = await fetch(`${s.baseUrl}/purchases/`, {
        method: 'POST',
        headers: auth,
        ...init,
      });
      assert.equal(answer.status, 413);
      assert.equal(await answer.text(), tooLarge);
    }

    assertGlobalsUntouched();
  });
});
