/**
 * `pnpm bench`: every benchmark of the repository, then one table of their figures
 * (figure | value | baseline | ratio | goal), each against a baseline measured in the same run.
 *
 *   pnpm build && pnpm bench [--only sizes,load,typing,layout-shift,proxy,sandbox]
 *                            [--runs 21] [--typing-runs 5] [--visits 3]
 *
 * - sizes: the builds, gzip and brotli, against Lit alone and Lit + card-validator (`sizes.ts`);
 * - load, typing, layout-shift (`browser` for the three): in headless Chromium, CPU slowed 4×
 *   (`browser/`), every goal against the plain HTML form of the same run (layout shift: CLS 0);
 * - proxy and sandbox: the packages' own benches, run as child processes with `--json`.
 *
 * Progress and the benches' own reports go to stderr, the table to stdout. A bench that fails or
 * delivers no figures is one FAILED row; the others still run, and the exit code is then 1.
 * Figures only: nothing here asserts a time.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type BrowserBench, browserRows } from './browser/index.js';
import { kitIsBuilt } from './browser/server.js';
import { print, progress } from './output.js';
import { packageBenchRows } from './packages.js';
import { type TableRow, isFailure } from './rows.js';
import { sizeRows } from './sizes.js';
import { renderTable } from './table.js';

const BROWSER_BENCHES = ['load', 'typing', 'layout-shift'] as const satisfies BrowserBench[];
const BENCHES = ['sizes', 'browser', 'proxy', 'sandbox'] as const;
type Bench = (typeof BENCHES)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '21' },
    'typing-runs': { type: 'string', default: '5' },
    visits: { type: 'string', default: '3' },
  },
});
const named = values.only?.split(',').map((name) => name.trim()) ?? [...BENCHES];
const browserNamed = (named as BrowserBench[]).filter((name) => BROWSER_BENCHES.includes(name));
const browserOnly: BrowserBench[] = named.includes('browser') ? [...BROWSER_BENCHES] : browserNamed;
const only = browserOnly.length > 0 ? [...named, 'browser'] : named;
const unknown = only.filter(
  (name) =>
    !(BENCHES as readonly string[]).includes(name) &&
    !(BROWSER_BENCHES as readonly string[]).includes(name),
);
if (unknown.length > 0) {
  const all = [...BENCHES, ...BROWSER_BENCHES].join(', ');
  progress(`Unknown bench: ${unknown.join(', ')}. Benches: ${all}.`);
  process.exit(2);
}
const count = (value: string, name: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    progress(`--${name} takes a whole number ≥ 1, not ${value}`);
    process.exit(2);
  }
  return n;
};
const runs = {
  loads: count(values.runs, 'runs'),
  typing: count(values['typing-runs'], 'typing-runs'),
  visits: count(values.visits, 'visits'),
};

if (only.includes('browser') && !kitIsBuilt()) {
  progress('The browser benches load packages/elements/dist/checkout-kit.js, which is missing.');
  progress('Build first: pnpm build');
  process.exit(1);
}

/** Runs one bench; a throw becomes its FAILED row, and the next bench still runs. */
async function run(name: Bench, bench: () => Promise<TableRow[]>): Promise<TableRow[]> {
  progress(`\n== ${name} ==`);
  try {
    return await bench();
  } catch (error) {
    progress(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return [{ figure: `${name} bench`, failed: error instanceof Error ? error.message : 'threw' }];
  }
}

const benches: Record<Bench, () => Promise<TableRow[]>> = {
  sizes: sizeRows,
  browser: () => browserRows(runs, browserOnly),
  proxy: () => packageBenchRows('proxy'),
  sandbox: () => packageBenchRows('sandbox'),
};

const began = performance.now();
const rows: TableRow[] = [];
for (const name of BENCHES) if (only.includes(name)) rows.push(...(await run(name, benches[name])));

print('');
print(
  `Checkout Kit benchmarks: Node ${process.version}, ${availableParallelism()} CPUs, load ` +
    `average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}, ${((performance.now() - began) / 1000).toFixed(0)} s`,
);
print('');
print(renderTable(rows));
process.exitCode = rows.some(isFailure) ? 1 : 0;
