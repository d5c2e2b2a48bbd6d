/**
 * Types of `test/chromium.js` (plain JavaScript with JSDoc), for TypeScript files that import it,
 * such as the sandbox's browser test.
 */

/** System locations checked, in order, when `CHROME_PATH` is not set. */
export declare const chromiumLocations: string[];

/**
 * Command-line switches for a quiet, headless Chromium that runs as root in a container and
 * never talks to Google's services during a test.
 */
export declare const chromiumArgs: string[];

/**
 * The Chromium executable to launch: `CHROME_PATH` when set, else the first existing system
 * location, else `undefined` so that Playwright uses the browser it installed itself.
 */
export declare function chromiumExecutablePath(): string | undefined;
