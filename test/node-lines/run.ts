/**
 * `pnpm test:node`: the Node suites of the packages whose code runs on a merchant's server (the
 * protocol, the elements' server rendering, the server companion, the sandbox) and the demo's,
 * run on every Node line the packages support ({@link NODE_VERSIONS}), one line after another.
 * Each line's release is fetched from the npm registry once (`install.ts`) and put first on the
 * `PATH`, so that pnpm, tsx and every `node` they start are that release.
 *
 * A line's output is printed in full when it fails; when it passes, each suite's counts. The
 * Node that runs the test command itself runs every suite in `pnpm test:unit`: a version equal
 * to it is not run twice.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeBinFolder, withNodeFirst } from './install.js';
import { NODE_VERSIONS } from './versions.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The workspace packages whose `test` scripts run on each line. */
const SUITES = [
  '@checkout-kit/protocol',
  '@checkout-kit/elements',
  '@checkout-kit/server',
  '@checkout-kit/sandbox',
  '@checkout-kit/demo',
];

/** Runs `pnpm args` in the workspace with `env`; resolves with its exit code and all it printed. */
function pnpm(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Each suite's counts, from what node:test printed through pnpm (`packages/server test: ℹ pass
 * 471`), e.g. `server 471, sandbox 697`: the tests that passed, per package, summed over its runs.
 */
function summaryOf(output: string): string {
  const passed = new Map<string, number>();
  for (const [, folder = '', count = '0'] of output.matchAll(/^(\S+) test: ℹ pass (\d+)$/gm)) {
    const name = folder.split('/').at(-1) ?? folder;
    passed.set(name, (passed.get(name) ?? 0) + Number(count));
  }
  return [...passed].map(([name, count]) => `${name} ${count}`).join(', ');
}

/** Runs every suite on Node `version`; resolves with whether they all passed. */
async function runLine(version: string): Promise<boolean> {
  console.log(`Node ${version}: ${SUITES.join(', ')}…`);
  const env = withNodeFirst(await nodeBinFolder(version));
  // The suites are only worth their name if pnpm's scripts really start this release.
  const probe = await pnpm(
    ['--filter', '@checkout-kit/protocol', 'exec', 'node', '--version'],
    env,
  );
  if (probe.output.trim() !== `v${version}`) {
    console.error(`Node ${version}: pnpm's scripts started ${probe.output.trim()} instead.`);
    return false;
  }
  const filters = SUITES.flatMap((name) => ['--filter', name]);
  const started = performance.now();
  const { code, output } = await pnpm(
    ['-r', '--workspace-concurrency=2', '--no-sort', ...filters, 'run', 'test'],
    env,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (code !== 0) {
    console.error(output);
    console.error(`Node ${version}: failed (exit code ${code}, ${seconds} s).`);
    return false;
  }
  console.log(`Node ${version}: passed in ${seconds} s (${summaryOf(output)}).`);
  return true;
}

let failed = 0;
for (const version of NODE_VERSIONS) {
  if (process.version === `v${version}`) {
    console.log(`Node ${version}: the test command's own Node, run by pnpm test:unit.`);
    continue;
  }
  if (!(await runLine(version))) failed += 1;
}
if (failed > 0) {
  console.error(`${failed} of ${NODE_VERSIONS.length} Node lines failed.`);
  process.exitCode = 1;
}
