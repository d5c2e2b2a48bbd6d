import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, percentile, spread } from '../stats.js';

test('median: the middle value, or the mean of the middle two, whatever the order', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.throws(() => median([]), /median of nothing/);
});

test('percentile: the nearest rank', () => {
  const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
  assert.equal(percentile(values, 90), 90);
  assert.equal(percentile(values, 91), 100);
  assert.equal(percentile(values, 0), 10);
  assert.equal(percentile([5], 50), 5);
});

test('spread: the range, at the digits asked', () => {
  assert.equal(spread([1.234, 0.9, 1.1], 2), '0.90–1.23');
  assert.throws(() => spread([]), /spread of nothing/);
});
