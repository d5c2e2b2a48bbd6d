import type { LitElement } from 'lit';

/**
 * What the framework types (`jsx.ts`, `vue.ts`, `svelte.ts`) know of each element: its class,
 * the properties a page sets, and the events it fires, by tag. Each element adds its own entry
 * from its folder (`declare module '../element-types.js'`), so a new element is typed in every
 * framework without an edit here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each element
export interface CheckoutElementTypes {}

/** One entry of {@link CheckoutElementTypes}. */
export interface CheckoutElementType<Element extends HTMLElement> {
  element: Element;
  properties: keyof Element;
  events: keyof GlobalEventHandlersEventMap;
}

/**
 * The names of the properties a page sets on one of the kit's elements: the element's own public
 * fields, which its `@property()` decorators declare, without its methods and without what every
 * Lit element has. Its internal state (`@state()`) is private, so it is not among them. An
 * element that redeclares one of HTMLElement's properties (`lang`) names it beside this.
 */
export type PublicFieldsOf<Element extends LitElement> = {
  [Name in Exclude<keyof Element, keyof LitElement>]: Element[Name] extends (
    ...args: never[]
  ) => unknown
    ? never
    : Name;
}[Exclude<keyof Element, keyof LitElement>];

/** The tags of the kit's elements. */
export type CheckoutTag = keyof CheckoutElementTypes;

/** The element class of `Tag`. */
export type ElementOf<Tag extends CheckoutTag> = CheckoutElementTypes[Tag]['element'];

/** The names of the properties a page sets on `Tag`. */
export type PropertyNamesOf<Tag extends CheckoutTag> = Extract<
  CheckoutElementTypes[Tag]['properties'],
  keyof ElementOf<Tag>
>;

/** The properties a page sets on `Tag`, each optional, with the element's own types. */
export type PropertiesOf<Tag extends CheckoutTag> = Partial<
  Pick<ElementOf<Tag>, PropertyNamesOf<Tag>>
>;

/** The names of the events `Tag` fires. */
export type EventsOf<Tag extends CheckoutTag> = Extract<
  CheckoutElementTypes[Tag]['events'],
  keyof GlobalEventHandlersEventMap
>;
