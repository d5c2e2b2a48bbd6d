/**
 * Building DOM from data. Every child that is a string becomes a text node, never markup, so
 * whatever the network sends (a product name, a gateway message) is shown as the characters it is.
 */

/** A child of {@link h}: an element, text, or nothing (skipped). */
export type Child = Node | string | number | null | undefined | false;

/** Attributes of {@link h}: `true` sets an empty attribute, `false`/`null`/`undefined` omits it. */
export type Attributes = Record<string, string | number | boolean | null | undefined>;

/**
 * Creates an element with attributes and children.
 *
 * @example
 * h('p', { class: 'total' }, 'Total ', h('strong', {}, formatMoney(order.total)))
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...toNodes(children));
  return element;
}

/** Replaces an element's children, with the same rules as {@link h}. */
export function replaceChildren(element: Element, ...children: Child[]): void {
  element.replaceChildren(...toNodes(children));
}

function toNodes(children: Child[]): (Node | string)[] {
  return children.flatMap((child) =>
    child === null || child === undefined || child === false
      ? []
      : [typeof child === 'number' ? String(child) : child],
  );
}

/** The element with this id, of the expected kind; throws when the page lacks it (a page bug). */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`This page has no #${id}.`);
  return element as T;
}

/**
 * A same-site path, or `null`: only paths under this origin are used as links and images, so a
 * value from the network can never become a `javascript:` or foreign URL.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  try {
    const url = new URL(value, location.origin);
    return url.origin === location.origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL from the network, or `null`. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
