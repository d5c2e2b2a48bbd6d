import type { Purchase } from '@checkout-kit/protocol';
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { escapeHtml } from '@lit-labs/ssr/lib/util/escape-html.js';
import {
  CARD_FORM_DEFAULTS,
  type CardFormListeners,
  type CardFormSettings,
  cardFormTemplate,
} from '../card-form/internal/card-form-template.js';
import { cardFormStyles } from '../card-form/card-form.styles.js';
import { EMPTY_ENTRY } from '../card-form/internal/card-entry.js';
import { checkPostTarget } from '../card-form/internal/post-target.js';
import { purchaseSettings } from '../card-form/internal/purchase-settings.js';
import { testCardsPanel, testModeStyles } from '../card-form/internal/test-mode-panel.js';
import { rememberCardBox, rememberCardStyles } from '../card-form/internal/remember-card-box.js';
import { addTranslations, kitLanguage } from '../internal/translation-registry.js';
import { SHIPPED_TRANSLATIONS } from './shipped-translations.js';

// A server has every language at hand: each page is rendered in its own.
addTranslations(Object.values(SHIPPED_TRANSLATIONS));

/**
 * The card form's properties a server renders it with, as `<checkout-card-form>` takes them
 * (see its documentation): a `purchase`, or the settings it gives, each set alone overriding
 * the purchase's.
 */
export interface CardFormMarkupOptions extends Partial<CardFormSettings> {
  purchase?: Purchase;
  /**
   * A language tag, read by its primary subtag (`ms-MY` and `ms_MY` are Malay): one of the kit's
   * languages (`en`, `ms`, `zh`, `ta`) or a registered one; English otherwise, and when not given.
   */
  lang?: string;
  /** Space-separated accepted card brands (from the purchase's whitelist when not given). */
  brands?: string;
}

/** A server's render listens to nothing: the element adds its listeners when it takes it over. */
const NO_LISTENERS: CardFormListeners = {
  submit: () => {},
  formdata: () => {},
  select: () => {},
  input: () => {},
  blur: () => {},
  rememberChange: () => {},
  pickTestCard: () => {},
};

let rendered = 0;

/** The options that are settings, each as its own (a component's other props are not). */
const SETTINGS = Object.keys(CARD_FORM_DEFAULTS).concat('amount') as (keyof CardFormSettings)[];

/** The settings the options come to, as the element would have them. */
function settingsOf(options: CardFormMarkupOptions): CardFormSettings {
  const settings: CardFormSettings = { ...CARD_FORM_DEFAULTS };
  if (options.purchase) {
    // As the element applies a purchase: a purchase without a currency keeps the default.
    const { currency, brands: _brands, ...fromPurchase } = purchaseSettings(options.purchase);
    Object.assign(settings, fromPurchase, currency && { currency });
  }
  for (const name of SETTINGS) {
    if (options[name] !== undefined) Object.assign(settings, { [name]: options[name] });
  }
  return settings;
}

/** The markup of the form itself, in the element's light DOM. */
function contentOf(settings: CardFormSettings, language: string): string {
  const state = {
    // Ids of their own, apart from those the browser numbers from 1.
    idPrefix: `checkout-card-form-s${++rendered}`,
    language,
    // Card data goes only to an https: URL (or http: on a loopback host). A server cannot know
    // the page's origin, which the element checks too once it runs.
    unavailable: !checkPostTarget(settings.action).url,
    announcement: '',
    busy: false,
    awaitingKit: true,
    entry: EMPTY_ENTRY,
    rememberChecked: false,
    errors: new Map(),
    brand: null,
    // A server has the panel at hand: a form in test mode shows it from the first paint.
    testModePanel: testCardsPanel,
    rememberCardBox,
  };
  return collectResultSync(render(cardFormTemplate(settings, state, NO_LISTENERS)));
}

/**
 * The light DOM of a `<checkout-card-form>` as the element first draws it, for a framework that
 * renders the element itself on a server (as `@checkout-kit/react` does). Give the element the
 * same properties, and `defer-hydration` until it has them: see `renderCardForm`.
 */
export function renderCardFormContent(options: CardFormMarkupOptions = {}): string {
  return contentOf(settingsOf(options), kitLanguage(options.lang));
}

/**
 * A whole `<checkout-card-form>` with its form inside, for a page rendered on a server: the
 * payer sees the form and can type in it before the kit has loaded, and the element takes the
 * markup over when it does, keeping what was typed (the pay button waits for it). The element's
 * attributes carry the settings, so that the element has them from the start.
 *
 * ```js
 * import { renderCardForm } from '@checkout-kit/elements/server.js';
 * const html = `<main>${renderCardForm({ purchase, lang: 'ms' })}</main>`;
 * ```
 */
export function renderCardForm(options: CardFormMarkupOptions = {}): string {
  const settings = settingsOf(options);
  const language = kitLanguage(options.lang);
  const attributes: Record<string, string | number | boolean | undefined> = {
    action: settings.action || undefined,
    'checkout-url': settings.checkoutUrl || undefined,
    amount: settings.amount,
    currency: settings.currency,
    lang: options.lang,
    brands: options.brands ?? (options.purchase && purchaseSettings(options.purchase).brands),
    'test-mode': settings.testMode,
    'remember-card': settings.rememberCard,
    disabled: settings.disabled,
    message: settings.message || undefined,
  };
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeHtml(String(value))}"`));
  return `<checkout-card-form ${written.join(' ')}>${contentOf(settings, language)}</checkout-card-form>`;
}

/**
 * The card form's styles, as the element adds them to the page once it runs, for the page's
 * `<head>` (in a `<style>` element, or a file of your own): with them there, the markup a server
 * rendered paints at once as the kit draws it, and nothing moves when the kit takes it over.
 * The rules of the test-mode panel and of the "save this card" box come with them.
 * Their rules have zero specificity, as the element's: the page's own rules win.
 */
export function renderCardFormStyles(): string {
  return cardFormStyles.cssText + testModeStyles + rememberCardStyles;
}
