import {
  type BankChoice,
  type BankChoiceParameter,
  FPX_BANKS,
  type FpxBankStatus,
  type FpxMethod,
  bankChoiceName,
  isFpxBankOnline,
} from '@checkout-kit/protocol';

/** One bank or e-wallet of the bank-status answer. */
export interface BankStatusEntry {
  /** Its code, what the answer's `parameter` carries on the checkout URL (`MB2U0227`). */
  code: string;
  /** The name the payer knows it by (the code itself for a bank the kit does not list yet). */
  name: string;
  /** Whether the bank takes payments now. */
  online: boolean;
}

/**
 * How the handler knows the statuses: `current`, the status service's answer of the last `ttlMs`;
 * `stale`, its last good answer, kept while the service fails; `unknown`, no answer yet, so every
 * bank is shown online rather than the list hidden.
 */
export type BankStatusKnowledge = 'current' | 'stale' | 'unknown';

/** The bank-status handler's answer. */
export interface BankStatusAnswer {
  /** The method asked for, as asked (`fpx`, `razer_tng`, `visa`). */
  method: string;
  /**
   * The `checkout_url` parameter that carries the chosen code beside `?preferred=<method>`:
   * `fpx_bank_code` for `fpx` and `fpx_b2b1`, `razer_bank_code` for an e-wallet's method,
   * `null` for a method with no choices (`banks` is then empty).
   */
  parameter: BankChoiceParameter | null;
  /** How `online` is known; `current` for a method with no status service (an e-wallet). */
  status: BankStatusKnowledge;
  /** The choices in the protocol's order: several banks for FPX, one e-wallet, or none. */
  banks: BankStatusEntry[];
}

/**
 * The entries of choices no status service speaks for (an e-wallet): each online, as the
 * maker's plugin offers them without asking.
 */
export function onlineChoices(choices: readonly BankChoice[]): BankStatusEntry[] {
  return choices.map(({ code, name }) => ({ code, name, online: true }));
}

/**
 * The banks of `method` in the protocol's order, each online unless the statuses say otherwise
 * (a bank the answer leaves out is online, as the maker's plugin shows it), then every code the
 * statuses name that the list does not know, in their order: the payer must still see a new bank.
 */
export function bankList(method: FpxMethod, statuses: readonly FpxBankStatus[]): BankStatusEntry[] {
  const table = FPX_BANKS[method];
  const byCode = new Map(statuses.map(({ code, status }) => [code, status]));
  const known = table.map(({ code, name }) => {
    const status = byCode.get(code);
    return { code, name, online: status === undefined || isFpxBankOnline(status) };
  });
  const listed = new Set(table.map(({ code }) => code));
  const added = statuses
    .filter(({ code }) => !listed.has(code))
    .map(({ code, status }) => ({
      code,
      name: bankChoiceName(table, code),
      online: isFpxBankOnline(status),
    }));
  return [...known, ...added];
}
