import { documentActiveElement } from '../../internal/document-reads.js';
import {
  type CardField,
  DIRECT_POST_CARD_FIELDS,
  REMEMBER_CARD_FIELD,
} from '@checkout-kit/protocol';
import type * as SsrClient from '@lit-labs/ssr-client';
import type { RenderOptions, TemplateResult } from 'lit';
import { reformatInput } from '../../internal/formatted-input.js';
import { kitLanguage, whenTranslated } from '../../internal/translation-registry.js';
import { FIELD_FORMATS } from './card-formats.js';

/*
 * Taking over the card form's markup that a Node server rendered (`../../server.ts`): the
 * payer saw the form at first paint and may have typed in it before the kit loaded. The
 * single-file builds take `server-markup.script-tag.ts` in this module's place.
 */

/** This build takes a server's markup over (the single-file builds do not). */
export const TAKES_OVER_SERVER_MARKUP = true;

/**
 * The attribute by which a framework that renders the element on a server asks it to wait: it
 * takes no properties until the framework removes it, having hydrated its own tree (as
 * `@lit/react` does in a layout effect). Lit's own name for the same convention.
 */
const DEFER_HYDRATION = 'defer-hydration';

type Hydrate = typeof SsrClient.hydrate;

/** Lit's hydration, loaded only by a page whose server rendered a card form. */
let hydrate: Hydrate | undefined;
let loading: Promise<void> | undefined;

/**
 * Gives the card form Lit's hydration up front (`@checkout-kit/elements/hydration.js`), so that
 * it loads nothing once it finds a server's markup.
 */
export function provideHydration(loaded: Hydrate): void {
  hydrate = loaded;
}

/** The form a server rendered into `host`, before the element's first render. */
function serverForm(host: HTMLElement): HTMLFormElement | null {
  return host.querySelector(':scope > form.ck-form');
}

/**
 * Loads Lit's hydration (a chunk of its own, loaded only for markup from a server), or gives
 * `undefined` once it has loaded.
 */
function whenHydrationLoaded(): Promise<void> | undefined {
  if (hydrate) return undefined;
  return (loading ??= import('@lit-labs/ssr-client').then(
    (module) => {
      hydrate = module.hydrate;
    },
    (error: unknown) => {
      // eslint-disable-next-line no-console -- the developer must see a missing file at once
      console.warn(`Checkout Kit: server-rendered markup redrawn, not taken over (${error}).`);
    },
  ));
}

/** Resolves when `host` has lost `attribute`. */
function removal(host: HTMLElement, attribute: string): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (host.hasAttribute(attribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(host, { attributeFilter: [attribute] });
  });
}

/**
 * What the card form waits for before its first render, or `undefined` for nothing: the
 * framework's `defer-hydration` to go; and with a server's markup in it, Lit's hydration and
 * the words of the language the server wrote in, which taking the markup over needs.
 */
export function beforeFirstRender(host: HTMLElement): Promise<unknown> | undefined {
  const form = serverForm(host);
  const waits = [
    host.hasAttribute(DEFER_HYDRATION) ? removal(host, DEFER_HYDRATION) : undefined,
    form ? whenHydrationLoaded() : undefined,
    form ? whenTranslated(kitLanguage(form.lang)) : undefined,
  ].filter(Boolean);
  return waits.length > 0 ? Promise.all(waits) : undefined;
}

/** What a server's form shows as the kit takes it over: what the payer typed and ticked. */
export interface ShownBeforeKit {
  /** Each input's value, as typed. */
  entry: Readonly<Record<CardField, string>>;
  rememberChecked: boolean;
}

/** What the payer did in a server's form before the kit took it over. */
export interface TakenOver {
  /** Each field the payer filled, formatted as the kit shows it. */
  values: Partial<Record<CardField, string>>;
  /** The fields the payer filled and left: they show their errors, as after a blur. */
  touched: Set<CardField>;
  rememberChecked: boolean;
}

/**
 * Makes a server's markup of the card form in `host` its live render, with what the payer typed
 * in it, or gives `null` when there is none. Where Lit's hydration takes the markup (it is the
 * markup of `asRendered`), the very nodes stay: typing, the caret, focus and an input method's
 * composition go on undisturbed. Otherwise the markup goes, to be redrawn, and focus follows to
 * the same field of the new form.
 *
 * @param asRendered The form's template as the server rendered it: in `language`, its ids from
 *   `idPrefix`, the pay button waiting, and showing what the payer typed (`shown`): hydration
 *   sets the inputs' properties, so the template must hold what they hold.
 */
export function takeOverServerMarkup(
  host: HTMLElement & { readonly updateComplete: Promise<boolean> },
  options: RenderOptions,
  asRendered: (
    language: string,
    idPrefix: string | undefined,
    shown: ShownBeforeKit,
  ) => TemplateResult,
): TakenOver | null {
  const form = serverForm(host);
  if (!form) return null;
  const inputs = DIRECT_POST_CARD_FIELDS.map((field) => ({
    field,
    input: form.querySelector<HTMLInputElement>(`[name="${field}"]`),
  }));
  const active = documentActiveElement();
  const focused = inputs.find(({ input }) => input && input === active)?.field;
  const remember = form.querySelector<HTMLInputElement>(`[name="${REMEMBER_CARD_FIELD}"]`);
  const taken: TakenOver = {
    values: {},
    touched: new Set(),
    rememberChecked: remember?.checked ?? false,
  };
  const idPrefix = inputs[0]?.input?.id.slice(0, -'-cardholder_name'.length);
  const shown = {
    entry: Object.fromEntries(inputs.map(({ field, input }) => [field, input?.value ?? ''])),
    rememberChecked: taken.rememberChecked,
  } as ShownBeforeKit;
  const template = asRendered(kitLanguage(form.lang), idPrefix, shown);
  let adopted = false;
  try {
    hydrate?.(template, host, options);
    adopted = Boolean(hydrate);
  } catch {
    // Not the markup of this template (another version of the kit rendered it): redrawn.
  }
  if (!adopted) {
    for (const node of [...host.childNodes]) {
      if (node === form || node.nodeType === Node.COMMENT_NODE) node.remove();
    }
  }
  for (const { field, input } of inputs) {
    if (!input?.value) continue;
    const format = FIELD_FORMATS[field];
    // Formatted as if typed into the kit, the caret kept beside the same digit.
    const value = !format
      ? input.value
      : adopted
        ? reformatInput(input, format, '', '')
        : format(input.value);
    taken.values[field] = value;
    if (field !== focused) taken.touched.add(field);
  }
  if (focused && !adopted) {
    void host.updateComplete.then(() => {
      const input = host.querySelector<HTMLInputElement>(`[name="${focused}"]`);
      input?.focus();
    });
  }
  return taken;
}
