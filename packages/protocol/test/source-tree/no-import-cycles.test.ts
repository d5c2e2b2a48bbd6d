import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { firstCycle, importGraph } from '../../../../test/fixtures/source-tree.js';

/*
 * No module of a package imports one that imports it, type-only imports included: a cycle of
 * types still ties the files together for every reader and tool. Read here for every package,
 * as the wire-words test reads them, so that one check keeps the whole tree.
 */

const PACKAGES = ['protocol', 'server', 'sandbox', 'elements', 'react'];

describe('the packages’ source trees', () => {
  for (const name of PACKAGES) {
    it(`${name}: no import cycle, type-only imports included`, () => {
      const graph = importGraph(fileURLToPath(new URL(`../../../${name}/src/`, import.meta.url)));
      // Guards the reader: a pattern that matched nothing would find no cycle anywhere.
      assert.ok(
        [...graph.values()].some((imports) => imports.length > 0),
        `${name}: no imports`,
      );
      const cycle = firstCycle(graph);
      assert.equal(cycle, undefined, `import cycle: ${cycle?.join(' → ')}`);
    });
  }
});
