import {
  FPX_BANKS,
  type FpxBankStatus,
  type FpxMethod,
  bankChoiceName,
  isFpxBankOnline,
} from '@checkout-kit/protocol';

/** One bank of the bank-status answer. */
export interface BankStatusEntry {
  /** The FPX bank code, what `?fpx_bank_code=` carries. */
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
  method: FpxMethod;
  status: BankStatusKnowledge;
  banks: BankStatusEntry[];
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
