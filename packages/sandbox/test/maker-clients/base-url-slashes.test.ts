import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { withMergedSlashes } from '../../src/merged-slashes.js';
import { startFacts } from '../../src/start-facts.js';
import { purchaseBody, useSandbox } from '../helpers.js';

/*
 * The URLs the maker's SDKs build from a base URL, sent to the sandbox as they build them.
 *
 * - chip-nodejs-sdk v1.0.0: `src/ApiClient.js:43-67` (`buildUrl`) is `basePath + path`, every
 *   path starting with `/`, nothing trimmed; README.MD:26 sets `basePath` to
 *   `https://gate.chip-in.asia/api/v1/`. So it requests `/api/v1//purchases/`.
 * - chip-php-sdk v1.1.3: `lib/ChipApi.php:23, 30-32` gives Guzzle a `base_uri` and relative
 *   paths (`purchases/`), resolved as RFC 3986 says: without its trailing slash, the base's
 *   `v1` is dropped and it requests `/api/purchases/`.
 */

/** The Node SDK's URL: base and path joined as they are. */
const nodeSdkUrl = (base: string, path: string): string => `${base}${path}`;
/** The PHP SDK's URL: the path without its leading slash, resolved against the base. */
const phpSdkUrl = (base: string, path: string): string => new URL(path.slice(1), base).href;

describe('base URLs as the maker SDKs join them', () => {
  const sandbox = useSandbox();
  const headers = (): Record<string, string> => ({
    Authorization: `Bearer ${sandbox().apiKey}`,
    'Content-Type': 'application/json',
  });
  const create = (url: string): Promise<Response> =>
    fetch(url, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(purchaseBody(sandbox())),
    });

  it('answers the Node SDK with a trailing-slash base: /api/v1//purchases/ is /api/v1/purchases/', async () => {
    const base = `${sandbox().baseUrl}/`;
    const created = await create(nodeSdkUrl(base, '/purchases/'));
    assert.equal(created.status, 201);
    const purchase = (await created.json()) as Purchase;
    const read = await fetch(nodeSdkUrl(base, `/purchases/${purchase.id}/`), {
      headers: headers(),
    });
    assert.equal(read.status, 200);
    assert.equal(((await read.json()) as Purchase).id, purchase.id);
    // An action without a body or a Content-Type (PaymentApi.js:72-98, purchasesCancel).
    const cancelled = await fetch(nodeSdkUrl(base, `/purchases/${purchase.id}/cancel/`), {
      method: 'POST',
      headers: { Authorization: headers().Authorization ?? '' },
    });
    assert.equal(cancelled.status, 200);
    assert.equal(((await cancelled.json()) as Purchase).status, 'cancelled');
  });

  it('merges slashes in the path only: the query keeps its own', async () => {
    // The listener alone, before any route, echoing the request target it hands on.
    const server = createServer(
      withMergedSlashes((incoming, outgoing) => outgoing.end(incoming.url)),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const seen = await fetch(`http://127.0.0.1:${port}//api//v1///clients/?q=a//b&next=//x`);
      assert.equal(await seen.text(), '/api/v1/clients/?q=a//b&next=//x');
    } finally {
      server.close();
    }
  });

  it('tells the PHP SDK with a base lacking its trailing slash how to fix the base URL', async () => {
    const base = sandbox().baseUrl;
    const url = phpSdkUrl(base, '/purchases/');
    assert.equal(new URL(url).pathname, '/api/purchases/');
    const response = await create(url);
    assert.equal(response.status, 404);
    const body = (await response.json()) as { __all__: { message: string; code: string }[] };
    assert.equal(body.__all__[0]?.code, 'not_found');
    assert.equal(
      body.__all__[0]?.message,
      'Nothing at POST /api/purchases/: the collection API is under /api/v1/, so this is ' +
        '/api/v1/purchases/. A client that resolves paths against its base URL (Guzzle, ' +
        "the gateway maker's PHP SDK) needs the base URL to end with a slash: …/api/v1/.",
    );
  });

  it('prints a base URL that both SDKs reach the collection API with', async () => {
    const facts = startFacts(sandbox());
    const printed = /^CHECKOUT_BASE_URL=(.+)$/m.exec(facts)?.[1] ?? '';
    assert.equal(printed, `${sandbox().baseUrl}/`);
    for (const url of [nodeSdkUrl(printed, '/purchases/'), phpSdkUrl(printed, '/purchases/')]) {
      assert.equal((await create(url)).status, 201, url);
    }
  });
});
