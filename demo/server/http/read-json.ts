import type { Context } from 'hono';
import { ApiHttpError } from './api-error.js';

/**
 * The request's JSON body; `{}` when there is none (the actions without an amount may be sent
 * without a body). A body must come as `application/json`: a page of another site can post a
 * form, but not JSON, without the browser asking this server first.
 *
 * @throws {ApiHttpError} 415 for another content type, 400 for a body that is not JSON.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiHttpError(
      415,
      'unsupported_media_type',
      `Send the body as JSON with Content-Type: application/json, not "${type || 'none'}".`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiHttpError(
      400,
      'invalid_json',
      `The body is not valid JSON: ${(error as Error).message}`,
    );
  }
}
