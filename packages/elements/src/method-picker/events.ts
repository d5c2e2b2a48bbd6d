import type { PaymentMethodsLookup } from '@checkout-kit/protocol';
import { EVENT_INIT, type EventMapOf } from '../internal/event-init.js';
import type { ChosenBank } from './internal/bank-choice.js';

export { CheckoutErrorEvent, type CheckoutErrorDetail } from '../checkout-error-event.js';

/** What `checkout-method-select` tells about the payer's choice. */
export interface CheckoutMethodSelectDetail {
  /** The gateway's method name (`fpx`, `duitnow_qr`), or `card` for the card option. */
  method: string;
  /** The readable name the payer saw. */
  name: string;
  /** The payer chose the card option. */
  isCard: boolean;
  /**
   * The bank or e-wallet chosen for the method (`banks-src`), as Continue sends it to the
   * gateway: `{ code: 'MB2U0227', name: 'Maybank2u' }`; `null` when none.
   */
  bank: ChosenBank | null;
}

/** Fired when a lookup result is shown: fetched from `src`, or given in `methods`. */
export class CheckoutMethodsLoadEvent extends Event {
  declare readonly type: 'checkout-methods-load';

  constructor(readonly detail: { methods: PaymentMethodsLookup }) {
    super('checkout-methods-load', EVENT_INIT);
  }
}

/**
 * Fired when the payer chooses a method, never when `value` is set by code. Cancelable: with
 * `navigate`, `preventDefault()` keeps the payer on the page for this choice (no Continue
 * button), for instance because the page shows `<checkout-card-form>` for the card option.
 */
export class CheckoutMethodSelectEvent extends Event {
  declare readonly type: 'checkout-method-select';

  constructor(readonly detail: CheckoutMethodSelectDetail) {
    super('checkout-method-select', { ...EVENT_INIT, cancelable: true });
  }
}

/** What `checkout-method-continue` tells: the choice, and where Continue goes. */
export interface CheckoutMethodContinueDetail extends CheckoutMethodSelectDetail {
  /** The gateway's checkout page for this method (`checkout_url?preferred=fpx`). */
  url: string;
}

/**
 * Fired when the payer activates Continue (a click, a tap, or Enter on the chosen option),
 * right before the browser follows it to the gateway. Cancelable: `preventDefault()` keeps the
 * payer on the page, for instance to save the cart first and then go to `detail.url`.
 */
export class CheckoutMethodContinueEvent extends Event {
  declare readonly type: 'checkout-method-continue';

  constructor(readonly detail: CheckoutMethodContinueDetail) {
    super('checkout-method-continue', { ...EVENT_INIT, cancelable: true });
  }
}

/** The events only the method picker fires (it fires `checkout-error` too). */
export type MethodPickerEvent =
  CheckoutMethodsLoadEvent | CheckoutMethodSelectEvent | CheckoutMethodContinueEvent;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the names come from the classes
  interface GlobalEventHandlersEventMap extends EventMapOf<MethodPickerEvent> {}
}
