/**
 * @checkout-kit/react: the kit's elements as React components, for React 18 and 19.
 *
 * ```tsx
 * import { CheckoutCardForm } from '@checkout-kit/react';
 *
 * <CheckoutCardForm purchase={purchase} onCheckoutSubmit={(event) => event.detail.brand} />;
 * ```
 *
 * Every property of the element is a typed prop, set as a property (objects and numbers arrive
 * as they are, also in React 18, which would otherwise write them as attributes), and every
 * event is an `onCheckout…` prop whose handler receives the event's class. A misspelt prop is a
 * type error. Importing this module registers the elements.
 *
 * @packageDocumentation
 */
import * as React from 'react';
import { createCheckoutComponents } from './components.js';

const components = createCheckoutComponents(React);

/** `<checkout-card-form>`: the Direct Post card form. */
export const CheckoutCardForm = components.CheckoutCardForm;

/** `<checkout-method-picker>`: the gateway's payment methods. */
export const CheckoutMethodPicker = components.CheckoutMethodPicker;

export { createCheckoutComponents };
