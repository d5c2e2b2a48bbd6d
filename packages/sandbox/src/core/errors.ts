import {
  type BodyCheck,
  type GatewayErrorBody,
  type KnownGatewayErrorCode,
  NON_FIELD_KEY,
  toGatewayErrorBody,
} from '@checkout-kit/protocol';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error body the sandbox writes: only codes the kit knows, so that a misspelt code does not
 * compile (a reader of the gateway's bodies takes any string).
 */
export type SandboxErrorBody = GatewayErrorBody<KnownGatewayErrorCode>;

/**
 * An error answer in the gateway's shape. Thrown anywhere in a request; the app turns it into
 * the response.
 */
export class GatewayHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: SandboxErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(firstMessage(body) ?? `HTTP ${status}`);
    this.name = 'GatewayHttpError';
  }

  /** An error that concerns the request as a whole (`__all__`). */
  static general(
    status: ContentfulStatusCode,
    code: KnownGatewayErrorCode,
    message: string,
    headers?: Record<string, string>,
  ): GatewayHttpError {
    return new GatewayHttpError(status, { [NON_FIELD_KEY]: [{ message, code }] }, headers);
  }

  /** An error about one field of the body. */
  static field(field: string, code: KnownGatewayErrorCode, message: string): GatewayHttpError {
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

/** An error turned into the answer the sandbox gives for it. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: SandboxErrorBody;
  headers: Record<string, string>;
}

/**
 * The answer to an error thrown while serving `method path`: a {@link GatewayHttpError} as it
 * says, Hono's own as `http_error`, anything else as a 500 that points to the log (where it is
 * written), never with its details.
 */
export function errorAnswer(error: unknown, method: string, path: string): ErrorAnswer {
  if (error instanceof GatewayHttpError) {
    return { status: error.status, body: error.body, headers: error.headers };
  }
  if (error instanceof HTTPException) {
    return {
      status: error.status,
      body: { [NON_FIELD_KEY]: [{ message: error.message, code: 'http_error' }] },
      headers: {},
    };
  }
  console.error('checkout-sandbox: unexpected error on', method, path, error);
  return {
    status: 500,
    body: {
      [NON_FIELD_KEY]: [
        { message: 'The sandbox failed unexpectedly; see its log.', code: 'server_error' },
      ],
    },
    headers: {},
  };
}

function firstMessage(body: SandboxErrorBody): string | undefined {
  for (const value of Object.values(body)) {
    if (Array.isArray(value)) return value[0]?.message;
    const nested = firstMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
