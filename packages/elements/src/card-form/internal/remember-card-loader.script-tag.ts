import { importBesideScript } from '../../internal/beside-script.js';
import type { FormPartModule } from './form-part.js';
import type { rememberCardBox } from './remember-card-box.js';

/**
 * The single-file builds' loader, taken in place of `remember-card-loader.ts` when they are
 * built (`build/script-tag-modules.ts`): the box comes from `checkout-remember-card.js` in the
 * folder the script was loaded from (`vite build --mode remember-card` writes it there).
 */
export const loadRememberCard = (): Promise<FormPartModule<typeof rememberCardBox>> =>
  importBesideScript<FormPartModule<typeof rememberCardBox>>('checkout-remember-card.js');
