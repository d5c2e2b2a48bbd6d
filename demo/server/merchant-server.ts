import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { CheckoutClient, type NodeListener, toNodeListener } from '@checkout-kit/server';
import { ensureWebhook } from './callbacks/webhook-registration.js';
import { withPeerAddress } from './http/client-address.js';
import { DataFile } from './data-file.js';
import type { GatewayAccess } from './gateway-access.js';
import { closeServer, listen } from './listen.js';
import { type Logger, redactingLogger, redactor, silentLogger } from './logger.js';
import { createMerchantApp } from './merchant-app.js';
import type { SignInThrottleOptions } from './staff/sign-in-throttle.js';

/** How to start the merchant server. */
export interface MerchantServerOptions {
  /** Interface to bind; default `127.0.0.1`. */
  host?: string;
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Where `orders.json` is kept. */
  dataDir: string;
  gateway: GatewayAccess;
  /**
   * The origin (and path) at which the gateway reaches this server's `/callbacks/…`. Left out:
   * the server's own URL (the sandbox runs on the same machine). `null`: callbacks cannot reach
   * it; purchases get no `success_callback`, no webhook is registered, and reads of a purchase
   * fulfil its order instead.
   */
  publicUrl?: string | null;
  /** The site's origin, for the payer's redirects; read when an order is made. */
  siteUrl: () => string;
  /** The back office's password (at least 8 characters): the orders and saved-cards pages. */
  adminPassword: string;
  logger?: Logger;
  /**
   * How long the body of a delivery to `/callbacks/…` may take to arrive, in ms; a body still
   * coming then is answered 408. Default 10 000.
   */
  callbackReadTimeoutMs?: number;
  /** How the back office's sign-in slows down guessing; the defaults of `SignInThrottle`. */
  signInThrottle?: SignInThrottleOptions;
}

/** A running merchant server. */
export interface MerchantServer {
  /** Its origin, such as `http://127.0.0.1:4020`. */
  url: string;
  /** Where the gateway posts deliveries to it, or `null` when callbacks are off. */
  callbackBaseUrl: string | null;
  /** Stops it once its data is on disk. */
  close(): Promise<void>;
}

/** How long one call to the gateway may take. */
const GATEWAY_TIMEOUT_MS = 15_000;

/**
 * Starts the demo's merchant server: opens its data, binds its port, makes sure the gateway
 * has its webhook (unless callbacks cannot reach it), then serves. Until then, requests are
 * answered 503 (the gateway retries a delivery that arrives that early).
 *
 * @throws {PortInUseError} when the port is taken; the gateway's error when the webhook cannot
 * be registered. Nothing is left running.
 * @example
 * const merchant = await startMerchantServer({ dataDir, gateway, siteUrl: () => siteUrl, adminPassword });
 * await fetch(`${merchant.url}/api/products`);
 * await merchant.close();
 */
export async function startMerchantServer(options: MerchantServerOptions): Promise<MerchantServer> {
  const { gateway, host = '127.0.0.1', port = 0 } = options;
  const logger = redactingLogger(options.logger ?? silentLogger, [gateway.apiKey]);
  const client = new CheckoutClient({
    apiKey: gateway.apiKey,
    brandId: gateway.brandId,
    baseUrl: gateway.baseUrl,
    timeoutMs: GATEWAY_TIMEOUT_MS,
  });
  const dataFile = await DataFile.open(join(options.dataDir, 'orders.json'));

  const shutdown = new AbortController();
  let serve: NodeListener = answerStarting;
  const server = createServer((request, response) =>
    withPeerAddress(request, () => serve(request, response)),
  );
  const url = await listen(server, port, host, 'merchant server');
  const callbackBaseUrl = options.publicUrl === undefined ? url : options.publicUrl;
  try {
    if (callbackBaseUrl !== null) {
      await ensureWebhook(client, `${callbackBaseUrl}/callbacks/webhook`, logger).catch(
        (error: unknown) => {
          throw new Error(
            `The merchant server could not register its webhook at the gateway: ${(error as Error).message}`,
            { cause: error },
          );
        },
      );
    }
    const app = createMerchantApp({
      gateway,
      client,
      dataFile,
      siteUrl: options.siteUrl,
      adminPassword: options.adminPassword,
      callbackBaseUrl,
      logger,
      redact: redactor([gateway.apiKey]),
      shutdown: shutdown.signal,
      callbackReadTimeoutMs: options.callbackReadTimeoutMs,
      signInThrottle: options.signInThrottle,
    });
    serve = toNodeListener(async (request) => app.fetch(request), {
      onError: (error) => logger.error('A request could not be answered.', error),
    });
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  return {
    url,
    callbackBaseUrl,
    close: async () => {
      // Live streams never finish by themselves: they end first, so the server can stop.
      shutdown.abort();
      await closeServer(server);
      await dataFile.flush();
    },
  };
}

/** The answer while the server is starting. */
function answerStarting(_request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify({
    error: { code: 'starting', message: 'The merchant server is starting; try again in a moment.' },
  });
  response.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '1',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(body);
}
