// @ts-check
/**
 * What the single-file builds change in credit-card-type (`build/card-type-registry.js`), run on
 * the installed module itself: Troy's 8-digit BIN ranges go, every other brand stays whole, and
 * detection with the trimmed table still tells the brands apart as the kit needs.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { compileFunction } from 'node:vm';
import { withoutTroyLongBins } from '../build/card-type-registry.js';

const require = createRequire(import.meta.url);
const cardValidator = dirname(require.resolve('card-validator/package.json'));
const entry = createRequire(join(cardValidator, 'package.json')).resolve('credit-card-type');
const library = dirname(entry);
const tableSource = readFileSync(join(library, 'lib/card-types.js'), 'utf8');

/**
 * Runs a CommonJS module's source; `require` answers `overrides` first, then the library.
 * @param {string} code
 * @param {Record<string, unknown>} overrides
 */
function load(code, overrides = {}) {
  const module = { exports: /** @type {any} */ ({}) };
  const requireFrom = createRequire(entry);
  const run = compileFunction(code, ['module', 'exports', 'require']);
  run(module, module.exports, (/** @type {string} */ id) =>
    id in overrides ? overrides[id] : requireFrom(id),
  );
  return module.exports;
}

const trimmedSource = withoutTroyLongBins(tableSource);
const original = load(tableSource);
const trimmed = load(trimmedSource ?? '');

test('Troy keeps its patterns of up to 6 digits only', () => {
  assert.notEqual(trimmedSource, null);
  const first = (/** @type {number | number[]} */ pattern) => String([pattern].flat()[0]);
  const long = original.troy.patterns.filter((pattern) => first(pattern).length > 6);
  assert.ok(long.length > 0, 'the installed table has Troy 8-digit ranges to leave out');
  assert.deepEqual(
    trimmed.troy.patterns,
    original.troy.patterns.filter((pattern) => first(pattern).length <= 6),
  );
  assert.deepEqual({ ...trimmed.troy, patterns: [] }, { ...original.troy, patterns: [] });
});

test('every other brand is kept whole, and every line stays where it was', () => {
  for (const brand of Object.keys(original).filter((name) => name !== 'troy')) {
    assert.deepEqual(trimmed[brand], original[brand], brand);
  }
  assert.equal(trimmedSource?.split('\n').length, tableSource.split('\n').length);
});

test('detection with the trimmed table: a Troy 8-digit BIN reads as Discover, the rest as before', () => {
  const detect = (/** @type {object} */ table) =>
    load(readFileSync(entry, 'utf8'), { './lib/card-types': table });
  const before = detect(original);
  const after = detect(trimmed);
  const brandOf = (/** @type {any} */ detector, /** @type {string} */ number) =>
    detector(number).map((/** @type {{ type: string }} */ card) => card.type);
  assert.deepEqual(brandOf(before, '6508370000000000'), ['troy']);
  assert.deepEqual(brandOf(after, '6508370000000000'), ['discover']);
  for (const number of [
    '9792000000000000',
    '6500520000000000',
    '4111111111111111',
    '5555555555554444',
    '6759649826438453',
    '378282246310005',
    '4011780000000000',
  ]) {
    assert.deepEqual(brandOf(after, number), brandOf(before, number), number);
  }
});

test('a table that is not shaped as expected is kept whole', () => {
  assert.equal(withoutTroyLongBins('module.exports = { visa: { patterns: [4] } };'), null);
});
