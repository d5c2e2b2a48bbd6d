import { pooledValue } from './string-pool.js';

/*
 * Values that every new purchase carries alike and that nothing ever changes in place (a new
 * value replaces them when one is set): one frozen instance each, shared by every purchase,
 * instead of one copy per purchase. Frozen, so that a change in place would throw, not change
 * every purchase at once.
 */

/** Freezes `value` and everything in it, for sharing. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** An empty list, shared. Typed as a list of anything so that it fits every field. */
export function emptyList<T>(): T[] {
  return EMPTY_LIST as unknown as T[];
}
const EMPTY_LIST: readonly never[] = deepFreeze([]);

/** An empty object, shared. */
export function emptyRecord<T extends object>(): T {
  return EMPTY_RECORD as T;
}
const EMPTY_RECORD: Readonly<Record<string, never>> = deepFreeze({});

/**
 * Keeps one frozen instance of what `make` builds for each key, for at most `limit` keys (past
 * that, each call builds its own, frozen alike).
 */
export function sharedPerKey<T>(make: (key: string) => T, limit = 16): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    const known = made.get(key);
    if (known !== undefined) return known;
    const value = deepFreeze(make(key));
    if (made.size < limit) made.set(key, value);
    return value;
  };
}

/**
 * Copies `source`'s own fields onto `target` in their order, as a spread would: existing keys
 * keep their place, new ones come last. A key `__proto__` is defined as a field, as a spread
 * defines it, never taken as the prototype. Texts are taken from the string pool.
 */
export function assignFields(target: Record<string, unknown>, source: object): void {
  for (const [key, given] of Object.entries(source)) {
    const value = pooledValue(given);
    if (key === '__proto__') {
      Object.defineProperty(target, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else target[key] = value;
  }
}
