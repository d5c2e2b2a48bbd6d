import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CARD_FIELD_MESSAGES } from '../../src/card/card-field-messages.js';
import { CARD_FIELD_ERRORS } from '../../src/card/direct-post-fields.js';
import { TRANSLATED_LANGUAGES } from '../../src/language/kit-languages.js';

/** Where a message writes in the facts of the refused value: each rule that has one. */
const FACTS: Readonly<Record<string, string>> = {
  'card_number.brand_not_accepted': '{brand}',
  'cvc.length': '{cvcLength}',
};

describe('CARD_FIELD_MESSAGES', () => {
  it('has every language the kit translates', () => {
    assert.deepEqual(Object.keys(CARD_FIELD_MESSAGES).sort(), [...TRANSLATED_LANGUAGES].sort());
  });

  for (const language of TRANSLATED_LANGUAGES) {
    it(`${language}: a message for every rule of every card field, with its facts`, () => {
      const messages = CARD_FIELD_MESSAGES[language];
      assert.deepEqual(Object.keys(messages).sort(), Object.keys(CARD_FIELD_ERRORS).sort());
      for (const [field, codes] of Object.entries(CARD_FIELD_ERRORS)) {
        const texts: Readonly<Record<string, string>> = messages[field as keyof typeof messages];
        assert.deepEqual(Object.keys(texts).sort(), [...codes].sort(), field);
        for (const [code, text] of Object.entries(texts)) {
          assert.notEqual(text.trim(), '', `${field}.${code} is empty`);
          const facts = text.match(/\{[^}]*\}/g) ?? [];
          const expected = FACTS[`${field}.${code}`];
          assert.deepEqual(facts, expected ? [expected] : [], `${field}.${code}: ${text}`);
        }
      }
    });
  }
});
