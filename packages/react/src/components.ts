import { type EventName, createComponent } from '@lit/react';
import {
  CheckoutCardForm as CardFormElement,
  type CheckoutChangeEvent,
  type CheckoutErrorEvent,
  type CheckoutInvalidEvent,
  CheckoutMethodPicker as MethodPickerElement,
  type CheckoutMethodContinueEvent,
  type CheckoutMethodSelectEvent,
  type CheckoutMethodsLoadEvent,
  type CheckoutReadyEvent,
  type CheckoutSubmitEvent,
} from '@checkout-kit/elements';
import type * as ReactModule from 'react';

/** Names an event for `@lit/react`, with the class its handler receives. */
const event = <E extends Event>(name: string) => name as EventName<E>;

/** The event props of `<CheckoutCardForm>`, each to its element event. */
const CARD_FORM_EVENTS = {
  onCheckoutReady: event<CheckoutReadyEvent>('checkout-ready'),
  onCheckoutChange: event<CheckoutChangeEvent>('checkout-change'),
  onCheckoutSubmit: event<CheckoutSubmitEvent>('checkout-submit'),
  onCheckoutInvalid: event<CheckoutInvalidEvent>('checkout-invalid'),
  onCheckoutError: event<CheckoutErrorEvent>('checkout-error'),
};

/** The event props of `<CheckoutMethodPicker>`, each to its element event. */
const METHOD_PICKER_EVENTS = {
  onCheckoutMethodsLoad: event<CheckoutMethodsLoadEvent>('checkout-methods-load'),
  onCheckoutMethodSelect: event<CheckoutMethodSelectEvent>('checkout-method-select'),
  onCheckoutMethodContinue: event<CheckoutMethodContinueEvent>('checkout-method-continue'),
  onCheckoutError: event<CheckoutErrorEvent>('checkout-error'),
};

/**
 * The two components, made for the given React. `@lit/react` sets every prop the element
 * defines as a property (so `purchase` takes the object and `amount` the number, in React 18 as
 * in 19) and adds a listener for each `onCheckout…` prop.
 */
export function createCheckoutComponents(React: typeof ReactModule) {
  return {
    CheckoutCardForm: createComponent({
      react: React,
      tagName: 'checkout-card-form',
      elementClass: CardFormElement,
      events: CARD_FORM_EVENTS,
      displayName: 'CheckoutCardForm',
    }),
    CheckoutMethodPicker: createComponent({
      react: React,
      tagName: 'checkout-method-picker',
      elementClass: MethodPickerElement,
      events: METHOD_PICKER_EVENTS,
      displayName: 'CheckoutMethodPicker',
    }),
  };
}
