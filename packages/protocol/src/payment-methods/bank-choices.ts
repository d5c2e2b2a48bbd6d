/*
 * The banks and e-wallets a payer may choose on the merchant's own page before the gateway's,
 * as the gateway maker's WooCommerce plugin offers them (chip-for-woocommerce 2.0.5
 * `includes/class-chip-woocommerce-gateway.php`). The gateway publishes no list: these codes
 * are the ones its production client sends, in its order, with the names a payer knows.
 */

/** A bank or e-wallet a payer may choose: the code the gateway reads, and its name. */
export interface BankChoice {
  /** What `?fpx_bank_code=` or `?razer_bank_code=` carries. */
  readonly code: string;
  /** The name the payer knows it by. */
  readonly name: string;
}

/** An e-wallet a payer may choose, with the method `?preferred=` names beside it. */
export interface EwalletChoice extends BankChoice {
  /** The payment method of the e-wallet (`?preferred=`, `payment_method_whitelist`). */
  readonly method: string;
}

/** The FPX methods, each with a list of banks: retail (B2C) and corporate (B2B1). */
export type FpxMethod = 'fpx' | 'fpx_b2b1';

/** Retail internet banking (`fpx`, FPX B2C): `list_fpx_banks`, lines 2721-2745. */
export const FPX_B2C_BANKS: readonly BankChoice[] = [
  { code: 'ABB0233', name: 'Affin Bank' },
  { code: 'ABMB0212', name: 'Alliance Bank (Personal)' },
  { code: 'AGRO01', name: 'AGRONet' },
  { code: 'AMBB0209', name: 'AmBank' },
  { code: 'BIMB0340', name: 'Bank Islam' },
  { code: 'BMMB0341', name: 'Bank Muamalat' },
  { code: 'BKRM0602', name: 'Bank Rakyat' },
  { code: 'BOCM01', name: 'Bank Of China' },
  { code: 'BSN0601', name: 'BSN' },
  { code: 'BCBB0235', name: 'CIMB Bank' },
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

/** Corporate internet banking (`fpx_b2b1`, FPX B2B1): `list_fpx_b2b1_banks`, lines 2810-2834. */
export const FPX_B2B1_BANKS: readonly BankChoice[] = [
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

/** Each FPX method's banks. */
export const FPX_BANKS: Readonly<Record<FpxMethod, readonly BankChoice[]>> = {
  fpx: FPX_B2C_BANKS,
  fpx_b2b1: FPX_B2B1_BANKS,
};

/**
 * The e-wallets, each offered when the merchant's whitelist names its method:
 * `list_razer_ewallets`, lines 2906-2941, and the method `bypass_chip` sends beside each,
 * lines 2959-2980. DuitNow QR is no Razer method, but the plugin lists it with them and sends
 * its code the same way.
 */
export const RAZER_EWALLETS: readonly EwalletChoice[] = [
  { code: 'Atome', name: 'Atome', method: 'razer_atome' },
  { code: 'GrabPay', name: 'GrabPay', method: 'razer_grabpay' },
  { code: 'MB2U_QRPay-Push', name: 'Maybank QRPay', method: 'razer_maybankqr' },
  { code: 'ShopeePay', name: 'ShopeePay', method: 'razer_shopeepay' },
  { code: 'TNG-EWALLET', name: "Touch 'n Go eWallet", method: 'razer_tng' },
  { code: 'duitnow-qr', name: 'Duitnow QR', method: 'duitnow_qr' },
];

/** Whether a method is one of FPX's, with a list of banks. */
export function isFpxMethod(method: string): method is FpxMethod {
  return Object.hasOwn(FPX_BANKS, method);
}

/**
 * The name of a bank or e-wallet by its code, or the code itself when the list does not know
 * it: the gateway may name a bank the kit does not list yet, and the payer must still see it.
 *
 * @example
 * bankChoiceName(FPX_B2C_BANKS, 'MB2U0227') // 'Maybank2u'
 * bankChoiceName(FPX_B2C_BANKS, 'NEW0001') // 'NEW0001'
 */
export function bankChoiceName(choices: readonly BankChoice[], code: string): string {
  return choices.find((choice) => choice.code === code)?.name ?? code;
}
