import type { Context } from 'hono';
import { ApiHttpError } from './api-error.js';

/**
 * A handler for every other method of a path: 405 naming the methods it takes.
 *
 * @example
 * app.get('/orders', list).post('/orders', create).all('/orders', methodNotAllowed('GET', 'POST'));
 */
export function methodNotAllowed(...allowed: string[]) {
  return (c: Context): never => {
    throw new ApiHttpError(
      405,
      'method_not_allowed',
      `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(' or ')}.`,
      { headers: { Allow: allowed.join(', ') } },
    );
  };
}
