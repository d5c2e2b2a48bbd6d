/**
 * Every file the sandbox opens is closed by the sandbox, on every path: a sandbox started and
 * closed, one refused because another holds its data file, one whose start failed after it took
 * the lock, and a store opened and closed by itself. Node 26 throws, at a moment nobody chose,
 * for a `FileHandle` left to the garbage collector (Node 20 to 24 warn, `DEP0137`), so a test
 * suite that starts and stops `startSandbox()` per test, or a long-running sandbox, could crash.
 *
 * Each case runs in a process of its own with `--expose-gc`, a forced collection after it, and
 * deprecations thrown: any handle left open there ends that process with an error. A case that
 * leaves the store's lock open on purpose proves the check sees one.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The cases, each the body of an async function run in a fresh process. */
const CASES = {
  'started and closed, 20 times': `
    for (let i = 0; i < 20; i += 1) {
      const sandbox = await startSandbox({ port: 0, dataFile });
      await sandbox.close();
    }`,
  'refused: another sandbox holds the data file': `
    const first = await startSandbox({ port: 0, dataFile });
    for (let i = 0; i < 5; i += 1) {
      await startSandbox({ port: 0, dataFile }).then(
        () => { throw new Error('a second sandbox started on one data file'); },
        (error) => { if (!(error instanceof DataFileInUseError)) throw error; },
      );
    }
    await first.close();`,
  'failed to start after taking the lock (its port is taken)': `
    const first = await startSandbox({ port: 0 });
    const port = Number(new URL(first.url).port);
    for (let i = 0; i < 5; i += 1) {
      await startSandbox({ port, dataFile }).then(
        () => { throw new Error('two sandboxes listened on one port'); },
        (error) => { if (error.code !== 'EADDRINUSE') throw error; },
      );
    }
    await first.close();
    const again = await startSandbox({ port: 0, dataFile });
    await again.close();`,
  'a store opened and closed by itself': `
    for (let i = 0; i < 10; i += 1) await (await SandboxStore.open(dataFile)).close();`,
} as const;

/** A case that leaves the lock's handle to the collector, on purpose. */
const LEFT_OPEN = `
  const store = await SandboxStore.open(dataFile);
  await store.flush();`;

/** Runs `body` in a process of its own, then collects garbage; resolves with how it ended. */
async function runCase(body: string): Promise<{ ok: boolean; output: string }> {
  const script = `
    import { mkdtemp, rm } from 'node:fs/promises';
    import { tmpdir } from 'node:os';
    import { join } from 'node:path';
    import { DataFileInUseError, startSandbox } from './src/index.ts';
    import { SandboxStore } from './src/persistence/store.ts';
    const folder = await mkdtemp(join(tmpdir(), 'checkout-sandbox-handles-'));
    const dataFile = join(folder, 'state.json');
    try {
      // In a function of its own, so that what it leaves behind can be collected.
      await (async () => {
        ${body}
      })();
    } finally {
      // What is left open is found by the collector, then reported on the next turns.
      for (let i = 0; i < 5; i += 1) {
        globalThis.gc();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await rm(folder, { recursive: true, force: true });
    }
    console.log('no handle left open');`;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        ...process.execArgv,
        '--expose-gc',
        '--throw-deprecation',
        '--input-type=module',
        '--eval',
        script,
      ],
      { cwd: PACKAGE_DIR, timeout: 60_000 },
    );
    return { ok: stdout.includes('no handle left open'), output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}` };
  }
}

describe('the files the sandbox opens', () => {
  for (const [name, body] of Object.entries(CASES)) {
    it(`are all closed by the sandbox: ${name}`, async () => {
      const { ok, output } = await runCase(body);
      assert.ok(ok, output);
      assert.doesNotMatch(output, /FileHandle|DEP0137/);
    });
  }

  it('would show a handle left open: the check sees one', async () => {
    const { ok, output } = await runCase(LEFT_OPEN);
    assert.equal(ok, false);
    assert.match(output, /FileHandle|DEP0137/);
  });
});
