import * as z from 'zod';
import { type FieldIssue, type PaymentMethodsLookup, describeValue } from '@checkout-kit/protocol';
import {
  acrossOptions,
  numberOption,
  optionalFunction,
  optionsObject,
  parseOptions as parseHandlerOptions,
  say,
  wholeOption,
} from '../internal/option-schema.js';
import { CheckoutError } from '../errors.js';
import type { WebHandler } from '../web-handler.js';
import { type CorsOptions, corsOption } from './cors.js';
import { CoalescingCache } from './lookup-cache.js';
import { amountBandsOption } from './amount-bands.js';
import { LookupBudget, LookupBudgetError, maxLookupsOption } from './lookup-budget.js';
import { NODE_FAST_PATH, type NodeFastPath, setHeadersAsFetchWould } from '../node/fast-path.js';
import {
  type BrowserLookupQuery,
  type LookupQueryIssue,
  parseLookupQuery,
} from './lookup-query.js';
import { absoluteLogos } from './logo-urls.js';
import { JSON_TYPE, jsonResponse } from './json-response.js';

/** The query the proxy asks its client for: the browser's, plus the server's `currency`. */
export interface PaymentMethodsSourceQuery extends BrowserLookupQuery {
  /** ISO 4217 currency code, chosen by the server (`MYR`). */
  currency: string;
}

/**
 * What the proxy needs of an API client: a `CheckoutClient` is one. Its `getPaymentMethods`
 * adds `brand_id` and the API key; `baseUrl` (`https://…/api/v1`) says which host the logo
 * paths of the answer are relative to. With a `sharedCache`, `brandId` and `mode` are needed
 * too: with `baseUrl` and the currency they say whose answers an entry holds.
 */
export interface PaymentMethodsSource {
  /** The collection API's base URL; its origin is the host logo paths are relative to. */
  readonly baseUrl: string;
  /** The brand the lookups are for (needed with `sharedCache`). */
  readonly brandId?: string;
  /** Whether the client's key is a test or a live key (needed with `sharedCache`). */
  readonly mode?: 'test' | 'live';
  /** `GET /payment_methods/` for the client's brand. */
  getPaymentMethods(query: PaymentMethodsSourceQuery): Promise<PaymentMethodsLookup>;
}

/** How {@link createPaymentMethodsHandler} answers. */
export interface PaymentMethodsHandlerOptions {
  /** The API client that asks the gateway (`new CheckoutClient({ … })`). */
  client: PaymentMethodsSource;
  /** The currency every lookup is for (ISO 4217, upper case). Default `MYR`. */
  currency?: string;
  /**
   * How long an answer is kept and served again, in ms; browsers are told the time left in
   * `Cache-Control: max-age`. Default 60 000 (one minute); 0 keeps nothing.
   */
  ttlMs?: number;
  /**
   * How many different queries are kept at most. Default 1000. A query asked for again is
   * protected: a flood of queries asked once pushes out only others asked once (see the README).
   */
  maxEntries?: number;
  /**
   * Edges of the amount bands, in the smallest unit, rising: every `amount` from one edge up to
   * the next is looked up as the band's lowest amount, so a distinct amount per request is not a
   * distinct gateway call. Default `DEFAULT_AMOUNT_BANDS`, the gateway's documented
   * minimums (`[1, 15, 100, 200, 1000]`); the answer is then the gateway's own for every
   * amount as long as the brand's methods have no other limits. Add `limit` for a method with
   * another minimum and `limit + 1` for a method with a maximum. `'exact'` looks up each amount
   * as given (the budget alone then bounds the calls).
   */
  amountBands?: readonly number[] | 'exact';
  /**
   * How many lookups this proxy asks the gateway for per minute at most (a token bucket, refilled
   * evenly). A query with no kept answer past it is a 503 `lookup_budget_spent` with
   * `Retry-After`, reported once to `onError` as a `LookupBudgetError`; kept answers are still
   * served, and identical queries share one lookup. Default 60; `Infinity` for no budget.
   */
  maxLookupsPerMinute?: number;
  /**
   * Browser origins allowed to read the answers from other origins. Without it no CORS headers
   * are sent (the picker must then be served from the proxy's own origin) and `OPTIONS` is 405.
   */
  cors?: CorsOptions;
  /**
   * Called with the error of every failed upstream lookup (once per lookup, however many
   * requests were waiting for it); the browser only learns that the lookup failed. Errors of
   * this package never contain the API key.
   */
  onError?: (error: unknown) => void;
  /**
   * A cache the merchant's app instances share (`RedisLookupCache` of
   * `@checkout-kit/server/redis`): an answer one instance fetched is served by the others for
   * the rest of its `ttlMs`. Each instance still keeps its own copies, and shares one upstream
   * lookup among the requests that wait for it. A failing shared cache is reported to `onError`
   * and skipped: the gateway is asked instead.
   *
   * Entries are keyed by everything that changes the answer: the client's `baseUrl`, `brandId`
   * and `mode` (test or live key, never the key), the `currency` and the normalised query
   * (`language` included), so proxies of several merchants may share one cache.
   */
  sharedCache?: SharedLookupCache;
  /** The clock of the cache, in ms (for tests). Default `Date.now`. */
  now?: () => number;
}

/** A cache of lookup answers shared by several instances of the proxy. */
export interface SharedLookupCache {
  /** The answer kept for `key`, and how many ms it has left; `undefined` when none is. */
  get(key: string): Promise<{ value: string; ttlMs: number } | undefined>;
  /** Keeps `value` for `key` during `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

const encoder = new TextEncoder();

/** The origin of an http(s) URL, or `undefined`. */
function httpOrigin(url: unknown): string | undefined {
  const origin = typeof url === 'string' ? URL.parse(url)?.origin : undefined;
  return origin && /^https?:\/\//.test(origin) ? origin : undefined;
}

const handlerOptions = optionsObject(
  {
    client: z
      .custom<PaymentMethodsSource>(
        (client) => typeof (client as PaymentMethodsSource)?.getPaymentMethods === 'function',
        {
          error:
            'client must be an API client with getPaymentMethods(), such as new CheckoutClient({ … }).',
          // Without a client, its baseUrl is not looked at.
          abort: true,
        },
      )
      .refine((client) => httpOrigin(client.baseUrl) !== undefined, {
        path: ['baseUrl'],
        error:
          'client.baseUrl must be the http(s) URL of the API, such as https://gate.example/api/v1.',
      }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, {
        error: say(
          (value) =>
            `currency must be an ISO 4217 code in capitals such as MYR, got ${JSON.stringify(value)}.`,
        ),
      })
      .default('MYR'),
    ttlMs: numberOption(
      (value) => Number.isFinite(value) && value >= 0,
      (value) => `ttlMs must be a number of ms ≥ 0, not ${describeValue(value)}.`,
    ).default(60_000),
    maxEntries: wholeOption(
      1,
      (value) => `maxEntries must be a whole number ≥ 1, not ${describeValue(value)}.`,
    ).default(1000),
    amountBands: amountBandsOption,
    maxLookupsPerMinute: maxLookupsOption,
    cors: corsOption.optional(),
    onError: optionalFunction<(error: unknown) => void>(),
    sharedCache: z
      .custom<SharedLookupCache>(
        (cache) =>
          typeof (cache as SharedLookupCache)?.get === 'function' &&
          typeof (cache as SharedLookupCache).set === 'function',
        {
          error: say(
            (value) =>
              `sharedCache must have get() and set(), such as new RedisLookupCache({ client }), not ${describeValue(value)}.`,
          ),
        },
      )
      .optional(),
    now: optionalFunction<() => number>(),
  },
  'Give the options as an object: { client }.',
).check(acrossOptions(sharedCacheIssues));

/** A shared cache keys its entries by whose answers they are: the client must say so. */
function sharedCacheIssues(options: {
  client?: Partial<PaymentMethodsSource>;
  sharedCache?: SharedLookupCache;
}): FieldIssue[] {
  const { client, sharedCache } = options;
  if (!sharedCache) return [];
  const { brandId, mode } = client ?? {};
  if (typeof brandId === 'string' && brandId !== '' && (mode === 'test' || mode === 'live')) {
    return [];
  }
  return [
    {
      path: ['client'],
      code: 'invalid',
      message:
        "with sharedCache, client must say its brandId and its mode ('test' or 'live'), as a CheckoutClient does: they are part of each shared entry's key.",
    },
  ];
}

/** The options, checked, with defaults; every problem in one `CheckoutValidationError`. */
function checkOptions(options: PaymentMethodsHandlerOptions) {
  const checked = parseHandlerOptions(
    'The options of createPaymentMethodsHandler',
    handlerOptions,
    options,
  );
  const { client, currency, sharedCache } = checked;
  return {
    ...checked,
    apiOrigin: httpOrigin(client.baseUrl) as string,
    // Nothing secret: the key's kind, never the key. JSON keeps the parts apart whatever they hold.
    sharedScope: sharedCache
      ? JSON.stringify([client.baseUrl, client.brandId, client.mode, currency])
      : '',
  };
}

/**
 * A web-standard handler for the browser's payment method picker
 * (`<checkout-method-picker src="/payment-methods">`): it answers `GET ?amount=…&country=…` with
 * the gateway's lookup result for the merchant's brand, without the browser ever seeing the
 * API key or choosing the brand.
 *
 * - The query may hold only `amount` (digits), `country` (ISO 3166-1 alpha-2, either case),
 *   `recurring`, `skip_capture`, `preauthorization` (`true`/`false`) and `language` (ISO 639-1,
 *   either case), each at most once. Anything else, `brand_id` and `currency` included, is a 400
 *   whose JSON names each bad parameter and its rule:
 *   `{ error: 'invalid_query', message, errors: [{ parameter, code, message }] }`.
 * - `brand_id` (through the client) and `currency` are added here.
 * - `amount` is looked up as the lowest amount of its band (`amountBands`, by default the
 *   gateway's documented minimums): amounts that get the same methods share one lookup.
 * - Answers are cached per normalised query for `ttlMs` (at most `maxEntries` queries; one asked
 *   for again is kept over those asked once), and identical requests that arrive while a lookup
 *   is under way share it: one upstream call, however many browsers ask at once. Failures are
 *   not cached.
 * - At most `maxLookupsPerMinute` upstream lookups (60): past it, a query with no kept answer is
 *   a `503` `{ error: 'lookup_budget_spent', message }` with `Retry-After`, reported once to
 *   `onError`, so a browser sending distinct queries cannot make the proxy call the gateway at
 *   its rate.
 * - Logo paths become absolute URLs on the API host; absolute `http(s)` URLs stay; anything
 *   else (`javascript:`, `data:`) is dropped.
 * - `200` JSON with `Cache-Control: public, max-age=<seconds the cached answer has left>`; `HEAD`
 *   answers the same headers without a body; other methods are 405 with `Allow`.
 * - When the lookup fails (gateway down, timeout, error answer), `502`
 *   `{ error: 'lookup_failed', message }`, never the gateway's body, URL or key; the error goes
 *   to `onError`.
 * - CORS headers only with `cors` (see {@link CorsOptions}); then `OPTIONS` answers preflights.
 *
 * Serve it from `node:http` or Express with `toNodeListener`, or directly from any runtime that
 * takes `(Request) => Promise<Response>` handlers.
 *
 * @example
 * const client = new CheckoutClient({ apiKey, brandId, baseUrl });
 * const paymentMethods = createPaymentMethodsHandler({ client, ttlMs: 5 * 60_000 });
 * app.get('/payment-methods', toNodeListener(paymentMethods));
 */
export function createPaymentMethodsHandler(options: PaymentMethodsHandlerOptions): WebHandler {
  const {
    apiOrigin,
    currency,
    ttlMs,
    maxEntries,
    sharedScope,
    amountBands,
    maxLookupsPerMinute,
    cors,
  } = checkOptions(options);
  const parseOptions = { amountBands };
  const { client, onError } = options;
  const allow = cors ? 'GET, HEAD, OPTIONS' : 'GET, HEAD';
  const cache = new CoalescingCache<Uint8Array<ArrayBuffer>>({
    ttlMs,
    maxEntries,
    now: options.now,
  });

  const report = (error: unknown): void => {
    try {
      onError?.(error);
    } catch {
      // A failing error reporter must not turn a 502 into something else.
    }
  };

  const budget = new LookupBudget(maxLookupsPerMinute, cache.now.bind(cache), report);

  const lookup = async (query: BrowserLookupQuery): Promise<Uint8Array<ArrayBuffer>> => {
    // Spent, it throws before any call; its error is reported by the budget, once per episode.
    budget.take();
    try {
      const result: unknown = await client.getPaymentMethods({ ...query, currency });
      if (typeof result !== 'object' || result === null || Array.isArray(result)) {
        throw new CheckoutError(
          'The payment methods lookup answered something that is not a lookup result.',
        );
      }
      const lookupResult = result as PaymentMethodsLookup;
      return encoder.encode(
        JSON.stringify({ ...lookupResult, logos: absoluteLogos(lookupResult.logos, apiOrigin) }),
      );
    } catch (error) {
      report(error);
      throw error;
    }
  };

  const { sharedCache } = options;
  const decoder = new TextDecoder();

  /** The shared cache's answer for `key`, or `undefined`; its failure is reported, not thrown. */
  const readShared = async (key: string) => {
    if (!sharedCache || ttlMs === 0) return undefined;
    try {
      const kept = await sharedCache.get(sharedScope + key);
      return kept && kept.ttlMs > 0
        ? { value: encoder.encode(kept.value), expiresAt: cache.now() + kept.ttlMs }
        : undefined;
    } catch (error) {
      report(error);
      return undefined;
    }
  };

  /** An answer: the shared cache's, else the gateway's (then kept in the shared cache too). */
  const load = async (key: string, query: BrowserLookupQuery) => {
    const shared = await readShared(key);
    if (shared) return shared;
    const value = await lookup(query);
    if (sharedCache && ttlMs > 0) {
      sharedCache.set(sharedScope + key, decoder.decode(value), ttlMs).catch(report);
    }
    return { value, expiresAt: cache.now() + ttlMs };
  };

  /** The headers of a cached answer, as both paths send them. */
  const hitHeaders = (
    entry: { value: Uint8Array; expiresAt: number },
    corsHeaders: Record<string, string>,
  ): Record<string, string> => ({
    'Content-Type': JSON_TYPE,
    'Content-Length': String(entry.value.byteLength),
    'Cache-Control': `public, max-age=${Math.max(0, Math.ceil((entry.expiresAt - cache.now()) / 1000))}`,
    'X-Content-Type-Options': 'nosniff',
    ...corsHeaders,
  });

  const handler = async (request: Request): Promise<Response> => {
    const method = request.method;
    const corsHeaders = cors?.headers(request.headers.get('origin')) ?? {};
    const head = method === 'HEAD';

    if (method === 'OPTIONS' && cors) {
      return new Response(null, {
        status: 204,
        headers: {
          Allow: allow,
          ...cors.preflightHeaders(request.headers.get('origin'), ['GET', 'HEAD']),
        },
      });
    }
    if (method !== 'GET' && !head) {
      return jsonResponse(
        405,
        {
          error: 'method_not_allowed',
          message: `The payment methods lookup takes GET, not ${method}.`,
        },
        { Allow: allow, 'Cache-Control': 'no-store', ...corsHeaders },
      );
    }

    const parsed = parseLookupQuery(new URL(request.url).searchParams, parseOptions);
    if (!parsed.ok) {
      const errors: LookupQueryIssue[] = parsed.issues;
      return jsonResponse(
        400,
        {
          error: 'invalid_query',
          message: errors.map((issue) => issue.message).join(' '),
          errors,
        },
        { 'Cache-Control': 'no-store', ...corsHeaders },
        head,
      );
    }

    let entry: { value: Uint8Array<ArrayBuffer>; expiresAt: number };
    try {
      entry = await cache.getEntry(parsed.key, () => load(parsed.key, parsed.query));
    } catch (error) {
      if (error instanceof LookupBudgetError) {
        return jsonResponse(
          503,
          {
            error: 'lookup_budget_spent',
            message: 'Too many different payment methods lookups just now; try again shortly.',
          },
          {
            'Cache-Control': 'no-store',
            'Retry-After': String(error.retryAfterSeconds),
            ...corsHeaders,
          },
          head,
        );
      }
      return jsonResponse(
        502,
        {
          error: 'lookup_failed',
          message: 'The payment methods lookup failed; try again later.',
        },
        { 'Cache-Control': 'no-store', ...corsHeaders },
        head,
      );
    }

    return new Response(head ? null : entry.value, {
      status: 200,
      headers: hitHeaders(entry, corsHeaders),
    });
  };

  /**
   * A cached hit answered straight on Node's objects, for `toNodeListener`: the same status,
   * headers and body as {@link handler} gives, without building a `Request` or a `Response`.
   * Anything else (a miss, a bad query, another method, a preflight) goes the full way.
   */
  const nodeFastPath: NodeFastPath = (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const parsed = parseLookupQuery(new URL(url).searchParams, parseOptions);
    if (!parsed.ok) return false;
    const entry = cache.peek(parsed.key);
    if (!entry) return false;
    const origin = req.headers.origin;
    const corsHeaders = cors?.headers(typeof origin === 'string' ? origin : null) ?? {};
    res.statusCode = 200;
    setHeadersAsFetchWould(res, hitHeaders(entry, corsHeaders));
    // The request's body, if any, is not read: let Node discard it.
    req.resume();
    res.end(req.method === 'HEAD' ? undefined : entry.value);
    return true;
  };

  return Object.assign(handler, { [NODE_FAST_PATH]: nodeFastPath });
}
