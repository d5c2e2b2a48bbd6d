import { type BodyCheck, type GatewayErrorBody, toGatewayErrorBody } from '@checkout-kit/protocol';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error answer in the gateway's shape. Thrown anywhere in a request; the app turns it into
 * the response.
 */
export class GatewayHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: GatewayErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(firstMessage(body) ?? `HTTP ${status}`);
    this.name = 'GatewayHttpError';
  }

  /** An error that concerns the request as a whole (`__all__`). */
  static general(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    headers?: Record<string, string>,
  ): GatewayHttpError {
    return new GatewayHttpError(status, { __all__: [{ message, code }] }, headers);
  }

  /** An error about one field of the body. */
  static field(field: string, code: string, message: string): GatewayHttpError {
    return new GatewayHttpError(400, { [field]: [{ message, code }] });
  }
}

/**
 * The body of a check of `@checkout-kit/protocol` when it is valid; otherwise a 400 that names
 * every broken rule.
 *
 * @example
 * const details = checkedBody(checkClientDetails(await readJsonObject(c)));
 */
export function checkedBody<T>(check: BodyCheck<T>): T {
  if (!check.valid) throw new GatewayHttpError(400, toGatewayErrorBody(check.issues));
  return check.body;
}

function firstMessage(body: GatewayErrorBody): string | undefined {
  for (const value of Object.values(body)) {
    if (Array.isArray(value)) return value[0]?.message;
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
