import type { FormPartModule } from './form-part.js';
import type { testCardsPanel } from './test-mode-panel.js';

/**
 * The test-mode panel by a dynamic import of its own, which every bundler an npm user has splits
 * into a file loaded only when called. The single-file builds for a `<script>` tag load
 * `checkout-test-mode.js` from beside the script instead: see `test-mode-loader.script-tag.ts`,
 * which they take in place of this module.
 */
export const loadTestModePanel = (): Promise<FormPartModule<typeof testCardsPanel>> =>
  import('./test-mode-panel.js');
