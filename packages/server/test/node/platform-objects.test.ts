import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toNodeListener } from '../../src/node/node-listener.js';
import { listen, rawRequest } from './helpers.js';

// The platform's own, taken when the file loads: neither the Node adapter nor a sandbox started
// in the same process (which leaves them as they are too) may replace them.
const platform = { Request: globalThis.Request, Response: globalThis.Response };

describe('toNodeListener and the platform objects', () => {
  test('the handler gets a platform Request, and the global Request and Response stay the platform’s', async () => {
    const server = await listen(
      toNodeListener(async (request) => {
        // A handler may copy or re-send the request as it would any other.
        const copy = new Request(request);
        return new Response(`${copy.method} ${await copy.text()}`);
      }),
    );
    try {
      assert.equal(globalThis.Request, platform.Request);
      assert.equal(globalThis.Response, platform.Response);
      const answer = await rawRequest(`${server.url}/x`, {
        method: 'POST',
        body: Buffer.from('payload'),
      });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.toString(), 'POST payload');
    } finally {
      await server.close();
    }
  });
});
