/**
 * Typed markup for the kit's elements in Svelte 5: with one import, `svelte-check` (and the
 * Svelte extension in an editor) checks every property set on `<checkout-card-form>` and
 * `<checkout-method-picker>` and types the event each `oncheckout-…` handler receives.
 *
 * ```ts
 * // src/app.d.ts, or any file the app's tsconfig includes
 * import type {} from '@checkout-kit/elements/svelte';
 * ```
 *
 * Svelte sets a value as a property when the element has one (`purchase={purchase}` takes the
 * object, `amount={1050}` the number), and listens to `checkout-submit` for `oncheckout-submit`.
 *
 * @packageDocumentation
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { CheckoutCardForm } from './card-form/card-form.js';
import type {
  CheckoutCardFormEvent,
  CheckoutCardFormProperty,
  CheckoutMethodPickerEvent,
  CheckoutMethodPickerProperty,
  EventProps,
} from './jsx.js';
import type { CheckoutMethodPicker } from './method-picker/method-picker.js';

/** Svelte's attributes of any element, the element's own properties, and its events. */
type SvelteProps<
  Element extends HTMLElement,
  Property extends keyof Element,
  Event extends keyof GlobalEventHandlersEventMap,
> = Omit<HTMLAttributes<Element>, Property> & Partial<Pick<Element, Property>> & EventProps<Event>;

/** The attributes of `<checkout-card-form>` in Svelte markup. */
export type CheckoutCardFormSvelteProps = SvelteProps<
  CheckoutCardForm,
  CheckoutCardFormProperty,
  CheckoutCardFormEvent
>;

/** The attributes of `<checkout-method-picker>` in Svelte markup. */
export type CheckoutMethodPickerSvelteProps = SvelteProps<
  CheckoutMethodPicker,
  CheckoutMethodPickerProperty,
  CheckoutMethodPickerEvent
>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'checkout-card-form': CheckoutCardFormSvelteProps;
    'checkout-method-picker': CheckoutMethodPickerSvelteProps;
  }
}
