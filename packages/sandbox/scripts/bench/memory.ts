import { readFile } from 'node:fs/promises';

/** Heap in use after a full collection (the bench runs with `--expose-gc`), in bytes. */
export function heapUsed(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

/** Bytes as MiB with one decimal. */
export function mib(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

/**
 * The process's resident memory in two parts (Linux; `undefined` elsewhere): its own (`RssAnon`:
 * heap, buffers, code) and the pages of mapped files it has touched (`RssFile`: the data file,
 * which the kernel drops and reads again as it needs the memory).
 */
export async function residentParts(): Promise<{ own: number; files: number } | undefined> {
  const [own, files] = await processStatus(['RssAnon', 'RssFile']);
  return Number.isFinite(own) && Number.isFinite(files)
    ? { own: own as number, files: files as number }
    : undefined;
}

/**
 * Memory figures of Linux's `/proc/self/status` (`VmHWM`, `RssAnon`…), in bytes, in the order
 * asked; `NaN` for each where there is no such file or figure.
 */
export async function processStatus(names: string[]): Promise<number[]> {
  let status = '';
  try {
    status = await readFile('/proc/self/status', 'utf8');
  } catch {
    // Not Linux: every figure is NaN.
  }
  return names.map(
    (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024,
  );
}
