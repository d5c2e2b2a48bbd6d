/**
 * Typed JSX for the kit's elements in React 19, which sets a custom element's properties (so
 * `amount={4990}` arrives as a number and `purchase={purchase}` as the object) and listens to
 * its events through `on<event name>` props.
 *
 * One import types every property and event of `<checkout-card-form>` and
 * `<checkout-method-picker>`:
 *
 * ```ts
 * import type {} from '@checkout-kit/elements/jsx';
 * ```
 *
 * (or `"types": ["@checkout-kit/elements/jsx"]` in `tsconfig.json`). TypeScript lets any JSX prop
 * whose name holds a hyphen through unchecked, so a misspelt `oncheckout-…` prop is not an
 * error; the event props' handlers are typed with each event's class.
 *
 * @packageDocumentation
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CheckoutCardForm } from './card-form/card-form.js';
import type { CheckoutMethodPicker } from './method-picker/method-picker.js';

/** The properties a page sets on `<checkout-card-form>`. */
export type CheckoutCardFormProperty =
  | 'action'
  | 'checkoutUrl'
  | 'rememberCard'
  | 'amount'
  | 'currency'
  | 'lang'
  | 'brands'
  | 'testMode'
  | 'disabled'
  | 'purchase';

/** The events `<checkout-card-form>` fires. */
export type CheckoutCardFormEvent =
  'checkout-ready' | 'checkout-change' | 'checkout-submit' | 'checkout-invalid' | 'checkout-error';

/** The properties a page sets on `<checkout-method-picker>`. */
export type CheckoutMethodPickerProperty =
  | 'src'
  | 'amount'
  | 'country'
  | 'recurring'
  | 'skipCapture'
  | 'preauthorization'
  | 'lang'
  | 'checkoutUrl'
  | 'navigate'
  | 'value'
  | 'methods'
  | 'descriptions';

/** The events `<checkout-method-picker>` fires. */
export type CheckoutMethodPickerEvent =
  | 'checkout-methods-load'
  | 'checkout-method-select'
  | 'checkout-method-continue'
  | 'checkout-error';

/** `on<event name>` props, each handler typed with its event's class. */
export type EventProps<Name extends keyof GlobalEventHandlersEventMap> = {
  [N in Name as `on${N}`]?: (event: GlobalEventHandlersEventMap[N]) => void;
};

/** React's props of any element, the element's own properties, and its events. */
export type ElementProps<
  Element extends HTMLElement,
  Property extends keyof Element,
  Event extends keyof GlobalEventHandlersEventMap,
> = Omit<DetailedHTMLProps<HTMLAttributes<Element>, Element>, Property> &
  Partial<Pick<Element, Property>> &
  EventProps<Event>;

/** The JSX props of `<checkout-card-form>`. */
export type CheckoutCardFormProps = ElementProps<
  CheckoutCardForm,
  CheckoutCardFormProperty,
  CheckoutCardFormEvent
>;

/** The JSX props of `<checkout-method-picker>`. */
export type CheckoutMethodPickerProps = ElementProps<
  CheckoutMethodPicker,
  CheckoutMethodPickerProperty,
  CheckoutMethodPickerEvent
>;

declare module 'react' {
  // Merges with React's own JSX namespace, as its types ask libraries to.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'checkout-card-form': CheckoutCardFormProps;
      'checkout-method-picker': CheckoutMethodPickerProps;
    }
  }
}
