import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { primaryLanguageSubtag } from '../../src/language/language-tag.js';

describe('primaryLanguageSubtag', () => {
  it('reads a tag by its primary subtag, in lower case, whatever follows it', () => {
    const tags = ['zh-MY', 'zh_MY', 'zh-Hans', 'zh-Hans-MY', 'ZH', 'ms-MY', 'en-GB', ' ta ', 'iba'];
    assert.deepEqual(tags.map(primaryLanguageSubtag), [
      'zh',
      'zh',
      'zh',
      'zh',
      'zh',
      'ms',
      'en',
      'ta',
      'iba',
    ]);
  });

  it('gives an empty subtag for no tag', () => {
    assert.deepEqual(['', '  ', null, undefined].map(primaryLanguageSubtag), ['', '', '', '']);
  });
});
