import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roundsRow } from '../rows.js';

test("roundsRow: the ratio is the median of the rounds' ratios, the spread their range", () => {
  const row = roundsRow({
    figure: 'ready',
    value: 500,
    unit: 'ms',
    baseline: 400,
    ratios: [1.5, 0.75, 1.25],
    goal: '≤ 1.25×',
  });
  assert.deepEqual(row, {
    figure: 'ready',
    value: 500,
    unit: 'ms',
    baseline: 400,
    ratio: 1.25,
    spread: '0.75–1.50×',
    goal: '≤ 1.25×',
  });
});
