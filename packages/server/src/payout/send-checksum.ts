import { createHmac } from 'node:crypto';
import {
  type FieldIssue,
  PAYOUT_CHECKSUM_ENCODING,
  PAYOUT_CHECKSUM_HASH,
  PAYOUT_EPOCH_HEADER,
  payoutSigningString,
} from '@checkout-kit/protocol';
import { CheckoutValidationError } from '../errors.js';

/**
 * An `epoch` at or above this is refused as milliseconds: in seconds it would be the year 5138,
 * in milliseconds it is 1973. (`Date.now()` is about 1.7 × 10¹², Unix seconds about 1.7 × 10⁹.)
 */
const MILLISECONDS_THRESHOLD = 100_000_000_000;

/**
 * The payout service's `checksum` header: the lowercase hex HMAC-SHA512, keyed with the API
 * secret, of the signing string, which is the `epoch` header's value immediately followed by the
 * API key: a plain string, with no separator, not JSON. The secret itself is never sent.
 *
 * `SendClient` computes it afresh, with a fresh epoch, for every request; call this yourself only
 * to sign requests of your own or to check a header.
 *
 * @param epoch Unix time in whole seconds, as sent in the `epoch` header: a non-negative
 *   integer, or its digits as a string (used exactly as given). A value that looks like
 *   milliseconds (`Date.now()`) is refused: send `Math.floor(Date.now() / 1000)`.
 * @param apiKey The payout API key, the same value as in `Authorization: Bearer`.
 * @param apiSecret The payout API secret.
 * @throws CheckoutValidationError when an argument breaks these rules. The error never contains
 *   the key or the secret.
 *
 * @example
 * import { sendChecksum } from '@checkout-kit/server';
 *
 * const epoch = Math.floor(Date.now() / 1000);
 * const headers = {
 *   Authorization: `Bearer ${apiKey}`,
 *   epoch: String(epoch),
 *   checksum: sendChecksum(epoch, apiKey, apiSecret), // 128 lowercase hex characters
 * };
 */
export function sendChecksum(epoch: number | string, apiKey: string, apiSecret: string): string {
  const issues = [...epochIssues(epoch), ...credentialIssues(apiKey, apiSecret)];
  if (issues.length > 0) throw new CheckoutValidationError('The checksum input', issues);
  return createHmac(PAYOUT_CHECKSUM_HASH, apiSecret)
    .update(payoutSigningString(epoch, apiKey))
    .digest(PAYOUT_CHECKSUM_ENCODING);
}

/** What is wrong with an `epoch` (none when it is whole seconds). The epoch is not a secret. */
export function epochIssues(epoch: unknown): FieldIssue[] {
  const path = [PAYOUT_EPOCH_HEADER];
  if (epoch === undefined || epoch === null || epoch === '') {
    return [{ path, code: 'required', message: 'epoch is required: the Unix time in seconds.' }];
  }
  let seconds: number;
  if (typeof epoch === 'number') {
    if (!Number.isSafeInteger(epoch)) {
      const message = `epoch must be a whole number of seconds, not ${epoch}.`;
      return [{ path, code: 'not_an_integer', message }];
    }
    seconds = epoch;
  } else if (typeof epoch === 'string') {
    if (!/^\d+$/.test(epoch)) {
      const message = `epoch must be the Unix time in seconds, digits only, not ${JSON.stringify(epoch.slice(0, 24))}.`;
      return [{ path, code: 'invalid', message }];
    }
    seconds = Number(epoch);
  } else {
    const message = `epoch must be a number of seconds (or its digits as a string), not a ${typeof epoch}.`;
    return [{ path, code: 'invalid', message }];
  }
  if (seconds < 0) {
    return [{ path, code: 'min_value', message: `epoch must not be negative, not ${seconds}.` }];
  }
  if (seconds >= MILLISECONDS_THRESHOLD) {
    const message = `epoch ${String(epoch)} looks like milliseconds (Date.now()); the payout service wants Unix seconds: Math.floor(Date.now() / 1000).`;
    return [{ path, code: 'max_value', message }];
  }
  return [];
}

/**
 * What is wrong with the payout credentials. The key, sent in `Authorization: Bearer`, must be
 * one printable ASCII token, without `Bearer ` (the client adds it), as `CheckoutClient` wants
 * its key. The secret must be a non-blank string without surrounding whitespace (a newline left
 * from an environment file would change every checksum). Messages name the problem, never the
 * value.
 */
export function credentialIssues(apiKey: unknown, apiSecret: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const keyProblem = presenceIssue('apiKey', 'The payout API key', apiKey);
  if (keyProblem) issues.push(keyProblem);
  else if (/^bearer\s/i.test(apiKey as string)) {
    issues.push({
      path: ['apiKey'],
      code: 'invalid',
      message:
        'The payout API key (apiKey) must be the key alone, without "Bearer " (the client adds it).',
    });
  } else if (!/^[\x21-\x7E]+$/.test(apiKey as string)) {
    issues.push({
      path: ['apiKey'],
      code: 'invalid',
      message:
        'The payout API key (apiKey) must be one printable ASCII token, without spaces or line breaks (it is not shown here).',
    });
  }
  const secretProblem = presenceIssue('apiSecret', 'The payout API secret', apiSecret);
  if (secretProblem) issues.push(secretProblem);
  else if (/^\s|\s$/.test(apiSecret as string)) {
    issues.push({
      path: ['apiSecret'],
      code: 'invalid',
      message:
        'The payout API secret (apiSecret) starts or ends with whitespace (a newline from an environment file?); remove it.',
    });
  }
  return issues;
}

/** Missing, not a string, or blank. */
function presenceIssue(field: string, what: string, value: unknown): FieldIssue | undefined {
  const path = [field];
  if (value === undefined || value === null || value === '') {
    return { path, code: 'required', message: `${what} (${field}) is required.` };
  }
  if (typeof value !== 'string') {
    return {
      path,
      code: 'invalid',
      message: `${what} (${field}) must be a string, not a ${typeof value}.`,
    };
  }
  if (value.trim() === '') return { path, code: 'blank', message: `${what} (${field}) is blank.` };
  return undefined;
}
