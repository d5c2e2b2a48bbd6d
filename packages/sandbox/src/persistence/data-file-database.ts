import { chmod, open as openFile, rename, rm, stat } from 'node:fs/promises';
import { type Database, type RootDatabase, open } from 'lmdb';
import { DAMAGED_FILE_ADVICE, StateFileError } from './state-file.js';
import type { StoredPurchase } from '../core/state.js';

/*
 * The data file is an LMDB database (one file, and LMDB's `<file>-lock` beside it): the state
 * but its purchases under the key `state` of the root, and each purchase under its id in the
 * database `purchases`. A change writes only what changed; LMDB commits each batch atomically
 * and durably (copy on write, then a flush to disk), so a crash leaves the last committed batch.
 * Values are JSON, not compressed: compression made the file smaller but cost more purchases a
 * second than a sandbox's file is worth.
 */

/** The key of the state (all but the purchases) in the root database. */
export const STATE_KEY = 'state';

/** The names of the database of purchases and of the ids of those with scheduled work. */
const PURCHASES_DB = 'purchases';
const SCHEDULED_DB = 'scheduled';

/** LMDB's magic number, in the meta page at the start of every LMDB file. */
const LMDB_MAGIC = 0xbeefc0de;

/** The opened data file. */
export interface DataFileDatabase {
  /** Holds the state under {@link STATE_KEY}. */
  root: RootDatabase<unknown, string>;
  purchases: Database<StoredPurchase, string>;
  /** The ids of the purchases with scheduled work (see `hasScheduledWork`). */
  scheduled: Database<true, string>;
}

/** Whether `file` exists and starts as an LMDB file; `undefined` when there is no file. */
export async function isDatabaseFile(file: string): Promise<boolean | undefined> {
  let handle;
  try {
    handle = await openFile(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(32), 0, 32, 0);
    if (bytesRead < 32) return false;
    // The meta page's header is 16 bytes in LMDB 0.9 and 24 in the LMDB that `lmdb` builds.
    return buffer.readUInt32LE(16) === LMDB_MAGIC || buffer.readUInt32LE(24) === LMDB_MAGIC;
  } finally {
    await handle.close();
  }
}

/**
 * Refuses a file shorter than its LMDB header says (a copy cut off, a disk that filled up)
 * before any page is read: LMDB reads through a map of the file, and a page past its end is a
 * SIGBUS, which ends the process. The header's last page comes from LMDB itself
 * (`mdb_env_info`), read from the meta pages alone.
 */
async function refuseCutShort(root: RootDatabase<unknown, string>, file: string): Promise<void> {
  const { lastPageNumber, pageSize } = root.getStats() as {
    lastPageNumber: number;
    pageSize: number;
  };
  const counted = (lastPageNumber + 1) * pageSize;
  const { size } = await stat(file);
  if (size < counted) {
    throw new StateFileError(
      file,
      `is cut short: it has ${size} bytes, where its LMDB header counts ${counted} (${lastPageNumber + 1} pages of ${pageSize}). ${DAMAGED_FILE_ADVICE}`,
    );
  }
}

/**
 * Opens (or creates) the database at `file`, readable and writable by its owner only.
 *
 * @throws {StateFileError} when the file is not one LMDB can open, is cut short, or holds
 *   another program's data.
 */
export async function openDatabase(file: string): Promise<DataFileDatabase> {
  let root: RootDatabase<unknown, string>;
  try {
    root = open<unknown, string>({
      path: file,
      noSubdir: true,
      encoding: 'json',
      maxDbs: 3,
      // Writes are committed by the store (`transactionSync`), not by the event turn.
      eventTurnBatching: false,
    });
  } catch (error) {
    throw new StateFileError(file, `cannot be opened: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    await refuseCutShort(root, file);
  } catch (error) {
    await root.close();
    throw error;
  }
  // Another program's LMDB file is refused before the sandbox adds anything to it: a sandbox's
  // holds only the state and its purchases, a new one nothing.
  const ours = new Set([STATE_KEY, PURCHASES_DB, SCHEDULED_DB]);
  const foreign = [...root.getKeys({ limit: ours.size + 1 })].some((key) => !ours.has(key));
  if (foreign) {
    await root.close();
    throw new StateFileError(file, 'is an LMDB database of another program, not sandbox state.');
  }
  await Promise.all([chmod(file, 0o600), chmod(`${file}-lock`, 0o600)]);
  const purchases = root.openDB<StoredPurchase, string>({
    name: PURCHASES_DB,
    encoding: 'json',
  });
  const scheduled = root.openDB<true, string>({ name: SCHEDULED_DB, encoding: 'json' });
  return { root, purchases, scheduled };
}

/** Removes a database's file and its `-lock` file. */
export async function removeDatabase(file: string): Promise<void> {
  await Promise.all([rm(file, { force: true }), rm(`${file}-lock`, { force: true })]);
}

/** Moves a closed database's file (and its `-lock` file) to `to`, the data file last. */
export async function moveDatabase(from: string, to: string): Promise<void> {
  await rm(`${to}-lock`, { force: true });
  await rm(`${from}-lock`, { force: true });
  await rename(from, to);
}
