import type { FieldIssue } from '@checkout-kit/protocol';
import { issue, refuseIfAny } from './arguments.js';
import type { HttpMethod, TransportRequest } from './http-transport.js';

/** What a raw request sends besides the method and the path. */
export interface RawRequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Query parameters, in order; `undefined` values are left out. */
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
}

/** The methods a raw request may use. */
const HTTP_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
] as const satisfies readonly HttpMethod[];

/** A path that stays under the base URL: from `/`, no `//`, `.` or `..` segment, space, `?`, `#`. */
const SAFE_PATH = /^\/(?!\/)[^\s?#]*$/;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/**
 * The transport request of a client's `request(method, path, options)`, for an endpoint the kit
 * does not wrap: checked so that it cannot leave the base URL, and answered with or without a
 * body.
 *
 * @throws {CheckoutValidationError} naming the method or the path when it is not one to send.
 */
export function rawTransportRequest(
  method: HttpMethod,
  path: string,
  options: RawRequestOptions = {},
): TransportRequest {
  const problems: FieldIssue[] = [];
  if (!(HTTP_METHODS as readonly unknown[]).includes(method)) {
    problems.push(
      issue(['method'], 'invalid_choice', `method must be one of ${HTTP_METHODS.join(', ')}.`),
    );
  }
  if (typeof path !== 'string' || !SAFE_PATH.test(path) || DOT_SEGMENT.test(path)) {
    problems.push(
      issue(
        ['path'],
        'invalid',
        'path must start with / and stay under the base URL: no //, . or .. segments, spaces, ? or #.',
      ),
    );
  }
  refuseIfAny('The request', problems);
  const query = Object.fromEntries(
    Object.entries(options.query ?? {}).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    ),
  );
  return {
    method,
    path,
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(options.body === undefined ? {} : { body: options.body }),
    bodyOptional: true,
  };
}
