import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type DemoData, emptyDemoData, parseDemoData, serializeDemoData } from './demo-data.js';

/**
 * The merchant server's data, in memory and in one JSON file. Callers change {@link data} in a
 * synchronous step, then `await save()`: the answer goes out only once the change is on disk.
 * Writes are atomic (a temporary file, synced, renamed over the old one) and readable only by
 * the owner; saves that arrive while a write is running share the next write. A write that
 * fails, at any step, removes its temporary file.
 */
export class DataFile {
  #next: Promise<void> | undefined;
  #last: Promise<void> = Promise.resolve();

  private constructor(
    readonly data: DemoData,
    readonly file: string,
  ) {}

  /**
   * Reads the file, or starts with no data when there is none yet (its folder is made, for the
   * owner only).
   *
   * @throws {Error} when the file exists but is not a data file of this demo.
   */
  static async open(file: string): Promise<DataFile> {
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    let text: string | undefined;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return new DataFile(text === undefined ? emptyDemoData() : parseDemoData(text, file), file);
  }

  /** Writes the data as it is now; resolves once it is on disk. */
  save(): Promise<void> {
    this.#next ??= this.#last.then(() => {
      // From here on, changes need another write: they may miss this one's snapshot.
      this.#next = undefined;
      return this.#write();
    });
    const saving = this.#next;
    // One failed write must not stop the later ones; its caller gets the error.
    this.#last = saving.catch(() => undefined);
    return saving;
  }

  /** Waits for every write asked for so far. */
  async flush(): Promise<void> {
    await this.#last;
  }

  /** Writes the data through a temporary file, which is removed whenever the save fails. */
  async #write(): Promise<void> {
    const temporary = `${this.file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const handle = await open(temporary, 'w', 0o600);
      try {
        await handle.writeFile(serializeDemoData(this.data), 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, this.file);
    } catch (error) {
      // A full disk, a folder in the way: the save fails, and leaves nothing behind.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw error;
    }
  }
}
