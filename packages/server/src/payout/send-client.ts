import {
  type BankAccount,
  type BankAccountCreateBody,
  type BodyCheck,
  checkBankAccountBody,
  checkSendInstructionBody,
  checkSendLimitBody,
  type Page,
  type PurchaseIssue,
  type SendAccount,
  type SendInstruction,
  type SendInstructionCreateBody,
  type SendLimit,
  type SendLimitCreateBody,
} from '@checkout-kit/protocol';
import { pathSegment, refuseIfAny } from '../client/arguments.js';
import { DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS } from '../client/checkout-client.js';
import { HttpTransport, type TransportRequest } from '../client/http-transport.js';
import { userAgent } from '../client/version.js';
import { CheckoutApiError, CheckoutAuthError, CheckoutValidationError } from '../errors.js';
import { credentialIssues, epochIssues, sendChecksum } from './send-checksum.js';

/** The longest timeout timers take. */
const MAX_TIMEOUT_MS = 2_147_483_647;
const MAX_RETRIES = 10;

/** Options of {@link SendClient}. */
export interface SendClientOptions {
  /** The payout API key (`Authorization: Bearer`, and part of every checksum). */
  apiKey: string;
  /** The payout API secret: it keys the checksum and is never sent. */
  apiSecret: string;
  /**
   * The payout service's base address (`{send_base_url}`; the sandbox's `sendBaseUrl`), without
   * `/send`: the client adds the `/send/…` paths.
   */
  baseUrl: string;
  /** The `fetch` to use; default: the platform's. */
  fetch?: typeof globalThis.fetch;
  /** How long one attempt may take, answer body included, in ms. Default 30 000. */
  timeoutMs?: number;
  /**
   * How many times a `GET` is tried again after a network error, a timeout or a 5xx, with
   * backoff, each time with a fresh epoch and checksum. Default 2; 0 disables. `POST`s are never
   * retried.
   */
  retries?: number;
  /**
   * The clock, in Unix milliseconds; default `Date.now`. Each request's `epoch` is taken from it.
   * For tests (a sandbox whose clock was advanced), and for a host whose clock is known to be off.
   */
  now?: () => number;
}

/**
 * The payout service's client: accounts and their balance, send-limit increases, recipient bank
 * accounts and send instructions.
 *
 * Every request (and every retry of a `GET`) carries `Authorization: Bearer <apiKey>`, a fresh
 * `epoch` (Unix seconds from {@link SendClientOptions.now}) and its `checksum`
 * ({@link sendChecksum}); the secret is never sent. Request bodies are checked first with the
 * rules the sandbox applies (`checkBankAccountBody`, `checkSendInstructionBody`,
 * `checkSendLimitBody` of `@checkout-kit/protocol`): a body that breaks one is refused with
 * `CheckoutValidationError` and nothing is sent.
 *
 * `GET`s are retried on network errors, timeouts and 5xx with bounded backoff; `POST`s never are
 * (a retried send instruction could send money twice: after a `CheckoutNetworkError` on one,
 * list the send instructions and look for its `reference` before trying again).
 *
 * Errors: `CheckoutAuthError` for a 401 (its `code` says which check failed, e.g.
 * `epoch_out_of_range` when the clock is more than 30 s off, `invalid_checksum` for a wrong
 * secret), `CheckoutApiError` for other refusals (`code`, `fieldErrors`), `CheckoutNetworkError`
 * when no answer came. None of them contains the key or the secret.
 *
 * @example
 * import { SendClient } from '@checkout-kit/server';
 *
 * const payouts = new SendClient({
 *   apiKey: process.env.CHECKOUT_SEND_API_KEY!,
 *   apiSecret: process.env.CHECKOUT_SEND_API_SECRET!,
 *   baseUrl: process.env.CHECKOUT_SEND_BASE_URL!,
 * });
 * const [account] = (await payouts.listAccounts()).results;
 * const limit = await payouts.increaseSendLimit({ amount: 500_00 }); // RM 500.00
 * // …an approver opens limit.approval_url…
 * const recipient = await payouts.createBankAccount({
 *   account_number: '5861122242',
 *   bank_code: 'OCBCMYKL',
 *   name: 'Vendor Sdn Bhd',
 *   reference: 'vendor-42',
 * });
 * const sent = await payouts.createSendInstruction({
 *   bank_account_id: recipient.id,
 *   amount: 120_50,
 *   email: 'vendor@example.com',
 *   description: 'Supplies for March',
 *   reference: 'invoice-123',
 * });
 */
export class SendClient {
  readonly #transport: HttpTransport;
  readonly #now: () => number;

  constructor(options: SendClientOptions) {
    const given: Partial<SendClientOptions> =
      typeof options === 'object' && options !== null ? options : {};
    const {
      apiKey,
      apiSecret,
      baseUrl,
      fetch,
      now,
      timeoutMs = DEFAULT_TIMEOUT_MS,
      retries = DEFAULT_RETRIES,
    } = given;
    const issues: PurchaseIssue[] = [
      ...credentialIssues(apiKey, apiSecret),
      ...baseUrlIssues(baseUrl),
    ];
    if (fetch !== undefined && typeof fetch !== 'function') {
      issues.push({ path: ['fetch'], code: 'invalid', message: 'fetch must be a function.' });
    }
    if (now !== undefined && typeof now !== 'function') {
      issues.push({
        path: ['now'],
        code: 'invalid',
        message: 'now must be a function returning Unix milliseconds.',
      });
    }
    if (
      typeof timeoutMs !== 'number' ||
      !Number.isFinite(timeoutMs) ||
      timeoutMs <= 0 ||
      timeoutMs > MAX_TIMEOUT_MS
    ) {
      issues.push({
        path: ['timeoutMs'],
        code: 'invalid',
        message: `timeoutMs must be a number of milliseconds above 0 and at most ${MAX_TIMEOUT_MS}.`,
      });
    }
    if (
      typeof retries !== 'number' ||
      !Number.isInteger(retries) ||
      retries < 0 ||
      retries > MAX_RETRIES
    ) {
      issues.push({
        path: ['retries'],
        code: 'invalid',
        message: `retries must be a whole number from 0 to ${MAX_RETRIES}.`,
      });
    }
    refuseIfAny('The SendClient options', issues);

    const key = apiKey as string;
    const secret = apiSecret as string;
    this.#now = now ?? Date.now;
    const send = fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#transport = new HttpTransport({
      apiKey: key,
      baseUrl: new URL(baseUrl as string).href.replace(/\/+$/, ''),
      // The adapter that signs: called once per attempt, so every retry gets a fresh epoch.
      fetch: (input, init) => {
        const epoch = this.#epoch();
        const headers = new Headers(init?.headers);
        headers.set('epoch', String(epoch));
        headers.set('checksum', sendChecksum(epoch, key, secret));
        return send(input, { ...init, headers });
      },
      timeoutMs,
      retries,
      userAgent: userAgent(),
    });
  }

  /**
   * `GET /send/accounts`: the payout accounts, with what each may still allocate
   * (`convertible_balance`), its send limit and what is left of it (`send_limit_remaining`).
   *
   * @example
   * const [account] = (await payouts.listAccounts()).results;
   * account?.send_limit_remaining; // in cents
   */
  async listAccounts(): Promise<Page<SendAccount>> {
    return this.#request({ method: 'GET', path: '/send/accounts' });
  }

  /**
   * `POST /send/send_limits`: asks to allocate `amount` cents of the convertible balance to the
   * send limit. The increase is `pending_approval` until the approvers click the link they get
   * by e-mail (`approval_url`); then it shows in {@link listAccounts}. Not retried.
   *
   * @throws CheckoutValidationError when `amount` is not a positive integer or `currency` is not
   *   `MYR`; nothing is sent.
   *
   * @example
   * const limit = await payouts.increaseSendLimit({ amount: 500_00 }); // RM 500.00
   * limit.status; // 'pending_approval'
   */
  async increaseSendLimit(body: SendLimitCreateBody): Promise<SendLimit> {
    const checked = checkedBody('The send-limit increase', checkSendLimitBody(body));
    return this.#request({ method: 'POST', path: '/send/send_limits', body: checked });
  }

  /**
   * `GET /send/send_limits`: the send-limit increases, pending and approved.
   *
   * @example
   * const pending = (await payouts.listSendLimits()).results.filter(
   *   (limit) => limit.status === 'pending_approval',
   * );
   */
  async listSendLimits(): Promise<Page<SendLimit>> {
    return this.#request({ method: 'GET', path: '/send/send_limits' });
  }

  /**
   * `GET /send/send_limits/{id}`: one send-limit increase.
   *
   * @example
   * (await payouts.getSendLimit(limit.id)).status; // 'approved' once approved
   */
  async getSendLimit(id: string): Promise<SendLimit> {
    const segment = pathSegment('The send limit id', 'id', id);
    return this.#request({ method: 'GET', path: `/send/send_limits/${segment}` });
  }

  /**
   * `POST /send/bank_accounts`: registers a recipient. Not retried.
   *
   * @throws CheckoutValidationError naming every broken rule (`account_number` 5 to 20 digits,
   *   `bank_code` a BIC of 8 or 11 characters, `name` and `reference` non-blank); nothing is sent.
   *
   * @example
   * const recipient = await payouts.createBankAccount({
   *   account_number: '5861122242',
   *   bank_code: 'OCBCMYKL',
   *   name: 'Vendor Sdn Bhd',
   *   reference: 'vendor-42',
   * });
   */
  async createBankAccount(body: BankAccountCreateBody): Promise<BankAccount> {
    const checked = checkedBody('The bank account', checkBankAccountBody(body));
    return this.#request({ method: 'POST', path: '/send/bank_accounts', body: checked });
  }

  /**
   * `GET /send/bank_accounts`: the registered recipients.
   *
   * @example
   * const { results } = await payouts.listBankAccounts();
   */
  async listBankAccounts(): Promise<Page<BankAccount>> {
    return this.#request({ method: 'GET', path: '/send/bank_accounts' });
  }

  /**
   * `GET /send/bank_accounts/{id}`: one recipient.
   *
   * @example
   * const recipient = await payouts.getBankAccount(id);
   */
  async getBankAccount(id: string): Promise<BankAccount> {
    const segment = pathSegment('The bank account id', 'id', id);
    return this.#request({ method: 'GET', path: `/send/bank_accounts/${segment}` });
  }

  /**
   * `POST /send/send_instructions`: sends `amount` cents to a registered bank account. The
   * instruction is `received`, then `processing`, then `completed` (or `rejected`). Never
   * retried: after a `CheckoutNetworkError`, look for its `reference` in
   * {@link listSendInstructions} before sending again (the service refuses a reused reference
   * with `duplicate_reference`).
   *
   * @throws CheckoutValidationError naming every broken rule (`amount` a positive integer in
   *   cents, `email` an e-mail address, every field required); nothing is sent.
   *
   * @example
   * const sent = await payouts.createSendInstruction({
   *   bank_account_id: recipient.id,
   *   amount: 120_50, // RM 120.50
   *   email: 'vendor@example.com',
   *   description: 'Supplies for March',
   *   reference: 'invoice-123',
   * });
   */
  async createSendInstruction(body: SendInstructionCreateBody): Promise<SendInstruction> {
    const checked = checkedBody('The send instruction', checkSendInstructionBody(body));
    return this.#request({ method: 'POST', path: '/send/send_instructions', body: checked });
  }

  /**
   * `GET /send/send_instructions`: the send instructions, oldest first.
   *
   * @example
   * const done = (await payouts.listSendInstructions()).results.filter(
   *   (instruction) => instruction.status === 'completed',
   * );
   */
  async listSendInstructions(): Promise<Page<SendInstruction>> {
    return this.#request({ method: 'GET', path: '/send/send_instructions' });
  }

  /**
   * `GET /send/send_instructions/{id}`: one send instruction, with its `status_history`.
   *
   * @example
   * (await payouts.getSendInstruction(sent.id)).status; // 'completed' after a few minutes
   */
  async getSendInstruction(id: string): Promise<SendInstruction> {
    const segment = pathSegment('The send instruction id', 'id', id);
    return this.#request({ method: 'GET', path: `/send/send_instructions/${segment}` });
  }

  /** The current epoch: whole Unix seconds from the clock. */
  #epoch(): number {
    return Math.floor(this.#now() / 1000);
  }

  async #request<T>(request: TransportRequest): Promise<T> {
    // A broken clock is told as such here, before the transport would call it a network error.
    const epoch = this.#epoch();
    const clockIssues = epochIssues(epoch).map((issue) => ({
      ...issue,
      message: `${issue.message} (taken from the clock, now(), which must return Unix milliseconds)`,
    }));
    refuseIfAny(`${request.method} ${request.path}`, clockIssues);
    try {
      return await this.#transport.request<T>(request);
    } catch (error) {
      throw payoutHint(error);
    }
  }
}

/** The checked body, or `CheckoutValidationError` naming every broken rule. */
function checkedBody<T>(what: string, check: BodyCheck<T>): T {
  if (!check.valid) throw new CheckoutValidationError(what, check.issues);
  return check.body;
}

function baseUrlIssues(baseUrl: unknown): PurchaseIssue[] {
  const path = ['baseUrl'];
  if (baseUrl === undefined || baseUrl === null || baseUrl === '') {
    return [
      {
        path,
        code: 'required',
        message: 'baseUrl is required: the payout service address (the sandbox: sendBaseUrl).',
      },
    ];
  }
  let url: URL | undefined;
  try {
    url = typeof baseUrl === 'string' ? new URL(baseUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return [
      { path, code: 'invalid', message: 'baseUrl must be an absolute http:// or https:// URL.' },
    ];
  }
  if (url.username || url.password) {
    const message =
      'baseUrl may not hold a user name or password: the key and secret are the credentials.';
    return [{ path, code: 'invalid', message }];
  }
  if (
    url.search ||
    url.hash ||
    (baseUrl as string).includes('?') ||
    (baseUrl as string).includes('#')
  ) {
    return [{ path, code: 'invalid', message: 'baseUrl may not have a query or a fragment.' }];
  }
  return [];
}

/** What to check, by the code of a payout 401, instead of the generic "Check the API key". */
const AUTH_HINTS: Readonly<Record<string, string>> = {
  epoch_out_of_range:
    "Check this host's clock (or the now option): the epoch must be within 30 s of the service's.",
  invalid_checksum: 'Check the API secret (it is not shown here): it keys the checksum.',
};

const GENERIC_AUTH_HINT = 'Check the API key (it is not shown here).';

/**
 * Errors of the shared transport, told for the payout service: a 401 hints at what its code
 * points to (the clock, the secret) rather than only the key, and the hint for an answer that is
 * not JSON names the payout address instead of the collection API's `/api/v1`.
 */
function payoutHint(error: unknown): unknown {
  if (error instanceof CheckoutAuthError) {
    const hint = AUTH_HINTS[error.code];
    if (!hint || !error.message.endsWith(GENERIC_AUTH_HINT)) return error;
    const message = `${error.message.slice(0, -GENERIC_AUTH_HINT.length)}${hint}`;
    return new CheckoutAuthError(message, error.status, error.code, error.fieldErrors);
  }
  if (!(error instanceof CheckoutApiError) || error.code !== 'invalid_response') return error;
  const message = error.message.replace(
    /check that baseUrl points at the collection API.*$/,
    'check that baseUrl is the payout service address (it has no /api/v1 and no /send).',
  );
  return new CheckoutApiError(message, error.status, error.code, error.fieldErrors);
}
