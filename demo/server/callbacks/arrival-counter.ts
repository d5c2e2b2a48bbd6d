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
 * Only verified deliveries are counted on disk: anyone can post to a callback URL, and what a
 * forger posts must not be written anywhere.
 */
export class ArrivalCounter {
  readonly #dataFile: DataFile;

  constructor(dataFile: DataFile) {
    this.#dataFile = dataFile;
  }

  /** Which arrival of `raw` at `route` this is (1 for the first), without recording it. */
  attemptOf(route: CallbackRoute, raw: Uint8Array): { key: string; attempt: number } {
    const key = `${route}:${createHash('sha256').update(raw).digest('hex')}`;
    return { key, attempt: (this.#dataFile.data.arrivals.get(key) ?? 0) + 1 };
  }

  /** Records a verified arrival as counted by {@link attemptOf}. */
  async record({ key, attempt }: { key: string; attempt: number }): Promise<void> {
    const { arrivals } = this.#dataFile.data;
    // Re-inserted at the end, so the least recently seen bodies are dropped first.
    arrivals.delete(key);
    arrivals.set(key, Math.max(attempt, arrivals.get(key) ?? 0));
    dropOldest(arrivals, MAX_COUNTERS);
    await this.#dataFile.save();
  }
}
