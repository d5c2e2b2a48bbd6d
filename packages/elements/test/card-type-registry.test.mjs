// @ts-check
/**
 * What the single-file builds change in credit-card-type (`build/card-type-registry.js`), run on
 * the installed modules themselves: Troy's 8-digit BIN ranges go, every other brand stays whole,
 * detection with the trimmed table still tells the brands apart as the kit needs, and
 * card-validator's verdicts through the trimmed detection are those of the whole one.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { compileFunction } from 'node:vm';
import {
  trimCardTypeModule,
  withShallowCopies,
  withoutCopies,
  withoutRegistryMethods,
  withoutTroyLongBins,
} from '../build/card-type-registry.js';

const require = createRequire(import.meta.url);
const cardValidator = dirname(require.resolve('card-validator/package.json'));
const entry = createRequire(join(cardValidator, 'package.json')).resolve('credit-card-type');
const library = dirname(entry);
const tableSource = readFileSync(join(library, 'lib/card-types.js'), 'utf8');

/**
 * Runs a CommonJS module's source; `require` answers `overrides` first, then resolves from the
 * module's own file, `path`.
 * @param {string} code
 * @param {Record<string, unknown>} overrides
 * @param {string} path
 */
function load(code, overrides = {}, path = entry) {
  const module = { exports: /** @type {any} */ ({}) };
  const requireFrom = createRequire(path);
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

const entrySource = readFileSync(entry, 'utf8');
const addMatchingPath = join(library, 'lib/add-matching-cards-to-results.js');
const addMatchingSource = readFileSync(addMatchingPath, 'utf8');
const cardNumberPath = join(cardValidator, 'dist/card-number.js');
const cardNumberSource = readFileSync(cardNumberPath, 'utf8');

/**
 * card-validator's card-number check over credit-card-type with the trimmed brand table, and its
 * other modules as installed or as the single-file builds make them (`trimCardTypeModule`). The
 * table's own trim is tested above; these compare what the other modules' trims change.
 * @param {boolean} trimmed
 */
function cardNumberCheck(trimmed) {
  const table = load(trimmedSource ?? '');
  const build = (/** @type {string} */ path, /** @type {string} */ code) =>
    trimmed ? (trimCardTypeModule(path, code)?.code ?? code) : code;
  const addMatching = load(build(addMatchingPath, addMatchingSource), {}, addMatchingPath);
  const detection = load(build(entry, entrySource), {
    './lib/card-types': table,
    './lib/add-matching-cards-to-results': addMatching,
  });
  const check = load(cardNumberSource, { 'credit-card-type': detection }, cardNumberPath);
  return { cardNumber: check.cardNumber, table };
}

/**
 * Card numbers for every brand: each pattern (a range's ends) at each length the brand issues,
 * filled with zeros, and every prefix of each of them, from none.
 * @param {Record<string, { patterns: (number | number[])[], lengths: number[] }>} table
 */
function numbersOf(table) {
  const numbers = new Set(['']);
  for (const brand of Object.values(table)) {
    for (const pattern of brand.patterns.flat()) {
      for (const length of brand.lengths) {
        const number = String(pattern).padEnd(length, '0');
        for (let end = 1; end <= number.length; end++) numbers.add(number.slice(0, end));
      }
    }
  }
  return [...numbers];
}

test('the entry keeps nothing of its copies and input checks, and its lines', () => {
  const withoutMethods = withoutRegistryMethods(entrySource);
  const trimmed = withoutMethods === null ? null : withoutCopies(withoutMethods);
  assert.notEqual(trimmed, null);
  for (const name of ['clone', 'isValidInputType', 'getAllCardTypes']) {
    assert.ok(!trimmed?.includes(name), name);
  }
  assert.match(trimmed ?? '', /var testOrder = ORIGINAL_TEST_ORDER;/);
  assert.equal(trimmed?.split('\n').length, entrySource.split('\n').length);
  const shallow = withShallowCopies(addMatchingSource);
  assert.ok(shallow?.includes('{ ...cardConfiguration }'));
  assert.ok(!shallow?.includes('./clone'));
  assert.equal(shallow?.split('\n').length, addMatchingSource.split('\n').length);
});

test("card-validator's verdicts through the trimmed detection are the whole one's", () => {
  const whole = cardNumberCheck(false);
  const trimmed = cardNumberCheck(true);
  const verdict = (/** @type {any} */ check, /** @type {unknown} */ value) => {
    const { card, isPotentiallyValid, isValid } = check.cardNumber(value);
    return { card, isPotentiallyValid, isValid };
  };
  const numbers = numbersOf(original);
  assert.ok(numbers.length > 2000, `${numbers.length} numbers`);
  for (const number of [...numbers, '4111 1111 1111 1111', '4111-1111', 'abc', 4111, null]) {
    assert.deepEqual(verdict(trimmed, number), verdict(whole, number), String(number));
  }
});

test('no verdict changes the brand table the next one reads', () => {
  const { cardNumber, table } = cardNumberCheck(true);
  const before = JSON.parse(JSON.stringify(table));
  const elo = cardNumber('4011780000000000');
  assert.equal(elo.card?.type, 'elo');
  assert.equal(elo.card?.matchStrength, 6);
  // `4` may still be Visa or Elo: Elo's 6-digit pattern has no strength yet. Had the strength of
  // the check before been left on the table's Elo, Elo would win here.
  assert.equal(cardNumber('4').card, null);
  for (const number of numbersOf(table)) cardNumber(number);
  assert.deepEqual(table, before);
  assert.notEqual(cardNumber('4111111111111111').card, cardNumber('4111111111111111').card);
});

test('a module that is not shaped as expected is kept as it is, with a warning', () => {
  assert.equal(withoutCopies('function creditCardType(cardNumber) { return []; }'), null);
  assert.equal(withShallowCopies('exports.add = function (a) { return a; };'), null);
  const entryPath = entry;
  assert.deepEqual(trimCardTypeModule(entryPath, 'module.exports = 1;'), {
    warning: "credit-card-type's registry methods were not found; it is kept whole.",
  });
  assert.equal(trimCardTypeModule('/lib/other.js', ''), null);
});
