import { forkScript } from './fork-script.js';

/** What reopening a data file took. */
export interface Reopening {
  purchases: number;
  seconds: number;
  /** Heap held once open, after a full collection, in bytes. */
  heap: number;
  /** The process's peak resident memory while opening (Linux's `VmHWM`), in bytes. */
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
