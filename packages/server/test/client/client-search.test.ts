import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutValidationError } from '../../src/errors.js';
import { clientOf, useSandbox } from './helpers.js';

/*
 * `listClients({ q })`: the e-mail search of `GET /clients/?q=`, which the gateway maker's own
 * integrations use to find a payer's client (chip-for-whmcs 1.7.1
 * `modules/gateways/chip/api.php:89-92`; chip-for-woocommerce 1.8.5 `includes/class-wc-api.php:36-41`).
 */
describe('CheckoutClient.listClients with q, against the sandbox', () => {
  const sandbox = useSandbox();

  it('sends q and answers the page of the clients with that e-mail', async () => {
    const client = clientOf(sandbox());
    await client.createClient({ email: 'one@example.com' });
    const two = await client.createClient({ email: 'two+tag@example.com' });
    const found = await client.listClients({ q: 'Two+Tag@example.com' });
    assert.deepEqual(
      found.results.map((entry) => entry.id),
      [two.id],
    );
    assert.equal(found.next, null);
    const none = await client.listClients({ q: 'three@example.com', page: 1 });
    assert.deepEqual(none.results, []);
  });

  it('refuses a q that is not a non-blank string, sending nothing', async () => {
    const client = clientOf(sandbox());
    for (const q of ['', '  ', 42, null]) {
      await assert.rejects(
        client.listClients({ q } as never),
        (error: unknown) =>
          error instanceof CheckoutValidationError &&
          error.issues[0]?.path[0] === 'q' &&
          /q must be an e-mail address to search for/.test(error.issues[0].message),
        String(q),
      );
    }
  });
});
