// @ts-check
/**
 * Each script-tag build names its source map, and the map leads back into the sources: a stack
 * trace from a merchant's page, or a profile of it, reads as the kit's own code. The builds pass
 * through two minifiers (see `build/terser-pass.ts`); this checks that the map survives both.
 *
 * Runs against `dist/`: build first (`pnpm --filter @checkout-kit/elements build`).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { test } from 'node:test';
import { PACKAGE_DIR, SCRIPT_TAG_BUILDS } from '../scripts/budget.mjs';

/** Where `needle` first starts in `code`, as a source map counts it (lines and columns from 0). */
function positionOf(code, needle) {
  const index = code.indexOf(needle);
  assert.notEqual(index, -1, `${needle} is not in the build`);
  const before = code.slice(0, index).split('\n');
  return { line: before.length - 1, column: (before.at(-1) ?? '').length };
}

for (const { path } of SCRIPT_TAG_BUILDS) {
  test(`${path} maps back to the kit's sources`, () => {
    const code = readFileSync(new URL(path, PACKAGE_DIR), 'utf8');
    const file = path.split('/').pop();
    assert.ok(code.trimEnd().endsWith(`//# sourceMappingURL=${file}.map`), code.slice(-80));
    const payload = JSON.parse(readFileSync(new URL(`${path}.map`, PACKAGE_DIR), 'utf8'));
    assert.equal(payload.sources.length, payload.sourcesContent.length);
    const map = new SourceMap(payload);
    // A string literal no minifier rewrites, from the module that defines each element.
    const element = path.includes('method-picker') ? 'method-picker' : 'card-form';
    const { line, column } = positionOf(code, `"checkout-${element}"`);
    const entry = map.findEntry(line, column);
    assert.ok('originalSource' in entry, `no mapping at ${line}:${column}`);
    assert.match(entry.originalSource, new RegExp(`src/${element}/${element}\\.ts$`));
    const source = payload.sourcesContent[payload.sources.indexOf(entry.originalSource)];
    const original = source.split('\n')[entry.originalLine];
    assert.ok(original?.includes(`'checkout-${element}'`), original);
  });
}
