import { importBesideScript } from '../../internal/beside-script.js';
import type { BankChoiceModule } from './bank-choice.js';

/**
 * The single-file builds' loader, taken in place of `bank-choice-loader.ts` when they are built
 * (`build/script-tag-modules.ts`): the bank choice comes from `checkout-bank-choice.js` in the
 * folder the script was loaded from (`vite build --mode bank-choice` writes it there).
 */
export const loadBankChoice = (): Promise<BankChoiceModule> =>
  importBesideScript<BankChoiceModule>('checkout-bank-choice.js');
