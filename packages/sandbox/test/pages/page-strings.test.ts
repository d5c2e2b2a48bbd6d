import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CARD_FIELD_ERRORS,
  KIT_LANGUAGES,
  type KitLanguage,
  type Purchase,
  readKitLanguage,
} from '@checkout-kit/protocol';
import { PAGE_STRINGS, pageLanguage } from '../../src/pages/page-strings.js';

/**
 * Every language of the hosted pages gives every string, none empty and none left in English,
 * and words every rule of every card field the protocol has.
 */

/** The arguments each function of the strings is called with: a sample of each kind. */
const SAMPLE_CALLS: readonly (readonly unknown[])[] = [['RM 10.00'], [true], [false]];

/** Paths whose text is the same in every language: brand names and Latin formats. */
const SAME_EVERYWHERE = new Set(['threeDSecure', 'expiryHint']);

/** Paths a language writes as English does, as its own word. */
const SAME_AS_ENGLISH: Readonly<Record<string, ReadonlySet<string>>> = {
  ms: new Set(['status']),
};

/** The expiry's format as each language's banks write it, where a test pins it. */
const EXPIRY_HINTS: Readonly<Partial<Record<KitLanguage, string>>> = {
  en: 'MM/YY',
  ms: 'BB/TT',
  zh: 'MM/YY',
  ta: 'MM/YY',
};

/** What a language's own text must hold some of: its script (Chinese and Tamil). */
const SCRIPT_OF: Readonly<Record<string, RegExp>> = {
  zh: /\p{Script=Han}/u,
  ta: /\p{Script=Tamil}/u,
};

/** Every string of a value (functions called with the samples), by its path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    return SAMPLE_CALLS.flatMap((args, index) =>
      leaves((value as (...a: unknown[]) => unknown)(...args), `${path}(${index})`),
    );
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** The path's first key: what the allow-lists name. */
const keyOf = (path: string): string => path.split(/[.([]/)[0] ?? path;

describe('the pages’ strings', () => {
  const english = new Map(leaves(PAGE_STRINGS.en));

  it('has each of the kit’s languages', () => {
    assert.deepEqual(Object.keys(PAGE_STRINGS).sort(), [...KIT_LANGUAGES].sort());
  });

  for (const language of KIT_LANGUAGES) {
    it(`${language}: gives every string, none empty and none still English`, () => {
      const strings = new Map(leaves(PAGE_STRINGS[language]));
      assert.deepEqual([...strings.keys()].sort(), [...english.keys()].sort());
      const script = SCRIPT_OF[language];
      for (const [path, text] of strings) {
        assert.notEqual(text.trim(), '', `${language} ${path} is empty`);
        if (language === 'en' || path === 'dateLocale') continue;
        // A status's tone is no text: it says how the page shows it, the same in every language.
        if (path.endsWith('.tone')) {
          assert.equal(text, english.get(path), `${language} ${path}`);
          continue;
        }
        const key = keyOf(path);
        if (SAME_EVERYWHERE.has(key)) continue;
        if (!SAME_AS_ENGLISH[language]?.has(key)) {
          assert.notEqual(text, english.get(path), `${language} ${path} is still English`);
        }
        if (script) assert.match(text, script, `${language} ${path} is not written in ${language}`);
      }
    });

    it(`${language}: words every rule of every card field the protocol has`, () => {
      const { fieldRules } = PAGE_STRINGS[language];
      for (const [field, codes] of Object.entries(CARD_FIELD_ERRORS)) {
        const words: Readonly<Record<string, string>> =
          fieldRules[field as keyof typeof fieldRules];
        for (const code of codes) {
          assert.ok(Object.hasOwn(words, code), `${language} ${field}.${code} has no words`);
          assert.notEqual(words[code]?.trim(), '', `${language} ${field}.${code} is empty`);
        }
        // Only the facts the pages know can be written in.
        for (const text of Object.values(words)) {
          assert.deepEqual(
            text.match(/\{[^}]*\}/g)?.filter((f) => !/^\{(brand|cvcLength)\}$/.test(f)) ?? [],
            [],
          );
        }
      }
      assert.match(fieldRules.card_number.brand_not_accepted, /\{brand\}/);
      assert.match(fieldRules.cvc.length, /\{cvcLength\}/);
    });

    it(`${language}: dates by a locale of that language, where Intl has one`, () => {
      const { dateLocale } = PAGE_STRINGS[language];
      assert.equal(Intl.DateTimeFormat.supportedLocalesOf([dateLocale]).length, 1, dateLocale);
      // A language Intl has no data for (Iban's `iba`) writes dates as a neighbour does (`ms-MY`).
      if (Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0) {
        assert.equal(readKitLanguage(dateLocale), language);
      }
    });
  }

  it('writes the expiry as the payer’s banks do: BB/TT in Malay, MM/YY in the others', () => {
    for (const language of KIT_LANGUAGES) {
      const hint = PAGE_STRINGS[language].expiryHint;
      assert.match(hint, /^\p{Lu}{2}\/\p{Lu}{2}$/u, language);
      assert.equal(hint, EXPIRY_HINTS[language] ?? hint, language);
    }
  });
});

describe('pageLanguage', () => {
  it('reads a purchase’s language by its primary subtag, else English', () => {
    const languages = ['zh-MY', 'zh_MY', 'zh-Hans', 'ta-MY', 'ms-MY', 'ZH', 'ta', 'fr', '', null];
    const read = languages.map((language) =>
      pageLanguage({ purchase: { language } } as unknown as Purchase),
    );
    assert.deepEqual(read, ['zh', 'zh', 'zh', 'ta', 'ms', 'zh', 'ta', 'en', 'en', 'en']);
    assert.equal(pageLanguage(undefined), 'en');
  });
});
