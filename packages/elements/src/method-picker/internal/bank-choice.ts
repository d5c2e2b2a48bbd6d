/*
 * The picker's bank choice: under a chosen FPX method, the payer picks their bank on the shop's
 * page, and Continue takes them straight to it (`?preferred=fpx&fpx_bank_code=…`), as the
 * gateway maker's WooCommerce plugin does. The banks, their names and whether each takes
 * payments now come from the merchant's server (`createBankStatusHandler` of
 * `@checkout-kit/server`), which also names the checkout URL's parameter: the kit carries no
 * table of banks, and a method the server gives one choice for (an e-wallet) needs no control,
 * only its code on the URL.
 *
 * Only a picker with `banks-src` loads this module: from a file of its own beside the script-tag
 * builds (`dist/checkout-bank-choice.js`), or as a chunk an npm user's bundler splits off. It
 * carries no Lit of its own: the picker gives it Lit's `html`.
 */
import type {
  ReactiveController,
  ReactiveControllerHost,
  TemplateResult,
  html as litHtml,
} from 'lit';
import { CheckoutErrorEvent } from '../../checkout-error-event.js';
import { documentBaseUrl } from '../../internal/document-reads.js';
import { httpUrlOrNull } from '../../internal/safe-url.js';
import { BANK_CHOICE_WORDS, type BankChoiceStrings } from './bank-choice-strings.js';
import type { MethodPickerStrings } from './strings.js';

/** A bank or e-wallet the payer chose, as events tell it. */
export interface ChosenBank {
  /** What the checkout URL carries (`fpx_bank_code=MB2U0227`). */
  code: string;
  /** The name the payer saw. */
  name: string;
}

/** One entry of the merchant server's answer. */
interface BankEntry extends ChosenBank {
  online: boolean;
}

/** A method's choices, as read from the merchant server's answer. */
interface Choices {
  /** The checkout URL's parameter that carries a chosen code; `null`: the method has none. */
  parameter: string | null;
  banks: BankEntry[];
}

/** What the bank choice needs of the picker. */
export interface BankChoiceHost extends ReactiveControllerHost, HTMLElement {
  /** The merchant's bank list: `?method=<method>` is asked of it. */
  readonly banksSrc: string;
  /** The chosen method. */
  readonly value: string;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * How long after a method's row opens its bank choice may still appear, in ms. The browser counts
 * no layout shift within 500 ms of the payer's input, and a payer has not reached Continue by
 * then; a list that comes later would move Continue under their thumb, so that opening shows
 * none, and the payer picks the bank at the gateway (the next opening shows the list at once).
 */
export const BANK_CHOICE_WINDOW_MS = 400;

/** The longest list read: a real one has about twenty banks. */
const MAX_BANKS = 200;

/** A checkout-URL parameter or a code fit to send: short text, nothing else. */
const isShortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * The choices in a merchant server's answer for `method`, or `null` when it is not one: the
 * wrong method, a parameter that is no parameter name, or no list. Entries without a code are
 * left out; a bank is online unless the answer says `online: false`, so that a list never hides
 * a bank for want of its status. Fields the kit does not read pass.
 */
function readChoices(answer: unknown, method: string): Choices | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { method: answered, parameter, banks } = answer as Record<string, unknown>;
  const parameterOk = parameter === null || (isShortText(parameter, 64) && /^\w+$/.test(parameter));
  if (answered !== method || !parameterOk || !Array.isArray(banks)) return null;
  const entries = (banks as unknown[]).slice(0, MAX_BANKS).flatMap((bank): BankEntry[] => {
    const { code, name, online } = (bank ?? {}) as Record<string, unknown>;
    if (!isShortText(code, 64)) return [];
    return [{ code, name: isShortText(name, 100) ? name : code, online: online !== false }];
  });
  return { parameter, banks: entries };
}

/** The CSS as text, under the name the build squeezes (`build/minify-template-literals.ts`). */
const css = String.raw;

/** The rules of the bank choice, in the picker's shadow root beside its own. */
const BANK_CHOICE_STYLES = css`
  .bank {
    display: grid;
    gap: 0.375rem;
  }
  .grid .bank {
    grid-column: 1 / -1;
  }
  label {
    font-weight: 600;
  }
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 3rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    color: var(--_text);
    font: inherit;
  }
  select:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
`;

let sheet: CSSStyleSheet | undefined;

/** Adds the bank choice's rules to the picker's shadow root, once. */
function adoptBankChoiceStyles(root: ShadowRoot): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(BANK_CHOICE_STYLES);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

/**
 * The bank choice of one picker: asks the merchant's server, once per method and list, for the
 * choices of a chosen method; renders a `<select>` when there are several, offline banks shown
 * and not choosable; gives the checkout URL's parameters for the choice.
 */
export class BankChoice implements ReactiveController {
  readonly #host: BankChoiceHost;
  readonly #html: typeof litHtml;
  readonly #onChoose: (method: string) => void;
  /** Each list asked for, by its URL: `null` while asked, or when it could not be read. */
  readonly #lists = new Map<string, Choices | null>();
  /** The code the payer chose, by method. */
  readonly #chosen = new Map<string, string>();
  /**
   * The chosen row's opening: its method, when it opened, and whether its choice came in time
   * ({@link BANK_CHOICE_WINDOW_MS}); none while no row is open.
   */
  #opening: { method: string; at: number; inTime: boolean } | undefined;

  /**
   * @param html Lit's `html`, the picker's.
   * @param onChoose Called when the payer chooses a bank for `method` (or none again).
   */
  constructor(host: BankChoiceHost, html: typeof litHtml, onChoose: (method: string) => void) {
    this.#host = host;
    this.#html = html;
    this.#onChoose = onChoose;
    host.addController(this);
    // The payer's finger lands, or the keyboard reaches an option, before the option is chosen:
    // its list is asked then, so that it is more often here within the window.
    host.addEventListener('pointerdown', this.#askAhead);
    host.addEventListener('focusin', this.#askAhead);
  }

  /**
   * Asks the list of the option an event happened on (Card's too: the server answers it has
   * none, once, and the kit keeps no list of which methods have choices).
   */
  readonly #askAhead = (event: Event): void => {
    const [target] = event.composedPath();
    const radio = target instanceof Element && target.closest('label')?.querySelector('input');
    if (radio) this.#choicesOf(radio.value);
  };

  /** Another method chosen, or none: the next row to open is a new opening. */
  hostUpdated(): void {
    if (this.#opening?.method !== this.#host.value) this.#opening = undefined;
  }

  /** The list of `method`'s choices: asked of the server the first time, `null` until known. */
  #choicesOf(method: string): Choices | null {
    const src = httpUrlOrNull(this.#host.banksSrc, documentBaseUrl());
    if (!src) return null;
    const url = new URL(src);
    url.searchParams.set('method', method);
    const key = url.href;
    if (!this.#lists.has(key)) {
      this.#lists.set(key, null);
      void this.#ask(key, method);
    }
    return this.#lists.get(key) ?? null;
  }

  async #ask(url: string, method: string): Promise<void> {
    let choices: Choices | null = null;
    let status: number | null = null;
    let detail = '';
    try {
      const response = await fetch(url);
      status = response.status;
      if (response.ok) choices = readChoices(await response.json().catch(() => null), method);
    } catch (error) {
      detail = ` ${error}`;
    }
    this.#lists.set(url, choices);
    if (choices) {
      this.#host.requestUpdate();
    } else {
      // The payer still pays: Continue goes to the gateway's own bank page.
      this.#host.dispatchEvent(
        new CheckoutErrorEvent({
          code: 'banks_unavailable',
          status,
          message: `${url}: ${status ?? 'no answer'}${detail}; the payer chooses the bank at the gateway.`,
        }),
      );
    }
  }

  /**
   * The bank or e-wallet chosen for `method`: the one the payer picked, else the only choice the
   * server gives (an e-wallet's own code); `null` when none.
   */
  chosen(method: string): ChosenBank | null {
    const banks = this.#choicesOf(method)?.banks ?? [];
    const [only] = banks;
    const code = this.#chosen.get(method);
    const bank = code ? banks.find((entry) => entry.code === code) : banks.length === 1 && only;
    return bank && bank.online ? { code: bank.code, name: bank.name } : null;
  }

  /** The checkout URL's parameters for the choice of `method`: `{ fpx_bank_code: 'MB2U0227' }`. */
  params(method: string): Record<string, string> {
    const parameter = this.#choicesOf(method)?.parameter;
    const bank = this.chosen(method);
    return parameter && bank ? { [parameter]: bank.code } : {};
  }

  /**
   * The control under the chosen `method`'s row: a `<select>` of its banks when the server gives
   * several, in `language` (a `kitLanguage`); nothing while they load, with fewer, or when
   * they came later than {@link BANK_CHOICE_WINDOW_MS} after the row opened.
   */
  render(method: string, language: string, strings: MethodPickerStrings): TemplateResult | '' {
    const banks = this.#choicesOf(method)?.banks ?? [];
    const opening = (this.#opening ??= { method, at: performance.now(), inTime: false });
    opening.inTime ||= banks.length > 0 && performance.now() - opening.at <= BANK_CHOICE_WINDOW_MS;
    if (banks.length < 2 || !opening.inTime) return '';
    adoptBankChoiceStyles(this.#host.renderRoot as ShadowRoot);
    const own = BANK_CHOICE_WORDS[language] ?? (BANK_CHOICE_WORDS.en as BankChoiceStrings);
    const bankOffline = strings.bankOffline ?? own.bankOffline;
    const chosen = this.chosen(method)?.code;
    const html = this.#html;
    return html`<div part="bank" class="bank">
      <label part="bank-label" for="bank">${strings.bank ?? own.bank}</label>
      <select
        part="bank-select"
        id="bank"
        @change=${(event: Event) => this.#choose(method, (event.target as HTMLSelectElement).value)}
      >
        <option value="" ?selected=${!chosen}>
          ${strings.bankOnNextPage ?? own.bankOnNextPage}
        </option>
        ${banks.map(
          ({ code, name, online }) =>
            html`<option value=${code} ?disabled=${!online} ?selected=${code === chosen}>
              ${online ? name : bankOffline(name)}
            </option>`,
        )}
      </select>
    </div>`;
  }

  #choose(method: string, code: string): void {
    if (code) this.#chosen.set(method, code);
    else this.#chosen.delete(method);
    // The chosen bank goes on Continue's URL.
    this.#host.requestUpdate();
    this.#onChoose(method);
  }
}

/** What the module gives the picker. */
export interface BankChoiceModule {
  BankChoice: typeof BankChoice;
}
