import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.js';

/** Files that must exist, and the command that makes them. */
export interface BuildStep {
  /** Where the files are looked for and the command runs. */
  root: string;
  /** Paths under `root`. */
  files: readonly string[];
  /** The program and its arguments. */
  command: readonly string[];
  /** What is built, for the log. */
  what: string;
}

/** The workspace's root, where the builds run. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * `pnpm build` of one workspace package, with the pnpm that runs this command (`npm_execpath`),
 * else the one on the `PATH`.
 */
function packageBuild(env: NodeJS.ProcessEnv, name: string): string[] {
  const execPath = env.npm_execpath ?? '';
  const pnpm = /pnpm/i.test(execPath)
    ? /\.[cm]?js$/.test(execPath)
      ? [process.execPath, execPath]
      : [execPath]
    : ['pnpm'];
  return [...pnpm, '--filter', name, 'build'];
}

/** The script-tag builds of `@checkout-kit/elements`, which the site's script-tag page loads. */
export function elementsBuild(env: NodeJS.ProcessEnv): BuildStep {
  return {
    root: ROOT,
    files: [
      'packages/elements/dist/checkout-kit.js',
      'packages/elements/dist/checkout-kit.iife.js',
    ],
    command: packageBuild(env, '@checkout-kit/elements'),
    what: 'the script-tag files of @checkout-kit/elements',
  };
}

/**
 * The script of the sandbox's hosted pages, which its build writes: the demo runs the sandbox
 * from its sources, and the sandbox serves that file.
 */
export function sandboxBuild(env: NodeJS.ProcessEnv): BuildStep {
  return {
    root: ROOT,
    files: ['packages/sandbox/dist/static/pages/field-check.js'],
    command: packageBuild(env, '@checkout-kit/sandbox'),
    what: "the built files of @checkout-kit/sandbox (its hosted pages' script)",
  };
}

/**
 * Runs the build when one of its files is missing (a fresh clone), and says so; does nothing
 * otherwise.
 *
 * @throws {Error} with the end of the build's output when the build fails.
 */
export async function ensureBuilt(
  step: BuildStep,
  logger: Logger,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const present = await Promise.all(
    step.files.map((file) =>
      access(join(step.root, file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (present.every(Boolean)) return;
  logger.info(
    `${step.what} are missing: building them once (${step.command.slice(-4).join(' ')})…`,
  );
  await run(step, env);
  logger.info(`Built ${step.what}.`);
}

async function run(step: BuildStep, env: NodeJS.ProcessEnv): Promise<void> {
  const [program = 'pnpm', ...args] = step.command;
  const output: string[] = [];
  const child = spawn(program, args, { cwd: step.root, env, stdio: 'pipe' });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    const tail = output.join('').trimEnd().split('\n').slice(-30).join('\n');
    throw new Error(`Building ${step.what} failed (exit code ${code}):\n${tail}`);
  }
}
