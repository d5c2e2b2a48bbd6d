import type { BankChoiceModule } from './bank-choice.js';

/**
 * The bank choice by a dynamic import of its own, which every bundler an npm user has splits
 * into a file loaded only when called. The single-file builds for a `<script>` tag load
 * `checkout-bank-choice.js` from beside the script instead: see `bank-choice-loader.script-tag.ts`,
 * which they take in place of this module.
 */
export const loadBankChoice = (): Promise<BankChoiceModule> => import('./bank-choice.js');
