import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';

/*
 * The data file's layout: the state as JSON (any JSON reader takes it whole) with the root, each
 * of its objects, and each of the payout service's objects opened on a line of their own and
 * every entry of theirs on one line. A state of a million purchases is then written entry by
 * entry, never as one text (past V8's longest string), and read back line by line.
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The state's text in the data file's layout, a piece at a time. Entries are read as the
 * generator reaches them: one deleted meanwhile is left out, one added meanwhile may be.
 */
export function* stateFileText(state: object): Generator<string> {
  yield* level(state as Record<string, unknown>, '');
}

function* level(object: Record<string, unknown>, path: string): Generator<string> {
  yield '{\n';
  let first = true;
  for (const key of Object.keys(object)) {
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    if (value === undefined) continue;
    const name = JSON.stringify(key);
    const separator = first ? '' : ',\n';
    first = false;
    const childPath = path === '' ? key : `${path}.${key}`;
    if (isPlainObject(value) && (LEVELS.has(path) || LEVELS.has(childPath))) {
      yield `${separator}${name}:`;
      yield* level(value, childPath);
    } else {
      yield `${separator}${name}:${JSON.stringify(value)}`;
    }
  }
  yield first ? '}' : '\n}';
}

/** A data file that cannot be read as sandbox state; the message names the file. */
export class StateFileError extends Error {
  constructor(file: string, problem: string, options?: { cause: unknown }) {
    super(`The sandbox data file ${file} ${problem}`, options);
    this.name = 'StateFileError';
  }
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
 * Reads a data file: in the layout of {@link stateFileText}, line by line; any other JSON
 * (files written before the layout, or by hand) whole.
 *
 * @throws {StateFileError} when the file is not valid JSON; `ENOENT` when there is none.
 */
export async function readStateFile(file: string): Promise<unknown> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const stack: Record<string, unknown>[] = [];
  let root: Record<string, unknown> | undefined;
  let lineNumber = 0;
  try {
    for await (const line of lines) {
      lineNumber++;
      if (lineNumber === 1) {
        if (line !== '{') return await readWhole(file);
        root = {};
        stack.push(root);
        continue;
      }
      const current = stack.at(-1);
      if (!current) throw new SyntaxError('text after the end of the state');
      if (line === '}' || line === '},') {
        stack.pop();
        continue;
      }
      const entry = line.endsWith(',') ? line.slice(0, -1) : line;
      if (entry.endsWith(':{')) {
        const child: Record<string, unknown> = {};
        setField(current, JSON.parse(entry.slice(0, -2)) as string, child);
        stack.push(child);
        continue;
      }
      const parsed = JSON.parse(`{${entry}}`) as Record<string, unknown>;
      for (const key of Object.keys(parsed)) setField(current, key, parsed[key]);
    }
  } catch (error) {
    if (error instanceof StateFileError || !(error instanceof SyntaxError)) throw error;
    throw new StateFileError(file, `is not valid JSON: line ${lineNumber}: ${error.message}`, {
      cause: error,
    });
  } finally {
    lines.close();
  }
  if (!root) return await readWhole(file);
  if (stack.length > 0) {
    throw new StateFileError(file, 'is not valid JSON: it ends before the state does.');
  }
  return root;
}

async function readWhole(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new StateFileError(file, `is not valid JSON: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
