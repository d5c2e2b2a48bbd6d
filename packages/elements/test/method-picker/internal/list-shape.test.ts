import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectedShape } from '../../../src/method-picker/internal/list-shape.js';

describe('expectedShape', () => {
  it('takes one count as Card and one group of the rest', () => {
    assert.deepEqual(expectedShape('14'), { rows: 1, groups: [13] });
    assert.deepEqual(expectedShape(' 1 '), { rows: 1, groups: [] });
  });

  it("takes several counts as Card's row and each group's, in order", () => {
    assert.deepEqual(expectedShape('1 10 3'), { rows: 1, groups: [10, 3] });
    assert.deepEqual(expectedShape('0  8'), { rows: 0, groups: [8] });
    assert.deepEqual(expectedShape('1 0 3'), { rows: 1, groups: [3] });
  });

  it('guesses four rows for nothing, or for what is no list of whole counts up to 50', () => {
    for (const unknown of ['', '0', 'many', '1.5', '-2', '1 51', '1e1 x', 'Infinity']) {
      assert.deepEqual(expectedShape(unknown), { rows: 4, groups: [] }, unknown);
    }
  });
});
