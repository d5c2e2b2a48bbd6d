/**
 * What the payer's driver runs inside the page, the same in every engine: finding an element
 * (through shadow roots), the point a tap lands on, and a record of the page's console errors and
 * uncaught errors.
 *
 * Each function here is sent to the page as its source text, so it must not use anything from
 * outside itself but the page's globals and, once {@link installInPage} has run,
 * `window.checkoutPayer` (not even another function of this module).
 */

/** The name the page's tools go by on `window`. */
export interface InPageTools {
  /**
   * The elements matching `css`, whose parts separated by `>>>` each look inside the shadow root
   * of what the part before matched (`#method-picker >>> label`), and whose text (spaces folded)
   * content (`textContent`, spaces folded: drawn or not) matches `text` (a regular expression's
   * source and flags) when given.
   */
  findAll(css: string, text: [string, string] | null): Element[];
  /** Whether `element` is drawn: it has a box, and neither it nor an ancestor hides it. */
  isVisible(element: Element): boolean;
  /** The element that has focus, looking into shadow roots. */
  activeElement(): Element | null;
  /** What the page reported since the last call (console errors, uncaught errors), and forgets it. */
  takeProblems(): string[];
  /** The box each element had when a step last looked for where to tap it. */
  boxes: WeakMap<Element, string>;
}

/** A step's answer: what it found, and what the page reported since the step before. */
export interface InPageAnswer<T> {
  value: T;
  problems: string[];
}

/**
 * Installs `window.checkoutPayer` in the document, once: its tools, and the record of its errors.
 * The record is kept in the origin's `sessionStorage`, so that what a page reported just before
 * it went away (a Pay that navigates) is read on the next page of the same origin.
 */
export function installInPage(): void {
  const scope = window as unknown as { checkoutPayer?: InPageTools };
  if (scope.checkoutPayer) return;
  const key = 'checkout-payer-problems';
  const held: string[] = [];
  const stored = (): string[] => {
    try {
      return JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    } catch {
      return [];
    }
  };
  const record = (kind: string, text: string): void => {
    const line = `${kind} at ${location.href}: ${text}`;
    try {
      sessionStorage.setItem(key, JSON.stringify([...stored(), line]));
    } catch {
      // No storage (about:blank, or storage refused): kept in this document only.
      held.push(line);
    }
  };
  const describe = (value: unknown): string =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);

  // No step reloads a page: a reload is the dev server's, after a source file changed under it
  // (which resets what the payer typed), and is reported as such.
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type === 'reload') {
    record('reload', 'the page was reloaded, not by the payer (a file changed under the demo?)');
  }

  // The dev server's hot update of a module or a stylesheet changes the page under the payer.
  const debug = console.debug;
  console.debug = function (...parts: unknown[]) {
    const text = parts.map(describe).join(' ');
    if (/^\[vite\].*hot updated/.test(text)) record('hot update', text);
    return debug.apply(this, parts);
  };

  const original = console.error;
  console.error = function (...parts: unknown[]) {
    record('console error', parts.map(describe).join(' '));
    return original.apply(this, parts);
  };
  window.addEventListener('error', (event) => {
    record('page error', event.error === undefined ? event.message : describe(event.error));
  });
  window.addEventListener('unhandledrejection', (event) => {
    record('unhandled rejection', describe(event.reason));
  });

  scope.checkoutPayer = {
    findAll(css, text) {
      const parts = css.split('>>>').map((part) => part.trim());
      let roots: ParentNode[] = [document];
      for (const part of parts.slice(0, -1)) {
        roots = roots.flatMap((root) =>
          [...root.querySelectorAll(part)].map((element) => element.shadowRoot ?? element),
        );
      }
      const last = parts[parts.length - 1] ?? '*';
      const found = roots.flatMap((root) => [...root.querySelectorAll(last)]);
      if (!text) return found;
      const pattern = new RegExp(text[0], text[1]);
      return found.filter((element) =>
        pattern.test((element.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
    },
    isVisible(element) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    },
    activeElement() {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active;
    },
    boxes: new WeakMap(),
    takeProblems() {
      const problems = [...stored(), ...held.splice(0)];
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing was stored.
      }
      return problems;
    },
  };
}

/** Where a tap on the element lands, or why it cannot be tapped yet. */
export type TapPoint = { x: number; y: number } | { problem: string };

/**
 * Scrolls the first drawn element matching `css` and `text` into the middle of the viewport and
 * returns its centre, if a tap there reaches it: not covered, not disabled, and still, its box
 * the same as when the step before looked (a picture loading above it moves it down).
 */
export function tapPoint(css: string, text: [string, string] | null): TapPoint {
  const payer = (window as unknown as { checkoutPayer: InPageTools }).checkoutPayer;
  const element = payer.findAll(css, text).find((found) => payer.isVisible(found));
  if (!element) return { problem: 'no drawn element matches' };
  if ((element as HTMLButtonElement).disabled) return { problem: 'it is disabled' };
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  const where = [box.left, box.top, box.width, box.height].join(' ');
  const before = payer.boxes.get(element);
  payer.boxes.set(element, where);
  if (before !== where) return { problem: 'it is moving' };
  const x = Math.floor(box.left + box.width / 2);
  const y = Math.floor(box.top + box.height / 2);
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
    return { problem: `its centre (${x}, ${y}) is outside the viewport` };
  }
  let hit: Element | null = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  for (let node: Node | null = hit; node;) {
    if (node === element) return { x, y };
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return { problem: `a tap at (${x}, ${y}) lands on <${hit?.localName ?? 'nothing'}> instead` };
}

/** Whether the first element matching `css` (and `text`) has focus. */
export function hasFocus(css: string, text: [string, string] | null): boolean {
  const payer = (window as unknown as { checkoutPayer: InPageTools }).checkoutPayer;
  const element = payer.findAll(css, text)[0];
  return element !== undefined && payer.activeElement() === element;
}

/** The text of the first drawn element matching `css` (and `text`), spaces folded; else null. */
export function textOf(css: string, text: [string, string] | null): string | null {
  const payer = (window as unknown as { checkoutPayer: InPageTools }).checkoutPayer;
  const element = payer.findAll(css, text).find((found) => payer.isVisible(found));
  return element ? ((element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim() : null;
}

/** Whether an element matching `css` (and `text`) is drawn (or, with `attached`, exists at all). */
export function isThere(css: string, text: [string, string] | null, attached: boolean): boolean {
  const payer = (window as unknown as { checkoutPayer: InPageTools }).checkoutPayer;
  return payer.findAll(css, text).some((found) => attached || payer.isVisible(found));
}

/** The value of the first element matching `css`, an input or a select. */
export function valueOf(css: string): string | null {
  const payer = (window as unknown as { checkoutPayer: InPageTools }).checkoutPayer;
  const element = payer.findAll(css, null)[0] as HTMLInputElement | undefined;
  return element ? element.value : null;
}

/** How wide the page is against its viewport, and what sticks out to the right. */
export interface Widths {
  innerWidth: number;
  innerHeight: number;
  /** The root's width less a classic scrollbar: what a sideways scroll is measured against. */
  clientWidth: number;
  scrollWidth: number;
  /** Elements whose right edge is past the viewport's, outermost first (a few). */
  overflowing: string[];
}

/** The page's widths, and the elements that stick out to its right (looking into shadow roots). */
export function widths(): Widths {
  const root = document.documentElement;
  const overflowing: string[] = [];
  const name = (element: Element): string =>
    `<${element.localName}${element.id ? `#${element.id}` : ''}${
      element.classList.length ? `.${[...element.classList].join('.')}` : ''
    }>`;
  const walk = (parent: ParentNode, path: string): void => {
    for (const element of parent.children) {
      const here = `${path} ${name(element)}`.trim();
      const right = element.getBoundingClientRect().right + scrollX;
      if (right > root.clientWidth + 0.5 && overflowing.length < 8) {
        overflowing.push(`${here} ends at ${Math.round(right)} px`);
      }
      if (element.shadowRoot) walk(element.shadowRoot, `${here} >>>`);
      walk(element, here.split(' ').slice(-2).join(' '));
    }
  };
  walk(document.body, '');
  return {
    innerWidth,
    innerHeight,
    clientWidth: root.clientWidth,
    scrollWidth: root.scrollWidth,
    overflowing,
  };
}
