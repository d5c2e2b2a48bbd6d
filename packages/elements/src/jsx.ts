/**
 * Typed JSX for the kit's elements in React 19, which sets a custom element's properties (so
 * `amount={4990}` arrives as a number and `purchase={purchase}` as the object) and listens to
 * its events through `on<event name>` props.
 *
 * One import types every property and event of every element of the kit:
 *
 * ```ts
 * import type {} from '@checkout-kit/elements/jsx';
 * ```
 *
 * (or `"types": ["@checkout-kit/elements/jsx"]` in `tsconfig.json`). TypeScript lets any JSX prop
 * whose name holds a hyphen through unchecked, so a misspelt `oncheckout-…` prop is not an
 * error; the event props' handlers are typed with each event's class. `@checkout-kit/react`'s
 * components take `onCheckoutSubmit`-style props instead, which are checked.
 *
 * @packageDocumentation
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
// The elements' own declarations (their entries in CheckoutElementTypes) come with the types:
// a re-export is kept in the published .d.ts, where an empty type import would be dropped.
export type * from './index.js';
import type {
  CheckoutElementTypes,
  CheckoutTag,
  ElementOf,
  EventsOf,
  PropertiesOf,
  PropertyNamesOf,
} from './element-types.js';

export type { CheckoutElementTypes, CheckoutTag };

/** `on<event name>` props, each handler typed with its event's class. */
export type EventProps<Name extends keyof GlobalEventHandlersEventMap> = {
  [N in Name as `on${N}`]?: (event: GlobalEventHandlersEventMap[N]) => void;
};

/**
 * The props of the element `Tag` in a framework that sets properties and takes `on<event name>`
 * props (React 19, Svelte 5): the framework's own `Base` props, less those the element's
 * properties type, then those properties and the events.
 */
export type ElementPropsOver<Tag extends CheckoutTag, Base> = Omit<Base, PropertyNamesOf<Tag>> &
  PropertiesOf<Tag> &
  EventProps<EventsOf<Tag>>;

/** The JSX props of the element `Tag`: React's, the element's properties, and its events. */
export type CheckoutElementProps<Tag extends CheckoutTag> = ElementPropsOver<
  Tag,
  DetailedHTMLProps<HTMLAttributes<ElementOf<Tag>>, ElementOf<Tag>>
>;

/** Every element of the kit, with its JSX props. */
export type CheckoutIntrinsicElements = { [Tag in CheckoutTag]: CheckoutElementProps<Tag> };

declare module 'react' {
  // Merges with React's own JSX namespace, as its types ask libraries to.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the kit's tags, merged in
    interface IntrinsicElements extends CheckoutIntrinsicElements {}
  }
}
