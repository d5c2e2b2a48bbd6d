/** The site header: the shop's name, the navigation, and the cart with its count. */
import { CART_CHANGE, cartCount } from '../cart/cart.js';
import type { DemoLanguage } from '../../../shared/api.js';
import { h } from '../dom.js';
import { languageSwitch, type OnLanguage } from './language-switch.js';
import { logo } from './logo.js';
import type { ShellTexts } from './texts.js';

/** Every page the navigation names; the current one is marked for assistive technology. */
export type SitePage =
  | 'shop'
  | 'orders'
  | 'saved-cards'
  | 'script-tag'
  | 'react'
  | 'theming'
  | 'components'
  | 'checkout'
  | 'result';

const DEVELOPER_PAGES = [
  ['script-tag', '/script-tag.html', 'scriptTag'],
  ['react', '/react.html', 'react'],
  ['theming', '/theming.html', 'theming'],
  ['components', '/components.html', 'components'],
] as const satisfies readonly (readonly [SitePage, string, keyof ShellTexts])[];

function navLink(href: string, label: string, current: boolean): HTMLLIElement {
  return h('li', {}, h('a', { href, 'aria-current': current ? 'page' : null }, label));
}

/** A "Developers" disclosure: a native `<details>`, so it opens with Enter and Space. */
function developerMenu(texts: ShellTexts, page: SitePage, signal: AbortSignal): HTMLLIElement {
  const inside = DEVELOPER_PAGES.some(([name]) => name === page);
  const details = h(
    'details',
    { class: 'dev-menu' },
    h('summary', { class: inside ? 'is-current' : null }, texts.developers),
    h(
      'ul',
      { class: 'dev-menu__list' },
      ...DEVELOPER_PAGES.map(([name, href, key]) => navLink(href, texts[key], name === page)),
    ),
  );
  // Close it on Escape (focus back on its summary) and on a click elsewhere, as menus do.
  details.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  });
  document.addEventListener(
    'click',
    (event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    },
    { signal },
  );
  return h('li', {}, details);
}

function cartLink(texts: ShellTexts, page: SitePage, signal: AbortSignal): HTMLAnchorElement {
  const count = h('span', { class: 'cart-link__count', 'data-testid': 'cart-count' });
  const hidden = h('span', { class: 'visually-hidden' });
  const link = h(
    'a',
    { class: 'cart-link', href: page === 'shop' ? '#cart' : '/#cart' },
    h('span', { class: 'cart-link__label' }, texts.cart),
    hidden,
    count,
  );
  const update = (): void => {
    const items = cartCount();
    count.textContent = String(items);
    count.hidden = items === 0;
    // The badge alone reads as a bare number: say what it counts.
    hidden.textContent = `, ${texts.items(items)}`;
    count.setAttribute('aria-hidden', 'true');
  };
  update();
  window.addEventListener(CART_CHANGE, update, { signal });
  // Another tab changed the cart.
  window.addEventListener('storage', update, { signal });
  return link;
}

/** The language switch of a payer page: its language now, and what a change does. */
export interface HeaderLanguage {
  current: DemoLanguage;
  onLanguage: OnLanguage;
}

/**
 * The header for `page`, in the given words; its listeners end when `signal` aborts. Payer pages
 * give `language` and get the language switch.
 */
export function siteHeader(
  texts: ShellTexts,
  page: SitePage,
  signal: AbortSignal,
  language?: HeaderLanguage,
): HTMLElement {
  return h(
    'header',
    { class: 'site-header' },
    h(
      'div',
      { class: 'site-header__inner container' },
      h(
        'a',
        { class: 'brand', href: '/' },
        logo(),
        h(
          'span',
          { class: 'brand__text' },
          h('span', { class: 'brand__name' }, 'Kedai Kopi'),
          h('span', { class: 'brand__tagline' }, texts.tagline),
        ),
      ),
      h(
        'nav',
        { class: 'site-nav', 'aria-label': texts.navLabel },
        h(
          'ul',
          { class: 'site-nav__list' },
          navLink('/', texts.shop, page === 'shop'),
          navLink('/orders.html', texts.orders, page === 'orders'),
          navLink('/saved-cards.html', texts.savedCards, page === 'saved-cards'),
          developerMenu(texts, page, signal),
        ),
      ),
      language && languageSwitch(texts, language.current, language.onLanguage),
      cartLink(texts, page, signal),
    ),
  );
}
