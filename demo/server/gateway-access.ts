/** Which gateway the merchant server talks to, and with what credentials. */
export interface GatewayAccess {
  /** `sandbox`: the embedded sandbox; `gateway`: the real gateway from `CHECKOUT_*`. */
  mode: 'sandbox' | 'gateway';
  /** The collection API's base URL, ending in `/api/v1`. */
  baseUrl: string;
  /** The secret API key: sent to the gateway only, never shown. */
  apiKey: string;
  brandId: string;
  /**
   * The root of FPX's bank status service, which says which banks take payments now: the
   * sandbox's own origin, or the maker's service for the real gateway. It takes no key.
   */
  bankStatusUrl: string;
}
