import { STATE_KEY, isDatabaseFile, openDatabase } from './data-file-database.js';
import { StateFileError } from './state-file.js';
import type { SandboxState, StoredPurchase } from '../core/state.js';

/** Everything a data file holds: the state with its purchases, by id. */
export type DataFileContents = SandboxState & { purchases: Record<string, StoredPurchase> };

/**
 * Reads everything a data file holds into one object, as JSON would show it: for tests, and to
 * look into a file. A file of many purchases makes a large object: the sandbox itself never
 * reads a file whole.
 *
 * @throws {StateFileError} when the file is not a sandbox data file.
 */
export async function readDataFile(file: string): Promise<DataFileContents> {
  if ((await isDatabaseFile(file)) !== true) {
    throw new StateFileError(file, 'is not a sandbox data file.');
  }
  const { root, purchases } = await openDatabase(file);
  try {
    const state = root.get(STATE_KEY) as SandboxState;
    const byId: Record<string, StoredPurchase> = {};
    for (const { key, value } of purchases.getRange()) byId[key] = value;
    return { ...state, purchases: byId };
  } finally {
    await root.close();
  }
}
