/**
 * The kit's elements as typed JSX for React 19.
 *
 * React 19 hands a custom element each prop as a property when the element has one (so
 * `amount={4990}` arrives as a number, `testMode` as a boolean), else as an attribute, and it
 * adds a listener for every `on<event>` prop that is a function: `oncheckout-submit` listens to
 * `checkout-submit`. The types below come from the elements' own classes and event map, so a
 * renamed property or event is a type error here.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CheckoutCardForm, CheckoutMethodPicker } from '@checkout-kit/elements';

/** `on<name>` props for the named events, typed from the kit's `GlobalEventHandlersEventMap`. */
type EventProps<Name extends keyof GlobalEventHandlersEventMap> = {
  [N in Name as `on${N}`]?: (event: GlobalEventHandlersEventMap[N]) => void;
};

/** React's props of any element, the element's own properties, and its events. */
type ElementProps<
  Element extends HTMLElement,
  Property extends keyof Element,
  Event extends keyof GlobalEventHandlersEventMap,
> = DetailedHTMLProps<HTMLAttributes<Element>, Element> &
  Partial<Pick<Element, Property>> &
  EventProps<Event>;

type CardFormProps = ElementProps<
  CheckoutCardForm,
  | 'action'
  | 'checkoutUrl'
  | 'rememberCard'
  | 'amount'
  | 'currency'
  | 'brands'
  | 'testMode'
  | 'disabled'
  | 'purchase',
  'checkout-ready' | 'checkout-change' | 'checkout-submit' | 'checkout-invalid'
>;

type MethodPickerProps = ElementProps<
  CheckoutMethodPicker,
  | 'src'
  | 'amount'
  | 'country'
  | 'recurring'
  | 'skipCapture'
  | 'preauthorization'
  | 'checkoutUrl'
  | 'navigate'
  | 'value'
  | 'methods'
  | 'descriptions',
  'checkout-methods-load' | 'checkout-method-select' | 'checkout-method-continue' | 'checkout-error'
>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'checkout-card-form': CardFormProps;
      'checkout-method-picker': MethodPickerProps;
    }
  }
}
