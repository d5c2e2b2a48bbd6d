/** A bank of the simulated FPX page. */
export interface FpxBank {
  /** The FPX bank code, as in `?fpx_bank_code=`. */
  code: string;
  name: string;
}

/**
 * The banks the simulated FPX page lists, by their FPX codes (retail internet banking). The
 * sandbox offers the same list for FPX B2B1; any listed bank approves or declines as the payer
 * chooses.
 */
export const FPX_BANKS: readonly FpxBank[] = [
  { code: 'ABB0233', name: 'Affin Bank' },
  { code: 'ABMB0212', name: 'Alliance Bank' },
  { code: 'AGRO01', name: 'AGRONet' },
  { code: 'AMBB0209', name: 'AmBank' },
  { code: 'BIMB0340', name: 'Bank Islam' },
  { code: 'BMMB0341', name: 'Bank Muamalat' },
  { code: 'BKRM0602', name: 'Bank Rakyat' },
  { code: 'BOCM01', name: 'Bank of China' },
  { code: 'BSN0601', name: 'BSN' },
  { code: 'BCBB0235', name: 'CIMB Clicks' },
  { code: 'HLB0224', name: 'Hong Leong Bank' },
  { code: 'HSBC0223', name: 'HSBC Bank' },
  { code: 'KFH0346', name: 'KFH' },
  { code: 'MBB0228', name: 'Maybank2E' },
  { code: 'MB2U0227', name: 'Maybank2u' },
  { code: 'OCBC0229', name: 'OCBC Bank' },
  { code: 'PBB0233', name: 'Public Bank' },
  { code: 'RHB0218', name: 'RHB Bank' },
  { code: 'SCB0216', name: 'Standard Chartered' },
  { code: 'UOB0226', name: 'UOB Bank' },
];

/** The FPX methods: their simulated page asks for a bank first. */
export const FPX_METHODS: readonly string[] = ['fpx', 'fpx_b2b1'];

/** A listed bank by code, or `undefined`. */
export function findFpxBank(code: string | undefined | null): FpxBank | undefined {
  return code ? FPX_BANKS.find((bank) => bank.code === code) : undefined;
}
