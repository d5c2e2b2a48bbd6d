/**
 * Runs one package bench as a child process with `--json` and reads its figures from the last
 * line of its stdout. The child's own report goes on to stderr as it comes, so a long run shows
 * progress; only the JSON line is parsed.
 */
import { spawn } from 'node:child_process';
import { progress } from './output.js';

export interface ChildResult {
  /** The parsed last line, or `null` when it was missing or not JSON. */
  json: unknown;
  /** The exit code (`null` when killed by a signal). */
  code: number | null;
}

export function runChild(command: string, args: string[], cwd: string): Promise<ChildResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      process.stderr.write(chunk);
    });
    child.stderr.pipe(process.stderr);
    child.on('error', (error) => {
      progress(`could not start ${command}: ${error.message}`);
      resolve({ json: null, code: null });
    });
    child.on('close', (code) => {
      const last = stdout.trimEnd().split('\n').at(-1) ?? '';
      let json: unknown = null;
      try {
        json = JSON.parse(last);
      } catch {
        // No JSON line: the caller reports the bench as failed.
      }
      resolve({ json, code });
    });
  });
}
