/**
 * The engine a browser test runs in, and the viewport and media commands that work in each
 * (served by `test/wtr/engine-commands.js`). The tests run in Chromium, Firefox and WebKit; a
 * test that an engine's driver cannot carry out skips that engine and says why in its title.
 */
import { executeServerCommand } from '@web/test-runner-commands';

/** A browser engine the tests run in. */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The engine this page runs in, from its user agent (Chromium's also names Safari). */
export const engine: Engine = /Firefox\//.test(navigator.userAgent)
  ? 'firefox'
  : /Chrom(e|ium)\//.test(navigator.userAgent)
    ? 'chromium'
    : 'webkit';

/**
 * `it`, or `it.skip` in the engines named, with the reason appended to the test's title.
 *
 * @example
 * itExceptIn(['firefox', 'webkit'], 'their drivers have no input method')('composes…', async () => {…});
 */
export function itExceptIn(engines: Engine[], reason: string) {
  return (title: string, test: Mocha.Func | Mocha.AsyncFunc): Mocha.Test =>
    engines.includes(engine)
      ? it.skip(`${title} (not in ${engine}: ${reason})`, test)
      : it(title, test);
}

/**
 * Taps the middle of `target` with a finger: touch events and the click a tap makes. Chromium
 * only (see `test/wtr/engine-commands.js`): a test that taps skips the other engines.
 */
export async function tap(target: Element): Promise<void> {
  const box = target.getBoundingClientRect();
  await executeServerCommand('checkout-tap', {
    x: Math.round(box.x + box.width / 2),
    y: Math.round(box.y + box.height / 2),
  });
}

/** Sets the page's viewport, in CSS pixels, in every engine. */
export async function setViewport(viewport: { width: number; height: number }): Promise<void> {
  await executeServerCommand('checkout-viewport', viewport);
}

/** The media features a test may emulate. */
export interface EmulatedMedia {
  reducedMotion?: 'reduce' | 'no-preference';
  forcedColors?: 'active' | 'none';
}

/**
 * Emulates media features. Only Chromium's driver emulates them; elsewhere the defaults are
 * taken (a reset) and anything else is refused, so wrap such a test in `itExceptIn`.
 */
export async function emulateMedia(media: EmulatedMedia): Promise<void> {
  await executeServerCommand('checkout-media', media);
}
