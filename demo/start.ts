/**
 * `pnpm demo`: starts the sandbox (or uses the real gateway named by `CHECKOUT_*`), the merchant
 * server and the site, prints the one URL to open, and stops all three on Ctrl-C.
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { CheckoutError } from '@checkout-kit/server';
import { DEFAULT_PORTS, type Demo, DemoConfigError, PortInUseError, startDemo } from './launch.js';

const HELP = `Usage: pnpm demo [options]

Starts the demo shop: the gateway sandbox, the merchant server and the site.

Options (each also read from the environment):
  --port <n>            the site's port (DEMO_PORT; default ${DEFAULT_PORTS.site})
  --merchant-port <n>   the merchant server's port (DEMO_MERCHANT_PORT; default ${DEFAULT_PORTS.merchant})
  --sandbox-port <n>    the sandbox's port (DEMO_SANDBOX_PORT; default ${DEFAULT_PORTS.sandbox})
  --data <dir>          where orders and the sandbox's state are kept (default demo/.data)
  -h, --help            this help

The back office (orders, saved cards) asks for a password: DEMO_ADMIN_PASSWORD (at least 8
characters), else a random one printed at start.

With CHECKOUT_BASE_URL, CHECKOUT_API_KEY and CHECKOUT_BRAND_ID set, the real gateway is used
instead of the sandbox; DEMO_PUBLIC_URL is then the address at which it reaches the merchant
server's callbacks (without it, callbacks are off and the site asks the gateway instead).`;

/** A port from its flag, else its environment variable, else the default. */
function portSetting(
  flag: string,
  value: string | undefined,
  variable: string,
  fallback: number,
): number {
  const [text, source] =
    value !== undefined ? [value, `--${flag}`] : [process.env[variable], variable];
  if (text === undefined || text.trim() === '') return fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || port > 65535) {
    throw new DemoConfigError(`${source} must be a port number from 0 to 65535, not "${text}".`);
  }
  return port;
}

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        port: { type: 'string' },
        'merchant-port': { type: 'string' },
        'sandbox-port': { type: 'string' },
        data: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new DemoConfigError(`${(error as Error).message}\n\n${HELP}`);
  }
  const { values } = parsed;
  return {
    help: values.help === true,
    sitePort: portSetting('port', values.port, 'DEMO_PORT', DEFAULT_PORTS.site),
    merchantPort: portSetting(
      'merchant-port',
      values['merchant-port'],
      'DEMO_MERCHANT_PORT',
      DEFAULT_PORTS.merchant,
    ),
    sandboxPort: portSetting(
      'sandbox-port',
      values['sandbox-port'],
      'DEMO_SANDBOX_PORT',
      DEFAULT_PORTS.sandbox,
    ),
    dataDir: values.data,
  };
}

function banner(demo: Demo): string {
  const place = relative(process.cwd(), demo.dataDir) || '.';
  const mode =
    demo.mode === 'sandbox'
      ? `sandbox: the gateway's test mode, emulated at ${demo.sandbox?.url ?? ''}`
      : `real gateway; callbacks ${demo.callbackBaseUrl ? `to ${demo.callbackBaseUrl}` : 'off (set DEMO_PUBLIC_URL to receive them)'}`;
  return [
    '',
    '  Checkout Kit demo',
    '',
    `  Open   ${demo.siteUrl}/`,
    `  Mode   ${mode}`,
    `  Data   ${place.startsWith('..') ? demo.dataDir : place} (orders.json${demo.sandbox ? ', sandbox.db' : ''})`,
    `  Staff  password ${demo.adminPassword} for the orders and saved-cards pages`,
    ...(process.env.DEMO_ADMIN_PASSWORD
      ? []
      : ['         (random at each start; set DEMO_ADMIN_PASSWORD to choose it)']),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n');
}

/** Stops the demo on SIGINT or SIGTERM; a second signal ends the process at once. */
function stopOnSignals(demo: Demo): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log('\nStopping the demo…');
    demo.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping the demo failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) {
    console.log(HELP);
    return;
  }
  const demo = await startDemo({
    sitePort: options.sitePort,
    merchantPort: options.merchantPort,
    sandboxPort: options.sandboxPort,
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
  });
  stopOnSignals(demo);
  console.log(banner(demo));
}

main().catch((error: unknown) => {
  // Mistakes of settings get their message alone; anything else its stack too.
  const expected =
    error instanceof PortInUseError ||
    error instanceof DemoConfigError ||
    error instanceof CheckoutError ||
    (error instanceof Error && error.cause instanceof CheckoutError);
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
