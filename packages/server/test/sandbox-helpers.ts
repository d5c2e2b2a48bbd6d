import { after, before } from 'node:test';
import { type Sandbox, startSandbox } from '@checkout-kit/sandbox';

/**
 * Starts a sandbox for the tests of the current file (or `describe`), runs `prepare` on it, and
 * closes it afterwards. Returns a getter for what `prepare` gave: it exists only once the
 * `before` hook has run.
 */
export function useSandboxWith<T>(prepare: (sandbox: Sandbox) => Promise<T>): () => T {
  let sandbox: Sandbox | undefined;
  let prepared: { value: T } | undefined;
  // One hook for both steps: node:test starts a file's top-level `before` hooks as they are
  // registered, so a second hook would not wait for the sandbox.
  before(async () => {
    sandbox = await startSandbox();
    prepared = { value: await prepare(sandbox) };
  });
  after(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!prepared) throw new Error('The sandbox has not started yet: use it inside a test.');
    return prepared.value;
  };
}

/**
 * Starts a sandbox for the tests of the current file (or `describe`) and closes it afterwards.
 * Returns a getter: the sandbox exists only once the `before` hook has run.
 */
export function useSandbox(): () => Sandbox {
  return useSandboxWith(async (sandbox) => sandbox);
}
