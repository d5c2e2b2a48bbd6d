/**
 * The Node versions the kit's Node code is tested on, one per line the packages support
 * (`"engines": { "node": "^20.19.0 || >=22.12.0" }`).
 *
 * - On the lines past their start (20 and 22) the floor of the range: the oldest release a
 *   merchant may run, and the first of each line whose `require()` loads ES modules without a
 *   flag. Code that uses a newer API of the line fails here, where the line's latest would hide it.
 * - On the current lines (24 and 26, the LTS lines merchants start on) the newest release:
 *   what a merchant installs today, and where a deprecation becomes an error.
 *
 * Pinned, like the apps' generators: a new Node release is tested when this list is changed,
 * never unannounced. `tarballs.test.ts` checks that the packages' range and these floors agree.
 */
export const NODE_VERSIONS = ['20.19.0', '22.12.0', '24.22.3', '26.12.1'] as const;

/** One of {@link NODE_VERSIONS}. */
export type NodeVersion = (typeof NODE_VERSIONS)[number];
