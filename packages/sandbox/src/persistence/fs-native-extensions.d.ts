/** The part of `fs-native-extensions` (which ships no types) that the data file's lock uses. */
declare module 'fs-native-extensions' {
  /**
   * Takes the system's lock on the open file `fd`, exclusive unless `shared`; true when it is
   * granted, false when another file description holds a lock in the way.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
