import type { CardBrandId, CardField, CardFieldError } from '@checkout-kit/protocol';
import { EVENT_INIT, type EventMapOf } from '../internal/event-init.js';

/** The state of one card field, without its value. */
export interface CardFieldState {
  valid: boolean;
  /** The rule the value breaks, or `null`. */
  error: CardFieldError | null;
}

/**
 * What `checkout-change` tells about the form. It never holds card digits or any other value
 * the payer typed: only whether each field is valid, and the detected brand.
 */
export interface CheckoutChangeDetail {
  /** Every field is valid: the form can be submitted. */
  complete: boolean;
  /** Every field is empty. */
  empty: boolean;
  /** The detected card brand, or `null`. */
  brand: CardBrandId | null;
  fields: Record<CardField, CardFieldState>;
  /** The payer ticked "save this card". */
  rememberCard: boolean;
}

/** One problem that stops the form from being submitted. */
export interface CheckoutFieldError {
  field: CardField;
  code: CardFieldError;
  /** The sentence shown to the payer, in the form's language. */
  message: string;
}

/** Fired once the card form has rendered, with its styles, and can be used. */
export class CheckoutReadyEvent extends Event {
  declare readonly type: 'checkout-ready';

  constructor() {
    super('checkout-ready', EVENT_INIT);
  }
}

/** Fired whenever the payer changes a field; see {@link CheckoutChangeDetail}. */
export class CheckoutChangeEvent extends Event {
  declare readonly type: 'checkout-change';

  constructor(readonly detail: CheckoutChangeDetail) {
    super('checkout-change', EVENT_INIT);
  }
}

/**
 * Fired after validation passes and before the browser posts the form to the gateway. Call
 * `preventDefault()` to stop the POST.
 */
export class CheckoutSubmitEvent extends Event {
  declare readonly type: 'checkout-submit';

  constructor(readonly detail: { brand: CardBrandId | null; rememberCard: boolean }) {
    super('checkout-submit', { ...EVENT_INIT, cancelable: true });
  }
}

/** Fired when a submit is refused because fields are invalid. */
export class CheckoutInvalidEvent extends Event {
  declare readonly type: 'checkout-invalid';

  constructor(readonly detail: { errors: CheckoutFieldError[] }) {
    super('checkout-invalid', EVENT_INIT);
  }
}

/** The events only the card form fires (it fires `checkout-error` too). */
export type CardFormEvent =
  CheckoutReadyEvent | CheckoutChangeEvent | CheckoutSubmitEvent | CheckoutInvalidEvent;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the names come from the classes
  interface GlobalEventHandlersEventMap extends EventMapOf<CardFormEvent> {}
}
