import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import {
  type GatewayFieldError,
  type KnownGatewayErrorCode,
  NON_FIELD_KEY,
  PAYOUT_CHECKSUM_HEADER,
  PAYOUT_EPOCH_HEADER,
} from '@checkout-kit/protocol';
import { GatewayHttpError } from '../core/errors.js';
import { constantTimeEqual } from '../core/constant-time-equal.js';
import { sendChecksum } from './send-checksum.js';

/** How far `epoch` may be from the sandbox clock, in seconds, either way (inclusive). */
export const EPOCH_TOLERANCE_SECONDS = 30;

/** Error codes of the payout authentication, one per row of the spec's Errors table. */
export const PAYOUT_AUTH_ERRORS = {
  /** 400: the `epoch` header is absent or empty. */
  epochMissing: 'epoch_header_missing',
  /** 400: the `epoch` header holds something other than digits. */
  epochMalformed: 'epoch_header_malformed',
  /** 400: the `checksum` header is absent or empty. */
  checksumMissing: 'checksum_header_missing',
  /** 400: the `checksum` header holds characters no digest encoding uses. */
  checksumMalformed: 'checksum_header_malformed',
  /** 401: `Authorization` missing, not `Bearer <key>`, or not the payout API key. */
  authentication: 'authentication_failed',
  /** 401: `epoch` more than {@link EPOCH_TOLERANCE_SECONDS} from the sandbox clock. */
  epochOutOfRange: 'epoch_out_of_range',
  /** 401: the checksum is not the HMAC-SHA512 of `${epoch}${apiKey}` in lowercase hex. */
  checksum: 'invalid_checksum',
} as const satisfies Record<string, KnownGatewayErrorCode>;

/** A digest in any encoding a client might send: hex, base64 or base64url. */
const DIGEST_CHARACTERS = /^[A-Za-z0-9+/=_-]+$/;
const SHA512_LOWER_HEX = /^[0-9a-f]{128}$/;

/** The approval link an approver clicks in an e-mail carries its own token instead. */
const EXEMPT_PATH = /^\/send\/send_limits\/[^/]+\/approve\/?$/;

/**
 * Authenticates every payout request (`/send/*`) as the spec's Authentication and Errors
 * sections say, checking in this order and answering the first failure:
 *
 * 1. `epoch` and `checksum` present and well formed, else **400** (both headers' problems are
 *    listed together). `epoch` must be digits only. `checksum` may hold only characters of hex
 *    or base64, so that a base64 or SHA-256 digest reaches step 4 and gets the spec's
 *    "401 with checksum-related error", not a 400.
 * 2. `Authorization: Bearer <payout API key>`, else **401 `authentication_failed`**. First of the
 *    401s because the signing string contains the key: a checksum cannot be judged for a key
 *    that is not ours.
 * 3. `epoch` within 30 s of the sandbox clock, else **401 `epoch_out_of_range`**. Before the
 *    checksum so that a replayed request (its checksum is right) is told why it is refused.
 * 4. `checksum` equal to `sendChecksum(epoch, apiKey, apiSecret)` (lowercase hex, compared with
 *    `timingSafeEqual`), else **401 `invalid_checksum`**.
 *
 * Each row of the Errors table therefore has its own status and code, whichever of the other
 * headers are right. Messages say what to fix but never contain the key, the secret or the
 * expected checksum.
 */
export function payoutAuth(core: SandboxCore): MiddlewareHandler {
  return async (c, next) => {
    if (EXEMPT_PATH.test(c.req.path)) return next();
    const { apiKey, apiSecret } = core.state.payout;

    const epoch = c.req.header(PAYOUT_EPOCH_HEADER);
    const checksum = c.req.header(PAYOUT_CHECKSUM_HEADER);
    const problems: GatewayFieldError<KnownGatewayErrorCode>[] = [];
    if (!epoch) {
      problems.push({
        code: PAYOUT_AUTH_ERRORS.epochMissing,
        message: 'The epoch header is missing: send the current Unix time in seconds.',
      });
    } else if (!/^\d+$/.test(epoch)) {
      problems.push({
        code: PAYOUT_AUTH_ERRORS.epochMalformed,
        message: 'The epoch header must be the Unix time in whole seconds, digits only.',
      });
    }
    if (!checksum) {
      problems.push({
        code: PAYOUT_AUTH_ERRORS.checksumMissing,
        message:
          'The checksum header is missing: send the lowercase hex HMAC-SHA512 of the epoch followed by the API key, keyed with the API secret.',
      });
    } else if (!DIGEST_CHARACTERS.test(checksum)) {
      problems.push({
        code: PAYOUT_AUTH_ERRORS.checksumMalformed,
        message:
          'The checksum header contains characters a digest never has: send 128 lowercase hex characters.',
      });
    }
    if (problems.length > 0 || !epoch || !checksum) {
      throw new GatewayHttpError(400, { [NON_FIELD_KEY]: problems });
    }

    const authorization = c.req.header('authorization');
    const bearer = authorization ? /^Bearer +(\S+)$/i.exec(authorization.trim()) : null;
    if (!authorization || !bearer?.[1] || !constantTimeEqual(bearer[1], apiKey)) {
      throw unauthorized(
        PAYOUT_AUTH_ERRORS.authentication,
        !authorization
          ? 'The Authorization header is missing: send Authorization: Bearer <payout API key>.'
          : !bearer
            ? 'The Authorization header must be "Bearer <payout API key>".'
            : 'Invalid payout API key.',
      );
    }

    const now = core.clock.nowSeconds();
    const skew = Number(epoch) - now;
    if (!(Math.abs(skew) <= EPOCH_TOLERANCE_SECONDS)) {
      const hint =
        epoch.length >= 13
          ? ' It looks like milliseconds; send seconds.'
          : ' Compute a fresh epoch (and checksum) for each request, and check the clock.';
      throw unauthorized(
        PAYOUT_AUTH_ERRORS.epochOutOfRange,
        `The epoch header is ${describeSkew(skew)} the server clock (${now}); it must be within ${EPOCH_TOLERANCE_SECONDS} seconds.${hint}`,
      );
    }

    const expected = sendChecksum(epoch, apiKey, apiSecret);
    const matches =
      SHA512_LOWER_HEX.test(checksum) &&
      timingSafeEqual(Buffer.from(checksum, 'hex'), Buffer.from(expected, 'hex'));
    if (!matches) throw unauthorized(PAYOUT_AUTH_ERRORS.checksum, checksumMessage(checksum));

    await next();
  };
}

function unauthorized(code: KnownGatewayErrorCode, message: string): GatewayHttpError {
  return GatewayHttpError.general(401, code, message, { 'WWW-Authenticate': 'Bearer' });
}

function describeSkew(skew: number): string {
  if (!Number.isFinite(skew)) return 'far from';
  return `${Math.abs(skew)} s ${skew > 0 ? 'ahead of' : 'behind'}`;
}

/** Says what is wrong with a checksum, judging only the client's own value. */
function checksumMessage(checksum: string): string {
  const rule =
    'It must be the lowercase hex HMAC-SHA512 of the epoch header immediately followed by the API key (a plain string, no separator, not JSON), keyed with the API secret, computed afresh for each epoch.';
  if (/^[0-9a-fA-F]{128}$/.test(checksum) && !SHA512_LOWER_HEX.test(checksum)) {
    return `The checksum is upper-case hex; send lowercase hex. ${rule}`;
  }
  if (/^[0-9a-fA-F]{64}$/.test(checksum)) {
    return `The checksum has 64 hex characters, the length of a SHA-256 digest; use SHA-512 (128 characters). ${rule}`;
  }
  if (!/^[0-9a-fA-F]+$/.test(checksum)) {
    return `The checksum is not hex (base64?); send the digest as lowercase hex. ${rule}`;
  }
  if (checksum.length !== 128) {
    return `The checksum has ${checksum.length} hex characters; an HMAC-SHA512 has 128. ${rule}`;
  }
  return `The checksum does not match. ${rule}`;
}
