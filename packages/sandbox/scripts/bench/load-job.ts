import type { ChildProcess } from 'node:child_process';
import { forkScript } from './fork-script.js';

/** Requests for the load generator to make: `total` POSTs of `body` from `clients` at once. */
export interface LoadJob {
  url: string;
  headers: Record<string, string>;
  body: string;
  total: number;
  clients: number;
  /** The status every answer should have; others are counted, not fatal. */
  expectStatus: number;
}

/** What the load generator measured for one job. */
export interface LoadResult {
  perSecond: number;
  seconds: number;
  /** Answers whose status was not the one expected. */
  unexpected: number;
}

/**
 * The load generator as a child process (see `load-generator.ts`). It runs one job at a time.
 */
export class LoadGenerator {
  readonly #child: ChildProcess;

  private constructor(child: ChildProcess) {
    this.#child = child;
  }

  /** Starts the child. */
  static start(): LoadGenerator {
    return new LoadGenerator(forkScript(new URL('./load-generator.ts', import.meta.url)));
  }

  /** Runs a job; rejects when a request fails outright or any answer was unexpected. */
  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      this.#child.once('message', (message: LoadResult | { error: string }) => {
        if ('error' in message) reject(new Error(`load generator: ${message.error}`));
        else if (message.unexpected > 0) {
          reject(
            new Error(`${message.unexpected} answers of ${job.url} were not ${job.expectStatus}`),
          );
        } else resolve(message);
      });
      this.#child.send(job);
    });
  }

  stop(): void {
    this.#child.kill();
  }
}
