import { rename } from 'node:fs/promises';
import { isRecord } from '@checkout-kit/protocol';
import { STATE_KEY, moveDatabase, openDatabase, removeDatabase } from './data-file-database.js';
import { StateFileError, readStateFile } from './state-file.js';
import { checkState } from './state-check.js';
import { hasScheduledWork } from '../purchases/scheduled-work.js';

/** Where a converted JSON data file is kept, beside the database that replaces it. */
export function jsonBackupOf(file: string): string {
  return `${file}.json-backup`;
}

/**
 * Converts a data file written as JSON by an earlier version of the sandbox into the database
 * at the same path, and keeps the JSON beside it ({@link jsonBackupOf}). The file is read line by
 * line and each purchase goes straight into the database, so a file of a million purchases is
 * never held in memory. The database is made beside the file and takes its place only once
 * whole: a file that cannot be read is refused, naming the file and what is wrong, and is left
 * as it was; a conversion that fails at any step leaves no converted copy behind.
 *
 * @throws {StateFileError} when the file is not valid sandbox state.
 */
export async function convertJsonDataFile(file: string): Promise<void> {
  const converting = `${file}.converting`;
  await removeDatabase(converting);
  const database = await openDatabase(converting);
  try {
    let purchases = 0;
    let failure: unknown;
    const read = await readStateFile(file, (path, id, value) => {
      if (path !== 'purchases') return value;
      if (!isRecord(value)) {
        throw new StateFileError(
          file,
          `holds purchases[${JSON.stringify(id)}], which is not an object.`,
        );
      }
      if (!isRecord(value.purchase)) {
        throw new StateFileError(
          file,
          `holds purchases[${JSON.stringify(id)}], which is not a stored purchase: it must be an object with a "purchase" object.`,
        );
      }
      const remember = (error: unknown) => {
        failure ??= error;
      };
      database.purchases.put(id, value as never).catch(remember);
      if (hasScheduledWork(value as never)) database.scheduled.put(id, true).catch(remember);
      purchases++;
      return undefined;
    });
    const state = checkState(read, file, purchases);
    await database.root.put(STATE_KEY, state);
    await database.root.flushed;
    if (failure) throw failure;
    await database.root.close();
  } catch (error) {
    await database.root.close();
    await removeDatabase(converting);
    throw error;
  }
  const backup = jsonBackupOf(file);
  try {
    await rename(file, backup);
  } catch (error) {
    // The JSON stays where it was, and nothing of the conversion is left beside it.
    await removeDatabase(converting);
    throw new StateFileError(
      file,
      `cannot be converted: it cannot be moved to ${backup} (${(error as Error).message}). Move what is at ${backup} aside and start again.`,
      { cause: error },
    );
  }
  try {
    await moveDatabase(converting, file);
  } catch (error) {
    // The JSON goes back to its place, as before the conversion; the converted copy goes.
    await rename(backup, file).catch(() => undefined);
    await removeDatabase(converting);
    throw error;
  }
}
