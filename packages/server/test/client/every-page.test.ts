import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_PAGES, everyItem } from '../../src/client/every-page.js';
import { CheckoutError } from '../../src/errors.js';

describe('everyItem', () => {
  it('reads page after page while there is a next one, each only when reached', async () => {
    const asked: number[] = [];
    const pages = (page: number) => {
      asked.push(page);
      return Promise.resolve({
        results: [`${page}a`, `${page}b`],
        next: page < 3 ? `?page=${page + 1}` : null,
        previous: null,
      });
    };
    const items = everyItem('listThings', pages);
    assert.deepEqual((await items.next()).value, '1a');
    assert.deepEqual(asked, [1]);
    const rest: string[] = [];
    for await (const item of items) rest.push(item);
    assert.deepEqual(rest, ['1b', '2a', '2b', '3a', '3b']);
    assert.deepEqual(asked, [1, 2, 3]);
  });

  it('gives up on a list whose next page never ends, saying so', async () => {
    let asked = 0;
    const endless = () => {
      asked += 1;
      return Promise.resolve({ results: [asked], next: '?page=again', previous: null });
    };
    let seen = 0;
    await assert.rejects(
      (async () => {
        for await (const item of everyItem('listWebhooks', endless)) seen = item;
      })(),
      (error: unknown) =>
        error instanceof CheckoutError &&
        error.message ===
          `listWebhooks gave a next page after ${MAX_PAGES} pages: the list was read no further.`,
    );
    assert.equal(seen, MAX_PAGES);
  });
});
