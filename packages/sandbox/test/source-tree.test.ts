import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { importGraph, modulesOf } from '../../../test/fixtures/source-tree.js';

/*
 * The shape of `src/`: the root wires the sandbox together and each folder holds one kind of
 * thing. That no module imports one that imports it is checked for every package at once, in
 * protocol's `test/source-tree/`.
 */

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** The modules of `src/`, by path relative to it. */
const MODULES = modulesOf(SRC);

/**
 * A secret (an API key, the payout secret, an approval token) compared with `===` or `!==`: in
 * time that tells how much of a guess was right (`=== null` compares no secret).
 * `constantTimeEqual` compares them.
 */
const SECRET_COMPARED =
  /[!=]==\s*[\w.?]*\b(apiKey|apiSecret|approvalToken)\b|\b(apiKey|apiSecret|approvalToken)\s*[!=]==(?!\s*(null|undefined)\b)/;

/** A member declared with TypeScript's `private` (a constructor cannot be a `#` member). */
const TYPESCRIPT_PRIVATE = /(?:^\s*|\(\s*)private\s+(?!constructor\b)\w/;

describe('the source tree', () => {
  const graph = importGraph(SRC);

  it('finds the modules and their imports', () => {
    // Guards the reader itself: a pattern that matched nothing would pass every check below.
    assert.ok(graph.size > 100);
    assert.ok(graph.get('start.ts')?.includes(path.join('persistence', 'store.ts')));
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

  it('compares secrets in constant time, never with === or !==', () => {
    const compared = MODULES.flatMap((file) =>
      readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .filter((line) => SECRET_COMPARED.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    assert.deepEqual(compared, []);
  });
});
