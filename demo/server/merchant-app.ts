import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import {
  CheckoutClient,
  createBankStatusHandler,
  createPaymentMethodsHandler,
} from '@checkout-kit/server';
import type { DemoConfig } from '../shared/api.js';
import { callbackRoutes } from './callbacks/callback-routes.js';
import type { DataFile } from './data-file.js';
import type { GatewayAccess } from './gateway-access.js';
import { ApiHttpError } from './http/api-error.js';
import { methodNotAllowed } from './http/method-not-allowed.js';
import { sameOriginOnly } from './http/same-origin.js';
import type { Logger } from './logger.js';
import { OrderActions } from './orders/order-actions.js';
import { OrderBook } from './orders/order-book.js';
import { OrderFeed } from './orders/order-feed.js';
import { OrderService } from './orders/order-service.js';
import { SavedCardService } from './orders/saved-card-service.js';
import { catalogueRoutes } from './routes/catalogue-routes.js';
import { orderEventRoutes } from './routes/order-event-routes.js';
import { orderRoutes } from './routes/order-routes.js';
import { savedCardRoutes } from './routes/saved-card-routes.js';
import { isStaff, requireStaff, staffRoutes } from './staff/staff-routes.js';
import { SignInThrottle, type SignInThrottleOptions } from './staff/sign-in-throttle.js';
import { StaffSessions } from './staff/staff-sessions.js';

/** Bodies of `/api` requests are refused above this size: a cart of 20 lines is far smaller. */
export const MAX_API_BODY_BYTES = 16 * 1024;

/** What the merchant app is made of. */
export interface MerchantAppOptions {
  gateway: GatewayAccess;
  client: CheckoutClient;
  dataFile: DataFile;
  /** The site's origin, read when an order is made. */
  siteUrl: () => string;
  /** The back office's password. */
  adminPassword: string;
  /** Where the gateway reaches `/callbacks/…`; `null` when it cannot (the site then polls). */
  callbackBaseUrl: string | null;
  /** Already redacting the API key. */
  logger: Logger;
  redact: (text: string) => string;
  /** Aborted when the server stops: the back office's live streams end then. */
  shutdown: AbortSignal;
  /** How long a delivery's body may take to arrive, in ms; default 10 000. */
  callbackReadTimeoutMs?: number;
  /** How the back office's sign-in slows down guessing. */
  signInThrottle?: SignInThrottleOptions;
}

/**
 * The demo's merchant server as one web-standard app: the site's JSON API under `/api`, and
 * the gateway's deliveries under `/callbacks`. The shop's routes are open to payers; the back
 * office's (the orders list, the operations on an order, saved cards) need a staff session; an order opens to its payer's key or a staff session. Every answer carries security headers; `/api`
 * answers are never cached; every error is an `ApiError` body.
 */
export function createMerchantApp(options: MerchantAppOptions): Hono {
  const { gateway, client, dataFile, logger, redact, callbackBaseUrl } = options;
  const feed = new OrderFeed((error) => logger.error('A live orders page failed.', error));
  const book = new OrderBook(dataFile, feed);
  const orders = new OrderService({
    book,
    client,
    brandId: gateway.brandId,
    siteUrl: options.siteUrl,
    callbackBaseUrl,
    logger,
    redact,
  });
  const actions = new OrderActions({ book, client, redact });
  const cards = new SavedCardService({ book, orders, client, logger, redact });
  const sessions = new StaffSessions(options.adminPassword);
  const staff = requireStaff(sessions);
  const config = (): DemoConfig => ({
    mode: gateway.mode,
    gatewayOrigin: new URL(gateway.baseUrl).origin,
    currency: 'MYR',
    // The real gateway's key may be a test key: the purchases it makes say so.
    testMode: gateway.mode === 'sandbox' || book.newest()?.isTest === true,
    callbacksReachable: callbackBaseUrl !== null,
  });
  const paymentMethods = createPaymentMethodsHandler({
    // A browser should not wait for the gateway as long as an order may: one attempt of at
    // most 3 s (each attempt has its own timeout), then the picker offers to try again.
    client: new CheckoutClient({ ...gateway, timeoutMs: 3_000, retries: 0 }),
    currency: 'MYR',
    ttlMs: 60_000,
    onError: (error) => logger.error('The payment-methods lookup failed.', error),
  });
  // The picker's `banks-src`: FPX's banks, each online or not, and an e-wallet's own code, so
  // that Continue goes straight to the payer's bank. Kept 3 minutes, as the maker's plugin
  // keeps the status; a failing service still answers every bank, and is logged.
  const bankStatus = createBankStatusHandler({
    statusUrl: gateway.bankStatusUrl,
    onError: (error) => logger.error('The bank status lookup failed.', error),
  });

  const tooLarge = (limit: number) => () => {
    throw new ApiHttpError(413, 'payload_too_large', `The body is larger than ${limit} bytes.`);
  };
  const app = new Hono();
  app.use(
    secureHeaders({
      // Only JSON comes from here: nothing to run, frame or load.
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    // Orders are never cached. The payment-methods lookup and the bank list set their own
    // `max-age`: each is the same for every payer, and their handlers are built to be cached.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use(
    '/api/*',
    bodyLimit({ maxSize: MAX_API_BODY_BYTES, onError: tooLarge(MAX_API_BODY_BYTES) }),
  );
  // The back office needs a session before anything else is looked at: without one, each of its
  // routes is 401 whatever the request's origin or body. Payers' routes stay open.
  app.get('/api/orders', staff);
  app.all('/api/orders/events', staff);
  app.all('/api/orders/:id/:action{capture|refund|release|cancel}', staff);
  app.all('/api/saved-cards', staff);
  app.all('/api/saved-cards/*', staff);
  app.use('/api/*', sameOriginOnly());
  // The callback routes read their bodies themselves, bounded and timed (`callbackRoutes`).

  app.route('/api', catalogueRoutes(config));
  app.route(
    '/api',
    staffRoutes(sessions, new SignInThrottle(options.signInThrottle), () =>
      options.siteUrl().startsWith('https:'),
    ),
  );
  // Before the order routes: `events` is no order number.
  app.route('/api', orderEventRoutes(feed, options.shutdown));
  app.route(
    '/api',
    orderRoutes(book, orders, actions, (c) => isStaff(sessions, c)),
  );
  app.route('/api', savedCardRoutes(cards));
  app.get('/api/payment-methods', (c) => paymentMethods(c.req.raw));
  app.all('/api/payment-methods', methodNotAllowed('GET'));
  app.get('/api/bank-status', (c) => bankStatus(c.req.raw));
  app.all('/api/bank-status', methodNotAllowed('GET'));
  app.route(
    '/callbacks',
    callbackRoutes({
      client,
      dataFile,
      book,
      orders,
      webhookUrl: callbackBaseUrl === null ? null : `${callbackBaseUrl}/callbacks/webhook`,
      logger,
      readTimeoutMs: options.callbackReadTimeoutMs,
    }),
  );

  app.notFound((c) =>
    c.json(
      new ApiHttpError(
        404,
        'not_found',
        `There is nothing at ${c.req.method} ${c.req.path}.`,
      ).body(),
      404,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof ApiHttpError) {
      return c.json(error.body(), error.status, error.headers);
    }
    logger.error(`${c.req.method} ${c.req.path} failed.`, error);
    return c.json(
      new ApiHttpError(
        500,
        'internal_error',
        'The merchant server could not answer this request; the reason is in its log.',
      ).body(),
      500,
    );
  });
  return app;
}
