import { forkScript } from './fork-script.js';

/** What reopening a data file took. */
export interface Reopening {
  /** Every purchase the file holds, read after the start's part. */
  purchases: number;
  /** The purchases with work a start arms again (due dates, slow actions). */
  scheduled: number;
  /** What a start reads: opening the file and the purchases with scheduled work. */
  seconds: number;
  /** Reading every purchase after that. */
  readingAll: number;
  /** Heap held once open, after a full collection, in bytes. */
  heap: number;
  /** The process's peak resident memory, reading every purchase included (`VmHWM`), in bytes. */
  peakRss: number;
}

/**
 * Reopens a data file as a sandbox starting on it does, in a child process of its own
 * (`reopen-child.ts`): its peak memory is then the reopening's, not the soak's.
 */
export function measureReopening(file: string): Promise<Reopening> {
  const child = forkScript(new URL('./reopen-child.ts', import.meta.url), [file]);
  return new Promise((resolve, reject) => {
    child.once('message', (figures: Reopening) => resolve(figures));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`reopening exited with ${code} and no figures`)));
  });
}
