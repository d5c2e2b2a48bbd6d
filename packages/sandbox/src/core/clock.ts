import TinyQueue from 'tinyqueue';

/** A task waiting for a moment on the sandbox clock. */
interface ScheduledTask {
  readonly at: number;
  readonly sequence: number;
  readonly run: () => void | Promise<void>;
  cancelled: boolean;
}

/** Sooner first; of two tasks due at once, the one scheduled first. */
const byDueTime = (a: ScheduledTask, b: ScheduledTask): number =>
  a.at - b.at || a.sequence - b.sequence;

/**
 * How many due tasks run at once. One at a time, each delivery waited for the one before it,
 * whatever its receiver: under load, deliveries fell behind the purchases by thousands.
 */
const TASKS_AT_ONCE = 16;

/** Cancels a scheduled task. */
export type CancelTask = () => void;

/**
 * The longest the clock moves in one jump, and the furthest from real time it starts: ten years
 * covers every retry window, expiry and settlement the gateway has, while a jump of centuries
 * would only run the timers of nothing and overflow dates.
 */
export const MAX_CLOCK_JUMP_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;

/** What is wrong with a clock jump of `ms`, in one sentence naming the rule; else `null`. */
export function clockJumpProblem(ms: unknown): string | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) {
    return `ms must be a finite number of milliseconds, got ${JSON.stringify(ms) ?? String(ms)}.`;
  }
  if (ms < 0) return `ms must be ≥ 0 (the clock only moves forward), got ${ms}.`;
  if (ms > MAX_CLOCK_JUMP_MS) {
    return `ms must be at most ${MAX_CLOCK_JUMP_MS} (10 years), got ${ms}.`;
  }
  return null;
}

/**
 * The sandbox's own time. It runs with the real clock, from an optional starting point, and
 * `advance(ms)` jumps it forward, running every task that falls due on the way, in order: due
 * dates pass and callback retries happen without anyone waiting for them.
 */
export class SandboxClock {
  #offset: number;
  #sequence = 0;
  /**
   * The tasks waiting, in a binary heap: scheduling and taking the next are O(log n). A sandbox
   * under load holds one task per purchase with a `due` date, and keeping a sorted list cost a
   * pass over all of them per purchase made. A cancelled task stays in the heap until it comes
   * first, then is dropped unrun.
   */
  readonly #tasks = new TinyQueue<ScheduledTask>([], byDueTime);
  #timer: NodeJS.Timeout | undefined;
  /** After {@link stop}, no timer is armed again: only `advance` runs tasks. */
  #stopped = false;
  /** Runners taking due tasks now (see `#runDue`). */
  #runners = 0;
  /** Settles once no runner is left; replaced when the first runner of a new run starts. */
  #idle: Promise<void> = Promise.resolve();
  #markIdle: () => void = () => {};
  readonly #onTaskError: (error: unknown) => void;

  /**
   * @param start The sandbox's present at creation, in Unix milliseconds; default: real time.
   * @param onTaskError Told of a task that threw; the clock goes on with the next task.
   */
  constructor(
    start: number = Date.now(),
    onTaskError: (error: unknown) => void = (error) => {
      console.error('checkout-sandbox: a scheduled task failed:', error);
    },
  ) {
    this.#onTaskError = onTaskError;
    this.#offset = start - Date.now();
  }

  /** Unix milliseconds on the sandbox clock. */
  now(): number {
    return Date.now() + this.#offset;
  }

  /** Whole Unix seconds on the sandbox clock, as the gateway's timestamps are. */
  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Runs `run` when the sandbox clock reaches `at` (Unix milliseconds). */
  schedule(at: number, run: () => void | Promise<void>): CancelTask {
    const task: ScheduledTask = { at, sequence: this.#sequence++, run, cancelled: false };
    this.#tasks.push(task);
    // Only a task due before the one the timer waits for, or due now while a run is under
    // way (it may start a runner), needs the timer.
    if (this.#nextTask() === task || at <= this.now()) this.#arm();
    return () => {
      task.cancelled = true;
    };
  }

  /**
   * Moves the clock forward by `ms` and runs, in order, every task that falls due, including
   * tasks those tasks schedule within the window. Each runs with the clock at its own due time,
   * so what it schedules in turn (a callback's next retry) is timed from then, as it would be in
   * real time: one jump of a day runs every retry of that day. Resolves once they have all
   * finished.
   */
  async advance(ms: number): Promise<void> {
    const problem = clockJumpProblem(ms);
    if (problem) throw new RangeError(`advanceTime(ms): ${problem}`);
    const target = this.now() + ms;
    await this.#idle;
    for (;;) {
      const next = this.#nextTask();
      if (!next || next.at > target) break;
      this.#moveTo(next.at);
      await this.#runDue();
    }
    this.#moveTo(target);
    await this.#runDue();
  }

  /** Sets the clock to `at`, unless it is past that already: the clock never goes back. */
  #moveTo(at: number): void {
    this.#offset += Math.max(0, at - this.now());
  }

  /** Stops the real-time timer; scheduled tasks stay but no longer run by themselves. */
  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Waits for the tasks that are running now. */
  settled(): Promise<void> {
    return this.#idle;
  }

  /** The first task not cancelled, once the cancelled ones before it are dropped. */
  #nextTask(): ScheduledTask | undefined {
    while (this.#tasks.peek()?.cancelled) this.#tasks.pop();
    return this.#tasks.peek();
  }

  #arm(): void {
    clearTimeout(this.#timer);
    const next = this.#nextTask();
    if (!next || this.#stopped) return;
    // Node timers overflow past 2^31-1 ms; a far task re-arms when the nearer wake-up fires.
    const delay = Math.min(Math.max(next.at - this.now(), 0), 2 ** 31 - 1);
    this.#timer = setTimeout(() => void this.#runDue(), delay);
    this.#timer.unref();
  }

  /**
   * Runs every task due, in order of their due times, by up to {@link TASKS_AT_ONCE} runners at
   * once: a task that waits (a delivery waiting on its receiver) holds back no other, and one
   * that does not wait runs whole before the next starts. Called while runners are at work, it
   * adds runners up to the limit. Resolves once no runner is left.
   */
  #runDue(): Promise<void> {
    while (this.#runners < TASKS_AT_ONCE) {
      const next = this.#nextTask();
      if (!next || next.at > this.now()) break;
      if (this.#runners === 0) this.#idle = new Promise((resolve) => (this.#markIdle = resolve));
      this.#runners++;
      void this.#runner();
    }
    // Nothing due, nothing running: wait for the next task (a far one's timer wakes up early).
    if (this.#runners === 0) this.#arm();
    return this.#idle;
  }

  /** Takes due tasks one after the other until none is due, then leaves. */
  async #runner(): Promise<void> {
    try {
      for (;;) {
        const task = this.#nextTask();
        if (!task || task.at > this.now()) return;
        this.#tasks.pop();
        try {
          await task.run();
        } catch (error) {
          this.#onTaskError(error);
        }
      }
    } finally {
      this.#runners--;
      if (this.#runners === 0) {
        this.#arm();
        this.#markIdle();
      }
    }
  }
}
