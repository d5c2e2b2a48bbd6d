import {
  type BankChoice,
  bankChoicesOf,
  findBankChoice,
  isFpxMethod,
} from '@checkout-kit/protocol';

/*
 * The banks the simulated FPX pages list: the protocol's lists (`bankChoicesOf`), as the gateway
 * maker's WooCommerce plugin offers them. Any listed bank approves or declines as the payer
 * chooses, online or not (`./fpx-bank-status.ts` only answers the status endpoint).
 */

/** A bank of the simulated FPX page: its code, as in `?fpx_bank_code=`, and its name. */
export type FpxBank = BankChoice;

/** The banks an FPX method lists (none for any other method). */
export function fpxBanksOf(method: string): readonly FpxBank[] {
  return isFpxMethod(method) ? bankChoicesOf(method).choices : [];
}

/**
 * A bank of this method's list by code, or `undefined`: an unknown code, or one of the other
 * FPX list, is ignored rather than refused.
 *
 * @example
 * findFpxBank('fpx_b2b1', 'ABB0235')?.name // 'AFFINMAX'
 * findFpxBank('fpx_b2b1', 'MB2U0227') // undefined: a retail bank only
 */
export function findFpxBank(method: string, code: string | undefined | null): FpxBank | undefined {
  return isFpxMethod(method) ? findBankChoice(method, code) : undefined;
}
