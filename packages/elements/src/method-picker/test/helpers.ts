import { fixture, html, oneEvent } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { PaymentMethodsLookup } from '@checkout-kit/protocol';
import type { CheckoutMethodPicker } from '../method-picker.js';
import '../method-picker.js';
import lookupEn from './lookup.en.json';
import lookupMs from './lookup.ms.json';
import lookupSmall from './lookup.small.json';
import lookupTa from './lookup.ta.json';
import lookupZh from './lookup.zh.json';

/**
 * Lookup results recorded from the sandbox (`record-lookup.ts`): every method for RM 10.00 in
 * each of the kit's languages, and the methods for RM 1.00. Each call gives a fresh copy.
 */
export const recorded = {
  en: (): PaymentMethodsLookup => structuredClone(lookupEn),
  ms: (): PaymentMethodsLookup => structuredClone(lookupMs),
  zh: (): PaymentMethodsLookup => structuredClone(lookupZh),
  ta: (): PaymentMethodsLookup => structuredClone(lookupTa),
  small: (): PaymentMethodsLookup => structuredClone(lookupSmall),
};

/** A picker, rendered and (unless told otherwise) with its first lookup result shown. */
export async function picker(
  template = html`<checkout-method-picker src="/__methods/en"></checkout-method-picker>`,
  { loaded = true } = {},
): Promise<CheckoutMethodPicker> {
  const element = await fixture<CheckoutMethodPicker>(template);
  if (loaded && !element.methods) await oneEvent(element, 'checkout-methods-load');
  await element.updateComplete;
  return element;
}

/** A picker fed with `methods` directly. */
export async function pickerWith(
  methods: unknown,
  template = html`<checkout-method-picker></checkout-method-picker>`,
): Promise<CheckoutMethodPicker> {
  const element = await fixture<CheckoutMethodPicker>(template);
  element.methods = methods as PaymentMethodsLookup;
  await element.updateComplete;
  return element;
}

/** The picker's shadow root. */
export function shadow(element: CheckoutMethodPicker): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no shadow root');
  return element.shadowRoot;
}

/** The radio buttons, in order. */
export function radios(element: CheckoutMethodPicker): HTMLInputElement[] {
  return [...shadow(element).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
}

/** The radio of a method (`card` for the card option). */
export function radio(element: CheckoutMethodPicker, method: string): HTMLInputElement {
  const found = radios(element).find((input) => input.value === method);
  if (!found) throw new Error(`no option ${method}`);
  return found;
}

/** The accessible names of the options as the label texts give them, whitespace collapsed. */
export function optionNames(element: CheckoutMethodPicker): string[] {
  return radios(element).map((input) => labelText(input));
}

/** The text a radio's label gives it: its text, with each image's alt text. */
export function labelText(input: HTMLInputElement): string {
  const label = input.closest('label');
  if (!label) return '';
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if (node instanceof HTMLImageElement) parts.push(node.alt);
    else if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    else node.childNodes.forEach(walk);
  };
  walk(label);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The groups: each legend with the method values under it. */
export function groups(element: CheckoutMethodPicker): [string, string[]][] {
  return [...shadow(element).querySelectorAll('fieldset[part="group"]')].map((group) => [
    group.querySelector('legend')?.textContent?.trim() ?? '',
    [...group.querySelectorAll('input')].map((input) => input.value),
  ]);
}

/** The Continue link, offered once a method is chosen with `navigate`; else `null`. */
export function continueControl(element: CheckoutMethodPicker): HTMLAnchorElement | null {
  return shadow(element).querySelector<HTMLAnchorElement>('[part="button"]');
}

/** The text of the live region. */
export function announcement(element: CheckoutMethodPicker): string {
  return shadow(element).querySelector('[role="status"]')?.textContent?.trim() ?? '';
}

/** One `fetch` the page made while intercepted, and how to answer it. */
export interface InterceptedFetch {
  url: URL;
  signal: AbortSignal | null;
  /** Answers with this JSON body (status 200 unless given). */
  respond(body: unknown, status?: number): void;
  /** Fails like a network error. */
  fail(): void;
}

/**
 * Replaces `window.fetch` until `restore()`: every call is recorded and waits until the test
 * answers it, whatever its signal says (so a late answer to an aborted request can be tested).
 */
export function interceptFetch() {
  const original = window.fetch;
  const calls: InterceptedFetch[] = [];
  const waiting: ((call: InterceptedFetch) => void)[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const call: InterceptedFetch = {
        url: new URL(String(input instanceof Request ? input.url : input), document.baseURI),
        signal: init?.signal ?? null,
        respond: (body, status = 200) =>
          resolve(
            new Response(typeof body === 'string' ? body : JSON.stringify(body), {
              status,
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
        fail: () => reject(new TypeError('Failed to fetch')),
      };
      calls.push(call);
      waiting.shift()?.(call);
    });
  return {
    calls,
    /** The next call, made already or still to come. */
    next(index = calls.length): Promise<InterceptedFetch> {
      const made = calls[index];
      if (made) return Promise.resolve(made);
      return new Promise((resolve) => waiting.push(resolve));
    },
    restore(): void {
      window.fetch = original;
    },
  };
}

/**
 * Records the links followed from inside `element`, stopping each navigation so that the test
 * page stays: the list of their URLs, growing as links are followed. A click whose default was
 * prevented already follows nothing, and is not recorded.
 */
export function recordVisits(element: Element): string[] {
  const visits: string[] = [];
  element.addEventListener('click', (event) => {
    const link = event.composedPath().find((t) => t instanceof HTMLAnchorElement);
    if (link instanceof HTMLAnchorElement && !event.defaultPrevented) {
      event.preventDefault();
      visits.push(link.href);
    }
  });
  return visits;
}

/** Stops the navigation of the next click on a link inside `element`, and gives its URL. */
export function nextNavigation(element: Element): Promise<string> {
  return new Promise((resolve) => {
    element.addEventListener(
      'click',
      (event) => {
        const link = event
          .composedPath()
          .find((target): target is HTMLAnchorElement => target instanceof HTMLAnchorElement);
        event.preventDefault();
        resolve(link?.href ?? '');
      },
      { once: true },
    );
  });
}

/** Clicks the middle of an element as a pointer does: a real mouse event, with `detail` 1. */
export async function clickOn(target: Element): Promise<void> {
  const box = target.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}
