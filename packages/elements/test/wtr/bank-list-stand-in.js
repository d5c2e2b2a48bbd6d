// @ts-check
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** The recorded answers of the merchant's bank list, by method. */
const RECORDING = new URL('../../src/method-picker/test/banks.json', import.meta.url);

/** The longest `delay` the stand-in takes, in ms: below the test timeout. */
const MAX_DELAY_MS = 5000;

/**
 * A stand-in for the merchant's bank list (`createBankStatusHandler` of `@checkout-kit/server`),
 * for the picker's bank-choice tests: `GET /__banks?method=<method>` answers that method's answer
 * of `packages/elements/src/method-picker/test/banks.json` (recorded from the handler and the
 * sandbox by `record-banks.ts`) as JSON. Query parameters: `delay` (ms, at most 5000) waits
 * before answering; `status` answers that HTTP status instead, with a JSON error body. A method
 * the recording does not have is a 400, as the handler answers a bad method.
 *
 * @type {NonNullable<import('@web/test-runner').TestRunnerConfig['middleware']>[number]}
 */
export const bankListStandIn = async (ctx, next) => {
  if (ctx.path !== '/__banks') return next();
  ctx.set('Cache-Control', 'no-store');
  const delay = Math.min(Number(ctx.query.delay) || 0, MAX_DELAY_MS);
  if (delay > 0) await sleep(delay);
  const answers = JSON.parse(await readFile(RECORDING, 'utf8'));
  const method = String(ctx.query.method ?? '');
  const status = Number(ctx.query.status) || (Object.hasOwn(answers, method) ? 200 : 400);
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(
    status === 200
      ? answers[method]
      : {
          error: 'invalid_query',
          message: 'The stand-in was told to fail, or has no such method.',
        },
  );
  return undefined;
};
