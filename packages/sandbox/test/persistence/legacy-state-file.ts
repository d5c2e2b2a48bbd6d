/**
 * JSON data files as earlier versions of the sandbox wrote them (the layout `state-file.ts`
 * reads): for tests of reading and converting them.
 */

/** Which objects of the state open a level of their own (root `""`), by path. */
const LEVELS = new Set(['', 'payout']);

function pathOf(parent: string, key: string): string {
  return parent === '' ? key : `${parent}.${key}`;
}

/** The state's text in the line layout, a piece at a time. */
export function* stateFileText(state: object): Generator<string> {
  yield* level(state as Record<string, unknown>, '');
}

function* level(object: Record<string, unknown>, path: string): Generator<string> {
  yield '{\n';
  let first = true;
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (value === undefined) continue;
    const name = JSON.stringify(key);
    const separator = first ? '' : ',\n';
    first = false;
    const opens = LEVELS.has(path) || LEVELS.has(pathOf(path, key));
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && opens) {
      yield `${separator}${name}:`;
      yield* level(value as Record<string, unknown>, pathOf(path, key));
    } else {
      yield `${separator}${name}:${JSON.stringify(value)}`;
    }
  }
  yield first ? '}' : '\n}';
}
