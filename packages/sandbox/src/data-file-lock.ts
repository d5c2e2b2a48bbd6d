import { readFile, unlink, writeFile } from 'node:fs/promises';

/** Thrown when another running sandbox already keeps its state in the data file. */
export class DataFileInUseError extends Error {
  override name = 'DataFileInUseError';
}

/** Whether a process with this id is running (one we may not signal is running too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The lock a sandbox holds on its data file while it runs: `<file>.lock`, created exclusively
 * and holding the owner's process id. Two sandboxes writing one file would each overwrite the
 * other's state, so the second refuses to start. A lock left by a process that no longer runs
 * (killed, or the machine lost power) is taken over.
 */
export class DataFileLock {
  private released = false;

  private constructor(readonly path: string) {}

  /**
   * Takes the lock of `dataFile`.
   *
   * @throws {DataFileInUseError} naming the file, the lock and the owner, when a running
   *   process (this one included) holds it.
   */
  static async acquire(dataFile: string): Promise<DataFileLock> {
    const path = `${dataFile}.lock`;
    for (let attempt = 0; ; attempt++) {
      try {
        await writeFile(path, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
        return new DataFileLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      }
      const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DataFileInUseError(
          `The sandbox data file ${dataFile} is in use by process ${owner} (lock ${path}): ` +
            'stop that sandbox first, or give this one another data file.',
        );
      }
      // Stale: its owner is gone. Another starter may take it over at the same moment; the
      // exclusive create above decides which of them gets it.
      await unlink(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }

  /** Gives the lock up, once: a later holder's lock is never removed. */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    await unlink(this.path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
