/** A bank of the simulated FPX page. */
export interface FpxBank {
  /** The FPX bank code, as in `?fpx_bank_code=`. */
  code: string;
  name: string;
}

/*
 * The banks the simulated FPX pages list, by their FPX codes, as the gateway maker's WooCommerce
 * plugin lists them (chip-for-woocommerce 2.0.5 `includes/class-chip-woocommerce-gateway.php`).
 * Any listed bank approves or declines as the payer chooses. Which banks are up at a given
 * moment (the live gateway's FPX status endpoint) is not emulated: every one always is.
 */

/** Retail internet banking (`fpx`): `list_fpx_banks`, 2721-2744. */
const RETAIL_BANKS: readonly FpxBank[] = [
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
  { code: 'MBSB001', name: 'MBSB Bank' },
  { code: 'OCBC0229', name: 'OCBC Bank' },
  { code: 'PBB0233', name: 'Public Bank' },
  { code: 'RHB0218', name: 'RHB Bank' },
  { code: 'SCB0216', name: 'Standard Chartered' },
  { code: 'UOB0226', name: 'UOB Bank' },
];

/** Corporate internet banking (`fpx_b2b1`): `list_fpx_b2b1_banks`, 2810-2833. */
const CORPORATE_BANKS: readonly FpxBank[] = [
  { code: 'ABB0235', name: 'AFFINMAX' },
  { code: 'ABMB0213', name: 'Alliance Bank (Business)' },
  { code: 'AGRO02', name: 'AGRONetBIZ' },
  { code: 'AMBB0208', name: 'AmBank' },
  { code: 'BIMB0340', name: 'Bank Islam' },
  { code: 'BMMB0342', name: 'Bank Muamalat' },
  { code: 'BNP003', name: 'BNP Paribas' },
  { code: 'BCBB0235', name: 'CIMB Bank' },
  { code: 'CIT0218', name: 'Citibank Corporate Banking' },
  { code: 'DBB0199', name: 'Deutsche Bank' },
  { code: 'HLB0224', name: 'Hong Leong Bank' },
  { code: 'HSBC0223', name: 'HSBC Bank' },
  { code: 'BKRM0602', name: 'Bank Rakyat' },
  { code: 'KFH0346', name: 'KFH' },
  { code: 'MBB0228', name: 'Maybank2E' },
  { code: 'OCBC0229', name: 'OCBC Bank' },
  { code: 'PBB0233', name: 'Public Bank' },
  { code: 'PBB0234', name: 'Public Bank PB enterprise' },
  { code: 'RHB0218', name: 'RHB Bank' },
  { code: 'SCB0215', name: 'Standard Chartered' },
  { code: 'UOB0228', name: 'UOB Regional' },
];

/** The FPX methods, each with its banks: their simulated page asks for a bank first. */
const BANKS_BY_METHOD: ReadonlyMap<string, readonly FpxBank[]> = new Map([
  ['fpx', RETAIL_BANKS],
  ['fpx_b2b1', CORPORATE_BANKS],
]);

/** Whether a method is one of FPX's: its page asks for a bank. */
export function isFpxMethod(method: string): boolean {
  return BANKS_BY_METHOD.has(method);
}

/** The banks an FPX method lists (none for any other method). */
export function fpxBanksOf(method: string): readonly FpxBank[] {
  return BANKS_BY_METHOD.get(method) ?? [];
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
  return code ? fpxBanksOf(method).find((bank) => bank.code === code) : undefined;
}
