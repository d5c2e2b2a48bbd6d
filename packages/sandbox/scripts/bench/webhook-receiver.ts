import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { forkScript } from './fork-script.js';

/** The webhook receiver as a child process (see `webhook-receiver-child.ts`). */
export class WebhookReceiver {
  readonly #child: ChildProcess;

  private constructor(
    child: ChildProcess,
    /** Where deliveries go. */
    readonly url: string,
  ) {
    this.#child = child;
  }

  /** Starts the child and waits until it listens. */
  static async start(): Promise<WebhookReceiver> {
    const child = forkScript(new URL('./webhook-receiver-child.ts', import.meta.url));
    const [{ port }] = (await once(child, 'message')) as [{ port: number }];
    return new WebhookReceiver(child, `http://127.0.0.1:${port}/webhook`);
  }

  /** How many deliveries it has answered so far. */
  async received(): Promise<number> {
    const answer = once(this.#child, 'message') as Promise<[{ received: number }]>;
    this.#child.send('count');
    return (await answer)[0].received;
  }

  /** Waits until it has answered `count` deliveries; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 120_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const received = await this.received();
      if (received >= count) return;
      if (performance.now() > deadline) {
        throw new Error(`the webhook receiver got ${received} deliveries, not ${count}`);
      }
      await sleep(20);
    }
  }

  stop(): void {
    this.#child.kill();
  }
}
