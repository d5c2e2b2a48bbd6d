/**
 * Types of `test/engines.js` (plain JavaScript with JSDoc), for TypeScript files that import it,
 * such as the end-to-end payments in each engine.
 */

/** A browser engine the tests run in. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** Every engine, in the order the tests run them. */
export declare const ENGINES: readonly Engine[];

/** The engines to test in, from `CHECKOUT_TEST_ENGINES`, else all of them. */
export declare function testEngines(): Engine[];
