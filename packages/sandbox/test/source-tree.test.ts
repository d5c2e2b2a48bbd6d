import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

/*
 * The shape of `src/`: the root wires the sandbox together, each folder holds one kind of
 * thing, and no module imports one that imports it, type-only imports included (a cycle of
 * types still ties the files together for every reader and tool).
 */

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Every relative specifier a module names: `import`, `import type`, `export … from`, `import()`. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** The modules of `src/`, by path relative to it. */
const MODULES = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.d.ts'),
);

/** A member declared with TypeScript's `private` (a constructor cannot be a `#` member). */
const TYPESCRIPT_PRIVATE = /(?:^\s*|\(\s*)private\s+(?!constructor\b)\w/;

/** The modules of `src/`, each with the modules it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of MODULES) {
    const text = readFileSync(path.join(SRC, file), 'utf8');
    const imports = [...text.matchAll(RELATIVE_IMPORT)].map((match) =>
      path.join(path.dirname(file), match[1] ?? '').replace(/\.js$/, '.ts'),
    );
    graph.set(file, imports);
  }
  return graph;
}

/** The first cycle found, as the modules along it, or `undefined` with none. */
function firstCycle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const open = trail.indexOf(file);
    if (open !== -1) return [...trail.slice(open), file];
    if (done.has(file)) return undefined;
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the source tree', () => {
  const graph = importGraph();

  it('finds the modules and their imports', () => {
    // Guards the reader itself: a pattern that matched nothing would pass every check below.
    assert.ok(graph.size > 100);
    assert.ok(graph.get('start.ts')?.includes(path.join('persistence', 'store.ts')));
  });

  it('has no import cycle, type-only imports included', () => {
    const cycle = firstCycle(graph);
    assert.equal(cycle, undefined, `import cycle: ${cycle?.join(' → ')}`);
  });

  it('keeps wiring at the root: no folder imports a module of the root', () => {
    const upward = [...graph].flatMap(([file, imports]) =>
      file.includes(path.sep)
        ? imports.filter((target) => !target.includes(path.sep)).map((t) => `${file} → ${t}`)
        : [],
    );
    assert.deepEqual(upward, []);
  });

  it("keeps members private with `#`, as the other packages do, not TypeScript's `private`", () => {
    const typescriptPrivate = MODULES.filter((file) =>
      readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .some((line) => TYPESCRIPT_PRIVATE.test(line)),
    );
    assert.deepEqual(typescriptPrivate, []);
  });
});
