import {
  FPX_BANK_OFFLINE_STATUS,
  FPX_BANK_ONLINE_STATUS,
  type FpxBankStatus,
  type FpxBankStatusAnswer,
  type FpxMethod,
  isFpxMethod,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import { fpxBanksOf } from './fpx-banks.js';

/*
 * FPX's bank status as the gateway maker's status endpoint answers it: every bank of the
 * method's list, `A` unless a test took it offline. The live answer's shape is read from the
 * maker's WooCommerce plugin, which reads only `answer[code]` (protocol's `fpx-bank-status.ts`).
 */

/** Whether a bank is taken offline, or brought back, by the control. */
export type FpxBankMove = 'offline' | 'online';

/** The control's moves, the last segment of its path. */
export const FPX_BANK_MOVES: readonly FpxBankMove[] = ['offline', 'online'];

/** The status endpoint's answer for an FPX method: each bank's code and status, in list order. */
export function fpxBankStatusAnswer(core: SandboxCore, method: FpxMethod): FpxBankStatusAnswer {
  const offline = new Set(core.state.offlineFpxBanks?.[method]);
  return Object.fromEntries(
    fpxBanksOf(method).map(({ code }) => [
      code,
      offline.has(code) ? FPX_BANK_OFFLINE_STATUS : FPX_BANK_ONLINE_STATUS,
    ]),
  );
}

/**
 * Takes a bank of an FPX method offline, or brings it back: its status is then `B`, or `A`
 * again. Answers the bank's code and new status; an unknown method or a bank the method does
 * not list is a 404, and changes nothing.
 */
export function moveFpxBank(
  core: SandboxCore,
  method: string,
  code: string,
  move: FpxBankMove,
): FpxBankStatus & { method: FpxMethod } {
  if (!isFpxMethod(method)) {
    throw GatewayHttpError.general(404, 'not_found', `There is no FPX method ${method}.`);
  }
  if (!fpxBanksOf(method).some((bank) => bank.code === code)) {
    throw GatewayHttpError.general(404, 'not_found', `FPX method ${method} lists no bank ${code}.`);
  }
  const offline = new Set(core.state.offlineFpxBanks?.[method]);
  if (move === 'offline') offline.add(code);
  else offline.delete(code);
  // Nothing is kept while every bank is online: the state is then as a fresh sandbox's.
  const banks = Object.fromEntries(
    Object.entries({ ...core.state.offlineFpxBanks, [method]: [...offline] }).filter(
      ([, codes]) => codes.length > 0,
    ),
  );
  if (Object.keys(banks).length > 0) core.state.offlineFpxBanks = banks;
  else delete core.state.offlineFpxBanks;
  core.changed();
  const status = move === 'offline' ? FPX_BANK_OFFLINE_STATUS : FPX_BANK_ONLINE_STATUS;
  return { method, code, status };
}
