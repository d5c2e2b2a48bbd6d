import { importBesideScript } from '../../internal/beside-script.js';
import type { TestModePanelModule } from './test-mode-panel.js';

/**
 * The single-file builds' loader, taken in place of `test-mode-loader.ts` when they are built
 * (`build/script-tag-modules.ts`): the panel comes from `checkout-test-mode.js` in the folder the
 * script was loaded from (`vite build --mode test-mode` writes it there).
 */
export const loadTestModePanel = (): Promise<TestModePanelModule> =>
  importBesideScript<TestModePanelModule>('checkout-test-mode.js');
