#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DataFileInUseError } from './persistence/data-file-lock.js';
import { startFacts } from './start-facts.js';
import { startSandbox } from './start.js';
import { StateFileError } from './persistence/state-file.js';

/** This package's version, from its `package.json` (beside `src/` and `dist/` alike). */
function packageVersion(): string {
  const manifest = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

const usage = `Usage: checkout-sandbox [--port <n>] [--host <address>] [--data <file>] [--now <ISO date>]
                        [--brand-name <name>] [--without-direct-post] [--repeat-deliveries <share>]
                        [--durable]
       checkout-sandbox --version | --help

Starts a local emulator of the whole gateway in test mode and prints what a merchant server
needs to talk to it. Ctrl-C stops it; with --data, its state is kept in <file> across restarts.

  --brand-name <name>        the merchant the payment pages name (default Sandbox Shop)
  --without-direct-post      an account without Direct Post: every direct_post_url is null
  --repeat-deliveries <0-1>  the share of deliveries sent once more after a 2xx answer, as the
                             gateway may do (default 0)
  --durable                  with --data: answer only once every change is on disk, so a crash
                             (kill -9) loses nothing answered; slower (default: changes are
                             saved in batches, and a crash may lose the last quarter second)`;

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '0' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        now: { type: 'string' },
        'brand-name': { type: 'string' },
        'without-direct-post': { type: 'boolean', default: false },
        'repeat-deliveries': { type: 'string', default: '0' },
        durable: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  if (values.version) {
    console.log(`checkout-sandbox ${packageVersion()}`);
    return;
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) {
    console.error(`--port must be a number from 0 to 65535, got "${values.port}".`);
    process.exit(2);
  }
  const now = values.now === undefined ? undefined : Date.parse(values.now);
  if (now !== undefined && Number.isNaN(now)) {
    console.error(`--now must be a date such as 2026-11-22T10:00:00Z, got "${values.now}".`);
    process.exit(2);
  }
  const repeatDeliveries = Number(values['repeat-deliveries']);
  if (!/^(0|1|0?\.\d+|1\.0*)$/.test(values['repeat-deliveries']) || repeatDeliveries > 1) {
    console.error(
      `--repeat-deliveries must be a share from 0 to 1 such as 0.1, got "${values['repeat-deliveries']}".`,
    );
    process.exit(2);
  }
  const brandName = values['brand-name'];
  if (brandName !== undefined && (brandName.trim() === '' || brandName.length > 100)) {
    console.error('--brand-name must be a name of 1 to 100 characters, not blank.');
    process.exit(2);
  }
  if (values.durable && values.data === undefined) {
    console.error('--durable needs --data <file>: without one nothing is kept on disk.');
    process.exit(2);
  }
  let sandbox;
  try {
    sandbox = await startSandbox({
      port,
      host: values.host,
      dataFile: values.data,
      now,
      directPost: !values['without-direct-post'],
      repeatDeliveries,
      durability: values.durable ? 'commit' : 'batched',
      ...(brandName === undefined ? {} : { brandName }),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof DataFileInUseError || error instanceof StateFileError) {
      console.error(error.message);
      process.exit(1);
    }
    if (code === 'EADDRINUSE') {
      console.error(
        `Port ${port} on ${values.host} is already in use: choose another with --port.`,
      );
      process.exit(1);
    }
    throw error;
  }
  console.log(startFacts(sandbox));
  const stop = async (): Promise<void> => {
    try {
      await sandbox.close();
    } catch (error) {
      // The state could not be saved (the fault was reported as it began): say so, no trace.
      process.stderr.write(`checkout-sandbox: ${(error as Error).message}\n`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  // Past a file-size limit (`ulimit -f`) a save fails with EFBIG, which the store reports and
  // retries; the signal that comes with it would otherwise end the process.
  process.on('SIGXFSZ', () => {});
}

await main();
