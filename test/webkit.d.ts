/**
 * Types of `test/webkit.js` (plain JavaScript with JSDoc), for TypeScript files that import it,
 * such as the end-to-end payments in each engine.
 */

/** System locations of `WebKitWebDriver`, checked in order when `WEBKIT_DRIVER_PATH` is not set. */
export declare const webkitDriverLocations: string[];

/** System locations of the MiniBrowser, checked in order when `WEBKIT_BROWSER_PATH` is not set. */
export declare const miniBrowserLocations: string[];

/** What to install when WebKit is missing, for error messages. */
export declare const WEBKIT_MISSING: string;

/** `WebKitWebDriver` and the MiniBrowser it drives; `undefined` when either is missing. */
export declare function webkitExecutablePaths(): { driver: string; browser: string } | undefined;

/** A running `WebKitWebDriver` on an X server of its own. */
export interface WebKitDriver {
  /** The driver's port on 127.0.0.1. */
  port: number;
  /** The X display the MiniBrowser opens on. */
  display: string;
  /** The capabilities of a new session (webdriverio's `remote({ hostname, port, capabilities })`). */
  capabilities: Record<string, unknown>;
  /** Gives the session's window the X input focus: call it once the session has opened it. */
  focusWindow(): Promise<void>;
  /** Stops the driver, its browser and the X server. */
  stop(): Promise<void>;
}

/**
 * Starts Xvfb and `WebKitWebDriver` for one WebDriver session at a time; `environment`: variables
 * the browser gets besides the machine's (e.g. `FONTCONFIG_FILE`).
 */
export declare function startWebKitDriver(options?: {
  environment?: Record<string, string>;
}): Promise<WebKitDriver>;

/** One WebDriver key action. */
export interface KeyAction {
  type: 'keyDown' | 'keyUp';
  value: string;
}

/** WebDriver's codes of the named keys, by Playwright's names (`ArrowDown`, `Tab`, …). */
export declare const KEY_CODES: Record<string, string>;

/** The key actions of one press, a chord (`Shift+Tab`) included. */
export declare function pressActions(press: string): KeyAction[];

/** The key actions of typing `text`: a key down and a key up of its own for each character. */
export declare function typingActions(text: string): KeyAction[];

/** Sizes the session's window so that its page's viewport is exactly `viewport`. */
export declare function setWebKitViewport(
  driver: WebdriverIO.Browser,
  viewport: { width: number; height: number },
): Promise<void>;
