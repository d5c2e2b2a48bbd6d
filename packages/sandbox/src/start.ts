import { type RequestListener, type ServerOptions, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { FpxBankStatus, FpxMethod, Purchase } from '@checkout-kit/protocol';
import { createSandboxApp } from './app.js';
import { withPurchaseFastPath } from './collection/purchase-fast-path.js';
import { withMergedSlashes } from './merged-slashes.js';
import { MAX_CLOCK_JUMP_MS, SandboxClock } from './core/clock.js';
import { DEFAULT_BRAND_NAME, SandboxCore } from './core/sandbox-core.js';
import { DeliveryService } from './events/delivery-service.js';
import { resumePayouts } from './payout/payout-routes.js';
import { scheduleDue } from './purchases/create-purchase.js';
import { resumePendingActions } from './purchases/pending-actions.js';
import { type PurchaseControl, runPurchaseControl } from './purchases/sandbox-controls.js';
import { moveFpxBank } from './payments/fpx-bank-status.js';
import type { Delivery } from './core/state.js';
import { type Durability, SandboxStore } from './persistence/store.js';
import { responsesAfterSave } from './persistence/answer-when-saved.js';

/** How to start a sandbox. */
export interface SandboxOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; default `127.0.0.1`, so nothing outside the machine reaches it. */
  host?: string;
  /** The sandbox clock's starting point, within 10 years of the real time; default: now. */
  now?: Date | number;
  /**
   * A file (an LMDB database) that keeps the state across restarts; default: memory only.
   * While the sandbox runs it holds the system's lock on `<dataFile>.lock`: a second sandbox on
   * the same file refuses to start.
   */
  dataFile?: string;
  /**
   * When a change is on disk, with a `dataFile`. `batched` (the default): changes are saved off
   * the request path, in batches at least 250 ms apart under load, so a crash (`kill -9`) may
   * lose the purchases answered in the last quarter of a second or so. `commit`: every answer
   * waits until every change made before it is committed and flushed to disk, so nothing
   * answered is lost, at a cost in latency and rate (see the README's figures).
   */
  durability?: Durability;
  /**
   * Whether the merchant account has Direct Post; default true. `false` emulates an account
   * without it, as the live gateway has them: every purchase answers `direct_post_url: null`.
   */
  directPost?: boolean;
  /**
   * The merchant's brand name, 1 to 100 characters, that the payment pages show and purchases
   * carry in `issuer_details.brand_name`; default `Sandbox Shop`.
   */
  brandName?: string;
  /**
   * The share of deliveries, from 0 (the default) to 1, that are delivered once more after a
   * 2xx answer, as the gateway may ("a callback may be delivered more than once even after a
   * 2xx answer"): a receiver whose handling is not idempotent fails here, not live.
   */
  repeatDeliveries?: number;
  /**
   * Where the sandbox reports faults it survives: a data file it cannot write (the state stays
   * in memory and is saved once the file can be written again), and the recovery. Default:
   * standard error.
   */
  log?: (message: string) => void;
}

/** A running sandbox and what a merchant needs to talk to it. */
export interface Sandbox {
  /** The sandbox's origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The collection API's base URL, `…/api/v1`. */
  baseUrl: string;
  /** The payout API's base URL (paths start with `/send/`). */
  sendBaseUrl: string;
  /** A test-mode API key for the collection API. */
  apiKey: string;
  /** The brand purchases are created for. */
  brandId: string;
  /** Payout API key and secret (the secret keys the HMAC checksum). */
  sendApiKey: string;
  sendApiSecret: string;
  /** The company public key (PEM) that verifies success callbacks. */
  publicKeyPem: string;
  /** Moves the sandbox clock forward; resolves once every task that fell due has run. */
  advanceTime(ms: number): Promise<void>;
  /** The callback and webhook delivery log, oldest first. */
  deliveries(filter?: { objectId?: string }): Delivery[];
  /**
   * Delivers a delivery's same bytes once more, as the gateway may after a 2xx answer. The same
   * as `POST /__sandbox/deliveries/{id}/repeat`.
   * @returns The repeat, a delivery of its own whose `repeatOf` names the first.
   */
  repeatDelivery(id: string): Delivery;
  /**
   * The invoice of a purchase was e-mailed: `created` → `sent`. The same as
   * `POST /__sandbox/purchases/{id}/send`; throws the wrong-status error otherwise.
   * @returns A copy of the purchase.
   */
  sendPurchase(id: string): Purchase;
  /**
   * A chargeback was registered: `paid` (or `cleared`, `settled`) → `chargeback`, nothing left
   * to refund. The same as `POST /__sandbox/purchases/{id}/chargeback`.
   * @returns A copy of the purchase.
   */
  chargebackPurchase(id: string): Purchase;
  /**
   * The payment cleared and settled: `paid` → `cleared` → `settled`, emitting
   * `purchase.settled`. The same as `POST /__sandbox/purchases/{id}/settle`.
   * @returns A copy of the purchase.
   */
  settlePurchase(id: string): Purchase;
  /**
   * Takes a bank of an FPX method (`fpx` or `fpx_b2b1`) offline: the status endpoint
   * (`GET /health_check/fpx_b2c` or `/fpx_b2b1`) answers it `B` until it is brought back. The
   * same as `POST /__sandbox/fpx_banks/{method}/{code}/offline`; throws the 404 for a method or
   * bank the sandbox does not list.
   * @returns The bank's code and new status.
   */
  takeFpxBankOffline(method: string, code: string): FpxBankStatus & { method: FpxMethod };
  /**
   * Brings an FPX bank back online: `A` again. The same as
   * `POST /__sandbox/fpx_banks/{method}/{code}/online`.
   * @returns The bank's code and new status.
   */
  bringFpxBankOnline(method: string, code: string): FpxBankStatus & { method: FpxMethod };
  /**
   * The whole state as JSON, its purchases included in the order of their ids (and
   * credentials): for tests that
   * check what a request changed, or that a refused one changed nothing.
   */
  stateSnapshot(): string;
  /** Stops the server and writes the data file. */
  close(): Promise<void>;
}

/**
 * Starts a sandbox of the whole gateway on loopback.
 *
 * @example
 * const sandbox = await startSandbox();
 * const response = await fetch(`${sandbox.baseUrl}/purchases/`, {
 *   method: 'POST',
 *   headers: { Authorization: `Bearer ${sandbox.apiKey}`, 'Content-Type': 'application/json' },
 *   body: JSON.stringify({ brand_id: sandbox.brandId, client: { email: 'payer@example.com' }, purchase: { products: [{ name: 'Tea', price: 1000 }] } }),
 * });
 * await sandbox.close();
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const { port = 0, host = '127.0.0.1', now, dataFile, directPost = true } = options;
  const { brandName = DEFAULT_BRAND_NAME } = options;
  const { repeatDeliveries = 0, durability = 'batched' } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new RangeError(`startSandbox: port must be an integer from 0 to 65535, got ${port}.`);
  }
  if (!(repeatDeliveries >= 0 && repeatDeliveries <= 1)) {
    throw new RangeError(
      `startSandbox: repeatDeliveries must be a share from 0 to 1, got ${repeatDeliveries}.`,
    );
  }
  if (typeof directPost !== 'boolean') {
    throw new TypeError(
      `startSandbox: directPost must be true or false, got ${String(directPost)}.`,
    );
  }
  if (typeof brandName !== 'string' || brandName.trim() === '' || brandName.length > 100) {
    throw new TypeError(
      'startSandbox: brandName must be a name of 1 to 100 characters, not blank.',
    );
  }
  if (durability !== 'batched' && durability !== 'commit') {
    throw new TypeError(
      `startSandbox: durability must be 'batched' or 'commit', got ${String(durability)}.`,
    );
  }
  if (durability === 'commit' && !dataFile) {
    throw new TypeError(
      "startSandbox: durability 'commit' needs a dataFile: without one nothing is kept on disk.",
    );
  }
  const start = now === undefined ? Date.now() : new Date(now).getTime();
  if (!(Math.abs(start - Date.now()) <= MAX_CLOCK_JUMP_MS)) {
    throw new RangeError(
      `startSandbox: now must be a date within 10 years of the real time, got ${String(now)}.`,
    );
  }
  const store = await SandboxStore.open(dataFile, options.log, undefined, durability);
  // Without `now`, the clock is real time from here: started at `start`, it would trail real
  // time by however long the store took to open (seconds on a busy machine).
  const clock = new SandboxClock(now === undefined ? Date.now() : start);
  const deliveries = new DeliveryService(store, clock, { repeatRate: repeatDeliveries });
  const core = new SandboxCore(store, clock, deliveries, {
    directPost,
    brandName: brandName.trim(),
  });
  const app = createSandboxApp(core);

  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const started = serve(
        {
          fetch: app.fetch,
          // A library leaves the process's globals alone: by default the adapter replaces the
          // global `Request` and `Response` of whatever process starts a sandbox (a merchant's
          // own tests among them) with its own.
          overrideGlobalObjects: false,
          port,
          hostname: host,
          // The adapter's server, with the hottest route answered before the adapter.
          createServer: ((serverOptions: ServerOptions, listener: RequestListener) =>
            createServer(
              durability === 'commit'
                ? { ...serverOptions, ServerResponse: responsesAfterSave(store) }
                : serverOptions,
              withMergedSlashes(withPurchaseFastPath(core, listener)),
            )) as typeof createServer,
        },
        () => resolve(started),
      );
      started.once('error', reject);
    });
  } catch (error) {
    // The port is taken: the data file is free for the next try.
    clock.stop();
    await store.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  core.origin = `http://${hostInUrl}:${address.port}`;

  const close = async (): Promise<void> => {
    clock.stop();
    await new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await clock.settled();
    deliveries.close();
    await store.close();
  };
  try {
    // Only the purchases with work scheduled: a data file may hold millions of others.
    for (const stored of core.purchases.withScheduledWork()) {
      scheduleDue(core, stored);
      resumePendingActions(core, stored);
    }
    deliveries.resume();
    resumePayouts(core);
  } catch (error) {
    // Nothing is left running (a server, timers, the data file's lock) when the sandbox
    // cannot start.
    await close();
    throw error;
  }

  const { state } = store;
  const control = (id: string, name: PurchaseControl): Purchase =>
    structuredClone(runPurchaseControl(core, id, name));
  return {
    url: core.origin,
    baseUrl: core.baseUrl,
    sendBaseUrl: core.origin,
    apiKey: state.apiKey,
    brandId: state.brandId,
    sendApiKey: state.payout.apiKey,
    sendApiSecret: state.payout.apiSecret,
    publicKeyPem: state.companyKeys.publicKeyPem,
    advanceTime: (ms) => clock.advance(ms),
    deliveries: (filter) => deliveries.list(filter),
    repeatDelivery: (id) => structuredClone(deliveries.repeat(id)),
    sendPurchase: (id) => control(id, 'send'),
    chargebackPurchase: (id) => control(id, 'chargeback'),
    settlePurchase: (id) => control(id, 'settle'),
    takeFpxBankOffline: (method, code) => moveFpxBank(core, method, code, 'offline'),
    bringFpxBankOnline: (method, code) => moveFpxBank(core, method, code, 'online'),
    stateSnapshot: () =>
      JSON.stringify({
        ...state,
        // By id: the book lists the purchases it holds in memory first, so the order would
        // change with a mere read, which changes nothing.
        purchases: Object.fromEntries(
          [...core.purchases.all()]
            .map((stored) => [stored.purchase.id, stored] as const)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        ),
      }),
    close,
  };
}
