import { type FileHandle, open, readFile, stat, unlink } from 'node:fs/promises';

/** Thrown when another running sandbox already keeps its state in the data file. */
export class DataFileInUseError extends Error {
  override name = 'DataFileInUseError';
}

/** Takes the system's exclusive lock on an open file; false when another holds it. */
async function tryExclusiveLock(handle: FileHandle): Promise<boolean> {
  // Loaded on first use: a sandbox without a data file never needs the native module.
  const { tryLock } = await import('fs-native-extensions');
  return tryLock(handle.fd);
}

/** Whether `path` still names the file `handle` has open (a holder unlinks it on release). */
async function stillNamed(handle: FileHandle, path: string): Promise<boolean> {
  const [held, named] = await Promise.all([
    handle.stat(),
    stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    }),
  ]);
  return named !== undefined && named.ino === held.ino && named.dev === held.dev;
}

/**
 * The lock a sandbox holds on its data file while it runs: the system's exclusive lock on
 * `<file>.lock` (an open-file-description `fcntl` lock on Linux, `flock` on macOS, `LockFileEx`
 * on Windows, through `fs-native-extensions`). Two sandboxes writing one file would each
 * overwrite the other's state, so the second refuses to start. The kernel gives the lock up
 * when its process ends, however it ends (`kill -9` or a crash included), so a lock is never
 * stale. The file holds the owner's process id only to name it in the refusal: an id says
 * nothing once its process is gone, since ids come back (PID 1 in every container).
 */
export class DataFileLock {
  #released = false;
  readonly #handle: FileHandle;

  private constructor(
    readonly path: string,
    handle: FileHandle,
  ) {
    this.#handle = handle;
  }

  /**
   * Takes the lock of `dataFile`.
   *
   * @throws {DataFileInUseError} naming the file, the lock and the owner, when a running
   *   sandbox (in this process or another) holds it.
   */
  static async acquire(dataFile: string): Promise<DataFileLock> {
    const path = `${dataFile}.lock`;
    for (;;) {
      // `a+` creates the file without emptying it: the holder's id stays readable.
      const handle = await open(path, 'a+', 0o600);
      try {
        if (!(await tryExclusiveLock(handle))) {
          const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
          const who = Number.isInteger(owner) && owner > 0 ? `process ${owner}` : 'another process';
          throw new DataFileInUseError(
            `The sandbox data file ${dataFile} is in use by ${who} (lock ${path}): ` +
              'stop that sandbox first, or give this one another data file.',
          );
        }
        // The holder before us may have removed the file as we locked it: lock the new one.
        if (!(await stillNamed(handle, path))) {
          await handle.close();
          continue;
        }
        await handle.truncate(0);
        await handle.write(`${process.pid}\n`);
        return new DataFileLock(path, handle);
      } catch (error) {
        await handle.close();
        throw error;
      }
    }
  }

  /** Gives the lock up, once: the file is removed while still locked, then closed. */
  async release(): Promise<void> {
    if (this.#released) return;
    this.#released = true;
    try {
      await unlink(this.path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    } finally {
      await this.#handle.close();
    }
  }
}
