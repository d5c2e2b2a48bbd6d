import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { isRecord } from '@checkout-kit/protocol';

/*
 * The layout of the JSON data files that earlier versions of the sandbox wrote, read here to
 * convert them (see `convertJsonDataFile`): the state as JSON (any JSON reader takes it whole)
 * with the root, each of its objects, and each of the payout service's objects opened on a line
 * of their own and every entry of theirs on one line. A file of a million purchases is read line
 * by line, never as one text (past V8's longest string).
 *
 *   {
 *   "version":1,
 *   "purchases":{
 *   "6f2a…":{"purchase":{…},…},
 *   "9c1e…":{…}
 *   },
 *   …
 *   }
 */

/** Which objects of the state open a level of their own (root `""`), by path. */
const LEVELS = new Set(['', 'payout']);

/** The path of the level that the object at `key` of the level at `parent` opens. */
function pathOf(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/** Whether the object at `key` of the level at `path` opens a level of its own. */
function opensLevel(path: string, key: string): boolean {
  return LEVELS.has(path) || LEVELS.has(pathOf(path, key));
}

/** A data file that cannot be read as sandbox state; the message names the file. */
export class StateFileError extends Error {
  constructor(file: string, problem: string, options?: { cause: unknown }) {
    super(`The sandbox data file ${file} ${problem}`, options);
    this.name = 'StateFileError';
  }
}

/** What to do with a data file the sandbox cannot read: said in each refusal of a damaged one. */
export const DAMAGED_FILE_ADVICE =
  'Move it aside to start with a new data file, or put back a copy.';

/** A file that is not a database was taken for JSON, and is not that either. */
function notJson(file: string, detail: string, cause?: unknown): StateFileError {
  return new StateFileError(
    file,
    `is neither a sandbox database nor JSON: ${detail} ${DAMAGED_FILE_ADVICE}`,
    cause === undefined ? undefined : { cause },
  );
}

/** Sets a field as JSON.parse would: `__proto__` becomes a field, not the prototype. */
function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * Called with each entry of the data file's levels as it is read (a purchase of `purchases`, a
 * field of the root): `path` is its level's (`""` for the root, `"purchases"`, `"payout"`, …),
 * and `root` the state read so far (all of it in a file read whole). What it returns is kept
 * instead of `value`, so each entry can take its final form while the rest of the file is
 * still being read. An entry it answers `undefined` for is left out.
 */
export type EntryReviver = (
  path: string,
  key: string,
  value: unknown,
  root: Record<string, unknown>,
) => unknown;

const keepEntry: EntryReviver = (_path, _key, value) => value;

/**
 * Reads a JSON data file: in the layout above, line by line; any other JSON
 * (files written before the layout, or by hand) whole. `revive` sees every entry of every
 * level either way, in the file's order.
 *
 * @throws {StateFileError} when the file is empty or not valid JSON; `ENOENT` when there is
 *   none.
 */
export async function readStateFile(
  file: string,
  revive: EntryReviver = keepEntry,
): Promise<unknown> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const stack: { object: Record<string, unknown>; path: string }[] = [];
  let root: Record<string, unknown> | undefined;
  let lineNumber = 0;
  try {
    for await (const line of lines) {
      lineNumber++;
      if (lineNumber === 1) {
        if (line !== '{') return await readWhole(file, revive);
        root = {};
        stack.push({ object: root, path: '' });
        continue;
      }
      const current = stack.at(-1);
      if (!current || !root) throw new SyntaxError('text after the end of the state');
      if (line === '}' || line === '},') {
        stack.pop();
        continue;
      }
      const entry = line.endsWith(',') ? line.slice(0, -1) : line;
      if (entry.endsWith(':{')) {
        const key = JSON.parse(entry.slice(0, -2)) as string;
        const child: Record<string, unknown> = {};
        setField(current.object, key, child);
        stack.push({ object: child, path: pathOf(current.path, key) });
        continue;
      }
      const parsed = JSON.parse(`{${entry}}`) as Record<string, unknown>;
      for (const key of Object.keys(parsed)) {
        const revived = revive(current.path, key, parsed[key], root);
        if (revived !== undefined) setField(current.object, key, revived);
      }
    }
  } catch (error) {
    if (error instanceof StateFileError || !(error instanceof SyntaxError)) throw error;
    throw notJson(file, `line ${lineNumber}: ${error.message}.`, error);
  } finally {
    lines.close();
  }
  if (!root) return await readWhole(file, revive);
  if (stack.length > 0) {
    throw notJson(file, 'it ends before the state does.');
  }
  return root;
}

async function readWhole(file: string, revive: EntryReviver): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  // A file cut to nothing (a copy that failed, a disk that filled up), not a new one.
  if (text === '') throw new StateFileError(file, `is empty (0 bytes). ${DAMAGED_FILE_ADVICE}`);
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch (error) {
    throw notJson(file, `${(error as Error).message}.`, error);
  }
  if (isRecord(state)) reviveLevel(state, '', state, revive);
  return state;
}

/** Gives `revive` the entries of a level read whole, as the line reader would have. */
function reviveLevel(
  object: Record<string, unknown>,
  path: string,
  root: Record<string, unknown>,
  revive: EntryReviver,
): void {
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (isRecord(value) && opensLevel(path, key)) {
      reviveLevel(value, pathOf(path, key), root, revive);
    } else {
      const revived = revive(path, key, value, root);
      if (revived === undefined) Reflect.deleteProperty(object, key);
      else setField(object, key, revived);
    }
  }
}
