/**
 * The entry of `record` under `id`, only when the record holds it itself. Ids come from URLs
 * and bodies: `constructor`, `__proto__` or `toString` must find nothing, not what every object
 * inherits (a 200 with a function, or a 500), so every lookup by an outside id goes through here.
 *
 * @example
 * ownEntry(state.purchases, 'constructor') // undefined
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, id: unknown): T | undefined {
  return typeof id === 'string' && Object.hasOwn(record, id) ? record[id] : undefined;
}
