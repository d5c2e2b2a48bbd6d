import type { MiddlewareHandler } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { constantTimeEqual } from '../core/constant-time-equal.js';
import { GatewayHttpError } from '../core/errors.js';

/**
 * `Authorization: Bearer <API key>` on every collection request. A missing header and a wrong
 * key are both 401, with different codes; the key itself is never echoed.
 */
export function bearerAuth(core: SandboxCore): MiddlewareHandler {
  return async (c, next) => {
    checkBearer(core, c.req.header('authorization'));
    await next();
  };
}

/**
 * The rule of {@link bearerAuth} for one `Authorization` header: returns when it carries the
 * sandbox's API key, else throws the 401 the gateway gives.
 */
export function checkBearer(core: SandboxCore, header: string | undefined): void {
  if (!header) {
    throw GatewayHttpError.general(
      401,
      'not_authenticated',
      'Authentication credentials were not provided: send Authorization: Bearer <API key>.',
    );
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  // In constant time: how long a refusal takes tells nothing of how much of a guess was right.
  if (!match?.[1] || !constantTimeEqual(match[1], core.state.apiKey)) {
    throw GatewayHttpError.general(401, 'authentication_failed', 'Invalid API key.');
  }
}
