import type { Page } from '@checkout-kit/protocol';
import { CheckoutError } from '../errors.js';

/**
 * The most pages a list is read through before the client gives up: a gateway whose `next`
 * never ends would otherwise be read for ever. 1,000 pages are tens of thousands of items.
 */
export const MAX_PAGES = 1000;

/**
 * Every item of a list, page after page (`page` 1, 2, … while the gateway gives a `next`), as
 * stripe-node's auto-pagination reads one: a loop over it sees every item, however many pages
 * the list has. Each page is asked for only when the loop reaches it.
 *
 * @param what The list, for the error when it does not end (`listWebhooks`).
 * @param pageOf Asks for one page.
 * @throws {CheckoutError} when the list has more than {@link MAX_PAGES} pages.
 */
export async function* everyItem<T>(
  what: string,
  pageOf: (page: number) => Promise<Page<T>>,
): AsyncGenerator<T, void, undefined> {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { results, next } = await pageOf(page);
    yield* results;
    if (!next) return;
  }
  throw new CheckoutError(
    `${what} gave a next page after ${MAX_PAGES} pages: the list was read no further.`,
  );
}
