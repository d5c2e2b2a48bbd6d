import { type BankChoice, FPX_BANKS, RAZER_EWALLETS, isFpxMethod } from './bank-choices.js';
import {
  CHECKOUT_FPX_BANK_PARAMETER,
  CHECKOUT_RAZER_BANK_PARAMETER,
} from './checkout-url-parameters.js';

/*
 * Which choices a method offers the payer on the merchant's page, and which `checkout_url`
 * parameter carries the one chosen, as the gateway maker's WooCommerce plugin sends them
 * (chip-for-woocommerce 2.0.5 `includes/class-chip-woocommerce-gateway.php` `bypass_chip`,
 * lines 2950-2990): `fpx_bank_code` beside `?preferred=fpx` or `fpx_b2b1`, `razer_bank_code`
 * beside an e-wallet's method. Written once here, so that a picker, the merchant's server and
 * the sandbox agree on it.
 */

/** A `checkout_url` parameter that carries the code of a chosen bank or e-wallet. */
export type BankChoiceParameter =
  typeof CHECKOUT_FPX_BANK_PARAMETER | typeof CHECKOUT_RAZER_BANK_PARAMETER;

/** What a payer may choose for one method, and where the checkout URL carries the choice. */
export interface MethodBankChoices {
  /**
   * The `checkout_url` parameter beside `?preferred=<method>` that carries the chosen code, or
   * `null` for a method that offers no choice.
   */
  readonly parameter: BankChoiceParameter | null;
  /**
   * The choices in the plugin's order: an FPX method's banks, an e-wallet method's one wallet
   * (the plugin sends its code though the method already names it), none for any other method.
   */
  readonly choices: readonly BankChoice[];
}

/** The answer for every method without choices: cards, QR codes the plugin sends no code for. */
const NO_CHOICES: MethodBankChoices = Object.freeze({
  parameter: null,
  choices: Object.freeze([]),
});

/**
 * The banks or e-wallet a payer may choose for `method`, and the checkout-URL parameter that
 * carries the code. Any text is taken: a method the kit does not know has no choices.
 *
 * @example
 * bankChoicesOf('fpx') // { parameter: 'fpx_bank_code', choices: FPX_B2C_BANKS }
 * bankChoicesOf('razer_tng').choices // [{ code: 'TNG-EWALLET', name: "Touch 'n Go eWallet", method: 'razer_tng' }]
 * bankChoicesOf('visa') // { parameter: null, choices: [] }
 */
export function bankChoicesOf(method: string): MethodBankChoices {
  if (isFpxMethod(method)) {
    return { parameter: CHECKOUT_FPX_BANK_PARAMETER, choices: FPX_BANKS[method] };
  }
  const wallet = RAZER_EWALLETS.find((choice) => choice.method === method);
  return wallet ? { parameter: CHECKOUT_RAZER_BANK_PARAMETER, choices: [wallet] } : NO_CHOICES;
}

/**
 * The choice of `method` whose code is `code`, or `undefined`: no code, a code the method does
 * not list (another FPX list's bank, another e-wallet's), or a method without choices.
 *
 * @example
 * findBankChoice('fpx_b2b1', 'ABB0235')?.name // 'AFFINMAX'
 * findBankChoice('fpx_b2b1', 'MB2U0227') // undefined: a retail bank only
 * findBankChoice('razer_tng', 'GrabPay') // undefined: another e-wallet's code
 */
export function findBankChoice(
  method: string,
  code: string | null | undefined,
): BankChoice | undefined {
  return code ? bankChoicesOf(method).choices.find((choice) => choice.code === code) : undefined;
}
