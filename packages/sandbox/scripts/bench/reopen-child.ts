/**
 * Reopens a sandbox data file, reads every purchase as a start does, and sends the figures to
 * the parent. `measureReopening` runs it as a child process of its own, so that its peak memory
 * is the reopening's alone.
 */
import { readFile } from 'node:fs/promises';
import { SandboxStore } from '../../src/store.js';
import { heapUsed } from './memory.js';
import type { Reopening } from './reopen.js';

const file = process.argv[2];
if (!file || !process.send) throw new Error('Run by measureReopening, with a data file.');
const start = process.hrtime.bigint();
const store = await SandboxStore.open(file);
// A start reads every purchase once (for due dates and slow actions to arm again).
let purchases = 0;
for (const stored of store.purchases.all()) if (stored.purchase.id) purchases++;
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const status = await readFile('/proc/self/status', 'utf8');
const peakKiB = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
const figures: Reopening = {
  purchases,
  seconds,
  heap: heapUsed(),
  peakRss: peakKiB * 1024,
};
await store.close();
process.send(figures, () => process.disconnect());
