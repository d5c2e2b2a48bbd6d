/**
 * Every word a payer reads, in every language of the payer pages: each language's texts have
 * every string of the English ones, none empty, none left in English (but for the few names that
 * stay the same in every language, listed here).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KIT_LANGUAGES, TRANSLATED_LANGUAGES } from '@checkout-kit/protocol';
import type { DemoLanguage } from '../shared/api.js';
import { CATALOGUE } from '../server/catalogue.js';
import { CHECKOUT_TEXTS } from '../site/src/checkout/texts.js';
import { LANGUAGES } from '../site/src/i18n.js';
import { LOG_WORDS } from '../site/src/result/log-message.js';
import { RESULT_TEXTS } from '../site/src/result/texts.js';
import { SHELL_TEXTS } from '../site/src/shell/texts.js';
import { SHOP_TEXTS } from '../site/src/shop/texts.js';
import { ERROR_TEXTS } from '../site/src/ui/error-texts.js';
import { FAILURE_SENTENCES } from '../site/src/ui/failure-reason.js';
import { METHOD_NAMES } from '../site/src/ui/method-name.js';
import { KIND_LABELS, STATUS_LABELS } from '../site/src/ui/status.js';

/** Words that are the same in every language: names, and a Malay word English shares. */
const SAME_AS_ENGLISH = new Set([
  // A framework's name.
  'React',
  // What developers call it in Malay and Chinese too.
  'Webhook',
  // Malay's word for status is "status".
  'Status',
  // A brand's name.
  'DuitNow QR',
]);

const OTHER_LANGUAGES = (Object.keys(LANGUAGES) as DemoLanguage[]).filter(
  (language) => language !== 'en',
);

/** Arguments for a text that is a function: an order number, a count, an amount, a flag. */
const SAMPLE_ARGUMENTS = [7, 7];

/**
 * The problems of `other` against `english`, walked key by key: a string missing, empty, or the
 * same as the English one; functions are called and their answers compared.
 */
function problemsOf(english: unknown, other: unknown, path: string): string[] {
  if (typeof english === 'function') {
    if (typeof other !== 'function') return [`${path} is not a function`];
    return problemsOf(
      (english as (...args: unknown[]) => unknown)(...SAMPLE_ARGUMENTS),
      (other as (...args: unknown[]) => unknown)(...SAMPLE_ARGUMENTS),
      `${path}()`,
    );
  }
  if (typeof english === 'string') {
    if (typeof other !== 'string' || other.trim() === '') return [`${path} is missing or empty`];
    if (other === english && !SAME_AS_ENGLISH.has(other)) return [`${path} is English: "${other}"`];
    return [];
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof other !== 'object' || other === null) return [`${path} is missing`];
    return Object.keys(english).flatMap((key) =>
      problemsOf(
        (english as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        `${path}.${key}`,
      ),
    );
  }
  return [];
}

/** The problems of every other language of a per-language record, against its English. */
function problemsOfLanguages(name: string, texts: Record<DemoLanguage, unknown>): string[] {
  return OTHER_LANGUAGES.flatMap((language) =>
    problemsOf(texts.en, texts[language], `${name}.${language}`),
  );
}

describe('the payer pages’ words', () => {
  it('are in each of the kit’s languages, in its order', () => {
    assert.deepEqual(Object.keys(LANGUAGES), [...KIT_LANGUAGES]);
  });

  const pages: [string, Record<DemoLanguage, unknown>][] = [
    ['shell', SHELL_TEXTS],
    ['shop', SHOP_TEXTS],
    ['checkout', CHECKOUT_TEXTS],
    ['result', RESULT_TEXTS],
    ['errors', ERROR_TEXTS],
    ['failure reasons', FAILURE_SENTENCES],
    ['payment methods', METHOD_NAMES],
  ];
  for (const [name, texts] of pages) {
    it(`of ${name} are whole in every language`, () => {
      assert.deepEqual(problemsOfLanguages(name, texts), []);
    });
  }

  it('of statuses, kinds of order and products are whole in every language', () => {
    const problems = [
      ...STATUS_LABELS.flatMap((labels, index) => problemsOfLanguages(`status ${index}`, labels)),
      ...Object.entries(KIND_LABELS).flatMap(([kind, labels]) =>
        problemsOfLanguages(`kind ${kind}`, labels),
      ),
      ...CATALOGUE.flatMap((product) =>
        problemsOfLanguages(`product ${product.sku}`, product.description),
      ),
    ];
    assert.deepEqual(problems, []);
  });

  it('of the order’s log say every event in every language, as Malay does', () => {
    const malay = LOG_WORDS.ms;
    for (const language of TRANSLATED_LANGUAGES.filter((other) => other !== 'ms')) {
      const words = LOG_WORDS[language];
      const problems = Object.keys(malay).flatMap((key) =>
        problemsOf(
          (malay as unknown as Record<string, unknown>)[key],
          (words as unknown as Record<string, unknown>)[key],
          `log.${language}.${key}`,
        ),
      );
      // Compared with Malay, "the same" means untranslated from it.
      assert.deepEqual(problems, [], language);
    }
  });

  it('finds a string left in English, an empty one and a missing one', () => {
    assert.deepEqual(
      problemsOf(
        { a: 'Pay', b: 'Total', c: (id: number) => `Order ${id}`, d: 'Card' },
        { a: 'Pay', b: '', c: (id: number) => `Order ${id}` },
        'sample',
      ),
      [
        'sample.a is English: "Pay"',
        'sample.b is missing or empty',
        'sample.c() is English: "Order 7"',
        'sample.d is missing or empty',
      ],
    );
  });
});
