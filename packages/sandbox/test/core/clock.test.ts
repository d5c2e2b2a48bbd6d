import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { SandboxClock } from '../../src/core/clock.js';

const START = Date.UTC(2026, 0, 1);

/** A deterministic shuffle (the same order each run), so a failure can be replayed. */
function shuffled<T>(items: T[], seed = 7): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('sandbox clock', () => {
  it('runs tasks by due time, and tasks due at once in the order they were scheduled', async () => {
    const clock = new SandboxClock(START);
    clock.stop();
    // 5,000 tasks over 50 due times: many ties, scheduled in no order.
    const tasks = shuffled(
      Array.from({ length: 5_000 }, (_, i) => ({ at: START + (i % 50) * 1_000, id: i })),
    );
    const ran: { at: number; id: number; now: number }[] = [];
    for (const task of tasks) {
      clock.schedule(task.at, () => {
        ran.push({ ...task, now: clock.now() });
      });
    }
    await clock.advance(60_000);
    const expected = tasks
      .map((task, scheduled) => ({ ...task, scheduled }))
      .sort((a, b) => a.at - b.at || a.scheduled - b.scheduled)
      .map(({ id }) => id);
    assert.deepEqual(
      ran.map(({ id }) => id),
      expected,
    );
    assert.ok(
      ran.every(({ at, now }) => now >= at && now - at < 1_000),
      'each task ran with the clock at its own due time',
    );
  });

  it('never runs a cancelled task, wherever it stands in the queue', async () => {
    const clock = new SandboxClock(START);
    clock.stop();
    const ran: number[] = [];
    const cancels = Array.from({ length: 200 }, (_, i) =>
      clock.schedule(START + (i % 7) * 1_000, () => {
        ran.push(i);
      }),
    );
    const cancelled = new Set([0, 1, 2, 50, 99, 150, 199]);
    for (const i of cancelled) cancels[i]?.();
    await clock.advance(10_000);
    assert.equal(ran.length, 200 - cancelled.size);
    assert.ok(ran.every((i) => !cancelled.has(i)));
  });

  it('runs, within one advance, what its tasks schedule inside the window, and keeps the rest', async () => {
    const clock = new SandboxClock(START);
    clock.stop();
    const ran: string[] = [];
    clock.schedule(START + 1_000, () => {
      ran.push('first');
      clock.schedule(clock.now() + 500, () => {
        ran.push('retry in the window');
      });
      clock.schedule(clock.now() + 60_000, () => {
        ran.push('retry past the window');
      });
    });
    await clock.advance(5_000);
    assert.deepEqual(ran, ['first', 'retry in the window']);
    await clock.advance(60_000);
    assert.deepEqual(ran, ['first', 'retry in the window', 'retry past the window']);
  });

  it('runs tasks that wait side by side, 16 at most, each started in order', async () => {
    const clock = new SandboxClock(START);
    clock.stop();
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const started: number[] = [];
    let running = 0;
    let most = 0;
    for (let i = 0; i < 40; i++) {
      clock.schedule(START + 1_000, async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await gate;
        running--;
      });
    }
    const advanced = clock.advance(1_000);
    // Let the first runners reach the gate.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(
      started,
      Array.from({ length: 16 }, (_, i) => i),
    );
    open();
    await advanced;
    assert.deepEqual(
      started,
      Array.from({ length: 40 }, (_, i) => i),
    );
    assert.equal(most, 16);
  });

  it('runs tasks in real time: a sooner task scheduled last still runs first', async () => {
    const clock = new SandboxClock();
    const ran: string[] = [];
    // The clock's timer does not keep a process alive; the test's wait does.
    const keepAlive = setTimeout(() => {}, 5_000);
    const done = new Promise<void>((resolve) => {
      clock.schedule(clock.now() + 80, () => {
        ran.push('later');
        resolve();
      });
    });
    clock.schedule(clock.now() + 20, () => void ran.push('sooner'));
    const cancelSoonest = clock.schedule(clock.now() + 5, () => void ran.push('cancelled'));
    cancelSoonest();
    await done;
    clearTimeout(keepAlive);
    assert.deepEqual(ran, ['sooner', 'later']);
    clock.stop();
  });

  it('runs nothing by itself once stopped, not even a task scheduled after; advance still does', async () => {
    const clock = new SandboxClock();
    const ran: string[] = [];
    clock.schedule(clock.now() + 10, () => void ran.push('before stop'));
    clock.stop();
    clock.schedule(clock.now() + 5, () => void ran.push('after stop'));
    await sleep(60);
    assert.deepEqual(ran, []);
    await clock.advance(20);
    assert.deepEqual(ran, ['after stop', 'before stop']);
  });
});
