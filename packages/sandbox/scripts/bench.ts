/**
 * Sandbox benchmark: purchases created per second over loopback by concurrent clients, against a
 * bare `node:http` server answering a purchase-sized JSON body in the same run, and the memory
 * the sandbox holds per 100,000 purchases.
 *
 *   pnpm --filter @checkout-kit/sandbox bench [--requests 5000] [--clients 16] [--hold 100000]
 *
 * Run with `--expose-gc` (the package script does) so that heap figures are taken after a
 * full collection.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { startSandbox } from '../src/index.js';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '5000' },
    clients: { type: 'string', default: '16' },
    hold: { type: 'string', default: '100000' },
  },
});
const requests = Number(values.requests);
const clients = Number(values.clients);
const hold = Number(values.hold);

/** Runs `total` calls of `call` from `concurrency` clients at once; returns calls per second. */
async function rate(
  total: number,
  concurrency: number,
  call: () => Promise<void>,
): Promise<number> {
  let started = 0;
  const begin = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < total) {
        started++;
        await call();
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - begin) / 1e9;
  return total / seconds;
}

function heapUsed(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

const sandbox = await startSandbox();
const body = JSON.stringify({
  brand_id: sandbox.brandId,
  client: { email: 'payer@example.com', full_name: 'Siti Aisyah' },
  purchase: { products: [{ name: 'Teh tarik', price: 350, quantity: 2 }], currency: 'MYR' },
  success_redirect: 'https://shop.example/success',
  failure_redirect: 'https://shop.example/failure',
});
const headers = { Authorization: `Bearer ${sandbox.apiKey}`, 'Content-Type': 'application/json' };
const createOne = async (): Promise<void> => {
  const response = await fetch(`${sandbox.baseUrl}/purchases/`, { method: 'POST', headers, body });
  if (response.status !== 201) throw new Error(`create answered ${response.status}`);
  await response.arrayBuffer();
};

// The baseline: the same request and an answer of the same size, with no work behind it.
const sample = await (
  await fetch(`${sandbox.baseUrl}/purchases/`, { method: 'POST', headers, body })
).text();
const bare = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(201, { 'Content-Type': 'application/json' });
    response.end(sample);
  });
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/purchases/`;
const bareOne = async (): Promise<void> => {
  const response = await fetch(bareUrl, { method: 'POST', headers, body });
  await response.arrayBuffer();
};

await rate(500, clients, bareOne); // warm-up
await rate(500, clients, createOne);
const bareRate = await rate(requests, clients, bareOne);
const sandboxRate = await rate(requests, clients, createOne);
bare.close();

const before = heapUsed();
await rate(hold, clients * 2, createOne);
const held = heapUsed() - before;
await sandbox.close();

const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);
console.log(
  `Checkout Kit sandbox benchmark (Node ${process.version}, ${clients} concurrent clients, loopback)\n`,
);
line('bare node:http, same request and answer', `${bareRate.toFixed(0)} requests/s`);
line('sandbox POST /purchases/ (validated, stored)', `${sandboxRate.toFixed(0)} purchases/s`);
line('sandbox / bare', `${((sandboxRate / bareRate) * 100).toFixed(1)} %`);
line(
  `heap held by ${hold.toLocaleString('en')} more purchases`,
  `${(held / 1024 / 1024).toFixed(1)} MiB`,
);
line(
  'per 100,000 purchases',
  `${(((held / hold) * 100_000) / 1024 / 1024).toFixed(1)} MiB (${(held / hold / 1024).toFixed(2)} KiB each)`,
);
if (!(globalThis as { gc?: unknown }).gc)
  console.log('\n(heap figures without --expose-gc include garbage)');
