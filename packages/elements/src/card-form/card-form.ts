import { LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  type CardBrand,
  type CardBrandId,
  type CardField,
  DIRECT_POST_CARD_FIELDS,
  GATEWAY_CARD_BRANDS,
  type Purchase,
  createCardNumberVerifier,
  normaliseCardholderName,
} from '@checkout-kit/protocol';
import { CheckoutErrorEvent } from '../checkout-error-event.js';
import { reformatInput } from '../internal/formatted-input.js';
import { adoptLightDomStyles } from '../internal/light-dom-styles.js';
import { LanguageController } from '../internal/language-controller.js';
import { resolveLanguage } from '../internal/locale.js';
import { cardFormStyles } from './card-form.styles.js';
import type { PublicFieldsOf } from '../element-types.js';
import {
  type CardFormEvent,
  CheckoutChangeEvent,
  type CheckoutFieldError,
  CheckoutInvalidEvent,
  CheckoutReadyEvent,
  CheckoutSubmitEvent,
} from './events.js';
import {
  type CardEntry,
  type CardEntryChecks,
  EMPTY_ENTRY,
  changeDetail,
  checkCardEntry,
} from './internal/card-entry.js';
import { fieldFormats, testCardEntry } from './internal/card-formats.js';
import { fieldErrors } from './internal/field-errors.js';
import { type PostTarget, checkPostTarget, describeRefusal } from './internal/post-target.js';
import { purchaseSettings } from './internal/purchase-settings.js';
import { cardFormStrings } from './internal/localized-strings.js';
import { type CardFormListeners, cardFormTemplate } from './internal/card-form-template.js';
import { rememberCardBox, testModePanel } from './internal/on-demand-parts.js';
import {
  type ShownBeforeKit,
  TAKES_OVER_SERVER_MARKUP,
  beforeFirstRender,
  takeOverServerMarkup,
} from './internal/server-markup.js';

let instances = 0;

/** The errors shown before any field was left: one map for every form, never written to. */
const NO_ERRORS: ReadonlyMap<CardField, string> = new Map();

/**
 * What a render shows of the entry besides the inputs' own text: the brand's mark and the
 * errors shown (each input's `aria-invalid` and description follow its error).
 */
function viewKey(brand: CardBrand | null, errors: ReadonlyMap<CardField, string>): string {
  return `${brand?.id}${[...errors.values()]}`;
}

/**
 * A card form that posts natively, straight to the gateway's `direct_post_url` (Direct Post):
 * card details never pass through merchant code or servers.
 *
 * The form and its inputs render into the element's light DOM, not a shadow root, so that
 * browser autofill and password managers can fill them (see the package README). Its styles
 * have zero specificity.
 *
 * Styling hooks: in light DOM, these are `part` attributes to select, not `::part()` targets
 * (`checkout-card-form [part~='input']`): `form` (the `<form>`), `field` (the
 * wrapper of one label, input and error), `label`, `input` (a text input), `error` (a field's
 * error message, always present and one line tall, empty when valid), `brand-icon` (the
 * detected brand's mark), `button` (the pay button), `remember` (the "save this card" checkbox
 * and its consent text), `notice` (shown when card payment is not available), `test-mode` (the
 * test-card panel), `message` (the page's `message`, shown above the fields).
 *
 * @summary Card details form posting straight to the gateway.
 * @tagname checkout-card-form
 *
 * @event checkout-ready - The form has rendered, with its styles, and can be used.
 * @event checkout-change - A field changed. `detail`: `{complete, empty, brand, fields, rememberCard}`; never any card digits.
 * @event checkout-submit - Validation passed and the form is about to post. Cancelable: `preventDefault()` stops the POST.
 * @event checkout-invalid - A submit was refused. `detail.errors`: `[{field, code, message}]`.
 * @event checkout-error - `action` was refused (it cannot be the gateway), so card payment is off. `detail`: `{code: 'action_refused', status: null, message}`; also a console warning, once per value.
 *
 * @cssproperty --checkout-font-family - Font of the form. Default: system-ui.
 * @cssproperty --checkout-font-size - Base font size. Default: 1rem.
 * @cssproperty --checkout-color-text - Text colour.
 * @cssproperty --checkout-color-muted - Secondary text colour (hints, consent).
 * @cssproperty --checkout-color-background - Input background.
 * @cssproperty --checkout-color-border - Input border.
 * @cssproperty --checkout-color-focus - Focus ring.
 * @cssproperty --checkout-color-error - Error text and invalid borders.
 * @cssproperty --checkout-color-primary - Pay button background.
 * @cssproperty --checkout-color-on-primary - Pay button text.
 * @cssproperty --checkout-color-notice - Background of the notice and test-card panel.
 * @cssproperty --checkout-radius - Corner radius of inputs and buttons.
 * @cssproperty --checkout-spacing - Space between fields.
 *
 * @example
 * ```html
 * <checkout-card-form action="https://gate.example/p/…/direct_post/" amount="1000" currency="MYR"></checkout-card-form>
 * ```
 */
export class CheckoutCardForm extends LitElement {
  /**
   * The gateway's `direct_post_url`. Only an absolute `https:` URL on another origin than the
   * page is taken (or `http:` on a loopback host, for the sandbox). Empty or refused: card
   * payment is not available, no input takes data, and a typed card number and CVC are cleared.
   */
  @property() action = '';

  /** The purchase's `checkout_url`, offered when card payment is not available here. */
  @property({ attribute: 'checkout-url' }) checkoutUrl = '';

  /** Shows an unchecked "save this card" checkbox; checked, the form posts `remember_card=on`. */
  @property({ type: Boolean, attribute: 'remember-card' })
  rememberCard = false;

  /** Amount in the smallest currency unit (1000 = RM 10.00), shown on the pay button. */
  @property({ type: Number }) amount: number | undefined;

  /** ISO 4217 currency of `amount`. */
  @property() currency = 'MYR';

  /**
   * `en`, `ms`, `zh`, `ta` or a registered language (see `registerTranslation`); falls back to
   * the document's language, then English. Another language's words load on demand.
   */
  @property() override lang = '';

  /** Space-separated accepted card brands. */
  @property() brands = GATEWAY_CARD_BRANDS.join(' ');

  /** Shows the gateway's test cards with buttons that fill the form. */
  @property({ type: Boolean, attribute: 'test-mode' }) testMode = false;

  /** Disables every input and the pay button. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /**
   * A message from the page to the payer, shown above the fields in a live region of its own
   * (announced when it changes), as text: why the last attempt was declined and what to do next,
   * say. Empty (the default): none. `focus()` moves to it while it shows.
   */
  @property() message = '';

  /**
   * A Purchase from the gateway: sets `action`, `checkout-url`, `amount`, `currency`,
   * `test-mode` and, from its whitelist, the accepted brands.
   */
  @property({ attribute: false }) purchase: Purchase | undefined;

  /** The fields left with a value in them: their errors show. */
  @state() private touched: ReadonlySet<CardField> = new Set();
  /** Pay was pressed: every field's error shows. */
  @state() private submitted = false;
  /** The form is posting. */
  @state() private busy = false;
  /** The "save this card" box is ticked. */
  @state() private rememberChecked = false;
  /** What the live region says. */
  @state() private announcement = '';

  /** Each input's id starts with it; a server's, when the element took its markup over. */
  #idPrefix = `checkout-card-form-${++instances}`;
  readonly #language = new LanguageController(this);
  /**
   * What the payer has entered. Not a reactive property: typing renders only when it changes
   * what the form shows around the inputs (see `#onInput`); every other change renders.
   */
  #entry = EMPTY_ENTRY;
  /** What the last render showed of the entry besides the inputs' text: see `viewKey`. */
  #shown = '';
  /** `brands` as a list: every keystroke's check reads it, so it is split when `brands` changes. */
  #acceptedBrands: readonly CardBrandId[] = GATEWAY_CARD_BRANDS;
  /** The last `action` reported as refused: each refusal is reported once, not per render. */
  #reportedAction: string | undefined;
  /**
   * This form's card-number verifier: every keystroke formats and checks the number, and it
   * keeps what the last one learnt of it (see `createCardNumberVerifier`), until the form
   * forgets the entry.
   */
  #verify = createCardNumberVerifier();

  /** Forgets what the payer entered and everything that came of it. */
  #clearEntry(): void {
    this.#entry = EMPTY_ENTRY;
    // The card digits it kept go with the entry.
    this.#verify = createCardNumberVerifier();
    this.touched = new Set();
    this.submitted = false;
    this.busy = false;
    this.rememberChecked = false;
    this.announcement = '';
  }

  /** Renders into light DOM so autofill and password managers see a plain form. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('pageshow', this.#onPageShow);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('pageshow', this.#onPageShow);
  }

  /** Checks every field without showing anything. */
  checkValidity(): boolean {
    return this.#currentErrors().length === 0;
  }

  /**
   * Checks every field, shows the errors, moves focus to the first invalid field and fires
   * `checkout-invalid` when something is wrong.
   */
  reportValidity(): boolean {
    this.submitted = true;
    const errors = this.#currentErrors();
    if (errors.length > 0) this.#refuse(errors);
    return errors.length === 0;
  }

  /** Validates and, when valid, posts the form to the gateway, like pressing the pay button. */
  submit(): void {
    this.#form?.requestSubmit();
  }

  /** Empties every field and forgets shown errors and the busy state; fires `checkout-change`. */
  reset(): void {
    this.#clearEntry();
    this.#form?.reset();
    this.#notifyChange();
  }

  /**
   * Focuses the page's message while one shows (after the render under way, so a message just
   * set counts), else the first field.
   */
  override focus(options?: FocusOptions): void {
    const move = () =>
      (this.message
        ? this.querySelector<HTMLElement>('.ck-message')
        : this.#inputOf('cardholder_name')
      )?.focus(options);
    if (this.isUpdatePending) void this.updateComplete.then(move);
    else move();
  }

  get #form(): HTMLFormElement | null {
    return this.querySelector('form');
  }

  /** Where card data may go: `action`, when it can be the gateway (see `checkPostTarget`). */
  get #postTarget(): PostTarget {
    return checkPostTarget(this.action, self.origin);
  }

  /** No `action`, or one that cannot be the gateway: nowhere to post card data. */
  get #unavailable(): boolean {
    return !this.#postTarget.url;
  }

  get #strings() {
    return cardFormStrings(resolveLanguage(this));
  }

  /** Whether the form posts `remember_card=on`: the box is shown and ticked. */
  get #remembering(): boolean {
    return this.rememberCard && this.rememberChecked;
  }

  #inputOf(field: CardField): HTMLInputElement | null {
    return this.querySelector(`#${this.#idPrefix}-${field}`);
  }

  #checks(): CardEntryChecks {
    return checkCardEntry(this.#entry, this.#acceptedBrands, this.#verify);
  }

  #currentErrors(checks = this.#checks(), fields?: readonly CardField[]): CheckoutFieldError[] {
    return fieldErrors(checks, this.#strings, fields);
  }

  /** An error is shown once its field was left with a value in it, or after a submit. */
  #visibleErrors(checks?: CardEntryChecks): ReadonlyMap<CardField, string> {
    const shown = DIRECT_POST_CARD_FIELDS.filter(
      (field) => this.submitted || this.touched.has(field),
    );
    // Nothing shown yet, as while the payer types the first field: no messages to write, and
    // no language to look up through the page.
    if (shown.length === 0) return NO_ERRORS;
    return new Map(
      this.#currentErrors(checks, shown).map(({ field, message }) => [field, message]),
    );
  }

  #refuse(errors: CheckoutFieldError[]): void {
    this.announcement = this.#strings.errorSummary(errors.length);
    this.dispatchEvent(new CheckoutInvalidEvent({ errors }));
    const first = errors[0];
    if (first) void this.updateComplete.then(() => this.#inputOf(first.field)?.focus());
  }

  #notifyChange(checks = this.#checks()): void {
    this.dispatchEvent(
      new CheckoutChangeEvent(changeDetail(this.#entry, checks, this.#remembering)),
    );
  }

  /** Changes the entry from script: the inputs show it at the next render. */
  #setValues(values: Partial<CardEntry>): void {
    this.#entry = { ...this.#entry, ...values };
    this.#notifyChange();
    this.requestUpdate();
  }

  /** Whether the edit under way replaces a selection, rather than acting at the caret. */
  #replacingSelection = false;

  /**
   * The payer selected text: whether the next edit replaces it only `beforeinput` can tell
   * (after the edit, a deleted selection of one group gap looks like Backspace after the gap).
   * Listened to once per selection, so that plain typing, which selects nothing, dispatches no
   * `beforeinput` to the kit at all: a listener's call is a sizeable share of a keystroke. A
   * drag may select several times: each adds a listener, and all of them go at the next edit.
   */
  readonly #onSelect = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const onBeforeInput = (): void => {
      this.#replacingSelection = input.selectionStart !== input.selectionEnd;
    };
    input.addEventListener('beforeinput', onBeforeInput, { once: true });
  };

  /** Also the `compositionend` handler: what an input method composed is formatted once done. */
  readonly #onInput = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const field = input.name as CardField;
    const format = fieldFormats(this.#verify)[field];
    const typed = event instanceof InputEvent;
    // Text still being composed stays as it is: reformatting it would break the composition.
    // A deleted selection is what the payer chose to delete: never widened to a digit beside it.
    const inputType = typed && !this.#replacingSelection ? event.inputType : '';
    this.#replacingSelection = false;
    const value =
      format && !(typed && event.isComposing)
        ? reformatInput(input, format, inputType, this.#entry[field])
        : input.value;
    this.#entry = { ...this.#entry, [field]: value };
    const checks = this.#checks();
    this.#notifyChange(checks);
    // The input already shows what was typed: most keystrokes change nothing else on the form,
    // and rendering it anyway was the larger part of a keystroke's script.
    if (viewKey(checks.number.brand, this.#visibleErrors(checks)) !== this.#shown) {
      this.requestUpdate();
    }
  };

  readonly #onBlur = (event: FocusEvent): void => {
    const field = (event.target as HTMLInputElement).name as CardField;
    const value = this.#entry[field];
    // The name as it will be posted and as the card prints it: `Zoë Ångström` → `Zoe Angstrom`.
    const name = field === 'cardholder_name' && normaliseCardholderName(value);
    if (name && name !== value) this.#setValues({ cardholder_name: name });
    if (value.trim() === '' || this.touched.has(field)) return;
    this.touched = new Set([...this.touched, field]);
    const error = this.#visibleErrors().get(field);
    if (error) this.announcement = error;
  };

  readonly #onRememberChange = (event: Event): void => {
    this.rememberChecked = (event.target as HTMLInputElement).checked;
    this.#notifyChange();
  };

  readonly #onSubmit = (event: SubmitEvent): void => {
    if (this.busy || this.#unavailable || this.disabled) {
      event.preventDefault();
      return;
    }
    this.submitted = true;
    const errors = this.#currentErrors();
    if (errors.length > 0) {
      event.preventDefault();
      this.#refuse(errors);
      return;
    }
    const detail = {
      brand: this.#checks().number.brand?.id ?? null,
      rememberCard: this.#remembering,
    };
    if (!this.dispatchEvent(new CheckoutSubmitEvent(detail))) {
      event.preventDefault();
      return;
    }
    // The browser now posts the form; inputs turn read-only, never disabled, which would drop them.
    this.busy = true;
    this.announcement = this.#strings.processing;
  };

  /**
   * Posts exactly what the gateway's Direct Post rules ask for, whatever the inputs show, and
   * only to the gateway: when the form's own `action` (page script may have changed it) or the
   * element's is refused, the card fields leave the post, whoever called `submit()`.
   */
  readonly #onFormData = (event: FormDataEvent): void => {
    const form = event.target as HTMLFormElement;
    const toGateway =
      !this.#unavailable && checkPostTarget(form.getAttribute('action'), self.origin).url;
    const checks = this.#checks();
    for (const field of DIRECT_POST_CARD_FIELDS) {
      if (toGateway) event.formData.set(field, checks[field].value);
      else event.formData.delete(field);
    }
  };

  /** Coming back from the gateway through the back button restores a page that must not stay busy. */
  readonly #onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted) this.busy = false;
  };

  readonly #onPickTestCard = (number: string): void => {
    this.#setValues(testCardEntry(number, this.#entry.cardholder_name, new Date()));
  };

  /** What the form's template listens with (after the handlers, which it names). */
  readonly #listeners: CardFormListeners = {
    submit: this.#onSubmit,
    formdata: this.#onFormData,
    select: this.#onSelect,
    input: this.#onInput,
    blur: this.#onBlur,
    rememberChange: this.#onRememberChange,
    pickTestCard: this.#onPickTestCard,
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Before the first render, so that the form is styled when `checkout-ready` says it is
    // there; and before every other, not once: the form may have moved to another root, or the
    // component around it may have replaced its root's style sheets since.
    adoptLightDomStyles(this, cardFormStyles);
    for (const part of [testModePanel.loaded(), rememberCardBox.loaded()]) {
      if (part) adoptLightDomStyles(this, part.styles);
    }
    if (changed.has('purchase') && this.purchase) this.#applyPurchase(this.purchase);
    if (changed.has('brands')) {
      this.#acceptedBrands = this.brands.split(/\s+/).filter(Boolean) as CardBrandId[];
    }
    if (changed.has('action')) this.#checkAction();
    // Before the first render, with the settings it follows: a server's markup of the form, with
    // what the payer typed in it, becomes the element's.
    const taken =
      TAKES_OVER_SERVER_MARKUP &&
      !this.hasUpdated &&
      takeOverServerMarkup(this, this.renderOptions, (language, idPrefix, shown) => {
        this.#idPrefix = idPrefix ?? this.#idPrefix;
        return this.#template(language, shown);
      });
    if (taken) {
      this.#entry = { ...this.#entry, ...taken.values };
      this.touched = taken.touched;
      this.rememberChecked = taken.rememberChecked;
      this.#notifyChange();
    }
  }

  /**
   * Card payment turns off when `action` cannot take card data: what the payer typed of the
   * card number and CVC is forgotten (nothing may post them later), and a refused `action`
   * is reported to the developer.
   */
  #checkAction(): void {
    const { refusal } = this.#postTarget;
    if (!refusal) return;
    if (this.#entry.card_number || this.#entry.cvc) {
      this.#setValues({ card_number: '', cvc: '' });
    }
    if (refusal === 'missing' || this.#reportedAction === this.action) return;
    this.#reportedAction = this.action;
    const message = describeRefusal(refusal);
    // eslint-disable-next-line no-console -- the developer must see a refused action at once
    console.warn(message);
    this.dispatchEvent(new CheckoutErrorEvent({ code: 'action_refused', status: null, message }));
  }

  #applyPurchase(purchase: Purchase): void {
    const { currency, ...settings } = purchaseSettings(purchase);
    Object.assign(this, settings);
    if (currency) this.currency = currency;
  }

  /**
   * Renders once what the render needs is here: a server's markup ready to take over, the
   * test-mode panel in test mode and the "save this card" box with `remember-card` (so that
   * nothing moves when they arrive), the words of the language.
   */
  protected override scheduleUpdate() {
    const update = () => this.#language.schedule(() => super.scheduleUpdate());
    const withPanel = () => {
      // A purchase set in this update decides test mode only in `willUpdate`: read it here.
      const loading = [
        (this.testMode || this.purchase?.is_test) && testModePanel.whenLoaded(),
        this.rememberCard && rememberCardBox.whenLoaded(),
      ];
      return loading.some(Boolean) ? Promise.all(loading).then(update) : update();
    };
    const waiting = TAKES_OVER_SERVER_MARKUP && !this.hasUpdated && beforeFirstRender(this);
    return waiting ? waiting.then(withPanel) : withPanel();
  }

  protected override firstUpdated(): void {
    this.dispatchEvent(new CheckoutReadyEvent());
  }

  /**
   * The form as it is now, in `language`; with `serverShown`, a server's markup as the server
   * rendered it and as the payer filled it, before the kit took it over.
   */
  #template(language: string, serverShown?: ShownBeforeKit) {
    const checks = this.#checks();
    const errors = this.#visibleErrors(checks);
    const { brand } = checks.number;
    this.#shown = viewKey(brand, errors);
    const state = {
      idPrefix: this.#idPrefix,
      language,
      // Checked once a render: each check parses `action`.
      unavailable: this.#unavailable,
      announcement: this.announcement,
      busy: this.busy,
      awaitingKit: Boolean(serverShown),
      entry: serverShown?.entry ?? this.#entry,
      rememberChecked: serverShown?.rememberChecked ?? this.rememberChecked,
      errors,
      brand,
      testModePanel: testModePanel.loaded()?.render,
      rememberCardBox: rememberCardBox.loaded()?.render,
    };
    return cardFormTemplate(this, state, this.#listeners);
  }

  protected override render() {
    return this.#template(resolveLanguage(this));
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('checkout-card-form')) {
  customElements.define('checkout-card-form', CheckoutCardForm);
}

declare global {
  interface HTMLElementTagNameMap {
    'checkout-card-form': CheckoutCardForm;
  }
}

declare module '../element-types.js' {
  interface CheckoutElementTypes {
    'checkout-card-form': {
      element: CheckoutCardForm;
      properties: PublicFieldsOf<CheckoutCardForm> | 'lang';
      events: (CardFormEvent | CheckoutErrorEvent)['type'];
    };
  }
}
