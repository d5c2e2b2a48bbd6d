/**
 * The settings every property test of the kit runs with: a new seed each run unless FUZZ_SEED
 * replays one, and kept counterexamples that run every time.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { fuzzSeed, fuzzSettings, seedFrom } from '../../../../test/fixtures/fuzz-settings.js';

describe('the property tests’ seed', () => {
  it('is new on each run unless FUZZ_SEED names one', () => {
    assert.equal(
      seedFrom(undefined, () => 7),
      7,
    );
    assert.equal(
      seedFrom(' ', () => 7),
      7,
    );
    assert.equal(
      seedFrom('123456', () => 7),
      123456,
    );
    assert.equal(
      seedFrom('0', () => 7),
      0,
    );
  });

  it('refuses a FUZZ_SEED that is no seed, naming the variable and the rule', () => {
    for (const bad of ['abc', '-1', '1.5', '2147483648', '1e3x']) {
      assert.throws(() => seedFrom(bad, () => 7), /FUZZ_SEED must be a whole number from 0 to/);
    }
  });

  it('replays the same input for the same seed', () => {
    const drawn = () => {
      const values: number[] = [];
      fc.assert(
        fc.property(fc.integer(), (value) => void values.push(value)),
        fuzzSettings(20),
      );
      return values;
    };
    assert.equal(fuzzSettings(1).seed, fuzzSeed);
    assert.deepEqual(drawn(), drawn());
  });

  it('runs the kept examples whatever the seed', () => {
    const property = fc.property(fc.integer({ min: 0, max: 9 }), (value) => value !== -1);
    assert.doesNotThrow(() => fc.assert(property, fuzzSettings(5)));
    assert.throws(
      () => fc.assert(property, fuzzSettings(5, { examples: [[-1]] })),
      /Counterexample: \[-1\]/,
    );
  });
});
