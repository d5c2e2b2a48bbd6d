import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Sandbox } from '../src/index.js';

/** The `checkout-sandbox` command with `args`, in a process of its own (from the sources). */
export function spawnCommand(args: string[]) {
  const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  return spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@checkout-kit/source', cli, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** Runs the command to its end: its exit code (or the signal that ended it) and its output. */
export async function runCommand(args: string[]) {
  const child = spawnCommand(args);
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('exit', (...ended) => resolve(ended)),
  );
  return { code, signal, output, errors };
}

/**
 * A sandbox started by the command on `dataFile` (with `args` more), once it has printed its
 * facts: the sandbox's URLs and keys, its standard error so far, a way to set its file-size
 * limit, to stop it (SIGINT, as Ctrl-C) and to kill it (SIGKILL, as `kill -9`).
 */
export async function sandboxProcess(dataFile: string, args: string[] = []) {
  const child = spawnCommand(['--port', '0', '--data', dataFile, ...args]);
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('END PUBLIC KEY')) resolve();
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${errors}`)));
  });
  const fact = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(output)?.[1] ?? '';
  const sandbox = {
    // `Sandbox.baseUrl` has no trailing slash; the printed one has (see start-facts.ts).
    baseUrl: fact('CHECKOUT_BASE_URL').replace(/\/$/, ''),
    apiKey: fact('CHECKOUT_API_KEY'),
    brandId: fact('CHECKOUT_BRAND_ID'),
  } as Sandbox;
  /** Sets the process's file-size limit (`ulimit -f`): a write past it fails with EFBIG. */
  const limitFileSize = (bytes: number | 'unlimited') =>
    execFileSync('prlimit', ['--pid', String(child.pid), `--fsize=${bytes}:`]);
  const stop = async () => {
    child.kill('SIGINT');
    return await exited;
  };
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return { sandbox, errors: () => errors, limitFileSize, stop, kill };
}
