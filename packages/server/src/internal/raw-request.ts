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

/** A path from `/`: no `//`, backslash, space, `?` or `#`. */
const SAFE_PATH = /^\/(?!\/)[^\s?#\\]*$/;
/**
 * A segment that URL parsing reads as `.` or `..`, percent-encoded dots too (`%2e%2e`, `.%2E`),
 * or one holding an encoded `/` or `\` that a server may decode into a separator.
 */
const DISGUISED_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)|%2f|%5c/i;

/**
 * Whether `path` after `baseUrl` resolves, as `fetch` resolves it, to a URL on the base URL's
 * origin and under its path: `https://gate.example/api/v1` + `/clients/` is under `/api/v1/`.
 */
function staysUnder(baseUrl: string, path: string): boolean {
  const base = URL.parse(baseUrl);
  const resolved = URL.parse(`${baseUrl}${path}`);
  if (!base || !resolved || resolved.origin !== base.origin) return false;
  return resolved.pathname.startsWith(`${base.pathname.replace(/\/+$/, '')}/`);
}

/** The path under the base URL, as a message shows it: `/api/v1/`. */
function basePath(baseUrl: string): string {
  return `${(URL.parse(baseUrl)?.pathname ?? '').replace(/\/+$/, '')}/`;
}

/**
 * The transport request of a client's `request(method, path, options)`, for an endpoint the kit
 * does not wrap: checked so that it cannot leave the base URL, and answered with or without a
 * body. The path is judged as the URL resolves it, not as text: `/%2e%2e/`, `.%2E` and
 * backslashes are refused like `..` and `/`, and so is any path that `fetch` would resolve
 * outside the base URL's path.
 *
 * @throws {CheckoutValidationError} naming the method or the path when it is not one to send.
 */
export function rawTransportRequest(
  baseUrl: string,
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
  if (
    typeof path !== 'string' ||
    !SAFE_PATH.test(path) ||
    DISGUISED_SEGMENT.test(path) ||
    !staysUnder(baseUrl, path)
  ) {
    problems.push(
      issue(
        ['path'],
        'invalid',
        `path must start with / and stay under ${basePath(baseUrl)} as the URL resolves: ` +
          'no //, backslash, . or .. segment (percent-encoded dots too), encoded / or \\, ' +
          'space, ? or #.',
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
