/**
 * Types of `test/firefox.js` (plain JavaScript with JSDoc), for TypeScript files that import it,
 * such as the end-to-end payments in each engine.
 */
import type { LaunchOptions } from 'puppeteer-core';

/** System locations checked, in order, when `FIREFOX_PATH` is not set. */
export declare const firefoxLocations: string[];

/** What to install when Firefox is missing, for error messages. */
export declare const FIREFOX_MISSING: string;

/**
 * Preferences for a quiet Firefox that never talks to Mozilla's services during a test, and lets
 * the test page use the clipboard.
 */
export declare const firefoxPrefs: Record<string, unknown>;

/** The Firefox executable to launch: `FIREFOX_PATH` when set, else the first existing location. */
export declare function firefoxExecutablePath(): string | undefined;

/** `puppeteer-core`'s launch options for a headless Firefox. */
export declare function firefoxLaunchOptions(): LaunchOptions;
