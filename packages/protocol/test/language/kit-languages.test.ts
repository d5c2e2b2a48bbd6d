import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  KIT_LANGUAGES,
  TRANSLATED_LANGUAGES,
  isKitLanguage,
  readKitLanguage,
} from '../../src/language/kit-languages.js';

describe('KIT_LANGUAGES', () => {
  it('is English first, then each translated language once', () => {
    assert.deepEqual(KIT_LANGUAGES, ['en', ...TRANSLATED_LANGUAGES]);
    assert.equal(new Set(KIT_LANGUAGES).size, KIT_LANGUAGES.length);
  });

  it('holds primary subtags only: each reads as itself', () => {
    assert.deepEqual(KIT_LANGUAGES.map(readKitLanguage), [...KIT_LANGUAGES]);
  });
});

describe('isKitLanguage', () => {
  it('takes a kit language exactly as written, and nothing else', () => {
    assert.ok(KIT_LANGUAGES.every(isKitLanguage));
    for (const other of ['fr', 'ZH', 'zh-MY', '', null, undefined, 7]) {
      assert.equal(isKitLanguage(other), false, String(other));
    }
  });
});

describe('readKitLanguage', () => {
  it('reads a page’s or a purchase’s tag into the kit’s language', () => {
    const read = ['zh-MY', 'zh_MY', 'zh-Hans', 'ZH', 'ms-MY', 'ta-MY', 'en-GB', 'EN'].map(
      readKitLanguage,
    );
    assert.deepEqual(read, ['zh', 'zh', 'zh', 'zh', 'ms', 'ta', 'en', 'en']);
  });

  it('gives undefined for a language the kit has no words in, or no tag', () => {
    for (const tag of ['fr', 'fr-MY', 'zz', 'x-private', '-ms', '', null, undefined]) {
      assert.equal(readKitLanguage(tag), undefined, String(tag));
    }
  });
});
