import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type ProxyOptions, createServer } from 'vite';
import { originOf } from '../listen.js';
import { PortInUseError, isAddressInUse } from '../port-in-use.js';

/** The demo site's Vite configuration. */
const VITE_CONFIG = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));

/** How to start the site. */
export interface SiteOptions {
  host: string;
  /** 0: a free port. */
  port: number;
  /** Where `/api` goes: the merchant server. */
  merchantUrl: string;
  quiet: boolean;
}

/** The running site. */
export interface Site {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts Vite's dev server for the demo site on exactly `port`, with `/api` proxied to the
 * merchant server, so the site's pages and its API share one origin.
 *
 * @throws {PortInUseError} when the port is taken.
 */
export async function startSite(options: SiteOptions): Promise<Site> {
  const proxy: ProxyOptions = {
    target: options.merchantUrl,
    // The merchant server checks that a request that changes something comes from the page's
    // own origin: it must see the site's host, not its own.
    changeOrigin: false,
    // The payer's address, in `X-Forwarded-For`: the merchant server locks out wrong passwords
    // per address, and every request it gets from here comes from this proxy.
    xfwd: true,
    configure: (server) => {
      server.on('error', (_error, _request, response) => {
        // Vite logs the error itself; the site gets the JSON error shape of every other answer.
        if ('writeHead' in response) answerMerchantDown(response);
      });
    },
  };
  const vite = await createServer({
    configFile: VITE_CONFIG,
    clearScreen: false,
    logLevel: options.quiet ? 'silent' : 'warn',
    server: {
      host: options.host,
      port: options.port,
      strictPort: true,
      proxy: { '/api': proxy },
    },
  });
  try {
    await vite.listen();
  } catch (error) {
    await vite.close();
    if (isAddressInUse(error) || /is already in use/.test((error as Error).message)) {
      throw new PortInUseError(options.port, 'site');
    }
    throw error;
  }
  const address = vite.httpServer?.address() as AddressInfo | null;
  if (!address) {
    await vite.close();
    throw new Error('Vite reported no address for the site.');
  }
  return { url: originOf(address), close: () => vite.close() };
}

function answerMerchantDown(response: ServerResponse): void {
  if (response.headersSent || response.writableEnded) return;
  response.writeHead(502, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(
    JSON.stringify({
      error: {
        code: 'merchant_unavailable',
        message: 'The merchant server is not answering; try again in a moment.',
      },
    }),
  );
}
