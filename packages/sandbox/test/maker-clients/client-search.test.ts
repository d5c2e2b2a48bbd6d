import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Client, Page } from '@checkout-kit/protocol';
import { api, useSandbox } from '../helpers.js';

/*
 * `GET /clients/?q=<email>`, as the maker's integrations find the payer's client before a
 * purchase, taking `results[0].id` as "the client with this e-mail" and creating one when
 * `results` is empty:
 *
 * - chip-for-whmcs 1.7.1: `modules/gateways/chip/api.php:89-92` (Guzzle `query`, so the `@`
 *   goes as `%40`), used at `modules/gateways/chip/gateway.php:481-494` and 205.
 * - chip-for-woocommerce 1.8.5: `includes/class-wc-api.php:36-41` (`'/clients/?q=' .
 *   urlencode($email)`), used at `includes/class-wc-gateway-chip.php:967-984, 1441, 1845`.
 */

const RULE = 'q must be given once: the e-mail address to search for, not blank.';

/** PHP's `urlencode`: what WooCommerce 1.8.5 puts after `q=`. */
const phpUrlencode = (text: string): string =>
  encodeURIComponent(text)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

describe('GET /clients/?q= as WHMCS and WooCommerce 1.8.5 search it', () => {
  const sandbox = useSandbox();
  const search = (query: string) => api<Page<Client>>(sandbox(), 'GET', `/clients/?${query}`);
  const create = async (email: string): Promise<Client> => {
    const created = await api<Client>(sandbox(), 'POST', '/clients/', { email });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return created.body;
  };

  it('finds only the client with that e-mail, whatever its case, in the page shape', async () => {
    await create('first@example.com');
    const second = await create('Second+shop@Example.com');
    await create('second+shop@example.com.evil');
    for (const query of [
      `q=${phpUrlencode('second+shop@example.com')}`, // WooCommerce 1.8.5 class-wc-api.php:38
      `q=${encodeURIComponent('SECOND+SHOP@EXAMPLE.COM')}`, // WHMCS 1.7.1 api.php:90 (Guzzle)
    ]) {
      const found = await search(query);
      assert.equal(found.status, 200);
      assert.deepEqual(Object.keys(found.body).sort(), ['next', 'previous', 'results']);
      assert.deepEqual(
        found.body.results.map((client) => client.id),
        [second.id],
        query,
      );
      assert.equal(found.body.next, null);
      assert.equal(found.body.previous, null);
    }
  });

  it('answers an empty page for an unknown e-mail, so the plugin creates the client', async () => {
    await create('known@example.com');
    const found = await search(`q=${phpUrlencode('unknown@example.com')}`);
    assert.equal(found.status, 200);
    assert.deepEqual(found.body.results, []);
  });

  it('does not match a part of an e-mail', async () => {
    await create('part@example.com');
    const found = await search('q=example.com');
    assert.deepEqual(found.body.results, []);
  });

  it('refuses q given twice, as page is refused', async () => {
    const refused = await search('q=a%40example.com&q=b%40example.com');
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, {
      q: [{ message: RULE, code: 'invalid' }],
    });
  });

  it("refuses a blank q rather than answer another payer's client first", async () => {
    await create('someone@example.com');
    for (const query of ['q=', 'q=+', 'q=%20%20']) {
      const refused = await search(query);
      assert.equal(refused.status, 400, query);
      assert.deepEqual(refused.body, { q: [{ message: RULE, code: 'invalid' }] });
    }
  });

  it('pages the matches as the whole list is paged', async () => {
    const found = await search(`q=${phpUrlencode('first@example.com')}&page=2`);
    assert.equal(found.status, 404);
  });
});
