import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CARD_FIELD_MESSAGES, TRANSLATED_LANGUAGES } from '@checkout-kit/protocol';
import { en as cardForm } from '../src/card-form/internal/strings.js';
import { TEST_MODE_WORDS } from '../src/card-form/internal/test-mode-strings.js';
import { REMEMBER_CARD_WORDS } from '../src/card-form/internal/remember-card-box.js';
import { en as methodPicker } from '../src/method-picker/internal/strings.js';
import { BANK_CHOICE_WORDS } from '../src/method-picker/internal/bank-choice-strings.js';
import type { CheckoutTranslation } from '../src/translation.js';

/**
 * English, as the elements carry it, with the words of the parts loaded on demand (the test-mode
 * panel's and the bank choice's, each with its part in every language; the "save this card"
 * box's, whose other languages are in their files): what every translation must say in full.
 */
const english = {
  cardForm: { ...cardForm, ...REMEMBER_CARD_WORDS },
  methodPicker,
  testModePanel: TEST_MODE_WORDS.en,
  bankChoice: BANK_CHOICE_WORDS.en,
};

/** Sample facts for the sentences that are functions, by their name. */
const SAMPLES: Record<string, unknown[]> = {
  errorSummary: [2],
  payAmount: ['RM\u00a010.00'],
  testModeHint: ['123'],
  useTestCard: ['4444 3333 2222 1111', true],
  empty: ['RM\u00a010.00'],
  continueWith: ['FPX'],
  bankOffline: ['Maybank2u'],
};

/** Words that read the same in every language: the expiry format, as cards print it. */
const SAME_IN_EVERY_LANGUAGE = new Set(['MM/YY']);

/** Every sentence of `words`, by its path (`cardForm.errors.cvc.length`), functions called. */
function sentences(words: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof words === 'string') return found.set(path, words);
  if (typeof words === 'function') {
    const name = path.split('.').at(-1) ?? '';
    const facts = SAMPLES[name];
    assert.ok(facts, `${path}: no sample facts for this function`);
    found.set(path, String((words as (...facts: unknown[]) => unknown)(...facts)));
    if (name === 'errorSummary')
      found.set(`${path}(1)`, String((words as (n: number) => string)(1)));
    if (name === 'useTestCard') {
      found.set(
        `${path}(no 3DS)`,
        String((words as (n: string, t: boolean) => string)('4', false)),
      );
    }
    if (name === 'empty') found.set(`${path}(none)`, String((words as (a: null) => string)(null)));
    return found;
  }
  for (const [key, value] of Object.entries(words as object)) {
    for (const [inner, text] of sentences(value, path ? `${path}.${key}` : key))
      found.set(inner, text);
  }
  return found;
}

describe('the shipped translations', () => {
  const englishSentences = sentences(english);

  for (const language of TRANSLATED_LANGUAGES) {
    describe(language, async () => {
      const { default: translation } = (await import(`../src/translations/${language}.ts`)) as {
        default: CheckoutTranslation;
      };
      const { language: declared, ...words } = translation;
      const translated = sentences({
        ...words,
        testModePanel: TEST_MODE_WORDS[language],
        bankChoice: BANK_CHOICE_WORDS[language],
      });

      it('names its own language', () => assert.equal(declared, language));

      it('says under the card fields what the gateway’s pages say, word for word', () => {
        assert.deepEqual(translation.cardForm.errors, CARD_FIELD_MESSAGES[language]);
      });

      it('says every sentence English says, and nothing else', () => {
        assert.deepEqual([...translated.keys()].sort(), [...englishSentences.keys()].sort());
      });

      it('says each in its own words: none empty, none left in English', () => {
        for (const [path, text] of translated) {
          assert.ok(text.trim().length > 0, `${path} is empty`);
          const englishText = englishSentences.get(path) ?? '';
          if (SAME_IN_EVERY_LANGUAGE.has(text)) continue;
          assert.notEqual(text, englishText, `${path} is still English: ${text}`);
        }
      });

      it('keeps every fact a sentence carries: {brand}, {cvcLength}, amounts and numbers', () => {
        for (const [path, englishText] of englishSentences) {
          const text = translated.get(path) ?? '';
          for (const fact of englishText.match(/\{\w+\}|RM\u00a010\.00|\d{3,}|FPX/g) ?? []) {
            assert.ok(text.includes(fact), `${path} lost ${fact}: ${text}`);
          }
        }
      });
    });
  }

  it('uses the glossary’s words for what a payer reads most', async () => {
    const glossary = readFileSync(new URL('../../../GLOSSARY.md', import.meta.url), 'utf8');
    const cells = (line: string | undefined) => (line ?? '').split('|').map((cell) => cell.trim());
    const lines = glossary.split('\n');
    // Each language's column, by the code its heading gives: `Malay (\`ms\`)`.
    const heading = cells(lines.find((line) => line.startsWith('| English ')));
    const row = (english: string) => cells(lines.find((line) => line.startsWith(`| ${english} `)));
    const expectations: [string, (words: CheckoutTranslation) => string][] = [
      ['card number', (words) => words.cardForm.labels.card_number],
      ['expiry date', (words) => words.cardForm.labels.expires],
      ['payment method', (words) => words.methodPicker.legend],
      ['test mode', (words) => TEST_MODE_WORDS[words.language]?.testMode ?? ''],
    ];
    await Promise.all(
      TRANSLATED_LANGUAGES.map(async (language) => {
        const { default: words } = (await import(`../src/translations/${language}.ts`)) as {
          default: CheckoutTranslation;
        };
        const column = heading.findIndex((cell) => cell.endsWith(`(\`${language}\`)`));
        assert.ok(column > 0, `the glossary has no column for ${language}`);
        for (const [term, read] of expectations) {
          const expected = row(term)[column];
          assert.ok(expected, `the glossary has no ${term} in ${language}`);
          assert.equal(read(words).toLowerCase(), expected.toLowerCase(), `${language}: ${term}`);
        }
      }),
    );
  });
});
