// @ts-check
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** Where the recorded lookup results are: `lookup.<fixture>.json`. */
const METHOD_FIXTURES = fileURLToPath(new URL('../../src/method-picker/test/', import.meta.url));

/** The longest `delay` the stand-in proxy takes, in ms: below the test timeout. */
const MAX_DELAY_MS = 5000;

/**
 * A stand-in for the merchant's payment-methods proxy (`createPaymentMethodsHandler`) and the
 * gateway's logo files, for the method picker's tests.
 *
 * - `GET /__methods/<fixture>` answers `lookup.<fixture>.json` of
 *   `packages/elements/src/method-picker/test/` (a result recorded from the sandbox) as JSON,
 *   `Cache-Control: no-store`. Query parameters: `delay` (ms, at most 5000) waits before
 *   answering; `status` answers that HTTP status instead, with a JSON error body. Any other
 *   parameter (the picker's filters) is ignored. An unknown fixture is 404.
 * - `GET /__methods/checkout/…`: a stand-in checkout page that shows the query it was opened
 *   with, as text (for navigation tests).
 * - `GET /static/logos/<name>.svg`: the sandbox's logo files
 *   (`packages/sandbox/assets/logos/`), where the recorded logo paths (relative to the API host,
 *   as the gateway gives them) point.
 *
 * @example
 * // <checkout-method-picker src="/__methods/en?delay=800"> answers lookup.en.json after 0.8 s
 * @type {NonNullable<import('@web/test-runner').TestRunnerConfig['middleware']>[number]}
 */
export const paymentMethodsStandIn = async (ctx, next) => {
  if (ctx.path.startsWith('/static/logos/')) {
    ctx.path = `/packages/sandbox/assets/logos/${ctx.path.slice('/static/logos/'.length)}`;
    return next();
  }
  if (!ctx.path.startsWith('/__methods/')) return next();
  const name = ctx.path.slice('/__methods/'.length);
  ctx.set('Cache-Control', 'no-store');
  if (name.startsWith('checkout/')) {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = `checkout page ${ctx.querystring}`;
    return undefined;
  }
  const delay = Math.min(Number(ctx.query.delay) || 0, MAX_DELAY_MS);
  if (delay > 0) await sleep(delay);
  const status = Number(ctx.query.status) || 200;
  const file = path.join(METHOD_FIXTURES, `lookup.${name}.json`);
  if (status !== 200) {
    ctx.status = status;
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({
      error: 'lookup_failed',
      message: 'The stand-in was told to fail.',
    });
  } else if (/^[a-z0-9-]+$/.test(name) && existsSync(file)) {
    ctx.type = 'application/json';
    ctx.body = await readFile(file, 'utf8');
  } else {
    ctx.status = 404;
  }
  return undefined;
};
