import type { Context } from 'hono';
import { GatewayHttpError } from './errors.js';

/** Bodies larger than this are refused with 413, as a real API gateway would. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Reads a JSON object body. An empty body is `{}` (the gateway's action endpoints take none);
 * anything else must be `application/json` and a JSON object.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  return parseJsonObject(await c.req.text(), c.req.header('content-type'));
}

/**
 * The rules of {@link readJsonObject} on a body already read: `{}` when it is blank, else a 415
 * unless `contentType` is JSON, a 400 unless the text is a JSON object.
 */
export function parseJsonObject(
  text: string,
  contentType: string | undefined,
): Record<string, unknown> {
  if (text.trim() === '') return {};
  const type = contentType ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw GatewayHttpError.general(
      415,
      'unsupported_media_type',
      `Send the body as JSON with Content-Type: application/json, not "${type || 'none'}".`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw GatewayHttpError.general(
      400,
      'parse_error',
      `The body is not valid JSON: ${(error as Error).message}`,
    );
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw GatewayHttpError.general(400, 'parse_error', 'The body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** Answers 405 for a method the path does not take, naming the ones it does. */
export function methodNotAllowed(allowed: readonly string[]) {
  return (c: Context): never => {
    throw GatewayHttpError.general(
      405,
      'method_not_allowed',
      `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(' or ')}.`,
      { Allow: allowed.join(', ') },
    );
  };
}
