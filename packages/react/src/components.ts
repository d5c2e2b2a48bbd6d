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
import { renderCardFormContent } from '@checkout-kit/elements/server.js';
import type * as ReactModule from 'react';

/**
 * Names an event for `@lit/react`: the name must be one the elements declare, and the handler
 * receives that name's class.
 */
const event = <E extends Event>(name: E['type']) => name as EventName<E>;

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
 * in 19) and adds a listener for each `onCheckout…` prop. The card form also renders on a
 * server, and hydrates without a warning.
 */
export function createCheckoutComponents(React: typeof ReactModule) {
  const CardForm = createComponent({
    react: React,
    tagName: 'checkout-card-form',
    elementClass: CardFormElement,
    events: CARD_FORM_EVENTS,
    displayName: 'CheckoutCardForm',
  });
  type CardFormProps = ReactModule.ComponentPropsWithoutRef<typeof CardForm>;
  /**
   * The card form renders on a server too (Next.js, any React SSR): there, the element holds the
   * form's markup, which the payer sees and can type in before the kit has loaded. In the
   * browser, React leaves the element's content to the element (React's hydration checks
   * nothing inside `dangerouslySetInnerHTML`), and `defer-hydration` has the element wait for
   * its props (`@lit/react` removes it once React has hydrated and set them) before it takes the
   * server's markup over, or draws its own.
   */
  const CheckoutCardForm = React.forwardRef<CardFormElement, CardFormProps>((props, ref) => {
    // `document` is the browser's: no server render there (and `server.js` renders nothing).
    const markup = typeof document === 'undefined' ? renderCardFormContent(props) : '';
    const elementProps = {
      ...props,
      ref,
      'defer-hydration': '',
      dangerouslySetInnerHTML: { __html: markup },
    };
    return React.createElement(CardForm, elementProps as CardFormProps);
  });
  CheckoutCardForm.displayName = 'CheckoutCardForm';
  return {
    CheckoutCardForm: CheckoutCardForm as typeof CardForm,
    CheckoutMethodPicker: createComponent({
      react: React,
      tagName: 'checkout-method-picker',
      elementClass: MethodPickerElement,
      events: METHOD_PICKER_EVENTS,
      displayName: 'CheckoutMethodPicker',
    }),
  };
}
