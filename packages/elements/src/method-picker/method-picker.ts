import { LitElement, type PropertyValues, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  CHECKOUT_ACTIVE_PARAMETER,
  CHECKOUT_PREFERRED_PARAMETER,
  type PaymentMethodsLookup,
} from '@checkout-kit/protocol';
import { LanguageController } from '../internal/language-controller.js';
import { formatMinorAmount, resolveLanguage } from '../internal/locale.js';
import { documentBaseUrl } from '../internal/document-reads.js';
import { httpUrlOrNull } from '../internal/safe-url.js';
import { buildCheckoutUrl } from '../redirect/checkout-url.js';
import type { CheckoutErrorEvent } from '../checkout-error-event.js';
import {
  CheckoutMethodContinueEvent,
  CheckoutMethodSelectEvent,
  type CheckoutMethodSelectDetail,
  type MethodPickerEvent,
} from './events.js';
import { LookupController } from './internal/lookup-controller.js';
import { type ListShape, expectedShape, shapeOf } from './internal/list-shape.js';
import { type MethodList, type MethodOption, methodList } from './internal/method-list.js';
import { methodPickerStyles } from './method-picker.styles.js';
import { methodPickerStrings } from './internal/localized-strings.js';
import { loadBankChoice } from './internal/bank-choice-loader.js';
import type { BankChoice } from './internal/bank-choice.js';
import { onDemand } from '../internal/on-demand.js';
import type { PublicFieldsOf } from '../element-types.js';

/** The bank choice, loaded only by a picker with `banks-src`. */
const bankChoice = onDemand(loadBankChoice, 'bank choice');

/** How a choice sends the payer to the checkout page: the checkout URL's parameter it sets. */
export type NavigateMode = typeof CHECKOUT_PREFERRED_PARAMETER | typeof CHECKOUT_ACTIVE_PARAMETER;

/**
 * The payment methods the gateway offers for this purchase, as one radio group: the card
 * methods as one "Card" option with their brand logos, the others grouped by country.
 *
 * It fetches `src`, the merchant's payment-methods proxy (`createPaymentMethodsHandler` of
 * `@checkout-kit/server`), with its filter attributes as the query; or it shows a lookup result
 * given in `methods`. A click, a tap or an arrow key only chooses a method. With `navigate` and
 * `checkout-url`, the chosen option then opens on a Continue button that names the choice and
 * sends the payer to the gateway's checkout page for it. With `banks-src`, a chosen FPX method
 * opens a choice of the payer's bank, and Continue goes straight to it. What the page puts in the `card` slot,
 * typically a `<checkout-card-form>`, shows right under the Card option while Card is chosen, and
 * Card then stays on the page.
 *
 * @summary Payment method radio group, fed by the gateway's payment methods lookup.
 * @tagname checkout-method-picker
 *
 * @event checkout-methods-load - A lookup result is shown. `detail.methods`: the result.
 * @event checkout-method-select - The payer chose a method, or a bank for it (never when `value` is set by code). `detail`: `{method, name, isCard, bank}`, `bank` `{code, name}` or `null`. Cancelable: with `navigate`, `preventDefault()` offers no Continue button for this choice (the page handles it, e.g. with the card form).
 * @event checkout-method-continue - The payer activated Continue; the browser goes to the gateway next. `detail`: `{method, name, isCard, bank, url}`. Cancelable: `preventDefault()` keeps the payer on the page.
 * @event checkout-error - The lookup failed (a retry button is shown), or a bank list did not load (`banks_unavailable`: the payer chooses the bank at the gateway). `detail`: `{code, status, message}`.
 *
 * @slot card - Shown right under the Card option while Card is chosen: typically a `<checkout-card-form>`, which stays in the page's light DOM (autofill works). With content here, choosing Card offers no Continue button.
 *
 * @csspart fieldset - The radio group (a `<fieldset>`).
 * @csspart legend - Its legend, "Payment method".
 * @csspart group - The methods of one country (a nested `<fieldset>`).
 * @csspart group-label - A country's name (its `<legend>`).
 * @csspart option - One choice: the `<label>` around a radio, a name and logos.
 * @csspart radio - A radio button.
 * @csspart name - A method's readable name.
 * @csspart description - The merchant's short line under a name (`descriptions`).
 * @csspart logos - The logos of an option.
 * @csspart logo - One logo.
 * @csspart skeleton - The placeholder shown while loading.
 * @csspart message - The error or empty state.
 * @csspart retry - The retry button of the error state.
 * @csspart bank - The bank choice under a chosen FPX method (`banks-src`): its label and select.
 * @csspart bank-label - Its label.
 * @csspart bank-select - Its `<select>`.
 * @csspart button - The Continue button, a link that names the choice, right under the chosen option (with `navigate`, once a method is chosen).
 *
 * @cssproperty --checkout-font-family - Font. Default: system-ui.
 * @cssproperty --checkout-font-size - Base font size. Default: 1rem.
 * @cssproperty --checkout-color-text - Text colour.
 * @cssproperty --checkout-color-muted - Secondary text colour (country names).
 * @cssproperty --checkout-color-background - Option background.
 * @cssproperty --checkout-color-border - Option borders; the skeleton.
 * @cssproperty --checkout-color-focus - Focus ring.
 * @cssproperty --checkout-color-error - Error text.
 * @cssproperty --checkout-color-primary - The chosen option's border and radio; Continue.
 * @cssproperty --checkout-color-on-primary - Continue's text.
 * @cssproperty --checkout-radius - Corner radius of options, skeleton rows and buttons.
 * @cssproperty --checkout-spacing - Space between groups.
 *
 * @example
 * ```html
 * <checkout-method-picker src="/payment-methods" amount="1000"></checkout-method-picker>
 * ```
 * @example
 * ```html
 * <checkout-method-picker src="/payment-methods" navigate="preferred" checkout-url="…">
 *   <checkout-card-form slot="card" action="…"></checkout-card-form>
 * </checkout-method-picker>
 * ```
 */
export class CheckoutMethodPicker extends LitElement {
  static override styles = methodPickerStyles;

  /** URL of the merchant's payment-methods proxy; fetched with the filters as its query. */
  @property() src = '';

  /** Amount in the smallest currency unit (1000 = RM 10.00): methods with a higher minimum are left out. */
  @property({ type: Number }) amount: number | undefined;

  /** The payer's country, ISO 3166-1 alpha-2 (`MY`): methods of other countries are left out. */
  @property() country = '';

  /** Only methods that can be charged again through a recurring token. */
  @property({ type: Boolean }) recurring = false;

  /** Only methods that can hold funds for a later capture. */
  @property({ type: Boolean, attribute: 'skip-capture' }) skipCapture = false;

  /** Only methods that can preauthorize (a total of 0). */
  @property({ type: Boolean }) preauthorization = false;

  /**
   * `en`, `ms`, `zh`, `ta` or a registered language (see `registerTranslation`); falls back to
   * the document's language, then English. Another language's words load on demand. Also asked
   * of the lookup.
   */
  @property() override lang = '';

  /** The purchase's `checkout_url`, where `navigate` sends the payer. */
  @property({ attribute: 'checkout-url' }) checkoutUrl = '';

  /**
   * `preferred` (skip the gateway's payment page) or `active` (preselect the method on it):
   * with an http(s) `checkout-url`, a Continue button then sends the payer there with the chosen
   * method. Empty (the default): no Continue button. An attribute with another value counts as
   * empty.
   */
  // Written out rather than as `NavigateMode`, so that editors offer the two values.
  @property() navigate: 'preferred' | 'active' | '' = '';

  /**
   * The list the lookup is expected to give, for the skeleton to take its room while it loads so
   * that nothing below the picker moves when it comes: how many options, Card counted as one
   * (`14`: Card and one country's group of 13), or Card's row (1 or 0) and each country's count
   * in order (`1 10 3`). Empty: four rows. A reload takes the shape of the list it replaces.
   */
  @property({ attribute: 'expected-methods' }) expectedMethods = '';

  /**
   * URL of the merchant's bank list (`createBankStatusHandler` of `@checkout-kit/server`), asked
   * `?method=<the chosen method>`: a chosen FPX method then opens a choice of the payer's bank,
   * banks that are down shown and not choosable, and Continue (`navigate="preferred"`) goes
   * straight to the chosen bank; an e-wallet goes straight to its wallet. Empty (the default):
   * the payer chooses the bank at the gateway.
   */
  @property({ attribute: 'banks-src' }) banksSrc = '';

  /** The chosen method (`card` for the card option); empty when none. */
  // Reflected, but absent rather than empty while nothing is chosen.
  @property({ reflect: true, converter: { toAttribute: (value: string) => value || null } })
  value = '';

  /** A lookup result given directly: shown instead of fetching `src`. */
  @property({ attribute: false }) methods: PaymentMethodsLookup | undefined;

  /**
   * Short lines under the names, by method name (`card` for the card option), that tell alike
   * methods apart: `{ fpx: 'Personal bank accounts', fpx_b2b1: 'Company bank accounts' }`.
   * Shown as text, in the picker's language as the page gives them.
   */
  @property({ attribute: false }) descriptions: Readonly<Record<string, string>> = {};

  /** The method whose choice the page took over (its `checkout-method-select` was cancelled). */
  @state() private handledByPage: string | null = null;

  #lookup = new LookupController(this);
  /** The bank choice, once loaded for a picker with `banks-src`. */
  #banks: BankChoice | undefined;
  readonly #language = new LanguageController(this);

  /** The shape of the list being reloaded, which the skeleton takes so that nothing moves. */
  #reloading: ListShape | null = null;

  #strings() {
    return methodPickerStrings(resolveLanguage(this));
  }

  #radios(): HTMLInputElement[] {
    return [...(this.renderRoot?.querySelectorAll('input') ?? [])];
  }

  #list(): MethodList | null {
    const { lookup } = this.#lookup;
    return lookup && methodList(lookup, this.#strings(), documentBaseUrl());
  }

  /** The URL to fetch: `src` with the filters as its query, or `null` without a usable `src`. */
  #requestUrl(): string | null {
    const url = httpUrlOrNull(this.src, documentBaseUrl());
    if (!url) return null;
    const parsed = new URL(url);
    const query = parsed.searchParams;
    // A number that is no whole amount goes too: the proxy refuses it, and the picker says so.
    if ((this.amount as number) >= 0) query.set('amount', String(this.amount));
    if (this.country) query.set('country', this.country);
    const flags = {
      recurring: this.recurring,
      skip_capture: this.skipCapture,
      preauthorization: this.preauthorization,
    };
    for (const [name, on] of Object.entries(flags)) if (on) query.set(name, 'true');
    // The gateway's lookup takes an ISO 639-1 code (two letters): a language registered under a
    // longer one (Iban's `iba`) asks for the gateway's own names rather than be refused.
    const language = resolveLanguage(this);
    if (/^[a-z]{2}$/.test(language)) query.set('language', language);
    return parsed.href;
  }

  protected override scheduleUpdate() {
    return this.#language.schedule(() => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Loaded with the list, so that it is here when the payer chooses.
    const banks = this.banksSrc && bankChoice.loaded();
    if (banks) this.#banks ??= new banks.BankChoice(this, html, (method) => this.#choose(method));
    else if (this.banksSrc) void bankChoice.whenLoaded()?.then(() => this.requestUpdate());
    if (this.methods) {
      if (changed.has('methods')) this.#lookup.show(this.methods);
      return;
    }
    const url = this.#requestUrl();
    // A `src` that is no http(s) URL is said at once: the skeleton would otherwise wait forever.
    if (this.src && !url) {
      if (this.isConnected && (changed.has('src') || this.#lookup.status !== 'error')) {
        this.#lookup.refuse(`src ${JSON.stringify(this.src)} is not an http(s) URL`);
      }
      return;
    }
    // Disconnected, a picker asks nothing: it asks again once connected.
    if (this.isConnected && (url !== this.#lookup.url || changed.has('methods'))) {
      const list = this.#list();
      this.#reloading = list?.options.length ? shapeOf(list) : null;
      this.#lookup.load(url);
    }
  }

  /** What the events tell of the choice of `option`. */
  #choice({ method, name, isCard }: MethodOption): CheckoutMethodSelectDetail {
    return { method, name, isCard, bank: this.#banks?.chosen(method) ?? null };
  }

  /** The payer chose `method`, or a bank for it: reflect it and tell the page. */
  #choose(chosen: string): void {
    const option = this.#list()?.options.find(({ method }) => method === chosen);
    if (!option) return;
    this.value = option.method;
    const event = new CheckoutMethodSelectEvent(this.#choice(option));
    this.handledByPage = this.dispatchEvent(event) ? null : option.method;
  }

  /** Continue was activated: the page may keep the payer here by cancelling its event. */
  #continue(event: MouseEvent, option: MethodOption, url: string): void {
    const detail = { ...this.#choice(option), url };
    if (!this.dispatchEvent(new CheckoutMethodContinueEvent(detail))) event.preventDefault();
  }

  /**
   * The arrow keys move the choice to the next or previous option, round at the ends, Home and
   * End to the first and last; Enter continues, as in a form. The picker moves the focus itself,
   * as the keyboard's, because WebKit (Safari) shows no focus ring after its own arrow key's move
   * between radios (no `:focus-visible`), and stops at the ends.
   */
  #onKeyDown = (event: KeyboardEvent): void => {
    const radios = this.#radios();
    const at = radios.indexOf(event.target as HTMLInputElement);
    // How far from `at`: End's -1 counts from the end, as `at()` does.
    const step = {
      ArrowUp: -1,
      ArrowLeft: -1,
      ArrowDown: 1,
      ArrowRight: 1,
      Home: -at,
      End: -at - 1,
    }[event.key];
    const target = step !== undefined && radios.at((at + step) % radios.length);
    if (target) {
      event.preventDefault();
      target.focus({ focusVisible: true });
      if (!target.checked) {
        target.checked = true;
        this.#choose(target.value);
      }
    } else if (event.key === 'Enter') {
      this.renderRoot.querySelector<HTMLElement>('a')?.click();
    }
  };

  #retry = (): void => {
    this.#lookup.load(this.#lookup.url);
    // The retry button goes away: keep focus in the picker, on the area that reloads.
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('.body')?.focus(),
    );
  };

  protected override render() {
    const language = resolveLanguage(this);
    const strings = methodPickerStrings(language);
    const { status } = this.#lookup;
    const list = this.#list();
    const options = list?.options ?? [];
    const selected = options.find(({ method }) => method === this.value);
    // What the live region says: nothing once the list is there to be read.
    const announcement =
      status === 'loading'
        ? strings.loading
        : !list
          ? strings.error
          : options.length
            ? ''
            : strings.empty(formatMinorAmount(this.amount, 'MYR'));
    const mode = this.navigate as NavigateMode;
    const banks = !selected?.isCard && this.#banks;
    // Continue is offered once a method is chosen, unless the page took the choice over: by
    // cancelling its event, or for Card by giving the card slot content.
    // Option names all passed isMethodName and the URL is http(s): this cannot throw.
    const href =
      selected &&
      (mode === CHECKOUT_PREFERRED_PARAMETER || mode === CHECKOUT_ACTIVE_PARAMETER) &&
      httpUrlOrNull(this.checkoutUrl) &&
      this.handledByPage !== selected.method &&
      !(selected.isCard && this.querySelector(':scope > [slot="card"]')) &&
      buildCheckoutUrl(this.checkoutUrl, {
        [mode]: selected.method,
        params: banks ? banks.params(selected.method) : {},
      });
    // The chosen row opens and holds its own next step, where the payer's eyes are (as the card
    // form opens under Card), not below a list that may be two screens long on a phone.
    const row = (option: MethodOption) =>
      html`${this.#option(option)}${
        option === selected && banks ? banks.render(option.method, language, strings) : nothing
      }${
        option === selected && href
          ? html`<a
              part="button"
              class="button"
              href=${href}
              @click=${(event: MouseEvent) => this.#continue(event, option, href)}
            >
              ${strings.continueWith(option.name)}
            </a>`
          : nothing
      }`;

    return html`
      <fieldset part="fieldset" lang=${language} aria-busy=${status === 'loading'}>
        <legend part="legend">${strings.legend}</legend>
        <div class="body" tabindex="-1">
          ${
            status === 'loading'
              ? this.#skeleton(this.#reloading ?? expectedShape(this.expectedMethods))
              : options.length
                ? html`<div class="options">
                    ${
                      list?.card
                        ? html`${row(list.card)}
                            <slot
                              name="card"
                              ?hidden=${selected !== list.card}
                              @slotchange=${() => this.requestUpdate()}
                            ></slot>`
                        : nothing
                    }
                    ${list?.groups.map(
                      (group) =>
                        html`<fieldset part="group" class="group">
                          <legend part="group-label">${group.name}</legend>
                          <div class="grid">${group.options.map(row)}</div>
                        </fieldset>`,
                    )}
                  </div>`
                : html`<div part="message" class="message">
                    <p class=${list ? '' : 'error'}>${announcement}</p>
                    ${
                      list
                        ? nothing
                        : html`<button
                            part="retry"
                            class="button retry"
                            type="button"
                            @click=${this.#retry}
                          >
                            ${strings.retry}
                          </button>`
                    }
                  </div>`
          }
        </div>
      </fieldset>
      <div class="visually-hidden" role="status" lang=${language}>${announcement}</div>
    `;
  }

  /**
   * Grey rows in the list's shape, laid out by the list's own rules and parts (see `ListShape`),
   * so that a page's `::part(option)` or `::part(group-label)` sizes both alike.
   */
  #skeleton({ rows, groups }: ListShape) {
    const bones = (count: number) =>
      Array.from({ length: count }, () => html`<span part="option"></span>`);
    return html`<div part="skeleton" class="options skeleton" aria-hidden="true">
      ${bones(rows)}
      ${groups.map(
        (count) =>
          html`<fieldset part="group" class="group">
            <legend part="group-label">&nbsp;</legend>
            <div class="grid">${bones(count)}</div>
          </fieldset>`,
      )}
    </div>`;
  }

  /** The merchant's line under a method's name; an own string only (`constructor` has none). */
  #description(method: string) {
    const text = Object.hasOwn(this.descriptions, method) ? this.descriptions[method] : undefined;
    return typeof text === 'string' && text
      ? html`<span part="description" class="description">${text}</span>`
      : nothing;
  }

  #option({ method, name, logos }: MethodOption) {
    return html`<label part="option" class="option">
      <input
        part="radio"
        type="radio"
        name="method"
        .value=${method}
        .checked=${
          // Checked even when a `checkout-method-select` listener set `value` back.
          live(method === this.value)
        }
        @change=${() => this.#choose(method)}
        @keydown=${this.#onKeyDown}
      />
      <span part="name" class="name">${name}${this.#description(method)}</span>
      <span part="logos" class="logos">
        ${logos.map(({ src, alt }) => html`<img part="logo" src=${src} alt=${alt} />`)}
      </span>
    </label>`;
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('checkout-method-picker')) {
  customElements.define('checkout-method-picker', CheckoutMethodPicker);
}

declare global {
  interface HTMLElementTagNameMap {
    'checkout-method-picker': CheckoutMethodPicker;
  }
}

declare module '../element-types.js' {
  interface CheckoutElementTypes {
    'checkout-method-picker': {
      element: CheckoutMethodPicker;
      properties: PublicFieldsOf<CheckoutMethodPicker> | 'lang';
      events: (MethodPickerEvent | CheckoutErrorEvent)['type'];
    };
  }
}
