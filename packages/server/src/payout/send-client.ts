import {
  type BankAccount,
  type BankAccountCreateBody,
  type BodyCheck,
  checkBankAccountBody,
  checkPayoutWebhookBody,
  checkPayoutWebhookUpdateBody,
  checkSendInstructionBody,
  checkSendLimitBody,
  PAYOUT_CHECKSUM_HEADER,
  PAYOUT_EPOCH_HEADER,
  type PayoutPage,
  type PayoutWebhook,
  type PayoutWebhookCreateBody,
  type PayoutWebhookUpdateBody,
  type ResendApprovalAnswer,
  type SendAccount,
  type SendInstruction,
  type SendInstructionCreateBody,
  type SendLimit,
  type SendLimitCreateBody,
} from '@checkout-kit/protocol';
import { pathSegment, refuseIfAny } from '../internal/arguments.js';
import {
  COLLECTION_HINTS,
  type HttpMethod,
  HttpTransport,
  type TransportHints,
  type TransportRequest,
} from '../internal/http-transport.js';
import { type RawRequestOptions, rawTransportRequest } from '../internal/raw-request.js';
import { userAgent } from '../internal/version.js';
import { CheckoutValidationError } from '../errors.js';
import { epochIssues, sendChecksum } from './send-checksum.js';
import {
  type SendCallOptions,
  type SendClientOptions,
  checkSendClientOptions,
} from './send-client-options.js';

export type { SendCallOptions, SendClientOptions };

/**
 * The payout service's client: accounts and their balance, send limits, recipient bank
 * accounts, send instructions and payout webhooks. Answers are typed as the gateway's own
 * samples show them: integer ids, ISO times, amounts in ringgit (`1.44`, a number or a string).
 *
 * Amounts are given in ringgit too, as the gateway takes them (`amount: 1.44` is RM 1.44, as a
 * number or a decimal string such as `'1.44'`, at most 2 decimals), and sent unchanged: no
 * conversion, so no float error can creep in (`JSON.stringify(1.44)` is `1.44`). To work in
 * cents, convert through text with `centsToRinggit` / `payoutAmountInCents` of
 * `@checkout-kit/protocol`.
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
 * const limit = await payouts.increaseSendLimit({ amount: 500 }); // RM 500
 * // …the approver approves it from the e-mail…
 * const recipient = await payouts.createBankAccount({
 *   account_number: '157380111111',
 *   bank_code: 'MBBEMYKL',
 *   name: 'Ahmad Pintu',
 * });
 * const sent = await payouts.createSendInstruction({
 *   bank_account_id: recipient.id,
 *   amount: 120.5, // RM 120.50
 *   email: 'vendor@example.com',
 *   description: 'Supplies for March',
 *   reference: 'invoice-123',
 * });
 */
export class SendClient {
  readonly #transport: HttpTransport;
  readonly #now: () => number;
  readonly #validate: boolean;
  /** The payout service's base URL, without a trailing slash: `request()` paths stay under it. */
  readonly #baseUrl: string;

  constructor(options: SendClientOptions) {
    const { apiKey, apiSecret, baseUrl, fetch, now, validate, timeoutMs, retries, limits } =
      checkSendClientOptions(options);
    this.#validate = validate;
    this.#baseUrl = baseUrl;

    this.#now = now;
    this.#transport = new HttpTransport({
      ...limits,
      apiKey,
      baseUrl,
      // The adapter that signs: called once per attempt, so every retry gets a fresh epoch.
      fetch: (input, init) => {
        const epoch = this.#epoch();
        const headers = new Headers(init?.headers);
        headers.set(PAYOUT_EPOCH_HEADER, String(epoch));
        headers.set(PAYOUT_CHECKSUM_HEADER, sendChecksum(epoch, apiKey, apiSecret));
        return fetch(input, { ...init, headers });
      },
      timeoutMs,
      retries,
      userAgent: userAgent(),
      hints: PAYOUT_HINTS,
    });
  }

  /**
   * `GET /send/accounts`: the payout accounts (sample `Accounts--list-all-accounts`): what each
   * may still allocate (`convertible_balance_from_statement`) and the send limit left for send
   * instructions (`current_balance`), in ringgit.
   *
   * @example
   * const [account] = (await payouts.listAccounts()).results;
   * account?.current_balance; // e.g. 2710.83
   */
  async listAccounts(): Promise<PayoutPage<SendAccount>> {
    return this.#request({ method: 'GET', path: '/send/accounts' });
  }

  /**
   * `POST /send/send_limits`: asks to allocate `amount` ringgit of the convertible balance to
   * the send limit. The increase is `pending` until its approvers approve it from the e-mail
   * they get (`approvals_details`), or `expired`. Not retried.
   *
   * @throws CheckoutValidationError when `amount` is not ringgit above 0 with at most 2
   *   decimals; nothing is sent.
   *
   * @example
   * const limit = await payouts.increaseSendLimit({ amount: 12 }); // RM 12
   * limit.status; // 'pending'
   */
  async increaseSendLimit(
    body: SendLimitCreateBody,
    options?: SendCallOptions,
  ): Promise<SendLimit> {
    const checked = this.#checked('The send-limit increase', checkSendLimitBody, body, options);
    return this.#request({ method: 'POST', path: '/send/send_limits', body: checked });
  }

  /**
   * `GET /send/send_limits`: every movement of the send limit, newest first: increases
   * (`transaction_type: 'in'`) and what send instructions took (`'out'`, negative amounts).
   *
   * @example
   * const pending = (await payouts.listSendLimits()).results.filter(
   *   (limit) => limit.status === 'pending',
   * );
   */
  async listSendLimits(): Promise<PayoutPage<SendLimit>> {
    return this.#request({ method: 'GET', path: '/send/send_limits' });
  }

  /**
   * `GET /send/send_limits/{id}`: one send-limit movement.
   *
   * @example
   * (await payouts.getSendLimit(1155)).status; // 'approved' once approved
   */
  async getSendLimit(id: number | string): Promise<SendLimit> {
    const segment = payoutId('The send limit id', id);
    return this.#request({ method: 'GET', path: `/send/send_limits/${segment}` });
  }

  /**
   * `POST /send/send_limits/{id}/resend_approval_requests`: asks the approvers of a pending
   * increase again. Answers `{message: 'success', code: 200, data}`. Not retried.
   *
   * @example
   * await payouts.resendApprovalRequests(limit.id);
   */
  async resendApprovalRequests(id: number | string): Promise<ResendApprovalAnswer> {
    const segment = payoutId('The send limit id', id);
    return this.#request({
      method: 'POST',
      path: `/send/send_limits/${segment}/resend_approval_requests`,
    });
  }

  /**
   * `POST /send/bank_accounts`: registers a recipient (`account_number`, `bank_code`, `name`;
   * `reference` optional). Not retried.
   *
   * @throws CheckoutValidationError naming every missing or blank field; nothing is sent.
   *
   * @example
   * const recipient = await payouts.createBankAccount({
   *   account_number: '157380111111',
   *   bank_code: 'MBBEMYKL',
   *   name: 'Ahmad Pintu',
   * });
   * recipient.status; // 'verified'
   */
  async createBankAccount(
    body: BankAccountCreateBody,
    options?: SendCallOptions,
  ): Promise<BankAccount> {
    const checked = this.#checked('The bank account', checkBankAccountBody, body, options);
    return this.#request({ method: 'POST', path: '/send/bank_accounts', body: checked });
  }

  /**
   * `GET /send/bank_accounts`: the registered recipients.
   *
   * @example
   * const { results } = await payouts.listBankAccounts();
   */
  async listBankAccounts(): Promise<PayoutPage<BankAccount>> {
    return this.#request({ method: 'GET', path: '/send/bank_accounts' });
  }

  /**
   * `GET /send/bank_accounts/{id}`: one recipient.
   *
   * @example
   * const recipient = await payouts.getBankAccount(242);
   */
  async getBankAccount(id: number | string): Promise<BankAccount> {
    const segment = payoutId('The bank account id', id);
    return this.#request({ method: 'GET', path: `/send/bank_accounts/${segment}` });
  }

  /**
   * `POST /send/send_instructions`: sends `amount` ringgit to a registered bank account. Its
   * `state` then moves on (the samples show `completed`; code must take any state). Never
   * retried: after a `CheckoutNetworkError`, look for its `reference` in
   * {@link listSendInstructions} before sending again.
   *
   * @throws CheckoutValidationError naming every broken rule (`amount` ringgit above 0 with at
   *   most 2 decimals, `bank_account_id` an integer id, `email` an address, every field
   *   required); nothing is sent.
   *
   * @example
   * const sent = await payouts.createSendInstruction({
   *   bank_account_id: 242,
   *   amount: 1.44, // RM 1.44
   *   email: 'test@gmail.com',
   *   description: 'test',
   *   reference: 'test222',
   * });
   * sent.receipt_url; // the payee's receipt
   */
  async createSendInstruction(
    body: SendInstructionCreateBody,
    options?: SendCallOptions,
  ): Promise<SendInstruction> {
    const checked = this.#checked('The send instruction', checkSendInstructionBody, body, options);
    return this.#request({ method: 'POST', path: '/send/send_instructions', body: checked });
  }

  /**
   * `GET /send/send_instructions`: the send instructions, newest first.
   *
   * @example
   * const done = (await payouts.listSendInstructions()).results.filter(
   *   (instruction) => instruction.state === 'completed',
   * );
   */
  async listSendInstructions(): Promise<PayoutPage<SendInstruction>> {
    return this.#request({ method: 'GET', path: '/send/send_instructions' });
  }

  /**
   * `GET /send/send_instructions/{id}`: one send instruction.
   *
   * @example
   * (await payouts.getSendInstruction(588)).state; // 'completed'
   */
  async getSendInstruction(id: number | string): Promise<SendInstruction> {
    const segment = payoutId('The send instruction id', id);
    return this.#request({ method: 'GET', path: `/send/send_instructions/${segment}` });
  }

  /**
   * `POST {send_base_url}/webhooks` (not under `/send`): a payout webhook. Its `public_key`
   * verifies the deliveries (RSA over SHA-512, `X-Signature`); the event's name comes in the
   * `Event-Type` header. Not retried.
   *
   * @example
   * const hook = await payouts.createWebhook({
   *   callback_url: 'https://shop.example/payout-events',
   *   name: 'shop',
   * });
   * hook.event_hooks; // ['bank_account_status', 'send_instruction_status', 'budget_allocation_status']
   */
  async createWebhook(
    body: PayoutWebhookCreateBody,
    options?: SendCallOptions,
  ): Promise<PayoutWebhook> {
    const checked = this.#checked('The payout webhook', checkPayoutWebhookBody, body, options);
    return this.#request({ method: 'POST', path: '/webhooks', body: checked });
  }

  /**
   * `GET {send_base_url}/webhooks`: the payout webhooks.
   *
   * @example
   * const { results } = await payouts.listWebhooks();
   */
  async listWebhooks(): Promise<PayoutPage<PayoutWebhook>> {
    return this.#request({ method: 'GET', path: '/webhooks' });
  }

  /**
   * `GET {send_base_url}/webhooks/{id}`: one payout webhook.
   *
   * @example
   * const hook = await payouts.getWebhook(57);
   */
  async getWebhook(id: number | string): Promise<PayoutWebhook> {
    const segment = payoutId('The webhook id', id);
    return this.#request({ method: 'GET', path: `/webhooks/${segment}` });
  }

  /**
   * `PATCH {send_base_url}/webhooks/{id}`: changes the fields given. Not retried.
   *
   * @example
   * await payouts.updateWebhook(57, { name: 'new test update' });
   */
  async updateWebhook(
    id: number | string,
    body: PayoutWebhookUpdateBody,
    options?: SendCallOptions,
  ): Promise<PayoutWebhook> {
    const segment = payoutId('The webhook id', id);
    const checked = this.#checked(
      'The webhook update',
      checkPayoutWebhookUpdateBody,
      body,
      options,
    );
    return this.#request({ method: 'PATCH', path: `/webhooks/${segment}`, body: checked });
  }

  /**
   * `DELETE {send_base_url}/webhooks/{id}`: answers the deleted webhook (as the sample does).
   *
   * @example
   * await payouts.deleteWebhook(57);
   */
  async deleteWebhook(id: number | string): Promise<PayoutWebhook> {
    const segment = payoutId('The webhook id', id);
    return this.#request({ method: 'DELETE', path: `/webhooks/${segment}` });
  }

  /** The body as checked, or as given when validation is off for this call. */
  #checked<T>(
    what: string,
    check: (body: unknown) => BodyCheck<T>,
    body: T,
    options: SendCallOptions | undefined,
  ): T {
    const validate = options?.validate ?? this.#validate;
    return validate ? checkedBody(what, check(body)) : body;
  }

  /**
   * Calls a payout endpoint the kit does not wrap, through the same transport as every method:
   * the key, a fresh `epoch` and `checksum` on each attempt, the timeout, `GET`s retried,
   * non-2xx answers as `CheckoutApiError`, no secret in any error. The answer is typed by the
   * caller: the kit does not check it.
   *
   * @param path Under the base URL, starting with `/`, such as `/send/accounts`.
   * @throws {CheckoutValidationError} when the method or the path is not one the client can send.
   * @example
   * const limits = await payouts.request<PayoutPage<SendLimit>>('GET', '/send/send_limits', {
   *   query: { page: 2 },
   * });
   */
  async request<T = unknown>(
    method: HttpMethod,
    path: string,
    options: RawRequestOptions = {},
  ): Promise<T> {
    return this.#request<T>(rawTransportRequest(this.#baseUrl, method, path, options));
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
    return this.#transport.request<T>(request);
  }
}

/** An id for a path: the service's integer ids (`588`), or their text; percent-encoded. */
function payoutId(what: string, id: unknown): string {
  const value = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : id;
  return pathSegment(what, 'id', value);
}

/** The checked body, or `CheckoutValidationError` naming every broken rule. */
function checkedBody<T>(what: string, check: BodyCheck<T>): T {
  if (!check.valid) throw new CheckoutValidationError(what, check.issues);
  return check.body;
}

/**
 * What the shared transport's errors tell, for the payout service: a 401 points at what its code
 * names (the clock, the secret) rather than only the key, and an answer that is not JSON at the
 * payout address instead of the collection API's `/api/v1`.
 */
const PAYOUT_HINTS: TransportHints = {
  auth: (code) =>
    ({
      epoch_out_of_range:
        "Check this host's clock (or the now option): the epoch must be within 30 s of the service's.",
      invalid_checksum: 'Check the API secret (it is not shown here): it keys the checksum.',
    })[code] ?? COLLECTION_HINTS.auth(code),
  notJson:
    'check that baseUrl is the payout service address (live it ends in /api, with no /v1 and no /send).',
};
