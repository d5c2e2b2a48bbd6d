/**
 * A payer's tab in Firefox or WebKit, driven the same way in both through {@link EngineTab}:
 * open a page, tap an element, type into it with real key events, read it, wait for an address
 * or an element, and the errors the page reported. Every step runs its piece in the page together
 * with the record of the page's errors (`in-page.ts`), and reads what was recorded since the step
 * before. Nothing waits for a fixed time: each wait polls the page until it holds.
 *
 * @example
 * const page = await PayerPage.open(driver, { width: 390, height: 844 });
 * await page.goto(siteUrl);
 * await page.click({ css: '#method-picker >>> label', text: /^Card\b/ });
 * await page.type({ css: '#card-form input[name="cvc"]' }, '123');
 * await page.waitForURL((url) => url.pathname === '/result.html', 'the result page');
 */
import { waitFor } from '../harness.js';
import type { EngineDriver, EngineTab, Viewport } from './engine.js';
import {
  type InPageAnswer,
  type TapPoint,
  type Widths,
  hasFocus,
  installInPage,
  isThere,
  tapPoint,
  textOf,
  valueOf,
  widths,
} from './in-page.js';

/**
 * An element as a payer finds it: a CSS selector whose parts separated by `>>>` look into the
 * shadow root of what the part before matched, and, if given, the text it holds (its
 * `textContent`, spaces folded).
 */
export interface Target {
  css: string;
  text?: RegExp;
}

/** How a target is named in a timeout's message. */
function nameOf(target: Target): string {
  return target.text ? `${target.css} showing ${target.text}` : target.css;
}

/** The text filter as the page gets it. */
function textFilter(target: Target): [string, string] | null {
  return target.text ? [target.text.source, target.text.flags] : null;
}

/**
 * tsx keeps functions' names with a helper, `__name`, that the page lacks: the functions sent to
 * the page are run with one that does nothing.
 */
const NAME_HELPER = 'var __name = (target) => target;';

/** The script each page runs: the page's tools and the record of its errors. */
export const PAGE_SCRIPT = `(() => { ${NAME_HELPER} (${installInPage.toString()})(); })();`;

/** The body of a function that runs `fn(...args)` in the page, and takes the page's errors. */
function stepBody(fn: (...args: never[]) => unknown, args: unknown[]): string {
  return [
    NAME_HELPER,
    `(${installInPage.toString()})();`,
    `const value = (${fn.toString()})(...${JSON.stringify(args)});`,
    'return { value, problems: window.checkoutPayer.takeProblems() };',
  ].join('\n');
}

/** A payer's tab. */
export class PayerPage {
  /** What the pages reported (console errors, uncaught errors), each with its page's address. */
  readonly problems: string[] = [];

  readonly #tab: EngineTab;

  private constructor(
    readonly driver: EngineDriver,
    tab: EngineTab,
  ) {
    this.#tab = tab;
  }

  /** Opens a tab with storage of its own, its viewport `viewport`. */
  static async open(driver: EngineDriver, viewport: Viewport): Promise<PayerPage> {
    const tab = await driver.newTab(PAGE_SCRIPT);
    await tab.setViewport(viewport);
    return new PayerPage(driver, tab);
  }

  /**
   * Runs `fn(...args)` in the page (its source is sent: it may use only the page's globals and
   * its arguments, JSON) and returns its result; keeps what the page reported meanwhile.
   */
  async run<A extends unknown[], T>(fn: (...args: A) => T, ...args: A): Promise<T> {
    const answer = (await this.#tab.run(
      stepBody(fn as (...args: never[]) => unknown, args),
    )) as InPageAnswer<T> | null;
    if (!answer || typeof answer !== 'object' || !('problems' in answer)) {
      throw new Error(`The page answered ${JSON.stringify(answer)}.`);
    }
    this.problems.push(...answer.problems);
    return answer.value;
  }

  /** Opens `url` and waits for its `load`. */
  async goto(url: string): Promise<void> {
    await this.#tab.goto(url);
    await this.run(() => null);
  }

  /** The address the tab is at. */
  async url(): Promise<URL> {
    return new URL(await this.#tab.url());
  }

  /**
   * `waitFor(condition, description)`, whose timeout also says where the tab is and what its
   * pages reported (a page that failed says so there, not in the step that waited for it).
   */
  async #until<T>(condition: () => T | Promise<T>, description: string): Promise<NonNullable<T>> {
    try {
      return await waitFor(condition, description);
    } catch (error) {
      const url = await this.#tab.url().catch(() => 'an unknown address');
      await this.run(() => null).catch(() => undefined);
      const reported = this.problems.length ? this.problems.join('; ') : 'nothing';
      throw new Error(
        `${(error as Error).message}\nThe tab is at ${url}; its pages reported ${reported}.`,
        {
          cause: error,
        },
      );
    }
  }

  /** Waits until the tab's address passes `check`, and returns it. */
  async waitForURL(check: (url: URL) => boolean, description: string): Promise<URL> {
    return this.#until(async () => {
      const url = await this.url();
      return check(url) ? url : null;
    }, `the tab is at ${description}`);
  }

  /** Waits until `target` is drawn (or, with `attached`, exists at all). */
  async waitFor(target: Target, { attached = false } = {}): Promise<void> {
    await this.#until(
      () => this.run(isThere, target.css, textFilter(target), attached),
      `${nameOf(target)} is ${attached ? 'there' : 'drawn'}`,
    );
  }

  /**
   * Taps the middle of `target` with the mouse, once it is drawn, scrolled into view, enabled and
   * not covered, as a payer's finger does.
   */
  async click(target: Target): Promise<void> {
    const point = await this.#until(
      async () => {
        const found: TapPoint = await this.run(tapPoint, target.css, textFilter(target));
        if ('problem' in found) throw new Error(found.problem);
        return found;
      },
      `${nameOf(target)} can be tapped`,
    );
    await this.#tab.clickAt(point.x, point.y);
  }

  /**
   * Taps `target`, waits until it has focus, and types `text` key by key (a key down and up of
   * each character, so that the page's own input handling runs); returns the value it then holds.
   */
  async type(target: Target, text: string): Promise<string> {
    await this.click(target);
    await this.waitForFocus(target);
    await this.keys(text);
    return (await this.value(target.css)) ?? '';
  }

  /** Waits until `target` has focus. */
  async waitForFocus(target: Target): Promise<void> {
    await this.#until(
      () => this.run(hasFocus, target.css, textFilter(target)),
      `${nameOf(target)} has focus`,
    );
  }

  /** Types `text` into what has focus, key by key. */
  async keys(text: string): Promise<void> {
    await this.#tab.typeKeys(text);
  }

  /** The text of `target` (spaces folded), once it is drawn. */
  async text(target: Target): Promise<string> {
    return this.#until(
      () => this.run(textOf, target.css, textFilter(target)),
      `${nameOf(target)} is drawn, to be read`,
    );
  }

  /** The value of the first input or select matching `css`, or null if none. */
  async value(css: string): Promise<string | null> {
    return this.run(valueOf, css);
  }

  /** Waits until the value of the input or select `css` is `expected`. */
  async waitForValue(css: string, expected: string): Promise<void> {
    await this.#until(
      async () => (await this.value(css)) === expected,
      `${css} holds ${JSON.stringify(expected)}`,
    );
  }

  /** The page's widths against its viewport, and what sticks out to its right. */
  async widths(): Promise<Widths> {
    return this.run(widths);
  }

  /** A PNG of the viewport as the payer sees it, to look at what a test saw. */
  async screenshot(): Promise<Uint8Array> {
    return this.#tab.screenshot();
  }

  /** Reads what the page reported last, and closes the tab. */
  async close(): Promise<void> {
    try {
      await this.run(() => null);
    } finally {
      await this.#tab.close();
    }
  }
}
