import { readFile } from 'node:fs/promises';

/**
 * The bytes this process has caused to be written to storage so far (Linux's
 * `/proc/self/io`, `write_bytes`: pages flushed, not bytes asked for); `NaN` elsewhere.
 */
export async function bytesWrittenToDisk(): Promise<number> {
  try {
    const io = await readFile('/proc/self/io', 'utf8');
    return Number(/^write_bytes:\s+(\d+)$/m.exec(io)?.[1]);
  } catch {
    return Number.NaN;
  }
}
