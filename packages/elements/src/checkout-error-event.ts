import { EVENT_INIT, type EventMapOf } from './internal/event-init.js';

/** Why an element cannot do its job; for the developer, never shown to the payer as is. */
export interface CheckoutErrorDetail {
  /**
   * The picker's lookup: `network`, no answer (offline, refused, CORS); `http`, an answer that
   * is not 2xx; `invalid_response`, a 2xx answer that is not a lookup result; `invalid_src`, a
   * `src` that is no http(s) URL (nothing is fetched). Its bank choice: `banks_unavailable`,
   * the bank list of a chosen method (`banks-src`) could not be read; the payer then chooses
   * the bank on the gateway's page.
   * The card form: `action_refused`, its `action` cannot be the gateway, so card payment is off.
   */
  code:
    | 'network'
    | 'http'
    | 'invalid_response'
    | 'invalid_src'
    | 'banks_unavailable'
    | 'action_refused';
  /** The HTTP status, for `http`, `invalid_response` and `banks_unavailable`; else `null`. */
  status: number | null;
  /** What happened, in English, for the developer. */
  message: string;
}

/**
 * Fired when an element cannot work as set up: the picker cannot load the methods from `src`
 * (it shows a retry button), or the card form refuses its `action` (it shows that card payment
 * is not available).
 */
export class CheckoutErrorEvent extends Event {
  declare readonly type: 'checkout-error';

  constructor(readonly detail: CheckoutErrorDetail) {
    super('checkout-error', EVENT_INIT);
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the name comes from the class
  interface GlobalEventHandlersEventMap extends EventMapOf<CheckoutErrorEvent> {}
}
