import {
  type ClientDetails,
  type Page,
  type Payment,
  type PaymentMethodsLookup,
  type Purchase,
  type FieldIssue,
  type Webhook,
  type WebhookCreateBody,
  checkClientDetails,
  checkPurchase,
  checkWebhookBody,
  describeValue,
  MONEY_HINT,
} from '@checkout-kit/protocol';
import { CheckoutApiError, CheckoutValidationError } from '../errors.js';
import { amountIssues, checkId, issue, pageQuery, pathSegment, refuseIfAny } from './arguments.js';
import { behaviourIssues, checkBaseUrl } from './client-options.js';
import { type HttpMethod, HttpTransport, type TransportRequest } from './http-transport.js';
import { type TransportLimitOptions, checkTransportLimits } from './transport-limits.js';
import { type RawRequestOptions, rawTransportRequest } from './raw-request.js';
import type {
  AmountOptions,
  Client,
  ClientRecurringToken,
  PageOptions,
  PaymentMethodsQuery,
  PublicKeyOptions,
  PurchaseCreateInput,
  UpdateOptions,
} from './resources.js';
import { userAgent } from './version.js';

/** How to reach the gateway. */
export interface CheckoutClientOptions extends TransportLimitOptions {
  /**
   * The secret API key from the merchant portal (a test key makes test objects). Sent only in
   * `Authorization: Bearer`, never shown in an error or a log.
   */
  apiKey: string;
  /** The brand's UUID: the default `brand_id` of purchases, and the payment-methods lookup's. */
  brandId: string;
  /** The collection API's base URL, ending in `/api/v1` (the sandbox's `baseUrl`). */
  baseUrl: string;
  /** The `fetch` to use; default the platform's. */
  fetch?: typeof globalThis.fetch;
  /** How long one attempt may take, answer body included, in ms. Default 30 000. */
  timeoutMs?: number;
  /**
   * How many times a `GET` is tried again after a network error, a timeout or a 5xx, with
   * backoff (200 ms doubling up to 1 s, jittered), and a `GET`, `PUT` or `DELETE` after a 429 or
   * 503, waiting the gateway's `Retry-After` (see `maxRetryWaitMs`). Default 2; 0 disables.
   * `POST`s are never retried: a retried create, capture, charge or refund could move money
   * twice.
   */
  retries?: number;
  /**
   * Whether bodies are checked locally before they are sent (default true). With `false`, every
   * body goes to the gateway as given and only the gateway judges it; each call can say
   * otherwise with its own `{ validate }`.
   */
  validate?: boolean;
}

/** Options of one call that sends a body. */
export interface CallOptions {
  /** Check the body locally first; default the client's `validate` (true). */
  validate?: boolean;
}

/** Default of {@link CheckoutClientOptions.timeoutMs}. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Default of {@link CheckoutClientOptions.retries}: three attempts in all. */
export const DEFAULT_RETRIES = 2;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PAYMENT_METHODS_QUERY_KEYS = [
  'currency',
  'amount',
  'country',
  'recurring',
  'skip_capture',
  'preauthorization',
  'language',
] as const;

/**
 * The gateway's collection API, typed, on the platform `fetch`: purchases and every purchase
 * action, payment methods, the public key, webhooks, clients and their recurring tokens.
 *
 * Bodies are checked locally first with the rules of `@checkout-kit/protocol` (the ones the
 * sandbox applies): a body that breaks one is refused with `CheckoutValidationError`, listing
 * every problem, and nothing is sent. Answers other than 2xx become `CheckoutApiError`
 * (`CheckoutAuthError` for 401/403); no answer becomes `CheckoutNetworkError`. Only `GET`s are
 * retried.
 *
 * @example
 * const checkout = new CheckoutClient({
 *   apiKey: process.env.CHECKOUT_API_KEY!,
 *   brandId: process.env.CHECKOUT_BRAND_ID!,
 *   baseUrl: process.env.CHECKOUT_BASE_URL!,
 * });
 * const purchase = await checkout.createPurchase({
 *   client: { email: 'payer@example.com' },
 *   purchase: { currency: 'MYR', products: [{ name: 'Teh tarik', price: 1050 }] },
 *   success_redirect: 'https://shop.example/paid',
 *   failure_redirect: 'https://shop.example/failed',
 * });
 * // Send the payer to purchase.checkout_url, or post a card form to purchase.direct_post_url.
 */
export class CheckoutClient {
  /** The collection API's base URL, without a trailing slash. */
  readonly baseUrl: string;
  /** The brand this client works for. */
  readonly brandId: string;

  readonly #transport: HttpTransport;
  readonly #validate: boolean;
  #publicKey: Promise<string> | undefined;
  #publicKeyLoading = false;
  /** The last key fetched: what a failed refresh falls back to. */
  #knownPublicKey: string | undefined;

  /**
   * @throws {CheckoutValidationError} listing every option that is missing or wrong (the key
   * itself is never repeated).
   */
  constructor(options: CheckoutClientOptions) {
    const checked = checkOptions(options);
    this.baseUrl = checked.baseUrl;
    this.brandId = checked.brandId;
    this.#transport = new HttpTransport({ ...checked, userAgent: userAgent() });
    this.#validate = checked.validate;
  }

  /**
   * Calls an endpoint the kit does not wrap, through the same transport as every method: the
   * key in `Authorization`, the timeout, `GET`s retried, non-2xx answers as `CheckoutApiError`,
   * no secret in any error. The answer is typed by the caller: the kit does not check it.
   *
   * @param path Under the base URL, starting with `/`, such as `/clients/` (ids encoded by you).
   * @throws {CheckoutValidationError} when the method or the path is not one the client can send.
   * @example
   * const page = await checkout.request<Page<Client>>('GET', '/clients/', { query: { page: 2 } });
   */
  async request<T = unknown>(
    method: HttpMethod,
    path: string,
    options: RawRequestOptions = {},
  ): Promise<T> {
    return this.#request<T>(rawTransportRequest(method, path, options));
  }

  // Purchases

  /**
   * Creates a Purchase (`POST /purchases/`). The body is checked first with every rule of the
   * interface ({@link validatePurchase}); `brand_id` defaults to the client's `brandId`.
   * Amounts are integers in the smallest unit: `1050` is RM 10.50.
   *
   * @throws {CheckoutValidationError} when the body breaks a rule; nothing is sent.
   * @example
   * const purchase = await checkout.createPurchase({
   *   client: { email: 'payer@example.com' },
   *   purchase: { currency: 'MYR', products: [{ name: 'Kopi', price: 450 }] },
   *   reference: 'order-1042',
   * });
   */
  async createPurchase(body: PurchaseCreateInput, options?: CallOptions): Promise<Purchase> {
    const withBrand =
      isPlainObject(body) && body.brand_id === undefined
        ? { ...body, brand_id: this.brandId }
        : body;
    if (this.#validates(options)) refuseIfAny('The purchase', checkPurchase(withBrand).issues);
    // The caller's body is sent as given (with its brand): fields the kit does not know yet
    // reach the gateway, which ignores the ones it does not know either.
    return this.#request({ method: 'POST', path: '/purchases/', body: withBrand });
  }

  /**
   * Reads a Purchase (`GET /purchases/{id}/`), e.g. to learn its `status`.
   *
   * @example
   * const { status } = await checkout.getPurchase(id);
   */
  async getPurchase(id: string): Promise<Purchase> {
    return this.#request({ method: 'GET', path: `/purchases/${this.#id('getPurchase', id)}/` });
  }

  /**
   * Captures the funds held by a `skip_capture` Purchase (`hold` → `paid`). A partial `amount`
   * releases the rest.
   *
   * @example
   * await checkout.capturePurchase(id); // everything held
   * await checkout.capturePurchase(id, { amount: 600 }); // RM 6.00, the rest released
   */
  async capturePurchase(id: string, options: AmountOptions = {}): Promise<Purchase> {
    return this.#action('capturePurchase', id, 'capture', amountBody('capturePurchase', options));
  }

  /**
   * Releases the funds held by a `skip_capture` Purchase (`hold` → `released`).
   *
   * @example
   * await checkout.releasePurchase(id);
   */
  async releasePurchase(id: string): Promise<Purchase> {
    return this.#action('releasePurchase', id, 'release');
  }

  /**
   * Cancels a Purchase that has not been paid: it can no longer be paid.
   *
   * @example
   * await checkout.cancelPurchase(id);
   */
  async cancelPurchase(id: string): Promise<Purchase> {
    return this.#action('cancelPurchase', id, 'cancel');
  }

  /**
   * Refunds a paid Purchase, fully or by `amount`, and answers the refund: a {@link Payment}
   * (`payment.payment_type` `refund`, `payment.amount` refunded, `related_to` the purchase),
   * the object the gateway's `payment.refunded` delivery carries. The description shows no
   * answer for this endpoint; the Payment is what the live samples show of a refund. Read the
   * purchase for its new status (`refunded`, or `pending_refund` while the refund is slow).
   * Never retried: a retried refund could refund twice. After a timeout, read the purchase
   * (`refundable_amount`) before trying again.
   *
   * @example
   * const refund = await checkout.refundPurchase(id, { amount: 300 }); // RM 3.00
   * refund.payment.amount; // 300
   */
  async refundPurchase(id: string, options: AmountOptions = {}): Promise<Payment> {
    return this.#action<Payment>(
      'refundPurchase',
      id,
      'refund',
      amountBody('refundPurchase', options),
    );
  }

  /**
   * Pays a newly created Purchase with a saved card: `recurringToken` is the id of a Purchase
   * whose `is_recurring_token` is true. A revoked token is a `CheckoutApiError` with code
   * `invalid_recurring_token`.
   *
   * @example
   * const next = await checkout.createPurchase({ client_id: token.client_id, purchase });
   * const paid = await checkout.chargePurchase(next.id, token.id);
   */
  async chargePurchase(id: string, recurringToken: string): Promise<Purchase> {
    const path = `/purchases/${this.#id('chargePurchase', id)}/charge/`;
    const token = checkId(
      'The recurring token given to chargePurchase',
      'recurringToken',
      recurringToken,
    );
    return this.#request({ method: 'POST', path, body: { recurring_token: token } });
  }

  /**
   * Revokes a saved card: the token Purchase gets `is_recurring_token: false`, and charging it
   * fails from then on.
   *
   * @example
   * await checkout.deleteRecurringToken(tokenPurchaseId);
   */
  async deleteRecurringToken(id: string): Promise<Purchase> {
    return this.#action('deleteRecurringToken', id, 'delete_recurring_token');
  }

  // Payment methods and the public key

  /**
   * The payment methods a payer can choose from (`GET /payment_methods/`); the client adds
   * `brand_id`.
   *
   * @example
   * const lookup = await checkout.getPaymentMethods({ currency: 'MYR', amount: 1000 });
   * lookup.available_payment_methods; // ['fpx', 'visa', …]
   */
  async getPaymentMethods(query: PaymentMethodsQuery): Promise<PaymentMethodsLookup> {
    return this.#request({
      method: 'GET',
      path: '/payment_methods/',
      query: { brand_id: this.brandId, ...paymentMethodsQuery(query) },
    });
  }

  /**
   * The company public key (PEM) that verifies success callbacks (`GET /public_key/`, whose
   * JSON string is decoded). Cached after the first call; concurrent calls share one request.
   * `refresh: true` fetches it again, for when a signature fails after a key rotation (refreshes
   * while that request is on its way share it).
   *
   * @example
   * const pem = await checkout.getPublicKey();
   * const rotated = await checkout.getPublicKey({ refresh: true });
   */
  async getPublicKey(options: PublicKeyOptions = {}): Promise<string> {
    // A refresh while a request is still on its way shares it: a burst of callbacks that fail
    // to verify after a key rotation fetches the key once.
    if (!this.#publicKey || (options.refresh && !this.#publicKeyLoading)) {
      const loading = this.#loadPublicKey();
      this.#publicKey = loading;
      this.#publicKeyLoading = true;
      const known = this.#knownPublicKey;
      loading.then(
        (pem) => {
          if (this.#publicKey !== loading) return;
          this.#knownPublicKey = pem;
          this.#publicKeyLoading = false;
        },
        () => {
          // A failure is not cached: the next call tries again. A failed refresh keeps the key
          // fetched before it, which still verifies the callbacks signed with it.
          if (this.#publicKey !== loading) return;
          this.#publicKey = known === undefined ? undefined : Promise.resolve(known);
          this.#publicKeyLoading = false;
        },
      );
    }
    return this.#publicKey;
  }

  async #loadPublicKey(): Promise<string> {
    const body = await this.#request<unknown>({ method: 'GET', path: '/public_key/' });
    if (typeof body !== 'string' || !body.includes('-----BEGIN')) {
      throw new CheckoutApiError(
        'GET /public_key/ did not answer a JSON string holding a PEM public key.',
        200,
        'invalid_response',
        [],
      );
    }
    return body;
  }

  // Webhooks

  /**
   * One page of the webhooks (`GET /webhooks/`).
   *
   * @example
   * const { results, next } = await checkout.listWebhooks({ page: 2 });
   */
  async listWebhooks(options: PageOptions = {}): Promise<Page<Webhook>> {
    return this.#request({
      method: 'GET',
      path: '/webhooks/',
      query: pageQuery('The page given to listWebhooks', options),
    });
  }

  /**
   * Creates a webhook; its `public_key` verifies the signatures of its deliveries. The body is
   * checked first (`checkWebhookBody` of the protocol).
   *
   * @throws {CheckoutValidationError} when the body breaks a rule; nothing is sent.
   * @example
   * const webhook = await checkout.createWebhook({
   *   title: 'Orders',
   *   events: ['purchase.paid', 'purchase.payment_failure'],
   *   callback: 'https://shop.example/webhooks/checkout',
   * });
   */
  async createWebhook(body: WebhookCreateBody, options?: CallOptions): Promise<Webhook> {
    if (this.#validates(options)) refuseIfAny('The webhook', checkWebhookBody(body).issues);
    return this.#request({ method: 'POST', path: '/webhooks/', body });
  }

  /**
   * Reads a webhook.
   *
   * @example
   * const { public_key } = await checkout.getWebhook(id);
   */
  async getWebhook(id: string): Promise<Webhook> {
    return this.#request({ method: 'GET', path: `/webhooks/${this.#id('getWebhook', id)}/` });
  }

  /**
   * Replaces a webhook's fields (`PUT`), or changes some of them with `{ partial: true }`
   * (`PATCH`). The key pair stays.
   *
   * @throws {CheckoutValidationError} when the body breaks a rule; nothing is sent.
   * @example
   * await checkout.updateWebhook(id, { title: 'Orders', all_events: true, callback });
   * await checkout.updateWebhook(id, { title: 'Paid orders' }, { partial: true });
   */
  async updateWebhook(
    id: string,
    body: WebhookCreateBody,
    options?: UpdateOptions & CallOptions & { partial?: false },
  ): Promise<Webhook>;
  async updateWebhook(
    id: string,
    body: Partial<WebhookCreateBody>,
    options: UpdateOptions & CallOptions,
  ): Promise<Webhook>;
  async updateWebhook(
    id: string,
    body: Partial<WebhookCreateBody>,
    options: UpdateOptions & CallOptions = {},
  ): Promise<Webhook> {
    const partial = options.partial === true;
    const path = `/webhooks/${this.#id('updateWebhook', id)}/`;
    if (this.#validates(options)) {
      refuseIfAny('The webhook', checkWebhookBody(body, { partial }).issues);
    }
    return this.#request({ method: partial ? 'PATCH' : 'PUT', path, body });
  }

  /**
   * Deletes a webhook.
   *
   * @example
   * await checkout.deleteWebhook(id);
   */
  async deleteWebhook(id: string): Promise<void> {
    return this.#request({
      method: 'DELETE',
      path: `/webhooks/${this.#id('deleteWebhook', id)}/`,
      noContent: true,
    });
  }

  // Clients and their recurring tokens

  /**
   * One page of a client's saved cards (`GET /clients/{id}/recurring_tokens/`).
   *
   * @example
   * const { results } = await checkout.listRecurringTokens(purchase.client_id);
   * await checkout.chargePurchase(next.id, results[0].recurring_token);
   */
  async listRecurringTokens(
    clientId: string,
    options: PageOptions = {},
  ): Promise<Page<ClientRecurringToken>> {
    const id = pathSegment('The client id given to listRecurringTokens', 'clientId', clientId);
    return this.#request({
      method: 'GET',
      path: `/clients/${id}/recurring_tokens/`,
      query: pageQuery('The page given to listRecurringTokens', options),
    });
  }

  /**
   * One saved card of a client (`GET /clients/{id}/recurring_tokens/{token_id}/`): its
   * `recurring_token` is the purchase to charge. The description names the endpoint and shows
   * no shape: the type is the kit's reading of it.
   *
   * @example
   * const token = await checkout.getClientRecurringToken(clientId, tokenId);
   * await checkout.chargePurchase(next.id, token.recurring_token);
   */
  async getClientRecurringToken(clientId: string, tokenId: string): Promise<ClientRecurringToken> {
    return this.#request({
      method: 'GET',
      path: this.#clientTokenPath('getClientRecurringToken', clientId, tokenId),
    });
  }

  /**
   * Revokes one saved card of a client (`DELETE /clients/{id}/recurring_tokens/{token_id}/`).
   * Not the same call as {@link deleteRecurringToken}, which takes the token's purchase id
   * (`POST /purchases/{id}/delete_recurring_token/`) and answers the purchase: either revokes
   * the card; use the one whose id you hold.
   *
   * @example
   * await checkout.deleteClientRecurringToken(clientId, tokenId);
   */
  async deleteClientRecurringToken(clientId: string, tokenId: string): Promise<void> {
    return this.#request({
      method: 'DELETE',
      path: this.#clientTokenPath('deleteClientRecurringToken', clientId, tokenId),
      noContent: true,
    });
  }

  /**
   * Saves a client (`POST /clients/`); a purchase can then name it by `client_id`. Checked first
   * with the rules of a purchase's `client`.
   *
   * @throws {CheckoutValidationError} when the details break a rule; nothing is sent.
   * @example
   * const client = await checkout.createClient({ email: 'payer@example.com', full_name: 'Siti' });
   */
  async createClient(details: ClientDetails, options?: CallOptions): Promise<Client> {
    if (this.#validates(options)) refuseIfAny('The client', checkClientDetails(details).issues);
    return this.#request({ method: 'POST', path: '/clients/', body: details });
  }

  /**
   * Reads a client.
   *
   * @example
   * const client = await checkout.getClient(purchase.client_id);
   */
  async getClient(id: string): Promise<Client> {
    return this.#request({ method: 'GET', path: `/clients/${this.#id('getClient', id)}/` });
  }

  /**
   * One page of the clients (`GET /clients/`).
   *
   * @example
   * const { results, next } = await checkout.listClients();
   */
  async listClients(options: PageOptions = {}): Promise<Page<Client>> {
    return this.#request({
      method: 'GET',
      path: '/clients/',
      query: pageQuery('The page given to listClients', options),
    });
  }

  /**
   * Replaces a client's details (`PUT`), or changes some with `{ partial: true }` (`PATCH`).
   * Purchases keep the details they copied.
   *
   * @throws {CheckoutValidationError} when the details break a rule; nothing is sent.
   * @example
   * await checkout.updateClient(id, { phone: '+60123456789' }, { partial: true });
   */
  async updateClient(
    id: string,
    details: ClientDetails,
    options?: UpdateOptions & CallOptions & { partial?: false },
  ): Promise<Client>;
  async updateClient(
    id: string,
    details: Partial<ClientDetails>,
    options: UpdateOptions & CallOptions,
  ): Promise<Client>;
  async updateClient(
    id: string,
    details: Partial<ClientDetails>,
    options: UpdateOptions & CallOptions = {},
  ): Promise<Client> {
    const partial = options.partial === true;
    const path = `/clients/${this.#id('updateClient', id)}/`;
    if (this.#validates(options)) {
      refuseIfAny('The client', checkClientDetails(details, { partial }).issues);
    }
    return this.#request({ method: partial ? 'PATCH' : 'PUT', path, body: details });
  }

  /**
   * Deletes a client and revokes its saved cards.
   *
   * @example
   * await checkout.deleteClient(id);
   */
  async deleteClient(id: string): Promise<void> {
    return this.#request({
      method: 'DELETE',
      path: `/clients/${this.#id('deleteClient', id)}/`,
      noContent: true,
    });
  }

  // Internals

  #id(method: string, id: unknown): string {
    return pathSegment(`The id given to ${method}`, 'id', id);
  }

  #clientTokenPath(method: string, clientId: unknown, tokenId: unknown): string {
    const client = pathSegment(`The client id given to ${method}`, 'clientId', clientId);
    const token = pathSegment(`The token id given to ${method}`, 'tokenId', tokenId);
    return `/clients/${client}/recurring_tokens/${token}/`;
  }

  /** Whether a call checks its body: its own `validate`, else the client's. */
  #validates(options: CallOptions | undefined): boolean {
    return options?.validate ?? this.#validate;
  }

  #action<T = Purchase>(method: string, id: string, action: string, body?: object): Promise<T> {
    const path = `/purchases/${this.#id(method, id)}/${action}/`;
    return this.#request<T>({ method: 'POST', path, body });
  }

  #request<T>(request: TransportRequest): Promise<T> {
    return this.#transport.request<T>(request);
  }
}

/**
 * `{ amount }` when one is given, after checking it; nothing (the whole amount) when the options
 * have no `amount` at all. An `amount` that is there but `null` or `undefined` is refused: a
 * partial capture or refund whose amount went missing (an empty database column) must not
 * become a full one.
 */
function amountBody(method: string, options: AmountOptions): { amount: number } | undefined {
  const what = `The amount given to ${method}`;
  const given = typeof options === 'object' && options !== null && 'amount' in options;
  const amount = (options as AmountOptions | undefined)?.amount;
  if (given && (amount === undefined || amount === null)) {
    refuseIfAny(what, [
      issue(
        ['amount'],
        'required',
        `amount is ${String(amount)}: give ${MONEY_HINT}, or leave amount out for the whole amount.`,
      ),
    ]);
  }
  refuseIfAny(what, amountIssues('amount', amount, 1));
  return amount === undefined || amount === null ? undefined : { amount };
}

/** The payment-methods query as strings, after checking every parameter. */
function paymentMethodsQuery(query: PaymentMethodsQuery): Record<string, string> {
  const issues: FieldIssue[] = [];
  if (!isPlainObject(query)) {
    refuseIfAny('The payment-methods query', [
      issue(['__all__'], 'invalid', 'The query must be an object such as { currency: "MYR" }.'),
    ]);
  }
  const given = query as unknown as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (given[key] === undefined) continue;
    if (!(PAYMENT_METHODS_QUERY_KEYS as readonly string[]).includes(key)) {
      issues.push(
        issue(
          [key],
          'invalid',
          `${key} is not a parameter of the lookup; use ${PAYMENT_METHODS_QUERY_KEYS.join(', ')}` +
            (key === 'brand_id' ? ' (the client adds brand_id itself).' : '.'),
        ),
      );
    }
  }
  const text = (name: string, required: boolean) => {
    const value = given[name];
    if (value === undefined) {
      if (required) issues.push(issue([name], 'required', `${name} is required, e.g. MYR.`));
    } else if (typeof value !== 'string' || value.trim() === '') {
      issues.push(
        issue(
          [name],
          typeof value === 'string' ? 'blank' : 'invalid',
          `${name} must be a non-empty string, not ${describeValue(value)}.`,
        ),
      );
    }
  };
  text('currency', true);
  text('country', false);
  text('language', false);
  issues.push(...amountIssues('amount', given.amount, 0));
  for (const flag of ['recurring', 'skip_capture', 'preauthorization']) {
    const value = given[flag];
    if (value !== undefined && typeof value !== 'boolean') {
      issues.push(
        issue([flag], 'invalid', `${flag} must be true or false, not ${describeValue(value)}.`),
      );
    }
  }
  refuseIfAny('The payment-methods query', issues);

  const result: Record<string, string> = {};
  for (const key of PAYMENT_METHODS_QUERY_KEYS) {
    const value = given[key];
    if (value !== undefined && value !== null) result[key] = String(value);
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The options, checked, with defaults; every problem in one error. */
function checkOptions(options: CheckoutClientOptions): {
  apiKey: string;
  brandId: string;
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  retries: number;
  validate: boolean;
} & Required<TransportLimitOptions> {
  const what = 'The configuration of CheckoutClient';
  if (!isPlainObject(options)) {
    throw new CheckoutValidationError(what, [
      issue(['__all__'], 'invalid', 'Give the options as an object: { apiKey, brandId, baseUrl }.'),
    ]);
  }
  const issues: FieldIssue[] = [];
  const {
    apiKey,
    brandId,
    baseUrl,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    retries = DEFAULT_RETRIES,
    validate = true,
  } = options as Partial<CheckoutClientOptions>;
  const fetchOption: unknown = options.fetch ?? globalThis.fetch;

  // The key is described, never shown.
  if (apiKey === undefined || apiKey === null || apiKey === '') {
    issues.push(
      issue(
        ['apiKey'],
        'required',
        'apiKey is required: the secret API key from the merchant portal (CHECKOUT_API_KEY).',
      ),
    );
  } else if (typeof apiKey !== 'string') {
    issues.push(
      issue(['apiKey'], 'invalid', `apiKey must be a string, not ${describeValue(apiKey)}.`),
    );
  } else if (/^bearer\s/i.test(apiKey)) {
    issues.push(
      issue(
        ['apiKey'],
        'invalid',
        'apiKey must be the key alone, without "Bearer " (the client adds it).',
      ),
    );
  } else if (!/^[\x21-\x7E]+$/.test(apiKey)) {
    issues.push(
      issue(
        ['apiKey'],
        'invalid',
        'apiKey must be one printable ASCII token, without spaces or line breaks (it is not shown here).',
      ),
    );
  }

  if (brandId === undefined || brandId === null || brandId === '') {
    issues.push(
      issue(
        ['brandId'],
        'required',
        "brandId is required: your brand's UUID from the merchant portal (CHECKOUT_BRAND_ID).",
      ),
    );
  } else if (typeof brandId !== 'string' || !UUID.test(brandId)) {
    issues.push(
      issue(
        ['brandId'],
        'invalid',
        `brandId must be a UUID (8-4-4-4-12 hexadecimal digits), not ${describeValue(brandId)}.`,
      ),
    );
  }

  const checkedUrl = checkBaseUrl(baseUrl, {
    required: 'the collection API address, ending in /api/v1 (CHECKOUT_BASE_URL)',
    example: 'https://gateway.example/api/v1',
    credentials: 'the API key is the only credential',
  });
  issues.push(
    ...checkedUrl.issues,
    ...behaviourIssues({ fetch: fetchOption, timeoutMs, retries, validate }),
  );
  const { limits, issues: limitIssues } = checkTransportLimits(options);
  issues.push(...limitIssues);
  refuseIfAny(what, issues);

  return {
    ...limits,
    validate,
    apiKey: apiKey as string,
    brandId: brandId as string,
    baseUrl: checkedUrl.baseUrl,
    // The platform's fetch is looked up at each call (so that it can be replaced later, in tests
    // too) and called unbound, as it requires.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: timeoutMs as number,
    retries: retries as number,
  };
}
