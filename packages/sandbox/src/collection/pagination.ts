import type { Page } from '@checkout-kit/protocol';
import type { Context } from 'hono';
import { GatewayHttpError } from '../core/errors.js';

/** Items per page of the list endpoints (the gateway does not publish its page size). */
export const PAGE_SIZE = 20;

/**
 * One page of a list, chosen by `?page=` (from 1; default 1), in the gateway's list shape:
 * `results`, and `next`/`previous` as absolute URLs of the neighbouring pages (the request's
 * own URL with another `page`), or `null` at either end.
 *
 * A `page` that is not a whole number ≥ 1 is 400; a page past the last one is 404 (page 1 of an
 * empty list is an empty page).
 */
export function paginate<T>(c: Context, items: readonly T[], pageSize = PAGE_SIZE): Page<T> {
  const url = new URL(c.req.url);
  const pageRule = 'page must be a whole number from 1, once.';
  const text = onceInQuery(c, 'page', pageRule) ?? '';
  if (text !== '' && !/^\d+$/.test(text)) {
    throw GatewayHttpError.field('page', 'invalid', pageRule);
  }
  const page = text === '' ? 1 : Number(text);
  if (!Number.isSafeInteger(page) || page < 1) {
    throw GatewayHttpError.field('page', 'invalid', 'page must be a whole number from 1, once.');
  }
  const start = (page - 1) * pageSize;
  if (page > 1 && start >= items.length) {
    throw GatewayHttpError.general(
      404,
      'invalid_page',
      `There is no page ${page}: the list has ${Math.max(1, Math.ceil(items.length / pageSize))}.`,
    );
  }
  const linkTo = (target: number): string => {
    const link = new URL(url);
    link.searchParams.set('page', String(target));
    return link.toString();
  };
  return {
    results: items.slice(start, start + pageSize),
    next: start + pageSize < items.length ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(page - 1) : null,
  };
}

/**
 * A query parameter that may be given once: its value, or `undefined` when it is absent. Given
 * twice, the request is ambiguous: a 400 on that parameter with `rule` as its message.
 */
export function onceInQuery(c: Context, name: string, rule: string): string | undefined {
  const values = new URL(c.req.url).searchParams.getAll(name);
  if (values.length > 1) throw GatewayHttpError.field(name, 'invalid', rule);
  return values[0];
}
