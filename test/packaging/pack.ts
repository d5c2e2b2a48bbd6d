/**
 * The kit's packages as a merchant gets them, for the packaging tests: packed into tarballs as
 * `pnpm publish` would pack them (`workspace:*` rewritten), and added to an npm app's
 * `package.json` the way a merchant tries packages before they are published.
 */
import { execFile } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const run = promisify(execFile);
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PACKAGES = ['protocol', 'elements', 'react', 'server', 'sandbox'] as const;
export type PackageName = (typeof PACKAGES)[number];
/** Each package's tarball, by its short name. */
export type Tarballs = Record<PackageName, string>;

/** Packs the five packages (built first: `pnpm build`) into `dir`; resolves with the tarballs. */
export async function packTarballs(dir: string): Promise<Tarballs> {
  for (const name of PACKAGES) {
    await run('pnpm', ['pack', '--pack-destination', dir], {
      cwd: path.join(ROOT, 'packages', name),
    });
  }
  const tarballs: Partial<Tarballs> = {};
  for (const file of await readdir(dir)) {
    const name = /^checkout-kit-(\w+)-/.exec(file)?.[1] as PackageName | undefined;
    if (name) tarballs[name] = path.join(dir, file);
  }
  for (const name of PACKAGES) {
    if (!tarballs[name]) throw new Error(`pnpm pack made no tarball of ${name} in ${dir}`);
  }
  return tarballs as Tarballs;
}

/** What {@link addTarballs} puts in an app's `package.json`. */
export interface AppDependencies {
  /** The kit's packages the app depends on, each from its tarball. */
  kit: PackageName[];
  /** Other dependencies to set (or replace), by name: an older React, say. */
  dependencies?: Record<string, string>;
  /** Development dependencies to set (or replace), by name. */
  devDependencies?: Record<string, string>;
  /** Development dependencies to leave out, by name. */
  leaveOut?: string[];
}

/**
 * Adds the kit's tarballs to the npm app in `app` as `file:` dependencies. The packages name
 * each other by version, which the registry does not have yet: npm `overrides` that point each
 * one at the app's own dependency (`"$@checkout-kit/elements"`) make every reference resolve to
 * the tarballs, so each package the kit needs is listed, as npm requires of such an override.
 */
export async function addTarballs(
  app: string,
  tarballs: Tarballs,
  { kit, dependencies = {}, devDependencies = {}, leaveOut = [] }: AppDependencies,
): Promise<void> {
  const file = path.join(app, 'package.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: Record<string, string>;
  };
  const fromTarballs = kit.map((name) => [`@checkout-kit/${name}`, `file:${tarballs[name]}`]);
  manifest.dependencies = {
    ...manifest.dependencies,
    ...Object.fromEntries(fromTarballs),
    ...dependencies,
  };
  manifest.devDependencies = Object.fromEntries(
    Object.entries({ ...manifest.devDependencies, ...devDependencies }).filter(
      ([name]) => !leaveOut.includes(name),
    ),
  );
  manifest.overrides = Object.fromEntries(
    kit.map((name) => [`@checkout-kit/${name}`, `$@checkout-kit/${name}`]),
  );
  await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * `npm install` in `app`, as a merchant runs it: no `--legacy-peer-deps` (nor a machine's npm
 * config saying it), no `--force`, install scripts as npm runs them. The npm cache is the
 * user's own, shared by every app and by the generators run through npx, and read before the
 * registry. `env` (this process's by default) chooses the Node that npm and the scripts run on.
 */
export async function npmInstall(app: string, env?: NodeJS.ProcessEnv): Promise<void> {
  await runLoud(
    'npm',
    ['install', '--legacy-peer-deps=false', '--prefer-offline', '--no-audit', '--no-fund'],
    app,
    env,
  );
}

/** Runs `command` in `cwd`; on failure, the error carries what the command printed. */
export async function runLoud(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  await run(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(
        `${command} ${args.join(' ')} in ${cwd} failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`,
      );
    },
  );
}

/** The major version of a package installed in `app`. */
export async function installedMajor(app: string, name: string): Promise<string> {
  const file = path.join(app, 'node_modules', name, 'package.json');
  const { version } = JSON.parse(await readFile(file, 'utf8')) as { version: string };
  return version.split('.')[0] ?? '';
}
