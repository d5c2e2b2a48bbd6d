import { createHash } from 'node:crypto';
import type { DataFile } from '../data-file.js';
import { dropOldest } from './persistent-delivery-store.js';

/** The two routes deliveries arrive at. */
export type CallbackRoute = 'success' | 'webhook';

/** Counters kept at most; forged requests with ever new bodies must not grow the file forever. */
const MAX_COUNTERS = 20_000;

/**
 * Counts how many times the same bytes have arrived at a route, in the demo's data file: the
 * gateway delivers at least once and retries, so the order log shows each arrival's attempt.
 */
export class ArrivalCounter {
  constructor(private readonly dataFile: DataFile) {}

  /** Records one more arrival of `raw` at `route`; resolves with the count, 1 for the first. */
  async record(route: CallbackRoute, raw: Uint8Array): Promise<number> {
    const key = `${route}:${createHash('sha256').update(raw).digest('hex')}`;
    const { arrivals } = this.dataFile.data;
    const count = (arrivals.get(key) ?? 0) + 1;
    // Re-inserted at the end, so the least recently seen bodies are dropped first.
    arrivals.delete(key);
    arrivals.set(key, count);
    dropOldest(arrivals, MAX_COUNTERS);
    await this.dataFile.save();
    return count;
  }
}
