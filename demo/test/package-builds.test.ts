import assert from 'node:assert/strict';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import {
  type BuildStep,
  elementsBuild,
  ensureBuilt,
  sandboxBuild,
} from '../server/launch/package-builds.js';
import { PAGE_SCRIPT_FILE } from '../../packages/sandbox/src/pages/page-script-file.js';
import { collectingLogger } from './helpers.js';

describe('the builds the demo needs before it starts', () => {
  let root = '';
  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'checkout-kit-build-'));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const step = (script: string): BuildStep => ({
    root,
    files: ['a.js', 'b.js'],
    command: [process.execPath, '-e', script],
    what: 'the test files',
  });
  const makeBoth =
    "require('fs').writeFileSync('a.js', ''); require('fs').writeFileSync('b.js', '')";

  it('builds missing files and says so', async () => {
    await writeFile(join(root, 'a.js'), '');
    const logs: string[] = [];
    await ensureBuilt(step(makeBoth), collectingLogger(logs), process.env);
    await access(join(root, 'b.js'));
    assert.equal(logs.length, 2);
    assert.match(logs[0] ?? '', /^the test files are missing: building them once/);
  });

  it('does nothing when every file is there', async () => {
    const logs: string[] = [];
    await ensureBuilt(step('process.exit(3)'), collectingLogger(logs), process.env);
    assert.deepEqual(logs, []);
  });

  it('fails with the end of the output of a failed build', async () => {
    await rm(join(root, 'b.js'));
    await assert.rejects(
      ensureBuilt(
        step("console.error('no compiler here'); process.exit(2)"),
        collectingLogger([]),
        process.env,
      ),
      /^Error: Building the test files failed \(exit code 2\):\nno compiler here$/,
    );
  });

  it('builds the elements with the pnpm that runs the demo', () => {
    const build = elementsBuild({ npm_execpath: '/opt/pnpm/bin/pnpm.cjs' });
    assert.deepEqual(build.command, [
      process.execPath,
      '/opt/pnpm/bin/pnpm.cjs',
      '--filter',
      '@checkout-kit/elements',
      'build',
    ]);
    assert.deepEqual(build.files, [
      'packages/elements/dist/checkout-kit.js',
      'packages/elements/dist/checkout-kit.iife.js',
    ]);
    assert.equal(elementsBuild({}).command[0], 'pnpm');
  });

  it("builds the sandbox's page script with the same pnpm, where the sandbox reads it", () => {
    const build = sandboxBuild({ npm_execpath: '/opt/pnpm/bin/pnpm.cjs' });
    assert.deepEqual(build.command, [
      process.execPath,
      '/opt/pnpm/bin/pnpm.cjs',
      '--filter',
      '@checkout-kit/sandbox',
      'build',
    ]);
    // The very file the sandbox serves its hosted pages' script from.
    assert.deepEqual(
      build.files.map((file) => join(build.root, file)),
      [fileURLToPath(PAGE_SCRIPT_FILE)],
    );
  });
});
