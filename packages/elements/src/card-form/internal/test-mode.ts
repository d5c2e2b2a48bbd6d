import { type CSSResult, unsafeCSS } from 'lit';
import { loadTestModePanel } from './test-mode-loader.js';
import type { TestModePanelModule } from './test-mode-panel.js';

/** The panel once loaded, with its rules as a sheet the element adopts. */
export interface TestModePanel {
  render: TestModePanelModule['testCardsPanel'];
  styles: CSSResult;
}

let panel: TestModePanel | undefined;
let loading: Promise<void> | undefined;
/** The panel's file could not be loaded: the form shows without it. */
let failed = false;

/** The test-mode panel, once loaded. */
export const loadedTestModePanel = (): TestModePanel | undefined => panel;

/**
 * Starts loading the test-mode panel, once for the page, and gives the promise of its arrival;
 * `undefined` when there is nothing to wait for (loaded, or failed to load). A file that cannot
 * be loaded is reported once, and the form shows without the panel.
 */
export function whenTestModePanelLoaded(): Promise<void> | undefined {
  if (panel || failed) return undefined;
  return (loading ??= loadTestModePanel().then(
    (module) => {
      panel = { render: module.testCardsPanel, styles: unsafeCSS(module.testModeStyles) };
    },
    (error: unknown) => {
      failed = true;
      // eslint-disable-next-line no-console -- the developer must see a missing file at once
      console.warn(`Checkout Kit: no test-mode panel (${error}); showing the form without it.`);
    },
  ));
}
