/**
 * The frame of every page: a skip link, the header with the navigation, and the footer.
 *
 * One line in a page's script puts it in place (the page links `/src/shell/site.css` itself, in
 * its `<head>`, so it is styled before any script runs):
 *
 * @example
 * import { mountShell } from './src/shell/shell.js';
 * mountShell('orders');
 */
import type { DemoLanguage } from '../../../shared/api.js';
import { h } from '../dom.js';
import { siteFooter } from './footer.js';
import { siteHeader, type SitePage } from './header.js';
import type { OnLanguage } from './language-switch.js';
import { SHELL_TEXTS } from './texts.js';

export type { SitePage } from './header.js';

/** A mounted shell. */
export interface Shell {
  /** Shows the header and footer in another language (payer pages follow the payer's choice). */
  setLanguage(language: DemoLanguage): void;
}

/**
 * Puts the header before the page's `<main>` and the footer after it.
 *
 * @param page The page, marked as current in the navigation.
 * @param language The shell's language; merchant and developer pages stay in English.
 * @param onLanguage Given by payer pages: the header shows the language switch, and a change
 *   calls it (the page then calls {@link Shell.setLanguage}).
 */
export function mountShell(
  page: SitePage,
  language: DemoLanguage = 'en',
  onLanguage?: OnLanguage,
): Shell {
  const main = document.querySelector('main');
  if (main && !main.id) main.id = 'main';
  main?.setAttribute('tabindex', '-1');
  let parts: Element[] = [];
  let listeners = new AbortController();
  const render = (lang: DemoLanguage): void => {
    const texts = SHELL_TEXTS[lang];
    // The switch is drawn anew in the new language: focus stays on the language chosen.
    const switching = document.activeElement?.closest('.language-switch') != null;
    for (const part of parts) part.remove();
    listeners.abort();
    listeners = new AbortController();
    const skip = h('a', { class: 'skip-link', href: `#${main?.id ?? 'main'}` }, texts.skip);
    const header = siteHeader(
      texts,
      page,
      listeners.signal,
      onLanguage && { current: lang, onLanguage },
    );
    const footer = siteFooter(texts, lang);
    document.body.prepend(skip, header);
    document.body.append(footer);
    parts = [skip, header, footer];
    if (switching)
      header.querySelector<HTMLInputElement>('.language-switch input:checked')?.focus();
  };
  render(language);
  return { setLanguage: render };
}
