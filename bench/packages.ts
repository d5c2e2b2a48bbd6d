/**
 * The package benches, each run as its own process through its package's `bench` script with
 * `--json`: the payment-methods proxy (`packages/server/scripts/bench-proxy.ts`) and the sandbox
 * (`packages/sandbox/scripts/bench.ts`). Their last stdout line is
 * `{"bench":"…","rows":[{figure, value, unit, baseline?, ratio?, goal?}]}`.
 */
import { fileURLToPath } from 'node:url';
import { runChild } from './child.js';
import { type TableRow, rowsOf } from './rows.js';

export async function packageBenchRows(name: 'proxy' | 'sandbox'): Promise<TableRow[]> {
  const dir = name === 'proxy' ? 'server' : 'sandbox';
  const cwd = fileURLToPath(new URL(`../packages/${dir}/`, import.meta.url));
  const { json, code } = await runChild('pnpm', ['run', '--silent', 'bench', '--json'], cwd);
  const rows = rowsOf(json);
  if (code !== 0 || !rows || rows.length === 0) {
    const why = rows && rows.length > 0 ? '' : ', no JSON figures';
    return [{ figure: `${name} bench`, failed: `exit ${code}${why}` }];
  }
  return rows.map((row) =>
    row.figure.startsWith(name) ? row : { ...row, figure: `${name}: ${row.figure}` },
  );
}
