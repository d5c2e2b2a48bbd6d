/**
 * Records the payment-methods lookup results the picker's tests render, from the sandbox's
 * `GET /api/v1/payment_methods/`, exactly as it answers (logo paths relative to the API host, as
 * the gateway gives them):
 *
 * - `lookup.en.json`: `currency=MYR&amount=1000&language=en`, every current method (Card with
 *   its five methods: the three brands, Google Pay and Apple Pay);
 * - `lookup.ms.json`, `lookup.zh.json`, `lookup.ta.json`: the same in Malay, Chinese and Tamil;
 * - `lookup.small.json`: `amount=100` (RM 1.00), which leaves out the methods with a higher
 *   minimum (FPX B2B1, Atome).
 *
 * Re-record, from the repository root:
 *
 * ```sh
 * pnpm exec tsx --conditions=@checkout-kit/source packages/elements/src/method-picker/test/record-lookup.ts
 * ```
 */
import { writeFile } from 'node:fs/promises';
import { startSandbox } from '../../../../sandbox/src/index.js';

const RECORDINGS = {
  'lookup.en.json': { amount: '1000', language: 'en' },
  'lookup.ms.json': { amount: '1000', language: 'ms' },
  'lookup.zh.json': { amount: '1000', language: 'zh' },
  'lookup.ta.json': { amount: '1000', language: 'ta' },
  'lookup.small.json': { amount: '100', language: 'en' },
} as const;

const sandbox = await startSandbox();
try {
  for (const [file, query] of Object.entries(RECORDINGS)) {
    const params = new URLSearchParams({ brand_id: sandbox.brandId, currency: 'MYR', ...query });
    const response = await fetch(`${sandbox.baseUrl}/payment_methods/?${params}`, {
      headers: { Authorization: `Bearer ${sandbox.apiKey}` },
    });
    if (!response.ok) throw new Error(`${file}: ${response.status} ${await response.text()}`);
    const lookup: unknown = await response.json();
    await writeFile(new URL(file, import.meta.url), `${JSON.stringify(lookup, null, 2)}\n`);
    process.stdout.write(`recorded ${file}\n`);
  }
} finally {
  await sandbox.close();
}
