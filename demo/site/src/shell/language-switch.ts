/**
 * The header's language switch of the payer pages: one radio per language, each named in its
 * own language, so a payer finds theirs whatever the page speaks now.
 */
import type { DemoLanguage } from '../../../shared/api.js';
import { h } from '../dom.js';
import { LANGUAGE_SHORT_NAMES, LANGUAGES } from '../i18n.js';
import type { ShellTexts } from './texts.js';

/** What the page does when the payer picks another language. */
export type OnLanguage = (language: DemoLanguage) => void;

/** The switch, with `current` checked; `onLanguage` runs on a change. */
export function languageSwitch(
  texts: ShellTexts,
  current: DemoLanguage,
  onLanguage: OnLanguage,
): HTMLFieldSetElement {
  const choices = (Object.keys(LANGUAGES) as DemoLanguage[]).map((language) => {
    const input = h('input', {
      type: 'radio',
      name: 'language',
      value: language,
      checked: language === current,
    });
    input.addEventListener('change', () => onLanguage(language));
    // Short on screen ("BM"), whole for the ear ("Bahasa Melayu"), pronounced in its language.
    return h(
      'label',
      { lang: language },
      input,
      h('span', { 'aria-hidden': 'true' }, LANGUAGE_SHORT_NAMES[language]),
      h('span', { class: 'visually-hidden' }, LANGUAGES[language]),
    );
  });
  return h(
    'fieldset',
    { class: 'language-switch segmented' },
    h('legend', { class: 'visually-hidden' }, texts.language),
    ...choices,
  );
}
