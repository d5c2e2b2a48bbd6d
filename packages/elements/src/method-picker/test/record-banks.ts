/**
 * Records the bank lists the picker's bank-choice tests render, from `@checkout-kit/server`'s
 * `createBankStatusHandler` asking the sandbox's bank status, exactly as it answers, into
 * `banks.json` (each answer by its method): every method of `lookup.en.json`, with Maybank2u
 * (`MB2U0227`) of `fpx` and Maybank2E (`MBB0228`) of `fpx_b2b1` taken offline.
 *
 * Re-record, from the repository root:
 *
 * ```sh
 * pnpm exec tsx --conditions=@checkout-kit/source packages/elements/src/method-picker/test/record-banks.ts
 * ```
 */
import { writeFile } from 'node:fs/promises';
import { startSandbox } from '../../../../sandbox/src/index.js';
import { createBankStatusHandler } from '../../../../server/src/index.js';
import lookup from './lookup.en.json' with { type: 'json' };

/** The banks the recording shows offline. */
export const OFFLINE = { fpx: 'MB2U0227', fpx_b2b1: 'MBB0228' } as const;

const sandbox = await startSandbox();
try {
  for (const [method, code] of Object.entries(OFFLINE)) sandbox.takeFpxBankOffline(method, code);
  const handler = createBankStatusHandler({ statusUrl: sandbox.url });
  const answers: Record<string, unknown> = {};
  for (const method of lookup.available_payment_methods) {
    const response = await handler(new Request(`http://shop.test/banks?method=${method}`));
    if (!response.ok) throw new Error(`${method}: ${response.status} ${await response.text()}`);
    answers[method] = await response.json();
  }
  await writeFile(new URL('banks.json', import.meta.url), `${JSON.stringify(answers, null, 2)}\n`);
  process.stdout.write(`recorded banks.json: ${Object.keys(answers).join(', ')}\n`);
} finally {
  await sandbox.close();
}
