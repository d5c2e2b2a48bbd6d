import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PAGE_SCRIPT_BUILD_COMMAND } from '../src/pages/page-script-file.js';

/*
 * The published package bundles nothing at run time: the pages' script is built with the
 * package, so esbuild, a build tool with an install script of its own, stays out of a
 * merchant's install.
 */

const PACKAGE = fileURLToPath(new URL('../', import.meta.url));

interface Manifest {
  files: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const MANIFEST = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as Manifest;

/** An import of esbuild, static or dynamic, in ES module or CommonJS code. */
const IMPORTS_ESBUILD =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(['"`])esbuild(?:\/[^'"`]*)?\1/;

/** The modules in a folder the package ships, by path relative to the package. */
function modulesIn(folder: string): string[] {
  return readdirSync(path.join(PACKAGE, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?[jt]s$/.test(file))
    .map((file) => path.join(folder, file));
}

describe('what the package needs at run time', () => {
  it('has esbuild among its devDependencies only', () => {
    assert.ok(MANIFEST.devDependencies?.esbuild, 'the build bundles the pages’ script with it');
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies'] as const) {
      assert.equal(MANIFEST[field]?.esbuild, undefined, field);
    }
  });

  it('ships no module that imports esbuild, in its sources or its build', () => {
    // Guards the pattern: the dynamic import the pages' route once made must match it.
    assert.match("const { build } = await import('esbuild');", IMPORTS_ESBUILD);
    assert.match("import { build } from 'esbuild';", IMPORTS_ESBUILD);

    const shipped = MANIFEST.files.filter((entry) => !entry.startsWith('!'));
    assert.ok(shipped.includes('dist') && shipped.includes('src'), shipped.join(' '));
    assert.ok(
      existsSync(path.join(PACKAGE, 'dist')),
      `The package is not built: run \`${PAGE_SCRIPT_BUILD_COMMAND}\`.`,
    );
    const modules = shipped
      .filter((folder) => existsSync(path.join(PACKAGE, folder)))
      .flatMap(modulesIn);
    // Guards the reader: a folder read as empty would pass the check below.
    assert.ok(modules.filter((file) => file.startsWith(`dist${path.sep}`)).length > 100);
    assert.ok(modules.filter((file) => file.startsWith(`src${path.sep}`)).length > 100);
    const importing = modules.filter((file) =>
      IMPORTS_ESBUILD.test(readFileSync(path.join(PACKAGE, file), 'utf8')),
    );
    assert.deepEqual(importing, []);
  });
});
