import {
  FPX_BANK_STATUS_MAX_AGE_MS,
  FPX_BANK_STATUS_PATHS,
  type FpxBankStatus,
  type FpxMethod,
  bankChoicesOf,
  describeValue,
  isFpxMethod,
  readFpxBankStatuses,
} from '@checkout-kit/protocol';
import {
  numberOption,
  optionalFunction,
  optionsObject,
  parseOptions,
} from '../internal/option-schema.js';
import { behaviourShape, serviceUrlSchema } from '../internal/transport-options.js';
import { transportLimitsShape } from '../internal/transport-limits.js';
import { HttpTransport, type TransportHints } from '../internal/http-transport.js';
import { userAgent } from '../internal/version.js';
import { CheckoutError } from '../errors.js';
import type { WebHandler } from '../web-handler.js';
import { type CorsOptions, corsOption } from './cors.js';
import { CoalescingCache } from './lookup-cache.js';
import { JSON_TYPE, jsonResponse } from './json-response.js';
import {
  type BankStatusAnswer,
  type BankStatusKnowledge,
  bankList,
  onlineChoices,
} from './bank-list.js';
import { type LookupQueryIssue } from './lookup-query.js';
import { parseBankStatusQuery } from './bank-status-query.js';

/**
 * The root of the maker's bank status service (the protocol's `FPX_BANK_STATUS_PATHS` are under
 * it): a host of its own beside the API's.
 */
export const DEFAULT_BANK_STATUS_URL = 'https://api.chip-in.asia';

/** Default of the handler's `timeoutMs`: the maker's plugin waits 3 s for the status too. */
export const DEFAULT_BANK_STATUS_TIMEOUT_MS = 3_000;

/**
 * The longest a fallback answer (`stale` or `unknown`) is kept before the service is asked
 * again: a service that comes back is seen soon, one that stays down is asked twice a minute.
 */
const FALLBACK_TTL_MS = 30_000;

/** How {@link createBankStatusHandler} answers. */
export interface BankStatusHandlerOptions {
  /**
   * The root of the bank status service, without `/health_check`: the handler asks
   * `<statusUrl>/health_check/fpx_b2c` and `/fpx_b2b1`. Default `DEFAULT_BANK_STATUS_URL`
   * (`https://api.chip-in.asia`); with the sandbox, its `url`. Never taken from the request.
   */
  statusUrl?: string;
  /**
   * How long an answer is kept and served again, in ms; browsers are told the time left in
   * `Cache-Control: max-age`. Default `FPX_BANK_STATUS_MAX_AGE_MS` (3 minutes), as the maker's
   * plugin keeps it; 0 keeps nothing.
   */
  ttlMs?: number;
  /** How long one attempt waits for the service, in ms. Default 3 000. */
  timeoutMs?: number;
  /** Further attempts after a network error, a timeout or a 5xx. Default 0. */
  retries?: number;
  /** The `fetch` the handler calls the service with. Default the platform's. */
  fetch?: typeof globalThis.fetch;
  /** The largest answer read, in bytes. Default 4 MiB. */
  maxResponseBytes?: number;
  /** Browser origins allowed to read the answers from other origins (see {@link CorsOptions}). */
  cors?: CorsOptions;
  /**
   * Called with the error of every failed status call (once per call, however many requests
   * were waiting for it); the browser gets the kept or the all-online list.
   */
  onError?: (error: unknown) => void;
  /** The clock of the cache, in ms (for tests). Default `Date.now`. */
  now?: () => number;
}

/** `statusUrl`: an absolute http(s) URL without credentials, query or fragment, no trailing `/`. */
const statusUrlOption = serviceUrlSchema('statusUrl', {
  example: DEFAULT_BANK_STATUS_URL,
  credentials: 'the bank status service takes none',
}).default(DEFAULT_BANK_STATUS_URL);

const handlerOptions = optionsObject(
  {
    statusUrl: statusUrlOption,
    ttlMs: numberOption(
      (value) => Number.isFinite(value) && value >= 0,
      (value) => `ttlMs must be a number of ms ≥ 0, not ${describeValue(value)}.`,
    ).default(FPX_BANK_STATUS_MAX_AGE_MS),
    timeoutMs: behaviourShape.timeoutMs.unwrap().default(DEFAULT_BANK_STATUS_TIMEOUT_MS),
    retries: behaviourShape.retries.unwrap().default(0),
    fetch: behaviourShape.fetch,
    maxResponseBytes: transportLimitsShape.maxResponseBytes,
    cors: corsOption.optional(),
    onError: optionalFunction<(error: unknown) => void>(),
    now: optionalFunction<() => number>(),
  },
  'Give the options as an object: { statusUrl }.',
);

/** What a failing status call tells the developer to check. */
const STATUS_HINTS: TransportHints = {
  auth: () => 'The bank status service takes no key: check statusUrl.',
  notJson: `check that statusUrl is the bank status service's root, such as ${DEFAULT_BANK_STATUS_URL} or a sandbox's url.`,
};

/**
 * A web-standard handler for the banks or e-wallet a payer may choose for a method on the
 * merchant's page: `GET ?method=<method>` answers
 * `{ method, parameter, status, banks: [{ code, name, online }] }`, where `parameter` is the
 * `checkout_url` parameter that carries the chosen code beside `?preferred=<method>`:
 *
 * - `fpx` (retail) and `fpx_b2b1` (corporate): `fpx_bank_code`, the protocol's banks of that
 *   method in their order, each `online` as the gateway's bank status says, then any bank the
 *   status names that the kit does not list yet, by its code;
 * - an e-wallet's method (`razer_tng`, `duitnow_qr`, …, the protocol's `RAZER_EWALLETS`):
 *   `razer_bank_code`, its one wallet, online, `status: 'current'`, with no upstream call (no
 *   status service speaks for e-wallets);
 * - any other method name: `parameter: null`, `banks: []`, no upstream call. A picker asks for
 *   any method the payer chooses, so that the kit keeps no second table of which methods have
 *   choices: which has which is the protocol's `bankChoicesOf`, in one place.
 * - `method` is the only parameter, given once, a method name (`[a-z0-9_]`, at most 64
 *   characters); anything else is a 400
 *   `{ error: 'invalid_query', message, errors: [{ parameter, code, message }] }`.
 * - The status service is `statusUrl`, never anything from the request; it needs no API key.
 * - FPX's answers are cached per method for `ttlMs` (3 minutes), and requests that arrive while a
 *   call is under way share it: one upstream call, however many browsers ask at once. Every
 *   other answer comes from the protocol's table; browsers are told to keep it `ttlMs` too.
 * - `status` says how the statuses are known: `current` (the service's answer), `stale` (the
 *   service failed: its last good answer), `unknown` (it failed and none was kept: every bank
 *   online, so the list is never hidden). A fallback is kept 30 s at most before the service
 *   is asked again; each failure goes to `onError`.
 * - `200` JSON with `Cache-Control: public, max-age=<seconds the answer has left>`; `HEAD`
 *   answers the same headers without a body; other methods are 405 with `Allow`.
 * - CORS headers only with `cors`; then `OPTIONS` answers preflights.
 *
 * @example
 * const bankStatus = createBankStatusHandler({ cors: { origin: 'https://shop.example' } });
 * app.get('/bank-status', toNodeListener(bankStatus));
 */
export function createBankStatusHandler(options: BankStatusHandlerOptions = {}): WebHandler {
  const checked = parseOptions('The options of createBankStatusHandler', handlerOptions, options);
  const { statusUrl, ttlMs, timeoutMs, retries, fetch, maxResponseBytes, cors, onError } = checked;
  const allow = cors ? 'GET, HEAD, OPTIONS' : 'GET, HEAD';
  // Two methods, two entries: only FPX's answers, which come from the service, are kept.
  const cache = new CoalescingCache<Uint8Array<ArrayBuffer>>({
    ttlMs,
    maxEntries: Object.keys(FPX_BANK_STATUS_PATHS).length,
    now: checked.now,
  });
  const transport = new HttpTransport({
    baseUrl: statusUrl,
    fetch,
    timeoutMs,
    retries,
    maxResponseBytes,
    // A browser is waiting, and a kept answer serves meanwhile: no waiting for `Retry-After`.
    maxRetryWaitMs: 0,
    userAgent: userAgent(),
    hints: STATUS_HINTS,
  });
  const lastGood = new Map<FpxMethod, FpxBankStatus[]>();
  const encoder = new TextEncoder();
  const encode = (answer: BankStatusAnswer) => encoder.encode(JSON.stringify(answer));

  const report = (error: unknown): void => {
    try {
      onError?.(error);
    } catch {
      // A failing error reporter must not take the list away.
    }
  };

  const askService = async (method: FpxMethod): Promise<FpxBankStatus[]> => {
    const answer = await transport.request<unknown>({
      method: 'GET',
      path: FPX_BANK_STATUS_PATHS[method],
      // As the maker's plugin asks: the time keeps caches between here and the service out.
      query: { time: String(Math.floor(cache.now() / 1000)) },
    });
    const read = readFpxBankStatuses(answer);
    if (!read.success) {
      throw new CheckoutError(
        `The bank status of ${method} answered no statuses: ${read.issues.map((issue) => issue.message).join(' ')}`,
      );
    }
    return read.data;
  };

  /** The answer for `method`; never fails: the last good statuses, else every bank online. */
  const load = async (method: FpxMethod) => {
    let status: BankStatusKnowledge = 'current';
    let statuses: FpxBankStatus[];
    try {
      statuses = await askService(method);
      lastGood.set(method, statuses);
    } catch (error) {
      report(error);
      const kept = lastGood.get(method);
      status = kept ? 'stale' : 'unknown';
      statuses = kept ?? [];
    }
    const keptFor = status === 'current' ? ttlMs : Math.min(ttlMs, FALLBACK_TTL_MS);
    const { parameter } = bankChoicesOf(method);
    return {
      value: encode({ method, parameter, status, banks: bankList(method, statuses) }),
      expiresAt: cache.now() + keptFor,
    };
  };

  /**
   * The answer for a method no status service speaks for: the protocol's choices (an e-wallet's
   * one wallet, or none), each online. The same for every request, so it is built anew rather
   * than kept: any method name may be asked, and the cache stays bounded.
   */
  const fixedAnswer = (method: string) => {
    const { parameter, choices } = bankChoicesOf(method);
    return encode({ method, parameter, status: 'current', banks: onlineChoices(choices) });
  };

  return async (request: Request): Promise<Response> => {
    const verb = request.method;
    const origin = request.headers.get('origin');
    const corsHeaders = cors?.headers(origin) ?? {};
    const head = verb === 'HEAD';

    if (verb === 'OPTIONS' && cors) {
      return new Response(null, {
        status: 204,
        headers: { Allow: allow, ...cors.preflightHeaders(origin, ['GET', 'HEAD']) },
      });
    }
    if (verb !== 'GET' && !head) {
      return jsonResponse(
        405,
        { error: 'method_not_allowed', message: `The bank status takes GET, not ${verb}.` },
        { Allow: allow, 'Cache-Control': 'no-store', ...corsHeaders },
      );
    }

    const parsed = parseBankStatusQuery(new URL(request.url).searchParams);
    if (!parsed.ok) {
      const errors: LookupQueryIssue[] = parsed.issues;
      return jsonResponse(
        400,
        { error: 'invalid_query', message: errors.map((issue) => issue.message).join(' '), errors },
        { 'Cache-Control': 'no-store', ...corsHeaders },
        head,
      );
    }

    const { method } = parsed;
    let value: Uint8Array<ArrayBuffer>;
    let expiresAt: number;
    if (isFpxMethod(method)) {
      ({ value, expiresAt } = await cache.getEntry(method, () => load(method)));
    } else {
      value = fixedAnswer(method);
      expiresAt = cache.now() + ttlMs;
    }
    const maxAge = Math.max(0, Math.ceil((expiresAt - cache.now()) / 1000));
    return new Response(head ? null : value, {
      status: 200,
      headers: {
        'Content-Type': JSON_TYPE,
        'Content-Length': String(value.byteLength),
        'Cache-Control': `public, max-age=${maxAge}`,
        'X-Content-Type-Options': 'nosniff',
        ...corsHeaders,
      },
    });
  };
}
