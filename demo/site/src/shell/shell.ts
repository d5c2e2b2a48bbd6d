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
 */
export function mountShell(page: SitePage, language: DemoLanguage = 'en'): Shell {
  const main = document.querySelector('main');
  if (main && !main.id) main.id = 'main';
  main?.setAttribute('tabindex', '-1');
  let parts: Element[] = [];
  let listeners = new AbortController();
  const render = (lang: DemoLanguage): void => {
    const texts = SHELL_TEXTS[lang];
    for (const part of parts) part.remove();
    listeners.abort();
    listeners = new AbortController();
    const skip = h('a', { class: 'skip-link', href: `#${main?.id ?? 'main'}` }, texts.skip);
    const header = siteHeader(texts, page, listeners.signal);
    const footer = siteFooter(texts);
    document.body.prepend(skip, header);
    document.body.append(footer);
    parts = [skip, header, footer];
  };
  render(language);
  return { setLanguage: render };
}
