/**
 * Reopens a sandbox data file as a start does, then reads every purchase, and sends the
 * figures to the parent. `measureReopening` runs it as a child process of its own, so that its
 * peak memory is the reopening's alone.
 */
import { SandboxStore } from '../../src/persistence/store.js';
import { heapUsed, processStatus } from './memory.js';
import type { Reopening } from './reopen.js';

const file = process.argv[2];
if (!file || !process.send) throw new Error('Run by measureReopening, with a data file.');
const start = process.hrtime.bigint();
const store = await SandboxStore.open(file);
// What a start reads: the purchases with work to arm again (due dates, slow actions).
let scheduled = 0;
for (const stored of store.purchases.withScheduledWork()) if (stored.purchase.id) scheduled++;
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const heap = heapUsed();
// Then every purchase, to check that the file holds them all.
let purchases = 0;
for (const stored of store.purchases.all()) if (stored.purchase.id) purchases++;
const readingAll = Number(process.hrtime.bigint() - start) / 1e9 - seconds;
const [peakRss] = await processStatus(['VmHWM']);
const figures: Reopening = {
  purchases,
  scheduled,
  seconds,
  readingAll,
  heap,
  peakRss: peakRss as number,
};
await store.close();
process.send(figures, () => process.disconnect());
