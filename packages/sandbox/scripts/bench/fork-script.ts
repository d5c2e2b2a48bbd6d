import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts a script of the bench as a child process, with this process's loader flags but never
 * a profiler's: a profile taken with `--cpu-prof` is the server's alone.
 */
export function forkScript(url: URL, args: string[] = []): ChildProcess {
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--cpu-prof'));
  return fork(fileURLToPath(url), args, { execArgv, stdio: 'inherit' });
}
