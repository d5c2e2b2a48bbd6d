import { stat } from 'node:fs/promises';
import path from 'node:path';
import { startSandbox } from '../../src/index.js';
import { LoadGenerator } from './load-job.js';
import { bytesWrittenToDisk } from './disk-writes.js';
import { heapUsed, mib, residentParts } from './memory.js';
import { purchaseJob } from './purchase-request.js';
import { measureReopening } from './reopen.js';
import { type BenchRow, line } from './rows.js';

/** What the soak does. */
export interface SoakOptions {
  purchases: number;
  /** Purchases between two memory readings. */
  every: number;
  clients: number;
  /** The folder of the data file; required, the soak is about persistence. */
  data: string | undefined;
}

/**
 * Creates `purchases` purchases on a sandbox with a data file and reads heap and RSS every
 * `every` of them: the heap must stay flat (the purchases live in the data file, only those in
 * use in memory), and closing must save everything. Then reopens the file in a process of its
 * own as a restarted sandbox does, for the time it takes and the heap it holds, and reads every
 * purchase to check the file holds them all.
 */
export async function runSoak(
  { purchases, every, clients, data }: SoakOptions,
  print: (text: string) => void,
): Promise<BenchRow[]> {
  if (!data) throw new Error('--soak needs --data <folder> for the data file.');
  const dataFile = path.join(data, 'sandbox-soak.db');
  const load = LoadGenerator.start();
  const sandbox = await startSandbox({ dataFile });
  const url = `${sandbox.baseUrl}/purchases/`;
  print(
    `Soak: ${purchases.toLocaleString('en')} purchases, data file ${path.basename(dataFile)}\n`,
  );
  line(print, 'purchases', 'heap MiB  RSS MiB  own RSS  file pages  heap/100k  purchases/s');
  const start = heapUsed();
  const writtenBefore = await bytesWrittenToDisk();
  let done = 0;
  let lastHeap = start;
  try {
    while (done < purchases) {
      const chunk = Math.min(every, purchases - done);
      const { perSecond } = await load.run(purchaseJob(sandbox, url, chunk, clients));
      done += chunk;
      const heap = heapUsed();
      const slope = ((heap - lastHeap) / chunk) * 100_000;
      lastHeap = heap;
      const { rss } = process.memoryUsage();
      const parts = await residentParts();
      const column = (bytes: number | undefined, width: number) =>
        String(bytes === undefined ? '-' : mib(bytes)).padStart(width);
      line(
        print,
        done.toLocaleString('en'),
        `${column(heap, 8)}  ${column(rss, 7)}  ${column(parts?.own, 7)}  ${column(parts?.files, 10)}  ${column(slope, 9)}  ${perSecond.toFixed(0).padStart(11)}`,
      );
    }
  } finally {
    load.stop();
    const closing = process.hrtime.bigint();
    await sandbox.close();
    const seconds = Number(process.hrtime.bigint() - closing) / 1e9;
    const { size } = await stat(dataFile);
    const written = (await bytesWrittenToDisk()) - writtenBefore;
    print(`\nclosed (state saved) in ${seconds.toFixed(1)} s; data file ${mib(size)} MiB`);
    if (Number.isFinite(written)) {
      print(
        `written to disk meanwhile: ${mib(written)} MiB, ${(written / done / 1024).toFixed(1)} KiB per purchase`,
      );
    }
  }
  const reopened = await measureReopening(dataFile);
  if (reopened.purchases !== done) {
    throw new Error(`reopening found ${reopened.purchases} purchases, not ${done}`);
  }
  print(
    `reopened in ${reopened.seconds.toFixed(1)} s (${reopened.scheduled} purchases with work ` +
      `to arm): heap ${mib(reopened.heap)} MiB; then every purchase read in ` +
      `${reopened.readingAll.toFixed(1)} s, peak RSS ${mib(reopened.peakRss)} MiB`,
  );
  const per100k = ((lastHeap - start) / done) * 100_000;
  return [
    {
      figure: `heap per 100,000 purchases, soak of ${done.toLocaleString('en')} with --data`,
      value: mib(per100k),
      unit: 'MiB',
      goal: 'flat (0 MiB)',
    },
    {
      figure: 'a start on that data file: open it, arm the scheduled work',
      value: Math.round(reopened.seconds * 10) / 10,
      unit: 's',
    },
  ];
}
