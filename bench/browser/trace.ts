/**
 * Reading a Chromium trace (`devtools.timeline` categories, as the DevTools Performance panel
 * records): the renderer main thread's top-level tasks, and the keystrokes among them.
 */

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/** A span of main-thread work, in milliseconds on the trace's clock. */
export interface Span {
  start: number;
  duration: number;
}

export interface MainThread {
  /** Every top-level task (`RunTask`), in order: all the work of the thread. */
  tasks: Span[];
  /** The `keydown` dispatches, in order. */
  keydowns: Span[];
}

/** The categories to record for {@link mainThreadOf}. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

const span = (event: TraceEvent): Span => ({
  start: event.ts / 1000,
  duration: (event.dur ?? 0) / 1000,
});

/** The main thread of the renderer that received the keys (the one page open while tracing). */
export function mainThreadOf(trace: Buffer): MainThread {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const keydowns = traceEvents.filter(
    (e) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'keydown',
  );
  const first = keydowns[0];
  if (!first) throw new Error('the trace holds no keydown');
  const onThread = (e: TraceEvent): boolean => e.pid === first.pid && e.tid === first.tid;
  const tasks: Span[] = [];
  let end = -Infinity;
  for (const event of traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && onThread(e))
    .sort((a, b) => a.ts - b.ts)) {
    // A task run inside another one (a nested loop) is already counted in it.
    if (event.ts < end) continue;
    tasks.push(span(event));
    end = event.ts + (event.dur ?? 0);
  }
  return {
    tasks,
    keydowns: keydowns
      .filter(onThread)
      .sort((a, b) => a.ts - b.ts)
      .map(span),
  };
}

/**
 * The main-thread work of each keystroke: the top-level tasks from the one holding its
 * `keydown` until `windowMs` later (the key's other events, its rendering frame, and anything
 * it scheduled), in milliseconds.
 */
export function workPerKeystroke({ tasks, keydowns }: MainThread, windowMs: number): number[] {
  return keydowns.map((keydown) => {
    const holder = tasks.find(
      (t) => t.start <= keydown.start && keydown.start < t.start + t.duration,
    );
    const from = holder?.start ?? keydown.start;
    return tasks
      .filter((t) => t.start >= from && t.start < from + windowMs)
      .reduce((sum, t) => sum + t.duration, 0);
  });
}
