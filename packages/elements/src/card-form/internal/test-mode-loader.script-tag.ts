import { importBesideScript } from '../../internal/beside-script.js';
import type { FormPartModule } from './form-part.js';
import type { testCardsPanel } from './test-mode-panel.js';

/**
 * The single-file builds' loader, taken in place of `test-mode-loader.ts` when they are built
 * (`build/script-tag-modules.ts`): the panel comes from `checkout-test-mode.js` in the folder the
 * script was loaded from (`vite build --mode test-mode` writes it there).
 */
export const loadTestModePanel = (): Promise<FormPartModule<typeof testCardsPanel>> =>
  importBesideScript<FormPartModule<typeof testCardsPanel>>('checkout-test-mode.js');
