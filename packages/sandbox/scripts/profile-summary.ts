/**
 * Prints the functions with the most self time in a `node --cpu-prof` profile, as the README's
 * benchmark section summarises them:
 *
 *   node --expose-gc --cpu-prof --cpu-prof-dir=<folder> --import tsx \
 *     --conditions=@checkout-kit/source scripts/bench.ts --hold 1000
 *   node --import tsx scripts/profile-summary.ts <folder>/<file>.cpuprofile [--top 25]
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const file = positionals[0];
if (!file) throw new Error('Give the .cpuprofile file to summarise.');
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  const frame = byId.get(id)?.callFrame;
  if (!frame) return;
  const where = frame.url.replace(/^.*\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
  const name = `${frame.functionName || '(anonymous)'}  ${where.replace(/^.*\/packages\//, '')}:${frame.lineNumber + 1}`;
  selfMicros.set(name, (selfMicros.get(name) ?? 0) + delta);
  total += delta;
});
const idle = [...selfMicros].filter(([name]) => name.startsWith('(idle)'));
const busy = total - idle.reduce((sum, [, micros]) => sum + micros, 0);
console.log(`busy ${(busy / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s sampled\n`);
for (const [name, micros] of [...selfMicros]
  .filter(([name]) => !name.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(values.top))) {
  console.log(`${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
}
