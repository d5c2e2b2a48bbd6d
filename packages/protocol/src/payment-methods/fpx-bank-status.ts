import type { FpxMethod } from './bank-choices.js';

/*
 * FPX's bank status, which the gateway's maker serves apart from the collection API, with no
 * API key (chip-for-woocommerce 2.0.5 `includes/class-chip-woocommerce-api-fpx.php`: the root
 * `https://api.chip-in.asia/health_check`, line 15; `GET /fpx_b2c?time=<unix time>` and
 * `/fpx_b2b1?time=…`, lines 56 and 67; a `Content-type` header and nothing else, lines 87-89).
 * The plugin asks at most every 3 minutes (`class-chip-woocommerce-gateway.php:2769, 2802`).
 */

/** The path of each FPX method's bank status, under the status service's root. */
export const FPX_BANK_STATUS_PATHS: Readonly<Record<FpxMethod, string>> = {
  fpx: '/health_check/fpx_b2c',
  fpx_b2b1: '/health_check/fpx_b2b1',
};

/**
 * How long the maker's plugin keeps an answer before it asks again, in milliseconds: a client
 * need not ask more often.
 */
export const FPX_BANK_STATUS_MAX_AGE_MS = 3 * 60 * 1000;

/**
 * The status of a bank that takes payments. The plugin marks any other status "(Offline)" and
 * disables the bank in its picker (`class-chip-woocommerce-gateway.php:2867-2872, 1391-1396`).
 */
export const FPX_BANK_ONLINE_STATUS = 'A';

/**
 * The status of a bank the sandbox takes offline. A guess: the plugin reads only whether a
 * status is {@link FPX_BANK_ONLINE_STATUS}, and FPX's own bank list marks a blocked bank `B`.
 */
export const FPX_BANK_OFFLINE_STATUS = 'B';

/** A bank's status: `A` when online; any other value, known or not, is offline. */
export type FpxBankStatusValue = typeof FPX_BANK_ONLINE_STATUS | (string & {});

/**
 * The status answer as the plugin reads it: an object of bank code to status
 * (`$fpx[ $code ]`, line 2867), `{"MB2U0227": "A", "BCBB0235": "B"}`. A bank the answer leaves
 * out is shown as online.
 */
export type FpxBankStatusAnswer = Readonly<Record<string, FpxBankStatusValue>>;

/** One bank's status, read from an answer. */
export interface FpxBankStatus {
  /** The FPX bank code, known to the kit's lists or not. */
  readonly code: string;
  readonly status: FpxBankStatusValue;
}

/** Whether a bank of this status takes payments. */
export function isFpxBankOnline(status: FpxBankStatusValue): boolean {
  return status === FPX_BANK_ONLINE_STATUS;
}
