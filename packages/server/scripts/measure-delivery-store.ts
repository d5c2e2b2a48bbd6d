/**
 * The memory a `MemoryDeliveryStore` takes per 100,000 handled deliveries, keyed as the callback
 * handler keys them by default (`webhook:` and the body's SHA-256 in hex, 72 characters): the
 * heap used after filling a store, minus the heap before, both after a full collection. The
 * keys are made between the two, as the handler makes each from a body it has read.
 *
 *   pnpm --filter @checkout-kit/server measure:delivery-store [--deliveries 100000]
 *
 * Prints the figure and asserts nothing.
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { MemoryDeliveryStore } from '../src/callbacks/delivery-store.js';

const { values } = parseArgs({ options: { deliveries: { type: 'string', default: '100000' } } });
const deliveries = Number(values.deliveries);
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('Run with node --expose-gc, as the package script does.');

collect();
const before = process.memoryUsage().heapUsed;
const store = new MemoryDeliveryStore({ maxEntries: Math.max(deliveries, 1) });
for (let i = 0; i < deliveries; i++) {
  const key = `webhook:${createHash('sha256').update(`delivery ${i}`).digest('hex')}`;
  await store.claim(key, 'attempt');
  await store.complete(key, 'attempt');
}
collect();
const bytes = process.memoryUsage().heapUsed - before;

console.log(
  `MemoryDeliveryStore: ${store.size} handled deliveries take ${(bytes / 1e6).toFixed(1)} MB of heap, ` +
    `${Math.round(bytes / deliveries)} bytes each, ${((bytes / deliveries) * 0.1).toFixed(1)} MB per 100,000 ` +
    `(Node ${process.version}).`,
);
