import { readdirSync } from 'node:fs';

/**
 * Imports every `*.test.ts` file under `folder` (its subfolders included, in path order) into
 * the running process, so that one `node --test` process runs a package's whole Node suite.
 *
 * Why: a process per file (what `node --test` does with many files on Node 20) pays for Node,
 * the TypeScript loader and the package's modules once per file, which is most of a small
 * file's time and doubled the CPU the suites took. Node 22's `--test-isolation=none` does the
 * same; on Node 20, which the kit supports, this is how. Files still never share a port, a
 * file or a global: each starts its servers on port 0 and writes under its own folder
 * (CONTRIBUTING.md).
 *
 * @example
 * // test/suite.ts of a package, run by `tsx --test test/suite.ts`:
 * await importTestFiles(new URL('.', import.meta.url));
 */
export async function importTestFiles(folder: URL): Promise<void> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.split(/[\\/]/).includes('node_modules'))
    .sort();
  if (files.length === 0) throw new Error(`No *.test.ts file under ${folder.pathname}.`);
  for (const file of files) await import(new URL(file, folder).href);
}
