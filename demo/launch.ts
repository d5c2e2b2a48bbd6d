import { access, mkdir, rename } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Sandbox, startSandbox } from '@checkout-kit/sandbox';
import { DEFAULT_BANK_STATUS_URL } from '@checkout-kit/server';
import type { GatewayAccess } from './server/gateway-access.js';
import { DemoConfigError } from './server/launch/demo-config-error.js';
import { elementsBuild, ensureBuilt, sandboxBuild } from './server/launch/package-builds.js';
import { realGatewayFromEnv } from './server/launch/gateway-env.js';
import { startSite } from './server/launch/site-server.js';
import { randomStaffPassword } from './server/staff/staff-sessions.js';
import { type Logger, silentLogger, streamLogger } from './server/logger.js';
import {
  type MerchantServer,
  type MerchantServerOptions,
  startMerchantServer,
} from './server/merchant-server.js';
import { PortInUseError, isAddressInUse } from './server/port-in-use.js';

export { DemoConfigError } from './server/launch/demo-config-error.js';
export { PortInUseError } from './server/port-in-use.js';

/** Where the demo keeps its data unless told otherwise: `demo/.data`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('.data', import.meta.url));

/** Default ports of the sandbox, the merchant server and the site. */
export const DEFAULT_PORTS = { sandbox: 4010, merchant: 4020, site: 5173 } as const;

/** How to start the demo. */
export interface DemoOptions {
  /** Interface every server binds; default `127.0.0.1`. */
  host?: string;
  /** Ports; 0 picks a free one. Defaults: {@link DEFAULT_PORTS}. */
  sandboxPort?: number;
  merchantPort?: number;
  sitePort?: number;
  /** Where orders (`orders.json`) and the sandbox (`sandbox.db`) are kept; default `demo/.data`. */
  dataDir?: string;
  /** Where `CHECKOUT_*`, `DEMO_PUBLIC_URL` and `DEMO_ADMIN_PASSWORD` are read; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /**
   * The back office's password (at least 8 characters); default `DEMO_ADMIN_PASSWORD`, else a
   * random one for this start ({@link Demo.adminPassword}).
   */
  adminPassword?: string;
  /** Print nothing (the merchant server's log and Vite's included). */
  quiet?: boolean;
  /** Where the merchant server and the launcher report; default standard error unless `quiet`. */
  logger?: Logger;
}

/** The running demo. */
export interface Demo {
  /** The one URL to open: the site. */
  siteUrl: string;
  merchantUrl: string;
  /** `sandbox` when the embedded sandbox is the gateway; `gateway` for the real one. */
  mode: 'sandbox' | 'gateway';
  /** The embedded sandbox, or `null` with the real gateway. */
  sandbox: Sandbox | null;
  /** Where the data is kept. */
  dataDir: string;
  /** The back office's password: the orders and saved-cards pages ask for it. */
  adminPassword: string;
  /** Where the gateway posts deliveries to the merchant server; `null` when callbacks are off. */
  callbackBaseUrl: string | null;
  /** Stops the merchant server alone (the site's `/api` then answers 502). */
  stopMerchant(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  startMerchant(): Promise<void>;
  /** Stops all three. */
  close(): Promise<void>;
}

/**
 * Starts the demo: the sandbox (unless `CHECKOUT_*` name the real gateway), the merchant
 * server and the site (Vite's dev server, `/api` proxied to the merchant server).
 *
 * The merchant server needs the site's URL (the payer's redirects) and the site needs the
 * merchant server's (its proxy): the merchant server starts first and reads the site's URL
 * only when it makes an order, which nobody can ask for before this resolves. If anything
 * fails to start, whatever had started is closed again before the error is thrown.
 *
 * @throws {DemoConfigError} for a partial `CHECKOUT_*` set or a bad setting;
 * {@link PortInUseError} when a port is taken.
 * @example
 * const demo = await startDemo({ sandboxPort: 0, merchantPort: 0, sitePort: 0, quiet: true });
 * await fetch(`${demo.siteUrl}/api/products`);
 * await demo.close();
 */
export async function startDemo(options: DemoOptions = {}): Promise<Demo> {
  const env = options.env ?? process.env;
  const host = options.host ?? '127.0.0.1';
  const quiet = options.quiet ?? false;
  const logger = options.logger ?? (quiet ? silentLogger : streamLogger(process.stderr, 'demo'));
  const ports = {
    sandbox: checkPort('sandboxPort', options.sandboxPort ?? DEFAULT_PORTS.sandbox),
    merchant: checkPort('merchantPort', options.merchantPort ?? DEFAULT_PORTS.merchant),
    site: checkPort('sitePort', options.sitePort ?? DEFAULT_PORTS.site),
  };
  const dataDir = resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const real = realGatewayFromEnv(env);
  const adminPassword = options.adminPassword ?? env.DEMO_ADMIN_PASSWORD ?? randomStaffPassword();
  if (adminPassword.length < 8) {
    throw new DemoConfigError('DEMO_ADMIN_PASSWORD must be at least 8 characters long.');
  }

  // Closers of what has started, run last first.
  const started: (() => Promise<void>)[] = [];
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    let sandbox: Sandbox | null = null;
    let gateway: GatewayAccess;
    if (real) {
      gateway = {
        mode: 'gateway',
        baseUrl: real.baseUrl,
        apiKey: real.apiKey,
        brandId: real.brandId,
        // The maker's service answers for live and test keys alike.
        bankStatusUrl: DEFAULT_BANK_STATUS_URL,
      };
    } else {
      const dataFile = join(dataDir, 'sandbox.db');
      await adoptEarlierSandboxFile(dataDir, dataFile);
      // Its hosted pages load the script its build writes.
      await ensureBuilt(sandboxBuild(env), logger, env);
      const running = await startSandbox({
        host,
        port: ports.sandbox,
        dataFile,
        // The payment pages name the shop, as the gateway's pages name the merchant's brand.
        brandName: 'Kedai Kopi',
      }).catch((error: unknown) => {
        throw isAddressInUse(error) ? new PortInUseError(ports.sandbox, 'sandbox') : error;
      });
      sandbox = running;
      started.push(() => running.close());
      gateway = {
        mode: 'sandbox',
        baseUrl: running.baseUrl,
        apiKey: running.apiKey,
        brandId: running.brandId,
        // The sandbox answers FPX's bank status too, with the banks its controls took offline.
        bankStatusUrl: running.url,
      };
    }

    // Known once the site listens; the merchant server reads it only when it makes an order.
    const siteAddress: { url?: string } = {};
    const merchantOptions: MerchantServerOptions = {
      host,
      port: ports.merchant,
      dataDir,
      gateway,
      // The sandbox reaches the merchant server where it listens; the real gateway only at a
      // public address, if one is given.
      ...(real ? { publicUrl: real.publicUrl } : {}),
      siteUrl: () => {
        if (siteAddress.url === undefined) throw new Error('The site has not started yet.');
        return siteAddress.url;
      },
      adminPassword,
      logger,
    };
    let merchant: MerchantServer | null = await startMerchantServer(merchantOptions);
    const merchantUrl = merchant.url;
    const callbackBaseUrl = merchant.callbackBaseUrl;
    started.push(async () => {
      await merchant?.close();
      merchant = null;
    });

    // The site's script-tag page loads them.
    await ensureBuilt(elementsBuild(env), logger, env);
    const site = await startSite({ host, port: ports.site, merchantUrl, quiet });
    started.push(() => site.close());
    siteAddress.url = site.url;

    return {
      siteUrl: site.url,
      merchantUrl,
      mode: gateway.mode,
      sandbox,
      dataDir,
      adminPassword,
      callbackBaseUrl,
      stopMerchant: async () => {
        await merchant?.close();
        merchant = null;
      },
      startMerchant: async () => {
        if (merchant) return;
        // The same port: the site's proxy and the purchases' callback URLs point there.
        merchant = await startMerchantServer({
          ...merchantOptions,
          port: Number(new URL(merchantUrl).port),
        });
      },
      close: () => closeAll(started),
    };
  } catch (error) {
    await closeAll(started).catch((closeError: unknown) =>
      logger.error('Stopping what had started failed too.', closeError),
    );
    throw error;
  }
}

/** Runs the closers, last first, every one even when one fails. */
async function closeAll(closers: (() => Promise<void>)[]): Promise<void> {
  const errors: unknown[] = [];
  for (const close of closers.splice(0).reverse()) {
    try {
      await close();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1)
    throw new AggregateError(errors, 'Several servers of the demo failed to stop.');
}

function checkPort(name: string, port: number): number {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new DemoConfigError(`${name} must be a port number from 0 to 65535, not ${port}.`);
  }
  return port;
}

/**
 * Earlier demos kept the sandbox's state in `sandbox.json`: it takes the new file's place, and
 * the sandbox converts it on start (keeping the JSON as `sandbox.db.json-backup`).
 */
async function adoptEarlierSandboxFile(dataDir: string, dataFile: string): Promise<void> {
  const earlier = join(dataDir, 'sandbox.json');
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  if ((await exists(earlier)) && !(await exists(dataFile))) await rename(earlier, dataFile);
}
