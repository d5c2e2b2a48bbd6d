import {
  type ClientDetails,
  type Page,
  type Payment,
  type PaymentMethodsLookup,
  type Purchase,
  type Webhook,
  type WebhookCreateBody,
  checkClientDetails,
  checkPurchase,
  checkWebhookBody,
  isRecord,
} from '@checkout-kit/protocol';
import { CheckoutApiError } from '../errors.js';
import {
  amountBody,
  checkId,
  pageQuery,
  pathSegment,
  refuseIfAny,
  searchQuery,
} from '../internal/arguments.js';
import {
  type CallOptions,
  type CheckoutClientOptions,
  DEFAULT_RETRIES,
  DEFAULT_TIMEOUT_MS,
  checkCheckoutClientOptions,
} from './client-options.js';
import { everyItem } from './every-page.js';
import { paymentMethodsQuery } from './payment-methods-query.js';
import { PublicKeyCache } from './public-key-cache.js';
import {
  type HttpMethod,
  HttpTransport,
  type TransportRequest,
} from '../internal/http-transport.js';
import { type RawRequestOptions, rawTransportRequest } from '../internal/raw-request.js';
import type {
  AmountOptions,
  Client,
  ClientListOptions,
  ClientRecurringToken,
  PageOptions,
  PaymentMethodsQuery,
  PublicKeyOptions,
  PurchaseCreateInput,
  UpdateOptions,
} from './resources.js';
import { userAgent } from '../internal/version.js';

export { type CallOptions, type CheckoutClientOptions, DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS };

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
  /**
   * Whether the API key is a test key (objects made with it have `is_test: true`) or a live one,
   * as its prefix says: `test_…`, or one word and then `test_` (`sk_test_…`), is a test key; any
   * other key a live one. The key itself stays private.
   */
  readonly mode: 'test' | 'live';

  readonly #transport: HttpTransport;
  readonly #validate: boolean;
  readonly #publicKey = new PublicKeyCache(async () => {
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
  });

  /**
   * @throws {CheckoutValidationError} listing every option that is missing or wrong (the key
   * itself is never repeated).
   */
  constructor(options: CheckoutClientOptions) {
    const checked = checkCheckoutClientOptions(options);
    this.baseUrl = checked.baseUrl;
    this.brandId = checked.brandId;
    this.mode = /^(?:[a-z]+_)?test_/i.test(checked.apiKey) ? 'test' : 'live';
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
    return this.#request<T>(rawTransportRequest(this.baseUrl, method, path, options));
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
      isRecord(body) && body.brand_id === undefined ? { ...body, brand_id: this.brandId } : body;
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
    return this.#publicKey.get(options.refresh === true);
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
   * Every webhook, page after page: what `listWebhooks` gives one page of. The keys of the
   * webhook handler come from here, so that a webhook past the first page is never refused.
   *
   * @example
   * for await (const webhook of checkout.everyWebhook()) console.log(webhook.id);
   * const keys = await Array.fromAsync(checkout.everyWebhook(), (webhook) => webhook.public_key);
   */
  everyWebhook(): AsyncGenerator<Webhook, void, undefined> {
    return everyItem('listWebhooks', (page) => this.listWebhooks({ page }));
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
   * Every saved card of a client, page after page.
   *
   * @example
   * for await (const token of checkout.everyRecurringToken(clientId)) console.log(token.id);
   */
  everyRecurringToken(clientId: string): AsyncGenerator<ClientRecurringToken, void, undefined> {
    return everyItem('listRecurringTokens', (page) => this.listRecurringTokens(clientId, { page }));
  }

  /**
   * One saved card of a client (`GET /clients/{id}/recurring_tokens/{token_id}/`): its
   * `recurring_token` is the purchase to charge. The description names the endpoint and shows
   * no shape: the type is the kit's reading of it. The gateway maker's PHP SDK 2.x gives the
   * purchase's id as `tokenId`; the sandbox takes either.
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
   * One page of the clients (`GET /clients/`), or with `q` only those with that e-mail
   * address (`GET /clients/?q=`), to find a payer's client before creating one.
   *
   * @throws {CheckoutValidationError} when `page` or `q` breaks its rule; nothing is sent.
   * @example
   * const { results, next } = await checkout.listClients();
   * const [existing] = (await checkout.listClients({ q: 'payer@example.com' })).results;
   */
  async listClients(options: ClientListOptions = {}): Promise<Page<Client>> {
    const what = 'The options given to listClients';
    return this.#request({
      method: 'GET',
      path: '/clients/',
      query: { ...pageQuery(what, options), ...searchQuery(what, options) },
    });
  }

  /**
   * Every client, or with `q` every client with that e-mail address, page after page.
   *
   * @example
   * for await (const client of checkout.everyClient({ q: 'payer@example.com' })) console.log(client.id);
   */
  everyClient(
    options: Omit<ClientListOptions, 'page'> = {},
  ): AsyncGenerator<Client, void, undefined> {
    return everyItem('listClients', (page) => this.listClients({ ...options, page }));
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
