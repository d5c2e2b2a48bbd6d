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

/** Starts Xvfb and `WebKitWebDriver` for one WebDriver session at a time. */
export declare function startWebKitDriver(): Promise<WebKitDriver>;
