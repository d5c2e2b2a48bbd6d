// @ts-check
/**
 * The browser engines the tests run in: Chromium, Firefox and WebKit (Safari's engine), the three
 * engines payers' browsers are built on. `CHECKOUT_TEST_ENGINES` (names separated by spaces or
 * commas) runs some of them only, e.g. `CHECKOUT_TEST_ENGINES=chromium pnpm test:browser` on a
 * machine without Firefox or WebKit.
 */

/** @typedef {'chromium' | 'firefox' | 'webkit'} Engine */

/** @type {readonly Engine[]} */
export const ENGINES = ['chromium', 'firefox', 'webkit'];

/**
 * The engines to test in, from `CHECKOUT_TEST_ENGINES`, else all of them.
 *
 * @returns {Engine[]}
 */
export function testEngines() {
  const asked = (process.env.CHECKOUT_TEST_ENGINES ?? '').split(/[\s,]+/).filter(Boolean);
  if (asked.length === 0) return [...ENGINES];
  const unknown = asked.filter((name) => !ENGINES.includes(/** @type {Engine} */ (name)));
  if (unknown.length > 0) {
    throw new Error(
      `CHECKOUT_TEST_ENGINES names ${unknown.join(', ')}: the engines are ${ENGINES.join(', ')}.`,
    );
  }
  return ENGINES.filter((engine) => asked.includes(engine));
}
