/**
 * The one small interface behind which each engine's driver carries out a payer's steps:
 * `firefox.ts` (puppeteer-core over WebDriver BiDi) and `webkit.ts` (webdriverio over WebDriver
 * classic). Everything else (finding elements, waiting, reading errors) is the same in every
 * engine and lives in `page.ts`, on top of these.
 */

/** The engines a payer's whole payment is driven in here (Chromium's is Playwright's, elsewhere). */
export type PhoneEngine = 'firefox' | 'webkit';

/** A viewport in CSS pixels. */
export interface Viewport {
  width: number;
  height: number;
}

/** One tab of one engine, with storage of its own (an empty cart). */
export interface EngineTab {
  /** Opens `url` and waits for its `load`. */
  goto(url: string): Promise<void>;
  /** The address the tab is at now. */
  url(): Promise<string>;
  /**
   * Runs `body`, the body of a function, in the tab's page, and returns what it returns (JSON).
   * It may throw while the page is being replaced: callers that wait retry it.
   */
  run(body: string): Promise<unknown>;
  /** Presses and releases the main mouse button at (`x`, `y`) of the viewport, a payer's tap. */
  clickAt(x: number, y: number): Promise<void>;
  /** Types `text` into what has focus: a key down and a key up of its own for each character. */
  typeKeys(text: string): Promise<void>;
  /** Makes the page's viewport (`innerWidth` × `innerHeight`) exactly `viewport`. */
  setViewport(viewport: Viewport): Promise<void>;
  /** A PNG of the viewport as the payer sees it. */
  screenshot(): Promise<Uint8Array>;
  /** Closes the tab and its storage. */
  close(): Promise<void>;
}

/** A running browser of one engine. */
export interface EngineDriver {
  engine: PhoneEngine;
  /** The browser's name and version, for the test's output. */
  version: string;
  /**
   * Whether `newTab`'s script runs before each page's own scripts. When false, it runs at the
   * first step on each page, so an error a page reports while it loads, before that step, is not
   * seen.
   */
  scriptsFirst: boolean;
  /** A new tab with storage of its own, that runs `script` in each page (see `scriptsFirst`). */
  newTab(script: string): Promise<EngineTab>;
  /** Closes the browser (and whatever its driver started). */
  close(): Promise<void>;
}
